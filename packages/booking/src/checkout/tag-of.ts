/**
 * Which tag the checkout step goes to: the rule of @stayfront/widgets' `tagOf`
 * (src/analytics/analytics-globals.ts), which the search page's analytics widget sends by. It is
 * restated here because that module is not reachable from this package: the widgets' entry does
 * not export it and their `exports` map has no path to it (a deep import fails to resolve), and
 * this package does not change @stayfront/widgets. The module itself is framework-free, so
 * exporting `tagOf` from the widgets' entry would let this file go; tag-of.test.ts pins the same
 * answers as the widgets' own test, so the two cannot drift unnoticed.
 *
 * The globals are the page's (untrusted): a tag counts only when it is a function, the data layer
 * only when it is a list.
 */
export type AnalyticsMode = 'ga4' | 'universal';
export type TrackingFunction = (...args: unknown[]) => void;

export interface CheckoutGlobals {
  /** GA4's gtag.js. */
  readonly gtag?: unknown;
  /** Universal Analytics' analytics.js. */
  readonly ga?: unknown;
  /** Google Tag Manager's data layer. */
  readonly dataLayer?: unknown;
}

export const isTrackingFunction = (value: unknown): value is TrackingFunction =>
  typeof value === 'function';

/** gtag (GA4) or ga (universal) when the page has it, else a data layer; null for none. */
export function tagOf(
  { gtag, ga, dataLayer }: CheckoutGlobals,
  mode: AnalyticsMode,
): 'ga' | 'gtag' | 'dataLayer' | null {
  if (isTrackingFunction(mode === 'universal' ? ga : gtag))
    return mode === 'universal' ? 'ga' : 'gtag';
  return Array.isArray(dataLayer) ? 'dataLayer' : null;
}
