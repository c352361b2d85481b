/**
 * What the analytics adapter needs from the page: a real page passes its window; tests pass their
 * own, so they are deterministic. The tracking functions a site installs (`gtag`, `ga`,
 * `dataLayer`) are read when each event is sent, so a tag manager that loads later is used once it
 * is there; they are untrusted (a tag counts only when it is a function, the data layer only when
 * it is a list).
 */

export type TrackingFunction = (...args: unknown[]) => void;

export interface AnalyticsGlobals {
  /** GA4's gtag.js. */
  readonly gtag?: unknown;
  /** Universal Analytics' analytics.js. */
  readonly ga?: unknown;
  /** Google Tag Manager's data layer. */
  readonly dataLayer?: unknown;
  /** The loader's page API; its `errorReporter` reports uncaught errors (SPEC 7.12). */
  readonly Stayfront?: { errorReporter?: unknown } | undefined;
  readonly location: { assign(url: string): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const isTrackingFunction = (value: unknown): value is TrackingFunction =>
  typeof value === 'function';

/**
 * Whether the page has the tag `trackerFor` would send to in `mode`: gtag (GA4) or ga (Universal
 * Analytics), else a data layer. Checked before the adapter's code is even loaded, so a page with
 * none of them downloads nothing for analytics (issue 5).
 */
export const hasTag = (
  { gtag, ga, dataLayer }: AnalyticsGlobals,
  mode: 'ga4' | 'universal',
): boolean => isTrackingFunction(mode === 'universal' ? ga : gtag) || Array.isArray(dataLayer);
