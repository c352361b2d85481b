/**
 * The demo site's promo codes (SPEC 3.13: the availability form's coupon field, prefilled with
 * the site's code). A code is untrusted input from the address: it is checked here, on the server,
 * on every page that shows a price (the availability answer, each checkout step), and only a
 * known code gives a discount. The rule: a code takes its percentage off the rent (the nights'
 * price), rounded to the dollar; never off the fees or the travel insurance.
 */

/** The demo site's default promo code, the one the coupon field is prefilled with. */
export const SITE_PROMO_CODE = 'HARBOUR10';

/** The longest code read: anything longer is not a code of this site (and is not echoed). */
export const MAX_COUPON_LENGTH = 50;

/** The codes the site knows, in capitals, and their percentage off the rent. A Map, so a code
 * like "constructor" or "__proto__" finds nothing (an object's prototype would answer). */
const CODES: ReadonlyMap<string, number> = new Map([[SITE_PROMO_CODE, 10]]);

export type Coupon =
  /** No code was sent, or an empty one. */
  | { readonly state: 'none' }
  /** A code the site knows, in its own spelling (capitals), and its percentage. */
  | { readonly state: 'valid'; readonly code: string; readonly percent: number }
  /** A code the site does not know: no discount, and the visitor is told. */
  | { readonly state: 'invalid' };

/** The coupon a query's value stands for: case-insensitive, spaces around it ignored. */
export function readCoupon(raw: string | null): Coupon {
  const typed = (raw ?? '').trim();
  if (!typed) return { state: 'none' };
  if (typed.length > MAX_COUPON_LENGTH) return { state: 'invalid' };
  const code = typed.toUpperCase();
  const percent = CODES.get(code);
  return percent === undefined ? { state: 'invalid' } : { state: 'valid', code, percent };
}

/** The discount a coupon gives on `rent` (whole dollars): its percentage, rounded. */
export const discountOn = (rent: number, coupon: Coupon): number =>
  coupon.state === 'valid' ? Math.round((rent * coupon.percent) / 100) : 0;

/** What the availability form and the checkout say of a code they do not know. */
export const INVALID_COUPON_TEXT =
  'This promo code is not valid, so no discount is applied. Check the code, or leave it empty.';
