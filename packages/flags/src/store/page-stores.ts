/**
 * One favourites store per namespace per page, so every flag toggle, counter and panel of that
 * namespace updates at once (SPEC 4.1). The stores live on `globalThis` under a `Symbol.for` key,
 * so separately bundled chunks (each widget is its own chunk) share them instead of each holding
 * a copy of the module's state.
 */
import { createBrowserEnvironment, type FavouritesEnvironment } from './environment.js';
import {
  createFavouritesStore,
  type FavouritesStore,
  type OwnedFavouritesStore,
} from './favourites-store.js';
import { DEFAULT_NAMESPACE, isCookieName } from './flag-options.js';

// Versioned: a chunk built against a different store shape must not pick up this one.
const STORES = Symbol.for('stayfront.flags.stores.v1');

type Registry = Map<string, OwnedFavouritesStore>;

function registry(): Registry {
  const global = globalThis as unknown as Record<symbol, Registry | undefined>;
  let stores = global[STORES];
  if (!stores) {
    stores = new Map();
    global[STORES] = stores;
  }
  return stores;
}

/**
 * The page's store of `namespace`, created on first use with cross-tab sync started then.
 * `environment` only matters on that first call (tests inject fakes; pages leave it out).
 * Throws a TypeError for a namespace that is not a cookie name (options are validated before).
 */
export function getFavouritesStore(
  namespace: string = DEFAULT_NAMESPACE,
  environment?: FavouritesEnvironment,
): FavouritesStore {
  if (!isCookieName(namespace)) {
    throw new TypeError(`Not a cookie name for favourites: ${JSON.stringify(namespace)}`);
  }
  const stores = registry();
  let store = stores.get(namespace);
  if (!store) {
    store = createFavouritesStore(namespace, environment ?? createBrowserEnvironment());
    stores.set(namespace, store);
  }
  return store;
}

/** Stops every page store's sync and forgets them; the next `getFavouritesStore` starts afresh. For tests. */
export function resetFavouritesStores(): void {
  const stores = registry();
  for (const store of stores.values()) store.dispose();
  stores.clear();
}
