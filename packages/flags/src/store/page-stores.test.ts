import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_ATTRIBUTES, createBrowserEnvironment } from './environment.js';
import { FakeCookieJar, fakeTab } from './fake-environment.js';
import { createFavouritesStore } from './favourites-store.js';
import { DEFAULT_NAMESPACE } from './flag-options.js';
import { getFavouritesStore, resetFavouritesStores } from './page-stores.js';

afterEach(() => {
  resetFavouritesStores();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('getFavouritesStore', () => {
  it('shares one store per namespace on the page, so every widget updates at once (SPEC 4.1)', () => {
    const jar = new FakeCookieJar();
    const store = getFavouritesStore(DEFAULT_NAMESPACE, fakeTab(jar, null));
    expect(getFavouritesStore()).toBe(store);
    expect(getFavouritesStore(DEFAULT_NAMESPACE)).toBe(store);
    const other = getFavouritesStore('shortlist', fakeTab(jar, null));
    expect(other).not.toBe(store);

    const toggleA = vi.fn();
    const toggleB = vi.fn();
    store.subscribe(toggleA);
    getFavouritesStore().subscribe(toggleB);
    getFavouritesStore().add('a');
    expect(toggleA).toHaveBeenCalledWith(['a']);
    expect(toggleB).toHaveBeenCalledWith(['a']);
    expect(other.get()).toEqual([]);
  });

  it('keeps the stores on globalThis, where separately bundled chunks find them', () => {
    const store = getFavouritesStore('chunked', fakeTab(new FakeCookieJar(), null));
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[
      Symbol.for('stayfront.flags.stores.v1')
    ];
    expect(registry?.get('chunked')).toBe(store);
  });

  it('refuses a namespace that is not a cookie name', () => {
    for (const name of ['', 'a b', 'a;b', 'a=b', 'é', 'a%20']) {
      expect(() => getFavouritesStore(name)).toThrow(TypeError);
    }
  });

  it('starts afresh after resetFavouritesStores', () => {
    const store = getFavouritesStore('fresh', fakeTab(new FakeCookieJar(), null));
    resetFavouritesStores();
    expect(getFavouritesStore('fresh', fakeTab(new FakeCookieJar(), null))).not.toBe(store);
  });
});

describe('the browser environment (document.cookie through js-cookie)', () => {
  const browserStore = () => getFavouritesStore(DEFAULT_NAMESPACE, undefined);

  it.each([
    ['js-cookie 3', '[%22a%22%2C%22b/c%22]'],
    ['js-cookie 2 (with a space)', '[%22a%22%2C%20%22b/c%22]'],
    ['a server, as a quoted-string', '"[\\"a\\",\\"b/c\\"]"'],
    ['jQuery.cookie', '%5B%22a%22%2C%22b%2Fc%22%5D'],
    ['a raw document.cookie write', '["a","b/c"]'],
  ])('reads favourites written by %s', (_, encoded) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the point is a cookie written by other code.
    document.cookie = `${DEFAULT_NAMESPACE}=${encoded}; path=/`;
    expect(browserStore().get()).toEqual(['a', 'b/c']);
  });

  it('writes the JSON array with path /, SameSite=Lax and a year’s expiry', () => {
    const set = vi.spyOn(Cookies, 'set');
    const store = browserStore();
    store.add('node/12');
    expect(set).toHaveBeenCalledWith(DEFAULT_NAMESPACE, '["node/12"]', COOKIE_ATTRIBUTES);
    expect(COOKIE_ATTRIBUTES).toEqual({ path: '/', sameSite: 'Lax', expires: 365 });
    expect(document.cookie).toContain(`${DEFAULT_NAMESPACE}=[%22node/12%22]`);
    store.reset();
    expect(document.cookie).not.toContain(DEFAULT_NAMESPACE);
  });

  it('syncs two stores over a real BroadcastChannel and the real document.cookie', async () => {
    const first = createFavouritesStore('real_tabs', createBrowserEnvironment());
    const second = createFavouritesStore('real_tabs', createBrowserEnvironment());
    try {
      first.add('a');
      await vi.waitFor(() => expect(second.get()).toEqual(['a']));
      second.toggle('a');
      await vi.waitFor(() => expect(first.get()).toEqual([]));
    } finally {
      first.dispose();
      second.dispose();
    }
  });

  it('closes its channel while the page is hidden (bfcache), and hears again once shown', async () => {
    // A message reaching a page in the back/forward cache evicts it from there (Chromium's
    // BroadcastChannelOnMessage): the channel must be closed from pagehide to pageshow.
    const channel = createBrowserEnvironment().channel?.('bfcache_items');
    const other = new BroadcastChannel('bfcache_items');
    (other as { unref?: () => void }).unref?.();
    const heard = vi.fn();
    if (!channel) throw new Error('no channel');
    channel.onmessage = (event) => heard(event.data);
    const pageTransition = (type: string) =>
      window.dispatchEvent(Object.assign(new Event(type), { persisted: true }));
    try {
      pageTransition('pagehide');
      other.postMessage('while hidden');
      pageTransition('pageshow');
      other.postMessage('once shown');
      await vi.waitFor(() => expect(heard).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.mock.calls).toEqual([['once shown']]);
    } finally {
      channel.close();
      other.close();
    }
  });

  it('opens no channel and polls nothing outside a page (server rendering)', () => {
    vi.stubGlobal('document', undefined);
    try {
      const environment = createBrowserEnvironment();
      expect(environment.channel).toBeNull();
      expect(environment.setInterval(() => {}, 500)).toBeUndefined();
      expect(environment.onResume).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
