/**
 * SPEC 3.9, 7.12: a checkout step as each format writes it, apart from the tag that sends it.
 * The field names are the search page's (widgets' analytics/trackers.ts): GA4 items are
 * `{ item_id, price, item_list_name, index }`, Universal Analytics products `{ id, price, list,
 * position }`, each left out when unknown (SPEC 7.12: id, price, list and position).
 * - GA4: `begin_checkout` for step 1, `checkout_progress` with `checkout_step` for any later step
 *   (a step given by name is a later step: only the number 1 says "first").
 * - Universal Analytics enhanced e-commerce: the `checkout` action with `actionField: { step }`.
 */
import type { CheckoutProduct } from './checkout-products.js';

export interface CheckoutStep {
  readonly step: number | string;
  readonly products: readonly CheckoutProduct[];
  /** ISO 4217, or null to send none. */
  readonly currency: string | null;
}

/** The entries that are known (not null). */
const known = (entries: Record<string, string | number | null>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null));

export const ga4Item = ({ id, price, list, position }: CheckoutProduct) =>
  known({ item_id: id, price, item_list_name: list, index: position });
export const uaProduct = ({ id, price, list, position }: CheckoutProduct) =>
  known({ id, price, list, position });

/** GA4's event name and parameters (the data layer's `ecommerce`). */
export function ga4CheckoutEvent({
  step,
  products,
  currency,
}: CheckoutStep): readonly [name: string, parameters: object] {
  const first = step === 1;
  return [
    first ? 'begin_checkout' : 'checkout_progress',
    {
      ...(first ? {} : { checkout_step: step }),
      ...(currency === null ? {} : { currency }),
      items: products.map(ga4Item),
    },
  ];
}

/** Universal Analytics' enhanced e-commerce data layer `ecommerce` for the step. */
export const universalCheckout = ({ step, products, currency }: CheckoutStep): object => ({
  ...(currency === null ? {} : { currencyCode: currency }),
  checkout: { actionField: { step }, products: products.map(uaProduct) },
});
