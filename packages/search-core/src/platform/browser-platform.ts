import type { KeyValueStorage, Platform, PlatformLocation, PlatformOverrides } from './platform.js';

/** SPEC 2.1 / 9.2: the legacy site polled the hash every 250 ms; we poll only without `hashchange`. */
export const HASH_POLL_INTERVAL_MS = 250;

function readLocalStorage(): KeyValueStorage | null {
  try {
    // Reading the property itself throws in some privacy modes and sandboxed iframes.
    return localStorage ?? null;
  } catch {
    return null;
  }
}

// The browser's globals are looked up on every call rather than captured, so the platform follows
// what the page (or a test's fake timers) installs later.
function createBrowserLocation(): PlatformLocation {
  return {
    getHash: () => location.hash.replace(/^#/, ''),
    setHash(hash, options) {
      const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
      // history.* changes the hash without firing `hashchange`, so our own writes never echo
      // back as a navigation; back/forward across these entries does fire it.
      history[options?.replace ? 'replaceState' : 'pushState'](history.state, '', url);
    },
    onHashChange(listener) {
      // Every current browser has `hashchange`; polling (SPEC 2.1) remains for embedded oddities.
      if ('onhashchange' in globalThis) {
        addEventListener('hashchange', listener);
        return () => removeEventListener('hashchange', listener);
      }
      let last = location.hash;
      const handle = setInterval(() => {
        if (location.hash !== last) {
          last = location.hash;
          listener();
        }
      }, HASH_POLL_INTERVAL_MS);
      return () => clearInterval(handle);
    },
    href: () => location.href,
  };
}

/** The platform of a real page. Parts are created lazily so importing the core touches nothing. */
export function createBrowserPlatform(overrides: PlatformOverrides = {}): Platform {
  return {
    fetch: overrides.fetch ?? ((input, init) => fetch(input, init)),
    location: overrides.location ?? createBrowserLocation(),
    storage: overrides.storage !== undefined ? overrides.storage : readLocalStorage(),
    timers: overrides.timers ?? {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as number),
      now: () => Date.now(),
    },
    random: overrides.random ?? Math.random,
    console: overrides.console ?? console,
    onOnline:
      overrides.onOnline ??
      ((listener) => {
        addEventListener('online', listener);
        return () => removeEventListener('online', listener);
      }),
  };
}
