/**
 * The browser capabilities the favourites store uses, injected so tests run with fakes (a shared
 * cookie jar and channel hub make two "tabs" in one test). `createBrowserEnvironment` is the
 * default: js-cookie on `document.cookie`, `BroadcastChannel`, `setInterval`.
 */
import Cookies from 'js-cookie';

/** A cookie jar: values in and out are decoded strings (the encoding is the jar's business). */
export interface FavouritesCookies {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** The part of `BroadcastChannel` the store uses. */
export interface FavouritesChannel {
  postMessage(data: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** The part of the Web Storage API the store uses (localStorage: shared by the site's tabs). */
export interface FavouritesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface FavouritesEnvironment {
  readonly cookies: FavouritesCookies;
  /**
   * Where the store notes when ids were flagged, for every page and tab (favourites-store.ts);
   * null or absent where there is none or it is blocked. Optional.
   */
  readonly storage?: FavouritesStorage | null | undefined;
  /** Opens a channel to the other tabs; null where there is none (then the cookie is polled). */
  readonly channel: ((name: string) => FavouritesChannel) | null;
  readonly setInterval: (fn: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
  /**
   * Calls `listener` when the page becomes visible again (a tab switch, a back/forward cache
   * restore), when messages from other tabs may have been missed; returns the cleanup. Optional.
   */
  readonly onResume?: ((listener: () => void) => () => void) | undefined;
}

/**
 * Why these attributes: `path=/` as the legacy site (SPEC 3.7), so every page reads the same list;
 * `SameSite=Lax` because nothing cross-site needs the list (and browsers default to it anyway);
 * a year's expiry, renewed on every change, so favourites survive closing the browser, which a
 * session cookie would not, yet a forgotten list does not follow a visitor forever. No `Domain`
 * (host-only, as the legacy site wrote it) and no `Secure`: the ids are not secret, and the same
 * cookie must keep working on any page of the site.
 */
export const COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax', expires: 365 } as const;

export function createBrowserEnvironment(): FavouritesEnvironment {
  // Outside a page (server rendering, a Node script) there are no other tabs to follow, and an
  // open channel or interval would keep the process alive.
  const isPage = typeof document !== 'undefined';
  return {
    cookies: {
      get: (name) => Cookies.get(name),
      set: (name, value) => {
        Cookies.set(name, value, COOKIE_ATTRIBUTES);
      },
      remove: (name) => Cookies.remove(name, { path: COOKIE_ATTRIBUTES.path }),
    },
    channel: isPage && typeof BroadcastChannel === 'function' ? openBroadcastChannel : null,
    setInterval: (fn, ms) => (isPage ? globalThis.setInterval(fn, ms) : undefined),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
    onResume: isPage ? onPageResume : undefined,
    storage: isPage ? localStorageOrNull() : null,
  };
}

function localStorageOrNull(): FavouritesStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Reading localStorage throws where the site's storage is blocked.
  }
}

/**
 * Adapts the DOM `BroadcastChannel` (whose handler receives a full `MessageEvent`). It is closed
 * while the page is hidden and opened again when it is shown: a message reaching a page in the
 * back/forward cache evicts it (Chromium's `BroadcastChannelOnMessage`), so a favourite added on
 * the next page cost the way back its instant restore. What was missed meanwhile is read from the
 * cookie on `pageshow` (onPageResume).
 */
function openBroadcastChannel(name: string): FavouritesChannel {
  let handler: FavouritesChannel['onmessage'] = null;
  let channel: BroadcastChannel | undefined;
  const open = () => {
    if (channel) return;
    channel = new BroadcastChannel(name);
    // Node's channel (happy-dom tests) would otherwise keep the test process alive; browsers have no unref.
    (channel as { unref?: () => void }).unref?.();
    channel.onmessage = (event) => handler?.(event);
  };
  const shut = () => {
    channel?.close();
    channel = undefined;
  };
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    window[method]('pagehide', shut);
    window[method]('pageshow', open);
  };
  open();
  listen('addEventListener');
  return {
    // Hidden, nobody hears it anyway; the others re-read the cookie when next shown.
    postMessage: (data) => channel?.postMessage(data),
    get onmessage() {
      return handler;
    },
    set onmessage(next) {
      handler = next;
    },
    close: () => {
      listen('removeEventListener');
      shut();
    },
  };
}

function onPageResume(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', listener);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', listener);
  };
}
