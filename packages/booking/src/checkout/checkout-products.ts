/**
 * SPEC 3.8, 3.9, 7.12: the products a checkout step is sent with, `[{ "id", "price", "list",
 * "position" }]` in the widget's config (SPEC 7.12 sends a checkout step's products with their id,
 * price, list and position, as the search page's; SPEC 3.8 also spells the position `pos`).
 * Untrusted JSON: a wrong product is a config issue naming it (`$.products[1].price`), so a CMS
 * that writes prices as "€120" hears about it instead of sending made-up revenue.
 */
import type { ConfigIssue } from '@stayfront/loader';
import { type EcommerceProduct, isRecord, type Reader } from '@stayfront/widgets';

/**
 * A product as the search page's analytics sends it (id as a string, price, list and 1-based
 * position, each null when unknown and then not sent).
 */
export type CheckoutProduct = EcommerceProduct;

/** A booking has one listing, a cart a few: a longer list is a generated mistake. */
export const MAX_CHECKOUT_PRODUCTS = 100;
/** Above any stay's price: a bigger number is a unit mix-up (cents, or a timestamp). */
export const MAX_PRICE = 1e9;

/** Past any list a visitor pages through: a bigger position is a mistake. */
export const MAX_POSITION = 1e6;

const KEYS = ['id', 'price', 'list', 'position', 'pos'];

const isProductId = (id: unknown): id is string | number =>
  (typeof id === 'string' && id.trim() !== '' && id.length <= 200) ||
  (Number.isInteger(id) && (id as number) >= 0);

const isPrice = (price: unknown): price is number | null | undefined =>
  price === undefined ||
  price === null ||
  (typeof price === 'number' && Number.isFinite(price) && price >= 0 && price <= MAX_PRICE);

const isList = (list: unknown): list is string | null | undefined =>
  list === undefined || list === null || (typeof list === 'string' && list.length <= 200);

const isPosition = (position: unknown): position is number | null | undefined =>
  position === undefined ||
  position === null ||
  (Number.isInteger(position) && (position as number) >= 1 && (position as number) <= MAX_POSITION);

function readProduct(
  value: unknown,
  path: string,
  issues: ConfigIssue[],
  element: Element | undefined,
): CheckoutProduct | null {
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected { "id": string or whole number, "price": number }' });
    return null;
  }
  const { id, price, list, position, pos } = value;
  const before = issues.length;
  if (!isProductId(id))
    issues.push({ path: `${path}.id`, message: 'expected a non-empty string or a whole number' });
  if (!isPrice(price))
    issues.push({ path: `${path}.price`, message: `expected a number from 0 to ${MAX_PRICE}` });
  if (!isList(list))
    issues.push({ path: `${path}.list`, message: 'expected a string of at most 200 characters' });
  for (const [key, given] of [
    ['position', position],
    ['pos', pos],
  ] as const)
    if (!isPosition(given))
      issues.push({
        path: `${path}.${key}`,
        message: `expected a whole number from 1 to ${MAX_POSITION}`,
      });
  if (
    isPosition(position) &&
    isPosition(pos) &&
    position != null &&
    pos != null &&
    position !== pos
  )
    issues.push({
      path: `${path}.pos`,
      message: 'expected the same number as "position", or neither',
    });
  if (issues.length > before) return null;
  // As the widget's own unknown keys: warned about, so a CMS's extra field never breaks a page.
  const unknown = Object.keys(value).filter((key) => !KEYS.includes(key));
  if (unknown.length)
    console.warn(
      `Stayfront checkout: unknown key(s) ${unknown.join(', ')} in ${path} ignored.`,
      element,
    );
  return {
    id: String(id),
    price: typeof price === 'number' ? price : null,
    list: typeof list === 'string' && list.trim() !== '' ? list : null,
    position: (position ?? pos ?? null) as number | null,
  };
}

export const checkoutProducts: Reader<readonly CheckoutProduct[]> = (
  value,
  path,
  issues,
  element,
) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_CHECKOUT_PRODUCTS) {
    issues.push({ path, message: `expected a list of at most ${MAX_CHECKOUT_PRODUCTS} products` });
    return [];
  }
  return value.flatMap(
    (item, index) => readProduct(item, `${path}[${index}]`, issues, element) ?? [],
  );
};
