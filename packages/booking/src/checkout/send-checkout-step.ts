/**
 * SPEC 7.12: the checkout step, sent once per page view through the tag the page has (the search
 * page's analytics rule, `tagOf` of @stayfront/widgets), in the format of the search page's
 * analytics:
 * - GA4 with gtag.js: `gtag('event', 'begin_checkout' | 'checkout_progress', …)`;
 * - GA4 through Google Tag Manager: `{ ecommerce: null }` (clearing the last one), then
 *   `{ event, ecommerce }`;
 * - Universal Analytics with analytics.js: `ec:addProduct` for each product, `ec:setAction
 *   'checkout' { step }`, sent with a non-interaction event hit (the page view went before the
 *   widget woke);
 * - Universal Analytics through Google Tag Manager: `{ event: 'checkout', ecommerce: { checkout:
 *   { actionField: { step }, products } } }`.
 * A page with no tag gets nothing. The widget mounted again for the same step on the same page
 * (the loader re-waking it, a site re-rendering the form) sends nothing again: one step, one view.
 * A tag that throws is the page's problem, not the checkout's: the error is swallowed.
 */
import {
  type AnalyticsMode,
  type TagGlobals,
  type TrackingFunction,
  tagOf,
  uaProduct,
} from '@stayfront/widgets';
import { type CheckoutStep, ga4CheckoutEvent, universalCheckout } from './checkout-events.js';

/** The steps sent from each page (its window): a new page load is a new window. */
const sentSteps = new WeakMap<object, Set<string>>();

/** Sends `event` unless it went already from this page; true when it was sent now. */
export function sendCheckoutStep(
  globals: TagGlobals,
  event: CheckoutStep,
  mode: AnalyticsMode,
): boolean {
  const tag = tagOf(globals, mode);
  if (tag === null) return false;
  const key = `${typeof event.step}:${event.step}`;
  const sent = sentSteps.get(globals) ?? new Set<string>();
  if (sent.has(key)) return false;
  sent.add(key);
  sentSteps.set(globals, sent);

  try {
    dispatch(globals, tag, event, mode);
    return true;
  } catch {
    // A throwing tag never breaks the checkout, as on the search page; the step counts as sent
    // (sending it again would throw again).
    return false;
  }
}

function dispatch(
  globals: TagGlobals,
  tag: 'ga' | 'gtag' | 'dataLayer',
  event: CheckoutStep,
  mode: AnalyticsMode,
): void {
  const { gtag, ga, dataLayer } = globals as {
    gtag: TrackingFunction;
    ga: TrackingFunction;
    dataLayer: unknown[];
  };
  if (tag === 'ga') {
    ga('require', 'ec');
    if (event.currency !== null) ga('set', 'currencyCode', event.currency);
    for (const product of event.products) ga('ec:addProduct', uaProduct(product));
    ga('ec:setAction', 'checkout', { step: event.step });
    ga('send', 'event', 'Checkout', 'step', String(event.step), { nonInteraction: true });
  } else if (mode === 'universal')
    dataLayer.push({ event: 'checkout', ecommerce: universalCheckout(event) });
  else {
    const [name, parameters] = ga4CheckoutEvent(event);
    if (tag === 'gtag') gtag('event', name, parameters);
    else {
      // GA4's format clears the previous `ecommerce` before each e-commerce event.
      dataLayer.push({ ecommerce: null });
      dataLayer.push({ event: name, ecommerce: parameters });
    }
  }
}
