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
import type { AnalyticsGlobals } from './analytics-globals.js';

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

const defined = <T extends object>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** A GA4 item (SPEC 9.5): `index` is the product's 1-based position, counting earlier pages. */
export const ga4Item = (product: AnalyticsProduct) =>
  defined({
    item_id: product.id,
    price: product.price,
    item_list_name: product.list,
    index: product.position,
  });

const uaProduct = (product: AnalyticsProduct) =>
  defined({ id: product.id, price: product.price, list: product.list, position: product.position });

function ga4Tracker(globals: AnalyticsGlobals, options: TrackerOptions): Tracker | null {
  const { gtag, dataLayer } = globals;
  const currency = options.currency === null ? {} : { currency: options.currency };
  const list = (products: readonly AnalyticsProduct[]) => ({
    item_list_name: products[0]?.list ?? '',
    ...currency,
    items: products.map(ga4Item),
  });
  if (gtag) {
    return {
      impressions: (products) => gtag('event', 'view_item_list', list(products)),
      click: (product, callback) =>
        gtag('event', 'select_item', {
          ...list([product]),
          ...(callback
            ? { event_callback: callback, event_timeout: CLICK_NAVIGATION_FALLBACK_MS }
            : {}),
        }),
      exception: (description) => gtag('event', 'exception', { description, fatal: false }),
    };
  }
  if (!dataLayer) return null;
  return {
    impressions(products) {
      dataLayer.push({ ecommerce: null });
      dataLayer.push({ event: 'view_item_list', ecommerce: list(products) });
    },
    click(product, callback) {
      dataLayer.push({ ecommerce: null });
      dataLayer.push({
        event: 'select_item',
        ecommerce: list([product]),
        ...(callback
          ? { eventCallback: callback, eventTimeout: CLICK_NAVIGATION_FALLBACK_MS }
          : {}),
      });
    },
    exception: (description) => dataLayer.push({ event: 'exception', description, fatal: false }),
  };
}

function universalTracker(globals: AnalyticsGlobals, options: TrackerOptions): Tracker | null {
  const { ga, dataLayer } = globals;
  const currency = options.currency === null ? {} : { currencyCode: options.currency };
  if (ga) {
    const listOf = (products: readonly AnalyticsProduct[]) => products[0]?.list ?? '';
    return {
      impressions(products) {
        ga('require', 'ec');
        if (options.currency !== null) ga('set', 'currencyCode', options.currency);
        for (const product of products) ga('ec:addImpression', uaProduct(product));
        ga('send', 'event', 'Search', 'impressions', listOf(products), { nonInteraction: true });
      },
      click(product, callback) {
        ga('require', 'ec');
        const { list, ...rest } = uaProduct(product);
        ga('ec:addProduct', rest);
        ga('ec:setAction', 'click', { list: product.list });
        ga('send', 'event', 'Search', 'click', list, callback ? { hitCallback: callback } : {});
      },
      exception: (description) =>
        ga('send', 'exception', { exDescription: description, exFatal: false }),
    };
  }
  if (!dataLayer) return null;
  return {
    impressions: (products) =>
      dataLayer.push({
        event: 'impressions',
        ecommerce: { ...currency, impressions: products.map(uaProduct) },
      }),
    click(product, callback) {
      const { list, ...rest } = uaProduct(product);
      dataLayer.push({
        event: 'productClick',
        ecommerce: { ...currency, click: { actionField: { list }, products: [rest] } },
        ...(callback
          ? { eventCallback: callback, eventTimeout: CLICK_NAVIGATION_FALLBACK_MS }
          : {}),
      });
    },
    exception: (description) =>
      dataLayer.push({ event: 'exception', exDescription: description, exFatal: false }),
  };
}

export function trackerFor(globals: AnalyticsGlobals, options: TrackerOptions): Tracker | null {
  return options.mode === 'universal'
    ? universalTracker(globals, options)
    : ga4Tracker(globals, options);
}
