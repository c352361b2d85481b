/**
 * SPEC 3.9, 7.12: a checkout step as each format writes it, apart from the tag that sends it.
 * Its products are written as the search page's (`ga4Item`, `uaProduct` of @stayfront/widgets:
 * SPEC 7.12's id, price, list and position, each left out when unknown).
 * - GA4: `begin_checkout` for step 1, `checkout_progress` with `checkout_step` for any later step
 *   (a step given by name is a later step: only the number 1 says "first"), unless the config
 *   names the step's event (`ga4Event`: GA4's recommended `add_shipping_info`, `add_payment_info`).
 *   `checkout_step` goes with every event but `begin_checkout`, so a named event still says which
 *   step it was.
 * - Universal Analytics enhanced e-commerce: the `checkout` action with `actionField: { step }`.
 */
import { ga4Item, uaProduct } from '@stayfront/widgets';
import type { CheckoutProduct } from './checkout-products.js';

export interface CheckoutStep {
  readonly step: number | string;
  readonly products: readonly CheckoutProduct[];
  /** ISO 4217, or null to send none. */
  readonly currency: string | null;
  /** GA4's event name for this step; null: by the step's number. */
  readonly ga4Event?: string | null;
}

/** GA4's event name and parameters (the data layer's `ecommerce`). */
export function ga4CheckoutEvent({
  step,
  products,
  currency,
  ga4Event,
}: CheckoutStep): readonly [name: string, parameters: object] {
  const name = ga4Event ?? (step === 1 ? 'begin_checkout' : 'checkout_progress');
  return [
    name,
    {
      ...(name === 'begin_checkout' ? {} : { checkout_step: step }),
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
