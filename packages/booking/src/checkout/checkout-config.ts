/**
 * The checkout widget's config (`data-widget-config`), every key optional: the step and products
 * sent to analytics (SPEC 3.9, 7.12) in the tag format of the search page's analytics widget, the
 * steps list's name, the fees disclosure (SPEC 2.7), the insurance fields' names (SPEC 3.17) and
 * the texts, in English by default.
 */
import type { ParsedConfig } from '@stayfront/loader';
import { defineWidgetConfig, flag, oneOf, type Reader, reader, text } from '@stayfront/widgets';
import { type CheckoutProduct, checkoutProducts } from './checkout-products.js';

/** More steps than any checkout has: a bigger number is a mistake. */
export const MAX_STEP = 50;

/** SPEC 3.9: a step is a number (1 is the first) or a name. Absent: the list's current step. */
const checkoutStep: Reader<number | string | null> = reader<number | string | null>(
  null,
  (value) =>
    value === null ||
    (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_STEP) ||
    (typeof value === 'string' && value.trim() !== '' && value.length <= 100),
  `a step number from 1 to ${MAX_STEP} or a step name`,
);

/** As the analytics widget's `currency`: an ISO 4217 code, or none. */
const currency: Reader<string | null> = reader<string | null>(
  null,
  (value) => value === null || (typeof value === 'string' && /^[A-Z]{3}$/.test(value)),
  'a 3-letter ISO 4217 currency code such as "EUR"',
);

/**
 * GA4's own rules for an event name: a letter, then letters, digits or underscores, 40 at most;
 * the `google_`, `ga_` and `firebase_` prefixes are Google's. A name GA4 would refuse is refused
 * here, where the integrator sees it, rather than dropped silently by the collector.
 */
const ga4EventName: Reader<string | null> = reader<string | null>(
  null,
  (value) =>
    value === null ||
    (typeof value === 'string' &&
      /^[A-Za-z]\w{0,39}$/.test(value) &&
      !/^(google|ga|firebase)_/i.test(value)),
  'a GA4 event name such as "add_payment_info" (a letter, then letters, digits or _; 40 at most)',
);

/**
 * A form field's name, compared as a string (never put in a selector): brackets are common in
 * checkout names (`charges[decline_insurance]`).
 */
const fieldName = (fallback: string) => text(fallback, 200);

export interface CheckoutConfig {
  readonly step: number | string | null;
  readonly products: readonly CheckoutProduct[];
  readonly mode: 'ga4' | 'universal';
  readonly currency: string | null;
  readonly ga4Event: string | null;
  readonly stepsLabel: string;
  readonly completedText: string;
  readonly feesOpen: boolean;
  readonly showFeesText: string;
  readonly hideFeesText: string;
  readonly insurancePrefix: string;
  readonly declineField: string;
  readonly declinedText: string;
  readonly othersDeclinedText: string;
  readonly declineClearedText: string;
  readonly offlineText: string;
}

const parseCheckoutKeys: (raw: unknown, element?: Element) => ParsedConfig<CheckoutConfig> =
  defineWidgetConfig('checkout', {
    /** SPEC 3.9. @default the position of the steps list's current step; none: nothing is sent */
    step: checkoutStep,
    /** SPEC 3.8: `[{ "id": "node/12", "price": 640 }]`. @default [] */
    products: checkoutProducts,
    /** The tag format, as the analytics widget's. @default 'ga4' */
    mode: oneOf(['ga4', 'universal'] as const, 'ga4'),
    /** ISO 4217 code sent with the step (GA4 `currency`, UA `currencyCode`). @default none */
    currency,
    /**
     * The GA4 event this step sends, e.g. `add_shipping_info` or `add_payment_info` (GA4's
     * recommended checkout events, which its reports count; `checkout_progress` is Universal
     * Analytics' name, kept as the default of later steps for sites whose reports were built on it).
     * @default 'begin_checkout' for step 1, 'checkout_progress' for any other
     */
    ga4Event: ga4EventName,
    /** The steps list's accessible name, unless the server gave it one. */
    stepsLabel: text('Checkout steps', 200),
    /** Read after each completed step's name (visually hidden): "Dates (completed)". */
    completedText: text('completed', 100),
    /** The fee line items start shown. @default false */
    feesOpen: flag(false),
    /** The texts of the fees button the widget makes (a server's own `<button>` keeps its text). */
    showFeesText: text('Show fees', 100),
    hideFeesText: text('Hide fees', 100),
    /** SPEC 3.17: insurance options are radios whose name starts with this, valued 1 and -1. */
    insurancePrefix: fieldName('charges[insurance]'),
    /** SPEC 3.17: the decline-insurance field's name. */
    declineField: fieldName('charges[decline_insurance]'),
    /** Announced when checking the decline field declined options. */
    declinedText: text('Travel insurance declined.', 200),
    /** Announced when choosing one option declined the others. */
    othersDeclinedText: text('Other insurance options declined.', 200),
    /** Announced when choosing an option unchecked the decline field. */
    declineClearedText: text('Travel insurance no longer declined.', 200),
    /** Shown (as an alert) when a step is sent while the browser is offline; nothing is sent. */
    offlineText: text(
      'You are offline, so nothing was sent. What you entered is still here: send it again once you are connected.',
      300,
    ),
  });

/**
 * The keys, then what no single key can tell: a `ga4Event` with `mode: "universal"` names an
 * event that is never sent (Universal Analytics' step is always `checkout`). Warned about, not
 * refused: a site moving to GA4 may set the name before it switches the mode, and its checkout
 * must keep working meanwhile.
 */
export function parseCheckoutConfig(raw: unknown, element?: Element): ParsedConfig<CheckoutConfig> {
  const parsed = parseCheckoutKeys(raw, element);
  if ('value' in parsed && parsed.value.mode === 'universal' && parsed.value.ga4Event !== null)
    console.warn(
      `Stayfront checkout: ga4Event "${parsed.value.ga4Event}" is not sent: with mode "universal" the step goes out as Universal Analytics' "checkout".`,
      element,
    );
  return parsed;
}
