import { type AnalyticsProduct, Emitter, type SearchEvents } from '@stayfront/search-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationHook } from '../runtime/navigation-hooks.js';
import type { AnalyticsGlobals, TrackingFunction } from './analytics-globals.js';
import { attachAnalytics } from './ga4-adapter.js';
import type { TrackerOptions } from './trackers.js';

const products = (count: number): AnalyticsProduct[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `node/${index + 1}`,
    price: 100 + index,
    list: 'Search results',
    position: index + 1,
  }));

const doc = (id: string) => ({ id });
const HREF = 'https://example.test/rentals/cottage-2';

interface Setup {
  gtag?: TrackingFunction;
  ga?: TrackingFunction;
  dataLayer?: unknown[];
  Stayfront?: { errorReporter?: unknown };
  options?: Partial<TrackerOptions>;
}

function setup(page: Setup = {}) {
  const events = new Emitter<SearchEvents>();
  const on = vi.spyOn(events, 'on');
  let hook: NavigationHook | null = null;
  const setNavigationHook = vi.fn((next: NavigationHook | null) => {
    hook = next;
  });
  const assign = vi.fn<(url: string) => void>();
  const globals: AnalyticsGlobals = {
    gtag: page.gtag,
    ga: page.ga,
    dataLayer: page.dataLayer,
    Stayfront: page.Stayfront,
    location: { assign },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const detach = attachAnalytics(
    { events, setNavigationHook },
    { mode: 'ga4', currency: null, ...page.options },
    globals,
  );
  /** A result click as the results widget reports it: the event, then the hook's question. */
  const click = (product: AnalyticsProduct, href: string | null = HREF) => {
    events.emit('itemClicked', { product, doc: doc(product.id) });
    return href === null ? false : (hook?.(doc(product.id), href) ?? false);
  };
  return { events, on, setNavigationHook, assign, detach, click, hook: () => hook };
}

/** gtag calls of one event name, as their parameters. */
const gtagEvents = (gtag: ReturnType<typeof vi.fn>, name: string) =>
  gtag.mock.calls.filter(([kind, event]) => kind === 'event' && event === name).map((c) => c[2]);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GA4 adapter through gtag', () => {
  it('sends view_item_list with the impressions in batches of 10 (23 products: 3 events)', () => {
    const gtag = vi.fn();
    const { events } = setup({ gtag });
    events.emit('resultsShown', { products: products(23), numFound: 40 });
    const sent = gtagEvents(gtag, 'view_item_list') as { items: unknown[] }[];
    expect(sent.map((event) => event.items.length)).toEqual([10, 10, 3]);
    expect(sent[0]).toEqual({
      item_list_name: 'Search results',
      items: expect.any(Array),
    });
    expect(sent[0]?.items[0]).toEqual({
      item_id: 'node/1',
      price: 100,
      item_list_name: 'Search results',
      index: 1,
    });
    expect(sent[2]?.items).toEqual([
      { item_id: 'node/21', price: 120, item_list_name: 'Search results', index: 21 },
      { item_id: 'node/22', price: 121, item_list_name: 'Search results', index: 22 },
      { item_id: 'node/23', price: 122, item_list_name: 'Search results', index: 23 },
    ]);
  });

  it('leaves out a price or position the product does not have, and adds the currency', () => {
    const gtag = vi.fn();
    const { events } = setup({ gtag, options: { currency: 'EUR' } });
    events.emit('resultsShown', {
      products: [{ id: 'a', price: null, list: 'L', position: null }],
      numFound: 1,
    });
    expect(gtagEvents(gtag, 'view_item_list')).toEqual([
      { item_list_name: 'L', currency: 'EUR', items: [{ item_id: 'a', item_list_name: 'L' }] },
    ]);
  });

  it('sends select_item and navigates after exactly 2,000 ms when the callback never comes', () => {
    const gtag = vi.fn();
    const { click, assign } = setup({ gtag });
    const product = products(2)[1] as AnalyticsProduct;
    expect(click(product)).toBe(true); // the hook takes over the navigation
    expect(gtagEvents(gtag, 'select_item')).toEqual([
      {
        item_list_name: 'Search results',
        items: [{ item_id: 'node/2', price: 101, item_list_name: 'Search results', index: 2 }],
        event_callback: expect.any(Function),
        event_timeout: 2000,
      },
    ]);
    vi.advanceTimersByTime(1999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
    // A late callback does not navigate a second time.
    (gtagEvents(gtag, 'select_item')[0] as { event_callback: () => void }).event_callback();
    expect(assign).toHaveBeenCalledOnce();
  });

  it('navigates from the event callback at once, and not again when the fallback time passes', async () => {
    const gtag = vi.fn();
    const { click, assign } = setup({ gtag });
    click(products(1)[0] as AnalyticsProduct);
    (gtagEvents(gtag, 'select_item')[0] as { event_callback: () => void }).event_callback();
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).toHaveBeenCalledOnce();
    expect(gtagEvents(gtag, 'select_item')).toHaveLength(1);
  });

  it('sends select_item without holding a click the hook is not asked about (new tab)', async () => {
    const gtag = vi.fn();
    const { click, assign } = setup({ gtag });
    expect(click(products(1)[0] as AnalyticsProduct, null)).toBe(false);
    await Promise.resolve();
    const sent = gtagEvents(gtag, 'select_item');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('event_callback');
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not take over a navigation when the tag throws', () => {
    const gtag = vi.fn(() => {
      throw new Error('blocked');
    });
    const { click, assign } = setup({ gtag });
    expect(click(products(1)[0] as AnalyticsProduct)).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the results and the failure that came before it started, once, then follows', () => {
    const gtag = vi.fn();
    const events = new Emitter<SearchEvents>();
    events.emit('resultsShown', { products: products(12), numFound: 40 });
    events.emit('searchFailed', {
      failure: { kind: 'http', status: 503, message: 'Unavailable' },
      error: new Error('Unavailable'),
    });
    const globals: AnalyticsGlobals = {
      gtag,
      location: { assign: vi.fn() },
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    attachAnalytics(
      { events, setNavigationHook: vi.fn() },
      { mode: 'ga4', currency: null },
      globals,
    );
    expect(gtagEvents(gtag, 'view_item_list').map((event) => event.items.length)).toEqual([10, 2]);
    expect(gtagEvents(gtag, 'exception')).toEqual([
      { description: 'Search failed: 503 http Unavailable', fatal: false },
    ]);
    events.emit('resultsShown', { products: products(3), numFound: 40 });
    expect(gtagEvents(gtag, 'view_item_list').map((event) => event.items.length)).toEqual([
      10, 2, 3,
    ]);
  });

  it('sends each distinct search failure once as a non-fatal exception', () => {
    const gtag = vi.fn();
    const { events } = setup({ gtag });
    const failure = { kind: 'http', status: 502, message: 'Bad gateway' } as const;
    events.emit('searchFailed', { failure, error: new Error('Bad gateway') });
    events.emit('searchFailed', { failure, error: new Error('Bad gateway') });
    expect(gtagEvents(gtag, 'exception')).toEqual([
      { description: 'Search failed: 502 http Bad gateway', fatal: false },
    ]);
  });

  it('reports uncaught errors through the loader, and stops on cleanup', () => {
    const gtag = vi.fn();
    const previous = vi.fn();
    const Stayfront = { errorReporter: previous as unknown };
    const { detach, setNavigationHook, events } = setup({ gtag, Stayfront });
    (Stayfront.errorReporter as (description: string) => void)('TypeError: x is undefined');
    expect(gtagEvents(gtag, 'exception')).toEqual([
      { description: 'TypeError: x is undefined', fatal: false },
    ]);
    detach();
    expect(Stayfront.errorReporter).toBe(previous);
    expect(setNavigationHook).toHaveBeenLastCalledWith(null);
    events.emit('resultsShown', { products: products(3), numFound: 3 });
    expect(gtagEvents(gtag, 'view_item_list')).toHaveLength(0);
  });
});

