/**
 * The visitor's favourites for one story: a cookie jar in memory instead of `document.cookie`,
 * so toggling a flag in one story (or in a test) never leaks into the next, and a story can
 * start with favourites already chosen.
 */
import {
  DEFAULT_NAMESPACE,
  type FavouritesEnvironment,
  getFavouritesStore,
  resetFavouritesStores,
} from '@stayfront/flags';

function memoryEnvironment(): FavouritesEnvironment {
  const jar = new Map<string, string>();
  return {
    cookies: {
      get: (name) => jar.get(name),
      set: (name, value) => void jar.set(name, value),
      remove: (name) => void jar.delete(name),
    },
    // One tab only: no channel, and nothing else writes the jar, so there is nothing to poll.
    channel: null,
    setInterval: () => undefined,
    clearInterval: () => {},
  };
}

/** Replaces the page's favourites store with one holding `ids`; returns the cleanup. */
export function installFavourites(ids: readonly string[]): () => void {
  resetFavouritesStores();
  const store = getFavouritesStore(DEFAULT_NAMESPACE, memoryEnvironment());
  for (const id of ids) store.add(id);
  return resetFavouritesStores;
}
