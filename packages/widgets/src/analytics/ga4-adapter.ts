/**
 * The analytics adapter (SPEC 7.12, 9.5): a search instance's events as GA4 e-commerce events,
 * or Universal Analytics ones for older sites (see `trackers.ts`). No React, no page markup:
 * everything it touches comes in as arguments, and it returns its own cleanup.
 *
 * - `resultsShown` → `view_item_list`, the products in batches of 10;
 * - `itemClicked` → `select_item`. A plain click on a result link (the results widget asks the
 *   navigation hook) waits for the tag: the browser goes to the link from the event's callback,
 *   or after 2,000 ms if the callback never comes (a blocked or slow tag), never twice;
 * - `searchFailed` → a non-fatal `exception`, each distinct failure once;
 * - uncaught page errors: the loader's `Stayfront.errorReporter` is pointed at the same tag.
 *
 * The adapter may start after the first results were shown (islands wake in any order, and a
 * site may give it a later trigger): the last results and the last failure before it started are
 * sent at once, so the first page's impressions are not lost.
 *
 * A page with none of the tags gets nothing at all: no listeners, no navigation hook.
 */
import type { AnalyticsProduct, Emitter, SearchEvents, SolrDoc } from '@stayfront/search-core';
import type { NavigationHook } from '../runtime/navigation-hooks.js';
import type { AnalyticsGlobals } from './analytics-globals.js';
import {
  CLICK_NAVIGATION_FALLBACK_MS,
  type Tracker,
  type TrackerOptions,
  trackerFor,
} from './trackers.js';

/** SPEC 9.5: product impressions are sent in batches of 10. */
export const IMPRESSION_BATCH_SIZE = 10;
/** GA4 drops event parameter values longer than 100 characters. */
const MAX_DESCRIPTION = 100;

/** What the adapter needs of a search instance. */
export interface AnalyticsSource {
  readonly events: Pick<Emitter<SearchEvents>, 'on' | 'last'>;
  /** Registers (or with null removes) the hook the results widget asks on a result click. */
  setNavigationHook(hook: NavigationHook | null): void;
  /** Whether the search is in its error state now (a failure before a later success is over). */
  failing?(): boolean;
}

/**
 * Payloads already caught up with: an adapter attached again to the same search (a CMS that
 * re-attaches behaviours after an AJAX update) must not send them twice.
 */
const caughtUp = new WeakSet<object>();

interface PendingClick {
  readonly product: AnalyticsProduct;
  readonly doc: SolrDoc;
  sent: boolean;
}

export function attachAnalytics(
  source: AnalyticsSource,
  options: TrackerOptions,
  globals: AnalyticsGlobals,
): () => void {
  if (!trackerFor(globals, options)) return () => {};

  /** Runs `use` with the page's tracker now; a throwing tag never breaks the page. */
  const track = (use: (tracker: Tracker) => void): boolean => {
    const tracker = trackerFor(globals, options);
    if (!tracker) return false;
    try {
      use(tracker);
      return true;
    } catch {
      return false;
    }
  };

  const reported = new Set<string>();
  const exception = (description: string) => {
    const text = description.slice(0, MAX_DESCRIPTION);
    if (reported.has(text)) return;
    reported.add(text);
    track((tracker) => tracker.exception(text));
  };

  // A click is sent on the next microtask unless the navigation hook, asked in the same click
  // handler, sends it first with the callback that navigates.
  let pending: PendingClick | null = null;
  const onClicked = (event: SearchEvents['itemClicked']) => {
    const click: PendingClick = { ...event, sent: false };
    pending = click;
    void Promise.resolve().then(() => {
      if (pending === click) pending = null;
      if (click.sent) return;
      click.sent = true;
      track((tracker) => tracker.click(click.product));
    });
  };

  const hook: NavigationHook = (doc, href) => {
    const click = pending;
    if (!click || click.sent || click.doc.id !== doc.id) return false;
    click.sent = true;
    let timer: unknown;
    let navigated = false;
    const navigate = () => {
      if (navigated) return;
      navigated = true;
      globals.clearTimeout(timer);
      globals.location.assign(href);
    };
    // Without a tag to wait for, or if the tag threw, the browser follows the link at once.
    if (!track((tracker) => tracker.click(click.product, navigate))) return false;
    // The tag calls back once it has sent the click; a blocked or slow one gets 2,000 ms.
    timer = globals.setTimeout(navigate, CLICK_NAVIGATION_FALLBACK_MS);
    return true;
  };

  const onShown = ({ products }: SearchEvents['resultsShown']) => {
    for (let start = 0; start < products.length; start += IMPRESSION_BATCH_SIZE) {
      const batch = products.slice(start, start + IMPRESSION_BATCH_SIZE);
      track((tracker) => tracker.impressions(batch));
    }
  };
  const onFailed = ({ failure }: SearchEvents['searchFailed']) =>
    exception(`Search failed: ${failure.status} ${failure.kind} ${failure.message}`);

  const stops = [
    source.events.on('resultsShown', (event) => {
      caughtUp.add(event);
      onShown(event);
    }),
    source.events.on('itemClicked', onClicked),
    source.events.on('searchFailed', (event) => {
      caughtUp.add(event);
      onFailed(event);
    }),
  ];
  // What happened before this adapter started, once.
  const shown = source.events.last('resultsShown');
  if (shown && !caughtUp.has(shown)) {
    caughtUp.add(shown);
    onShown(shown);
  }
  const failed = source.events.last('searchFailed');
  if (failed && !caughtUp.has(failed) && (source.failing?.() ?? true)) {
    caughtUp.add(failed);
    onFailed(failed);
  }
  source.setNavigationHook(hook);
  const restoreReporter = reportUncaughtErrors(globals, exception);

  return () => {
    for (const stop of stops) stop();
    source.setNavigationHook(null);
    restoreReporter();
  };
}

/** Points the loader's reporter of uncaught errors at this tag; returns the restore. */
function reportUncaughtErrors(
  globals: AnalyticsGlobals,
  exception: (description: string) => void,
): () => void {
  const api = globals.Stayfront;
  if (!api || !('errorReporter' in api)) return () => {};
  const previous = api.errorReporter;
  api.errorReporter = exception;
  return () => {
    if (api.errorReporter === exception) api.errorReporter = previous;
  };
}