describe('GA4 adapter through the data layer', () => {
  it('pushes GA4 e-commerce events when there is no gtag, clearing ecommerce first', () => {
    const dataLayer: unknown[] = [];
    const { events, click, assign } = setup({ dataLayer });
    events.emit('resultsShown', { products: products(12), numFound: 12 });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: { item_list_name: 'Search results', items: expect.any(Array) },
      },
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: { item_list_name: 'Search results', items: expect.any(Array) },
      },
    ]);
    expect(click(products(1)[0] as AnalyticsProduct)).toBe(true);
    const selected = dataLayer.at(-1) as { event: string; eventCallback: () => void };
    expect(selected).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'Search results',
        items: [{ item_id: 'node/1', price: 100, item_list_name: 'Search results', index: 1 }],
      },
      eventCallback: expect.any(Function),
      eventTimeout: 2000,
    });
    selected.eventCallback();
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
  });

  it('still navigates after 2,000 ms when no tag manager reads the data layer', () => {
    const { click, assign } = setup({ dataLayer: [] });
    click(products(1)[0] as AnalyticsProduct);
    vi.advanceTimersByTime(2000);
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
  });
});

describe('a page without analytics', () => {
  it('does nothing at all: no listeners, no navigation hook, no errors', () => {
    const { events, on, setNavigationHook, click, detach, assign } = setup();
    expect(on).not.toHaveBeenCalled();
    expect(setNavigationHook).not.toHaveBeenCalled();
    expect(() => {
      events.emit('resultsShown', { products: products(3), numFound: 3 });
      click(products(1)[0] as AnalyticsProduct);
      detach();
    }).not.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a tag that is not a function and a data layer that is not a list', () => {
    const notATag = 'UA-12345' as unknown as TrackingFunction;
    const notAList = { push: vi.fn() } as unknown as unknown[];
    expect(setup({ gtag: notATag, dataLayer: notAList }).on).not.toHaveBeenCalled();
    expect(
      setup({ ga: notATag, dataLayer: notAList, options: { mode: 'universal' } }).on,
    ).not.toHaveBeenCalled();
  });

  it('does nothing in universal mode without ga or a data layer, even with gtag', () => {
    const gtag = vi.fn();
    const { on } = setup({ gtag, options: { mode: 'universal' } });
    expect(on).not.toHaveBeenCalled();
  });
});

