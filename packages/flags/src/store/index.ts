/** The favourites store and options, without React (ARCHITECTURE 3: widgets call into this). */

export { MAX_COOKIE_BYTES } from './cookie-size.js';
export { channelName, POLL_INTERVAL_MS } from './cross-tab-sync.js';
export type {
  FavouritesChannel,
  FavouritesCookies,
  FavouritesEnvironment,
} from './environment.js';
export { COOKIE_ATTRIBUTES, createBrowserEnvironment } from './environment.js';
export { isFavouriteId, MAX_ID_LENGTH } from './favourite-ids.js';
export {
  favouritesFilter,
  favouritesViewUrl,
  fromSolrId,
  MAX_VIEW_HASH_LENGTH,
  toSolrId,
} from './favourites-query.js';
export type { AddResult, FavouritesStore, OwnedFavouritesStore } from './favourites-store.js';
export { createFavouritesStore } from './favourites-store.js';
export type { FlagOptionIssue, FlagOptions } from './flag-options.js';
export {
  DEFAULT_FLAG_OPTIONS,
  DEFAULT_NAMESPACE,
  FlagOptionsError,
  isCookieName,
} from './flag-options.js';
export { getFavouritesStore, resetFavouritesStores } from './page-stores.js';
export { parseFlagOptions } from './parse-flag-options.js';
