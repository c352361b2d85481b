/**
 * One `dataLayer` entry in a line a designer or an analyst can read: the event's name, and what
 * it carries (how many products at which positions, the clicked product, the failure).
 */

export interface EntryDescription {
  readonly name: string;
  readonly summary: string;
  /** GA4's `{ ecommerce: null }`, pushed before each e-commerce event to clear the last one. */
  readonly cleared: boolean;
}

type Fields = Readonly<Record<string, unknown>>;

const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fields) : []);

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "positions 1–10" of GA4 items (`index`) or Universal products (`position`). */
function positions(products: readonly Fields[], key: 'index' | 'position'): string {
  const first = products[0]?.[key];
  const last = products.at(-1)?.[key];
  if (first === undefined) return '';
  return first === last
    ? `position ${String(first)}`
    : `positions ${String(first)}–${String(last)}`;
}

function productsSummary(products: readonly Fields[], key: 'index' | 'position', extra: string) {
  const parts = [plural(products.length, 'product'), positions(products, key), extra];
  return parts.filter(Boolean).join(', ');
}

export function describeEntry(value: unknown): EntryDescription {
  const entry = fields(value);
  if ('ecommerce' in entry && entry.ecommerce === null && !('event' in entry))
    return { name: 'ecommerce: null', summary: 'clears the last event’s products', cleared: true };
  const name = typeof entry.event === 'string' ? entry.event : '(no event)';
  const ecommerce = fields(entry.ecommerce);
  const currency = [ecommerce.currency, ecommerce.currencyCode].find(
    (code) => typeof code === 'string',
  );
  const inCurrency = currency ? `in ${String(currency)}` : '';

  // GA4: view_item_list and select_item carry `items`.
  const items = list(ecommerce.items);
  if (items.length > 0) {
    if (name === 'select_item')
      return {
        name,
        summary: `${String(items[0]?.item_id)} at ${positions(items, 'index')}`,
        cleared: false,
      };
    return { name, summary: productsSummary(items, 'index', inCurrency), cleared: false };
  }
  // Universal Analytics' enhanced e-commerce: impressions, and a product click.
  const impressions = list(ecommerce.impressions);
  if (impressions.length > 0)
    return { name, summary: productsSummary(impressions, 'position', inCurrency), cleared: false };
  const clicked = list(fields(ecommerce.click).products);
  if (clicked.length > 0)
    return {
      name,
      summary: `${String(clicked[0]?.id)} at ${positions(clicked, 'position')}`,
      cleared: false,
    };
  const description = entry.description ?? entry.exDescription;
  if (typeof description === 'string') return { name, summary: description, cleared: false };
  return { name, summary: '', cleared: false };
}