describe('universal mode (Universal Analytics enhanced e-commerce)', () => {
  it('sends impressions with ec:addImpression in batches of 10, each with an event hit', () => {
    const ga = vi.fn();
    const { events } = setup({ ga, options: { mode: 'universal' } });
    events.emit('resultsShown', { products: products(23), numFound: 23 });
    const impressions = ga.mock.calls.filter(([command]) => command === 'ec:addImpression');
    expect(impressions).toHaveLength(23);
    expect(impressions[0]).toEqual([
      'ec:addImpression',
      { id: 'node/1', price: 100, list: 'Search results', position: 1 },
    ]);
    const hits = ga.mock.calls.filter(([command]) => command === 'send');
    expect(hits).toEqual(
      Array(3).fill([
        'send',
        'event',
        'Search',
        'impressions',
        'Search results',
        { nonInteraction: true },
      ]),
    );
    // Each batch's impressions go out with its own hit.
    const commands = ga.mock.calls.map(([command]) => command);
    expect(commands.indexOf('send')).toBe(11); // require + 10 impressions, then the hit
  });

  it('sends a product click with ec:addProduct and ec:setAction, navigating from hitCallback', () => {
    const ga = vi.fn();
    const { click, assign } = setup({ ga, options: { mode: 'universal' } });
    expect(click(products(3)[2] as AnalyticsProduct)).toBe(true);
    expect(ga.mock.calls).toEqual([
      ['require', 'ec'],
      ['ec:addProduct', { id: 'node/3', price: 102, position: 3 }],
      ['ec:setAction', 'click', { list: 'Search results' }],
      ['send', 'event', 'Search', 'click', 'Search results', { hitCallback: expect.any(Function) }],
    ]);
    const hit = ga.mock.calls[3]?.[5] as { hitCallback: () => void };
    hit.hitCallback();
    vi.advanceTimersByTime(2000);
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
  });

  it('uses the enhanced e-commerce data layer shapes without ga', () => {
    const dataLayer: unknown[] = [];
    const { events, click, assign } = setup({
      dataLayer,
      options: { mode: 'universal', currency: 'GBP' },
    });
    events.emit('resultsShown', { products: products(2), numFound: 2 });
    click(products(2)[1] as AnalyticsProduct);
    expect(dataLayer).toEqual([
      {
        event: 'impressions',
        ecommerce: {
          currencyCode: 'GBP',
          impressions: [
            { id: 'node/1', price: 100, list: 'Search results', position: 1 },
            { id: 'node/2', price: 101, list: 'Search results', position: 2 },
          ],
        },
      },
      {
        event: 'productClick',
        ecommerce: {
          currencyCode: 'GBP',
          click: {
            actionField: { list: 'Search results' },
            products: [{ id: 'node/2', price: 101, position: 2 }],
          },
        },
        eventCallback: expect.any(Function),
        eventTimeout: 2000,
      },
    ]);
    vi.advanceTimersByTime(2000);
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
  });

  it('sends search failures as UA exceptions', () => {
    const ga = vi.fn();
    const { events } = setup({ ga, options: { mode: 'universal' } });
    events.emit('searchFailed', {
      failure: { kind: 'network', status: 0, message: 'Failed to fetch' },
      error: new TypeError('Failed to fetch'),
    });
    expect(ga).toHaveBeenCalledWith('send', 'exception', {
      exDescription: 'Search failed: 0 network Failed to fetch',
      exFatal: false,
    });
  });
});

