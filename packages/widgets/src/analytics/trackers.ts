/**
 * The e-commerce events of SPEC 7.12 in each tag's own format. A tracker is made for each send
 * from what the page has at that moment; `null` means the page has nothing to send through.
 *
 * - `ga4` (default): `gtag('event', …)` when gtag.js is there, else GA4's data layer format
 *   (`{ ecommerce: null }` to clear, then `{ event, ecommerce }`) for Google Tag Manager.
 * - `universal` (older sites): Universal Analytics enhanced e-commerce through `ga()`
 *   (`ec:addImpression`, `ec:addProduct`, `ec:setAction 'click'`, sent with an event hit), else
 *   the enhanced e-commerce data layer (`impressions` and `productClick` events).
 */
import type { AnalyticsProduct } from '@stayfront/search-core';
import { type AnalyticsGlobals, type TrackingFunction, tagOf } from './analytics-globals.js';

export type AnalyticsMode = 'ga4' | 'universal';

export interface TrackerOptions {
  readonly mode: AnalyticsMode;
  /** ISO 4217 code sent with the events, or null to send none. */
  readonly currency: string | null;
}

export interface Tracker {
  /** One `view_item_list` (or impressions hit) for up to a batch of products. */
  impressions(products: readonly AnalyticsProduct[]): void;
  /** `select_item` (or a product click); `callback` runs once the tag has sent it. */
  click(product: AnalyticsProduct, callback?: () => void): void;
  /** A non-fatal `exception`. */
  exception(description: string): void;
}

/** SPEC 9.5: how long a product click may hold the navigation; also the tags' own timeout. */
export const CLICK_NAVIGATION_FALLBACK_MS = 2000;

/**
 * SPEC 3.8, 7.12: one product as each format writes it, shared by the search page's events and
 * the checkout's steps (@stayfront/booking), each field left out when unknown (null).
 */
export interface EcommerceProduct {
  readonly id: string;
  readonly price: number | null;
  /** The name of the list it was shown or chosen in; null when there is none. */
  readonly list: string | null;
  /** Its 1-based position in that list, counting earlier pages; null when unknown. */
  readonly position: number | null;
}

const defined = <T extends object>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** A GA4 item (SPEC 9.5): `index` is the product's 1-based position. */
export const ga4Item = (product: EcommerceProduct) =>
  defined({
    item_id: product.id,
    price: product.price,
    item_list_name: product.list,
    index: product.position,
  });

/** A Universal Analytics enhanced e-commerce product. */
export const uaProduct = (product: EcommerceProduct) =>
  defined({ id: product.id, price: product.price, list: product.list, position: product.position });

/** An e-commerce event: its name, and its parameters (the data layer's `ecommerce`). */
type EcommerceEvent = readonly [name: string, parameters: object];

/** A mode's events, apart from the tag that sends them. */
interface ModeEvents {
  impressions(products: readonly AnalyticsProduct[]): EcommerceEvent;
  click(product: AnalyticsProduct): EcommerceEvent;
  /** The parameters of a non-fatal exception. */
  exception(description: string): object;
}

function ga4Events(currency: string | null): ModeEvents {
  const list = (products: readonly AnalyticsProduct[]) => ({
    item_list_name: products[0]?.list ?? '',
    ...(currency === null ? {} : { currency }),
    items: products.map(ga4Item),
  });
  return {
    impressions: (products) => ['view_item_list', list(products)],
    click: (product) => ['select_item', list([product])],
    exception: (description) => ({ description, fatal: false }),
  };
}

const universalException = (description: string) => ({
  exDescription: description,
  exFatal: false,
});

function universalEvents(currency: string | null): ModeEvents {
  const currencyCode = currency === null ? {} : { currencyCode: currency };
  return {
    impressions: (products) => [
      'impressions',
      { ...currencyCode, impressions: products.map(uaProduct) },
    ],
    click(product) {
      const { list, ...rest } = uaProduct(product);
      return [
        'productClick',
        { ...currencyCode, click: { actionField: { list }, products: [rest] } },
      ];
    },
    exception: universalException,
  };
}

/** A tracker that sends a mode's events through `send`, and its exceptions through `sendException`. */
function sendingTracker(
  events: ModeEvents,
  send: (event: EcommerceEvent, callback?: () => void) => void,
  sendException: (parameters: object) => void,
): Tracker {
  return {
    impressions: (products) => send(events.impressions(products)),
    click: (product, callback) => send(events.click(product), callback),
    exception: (description) => sendException(events.exception(description)),
  };
}

/** Universal Analytics' analytics.js: enhanced e-commerce commands, sent with an event hit. */
function gaTracker(ga: TrackingFunction, currency: string | null): Tracker {
  return {
    impressions(products) {
      ga('require', 'ec');
      if (currency !== null) ga('set', 'currencyCode', currency);
      for (const product of products) ga('ec:addImpression', uaProduct(product));
      ga('send', 'event', 'Search', 'impressions', products[0]?.list ?? '', {
        nonInteraction: true,
      });
    },
    click(product, callback) {
      ga('require', 'ec');
      const { list, ...rest } = uaProduct(product);
      ga('ec:addProduct', rest);
      ga('ec:setAction', 'click', { list: product.list });
      ga('send', 'event', 'Search', 'click', list, callback ? { hitCallback: callback } : {});
    },
    exception: (description) => ga('send', 'exception', universalException(description)),
  };
}

export function trackerFor(
  globals: AnalyticsGlobals,
  { mode, currency }: TrackerOptions,
): Tracker | null {
  const tag = tagOf(globals, mode);
  if (tag === null) return null;
  const { gtag, ga, dataLayer } = globals as {
    gtag: TrackingFunction;
    ga: TrackingFunction;
    dataLayer: unknown[];
  };
  if (tag === 'ga') return gaTracker(ga, currency);
  const universal = mode === 'universal';
  const events = universal ? universalEvents(currency) : ga4Events(currency);
  if (tag === 'gtag')
    return sendingTracker(
      events,
      ([name, parameters], callback) =>
        gtag('event', name, {
          ...parameters,
          ...(callback
            ? { event_callback: callback, event_timeout: CLICK_NAVIGATION_FALLBACK_MS }
            : {}),
        }),
      (parameters) => gtag('event', 'exception', parameters),
    );
  // Google Tag Manager. GA4's format clears the previous `ecommerce` before each e-commerce event.
  return sendingTracker(
    events,
    ([event, ecommerce], callback) => {
      if (!universal) dataLayer.push({ ecommerce: null });
      dataLayer.push({
        event,
        ecommerce,
        ...(callback
          ? { eventCallback: callback, eventTimeout: CLICK_NAVIGATION_FALLBACK_MS }
          : {}),
      });
    },
    (parameters) => dataLayer.push({ event: 'exception', ...parameters }),
  );
}
