/**
 * What the analytics adapter needs from the page, injected so tests are deterministic: the
 * tracking functions a site installs (`gtag`, `ga`, `dataLayer`), navigation and timers. They are
 * read when each event is sent, so a tag manager that loads later is used once it is there.
 */

export type TrackingFunction = (...args: unknown[]) => void;

export interface AnalyticsGlobals {
  /** GA4's gtag.js. */
  readonly gtag?: TrackingFunction | undefined;
  /** Universal Analytics' analytics.js. */
  readonly ga?: TrackingFunction | undefined;
  /** Google Tag Manager's data layer. */
  readonly dataLayer?: unknown[] | undefined;
  /** The loader's page API; its `errorReporter` reports uncaught errors (SPEC 7.12). */
  readonly Stayfront?: { errorReporter?: unknown } | undefined;
  readonly location: { assign(url: string): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type PageWindow = Window & {
  gtag?: unknown;
  ga?: unknown;
  dataLayer?: unknown;
  Stayfront?: { errorReporter?: unknown };
};

const fn = (value: unknown) =>
  typeof value === 'function' ? (value as TrackingFunction) : undefined;

/** The globals of a real page, looked up on every use. */
export function windowGlobals(win: PageWindow): AnalyticsGlobals {
  return {
    get gtag() {
      return fn(win.gtag);
    },
    get ga() {
      return fn(win.ga);
    },
    get dataLayer() {
      return Array.isArray(win.dataLayer) ? win.dataLayer : undefined;
    },
    get Stayfront() {
      return win.Stayfront;
    },
    location: { assign: (url) => win.location.assign(url) },
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  };
}