describe('catching up', () => {
  const globalsWith = (gtag: TrackingFunction): AnalyticsGlobals => ({
    gtag,
    location: { assign: vi.fn() },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const failure = {
    failure: { kind: 'http' as const, status: 503, message: 'Unavailable' },
    error: new Error('Unavailable'),
  };

  it('does not send the same earlier events again when attached a second time', () => {
    const gtag = vi.fn();
    const events = new Emitter<SearchEvents>();
    events.emit('resultsShown', { products: products(3), numFound: 3 });
    const options = { mode: 'ga4' as const, currency: null };
    const attach = () =>
      attachAnalytics({ events, setNavigationHook: vi.fn() }, options, globalsWith(gtag));
    attach()();
    attach()();
    const sizes = () => gtagEvents(gtag, 'view_item_list').map((event) => event.items.length);
    expect(sizes()).toEqual([3]);
    // Results shown while no adapter was attached are still caught up with, once.
    events.emit('resultsShown', { products: products(2), numFound: 2 });
    attach();
    attach();
    expect(sizes()).toEqual([3, 2]);
  });

  it('does not report a failure that a later search got over', () => {
    const gtag = vi.fn();
    const events = new Emitter<SearchEvents>();
    events.emit('searchFailed', failure);
    events.emit('resultsShown', { products: products(1), numFound: 1 });
    attachAnalytics(
      { events, setNavigationHook: vi.fn(), failing: () => false },
      { mode: 'ga4', currency: null },
      globalsWith(gtag),
    );
    expect(gtagEvents(gtag, 'exception')).toEqual([]);
    expect(gtagEvents(gtag, 'view_item_list')).toHaveLength(1);
  });
});
