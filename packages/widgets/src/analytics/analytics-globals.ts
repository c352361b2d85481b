/**
 * What the analytics adapter needs from the page: a real page passes its window; tests pass their
 * own, so they are deterministic. The tracking functions a site installs (`gtag`, `ga`,
 * `dataLayer`) are read when each event is sent, so a tag replaced later is followed; the adapter
 * itself loads only if a tag was there when the analytics widget woke. They are untrusted (a tag
 * counts only when it is a function, the data layer only when it is a list).
 */

export type TrackingFunction = (...args: unknown[]) => void;

/** The page's tags, as `tagOf` reads them (the checkout of @stayfront/booking passes these). */
export interface TagGlobals {
  /** GA4's gtag.js. */
  readonly gtag?: unknown;
  /** Universal Analytics' analytics.js. */
  readonly ga?: unknown;
  /** Google Tag Manager's data layer. */
  readonly dataLayer?: unknown;
}

export interface AnalyticsGlobals extends TagGlobals {
  /** The loader's page API; its `errorReporter` reports uncaught errors (SPEC 7.12). */
  readonly Stayfront?: { errorReporter?: unknown } | undefined;
  readonly location: { assign(url: string): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const isTrackingFunction = (value: unknown): value is TrackingFunction =>
  typeof value === 'function';

/**
 * The tag events go to in `mode`: ga (Universal Analytics) or gtag (GA4) when the page has it,
 * else a data layer (Google Tag Manager); null for none. The one rule `trackerFor` sends by and
 * the analytics island checks before the adapter's code is even loaded, so a page with none of
 * them downloads nothing for analytics (issue 5); the checkout's steps go by it too.
 */
export function tagOf(
  { gtag, ga, dataLayer }: TagGlobals,
  mode: 'ga4' | 'universal',
): 'ga' | 'gtag' | 'dataLayer' | null {
  if (isTrackingFunction(mode === 'universal' ? ga : gtag))
    return mode === 'universal' ? 'ga' : 'gtag';
  return Array.isArray(dataLayer) ? 'dataLayer' : null;
}

/** Whether the page has a tag to send to in `mode` (see `tagOf`). */
export const hasTag = (globals: AnalyticsGlobals, mode: 'ga4' | 'universal'): boolean =>
  tagOf(globals, mode) !== null;
