import type { KeyValueStorage, Platform, PlatformLocation, PlatformOverrides } from './platform.js';

/** SPEC 2.1 / 9.2: the legacy site polled the hash every 250 ms; we poll only without `hashchange`. */
export const HASH_POLL_INTERVAL_MS = 250;

function readLocalStorage(): KeyValueStorage | null {
  try {
    // Reading the property itself throws in some privacy modes and sandboxed iframes.
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function createBrowserLocation(): PlatformLocation {
  const win = globalThis as typeof globalThis & Window;
  return {
    getHash: () => win.location.hash.replace(/^#/, ''),
    setHash(hash, options) {
      const url = `${win.location.pathname}${win.location.search}${hash ? `#${hash}` : ''}`;
      // history.* changes the hash without firing `hashchange`, so our own writes never echo
      // back as a navigation; back/forward across these entries does fire it.
      if (options?.replace) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(win.history.state, '', url);
    },
    onHashChange(listener) {
      // Every current browser has `hashchange`; polling (SPEC 2.1) remains for embedded oddities.
      const hasHashChangeEvent = 'onhashchange' in (win as object);
      if (hasHashChangeEvent) {
        win.addEventListener('hashchange', listener);
        return () => win.removeEventListener('hashchange', listener);
      }
      let last = win.location.hash;
      const handle = win.setInterval(() => {
        if (win.location.hash !== last) {
          last = win.location.hash;
          listener();
        }
      }, HASH_POLL_INTERVAL_MS);
      return () => win.clearInterval(handle);
    },
    href: () => win.location.href,
  };
}

/** The platform of a real page. Parts are created lazily so importing the core touches nothing. */
export function createBrowserPlatform(overrides: PlatformOverrides = {}): Platform {
  return {
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    location: overrides.location ?? createBrowserLocation(),
    storage: overrides.storage !== undefined ? overrides.storage : readLocalStorage(),
    timers: overrides.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
      setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
      clearInterval: (handle) => globalThis.clearInterval(handle as number),
      now: () => Date.now(),
    },
    random: overrides.random ?? Math.random,
    console: overrides.console ?? globalThis.console,
  };
}
