/**
 * @stayfront/flags: favourites without an account (SPEC 2.4, 3.6, 3.7, 4.1, 7.3).
 */

// Widgets: modules for the loader, and the React parts they are made of.
export * as favouritesBlockWidget from './islands/favourites-block.js';
export * as favouritesCounterWidget from './islands/favourites-counter.js';
export * as favouritesViewWidget from './islands/favourites-view.js';
export * as flagWidget from './islands/flag.js';
export type {
  AddResult,
  FavouritesChannel,
  FavouritesCookies,
  FavouritesEnvironment,
  FavouritesStore,
  FlagOptionIssue,
  FlagOptions,
  OwnedFavouritesStore,
} from './store/index.js';
export {
  COOKIE_ATTRIBUTES,
  channelName,
  createBrowserEnvironment,
  createFavouritesStore,
  DEFAULT_FLAG_OPTIONS,
  DEFAULT_NAMESPACE,
  FlagOptionsError,
  favouritesFilter,
  favouritesViewUrl,
  fromSolrId,
  getFavouritesStore,
  isCookieName,
  isFavouriteId,
  MAX_COOKIE_BYTES,
  MAX_ID_LENGTH,
  MAX_VIEW_HASH_LENGTH,
  POLL_INTERVAL_MS,
  parseFlagOptions,
  resetFavouritesStores,
  toSolrId,
} from './store/index.js';
export { announce, prepareAnnouncer } from './widgets/announce.js';
export type { BlockConfig } from './widgets/block-config.js';
export { CAPPED_MESSAGE, watchCapped } from './widgets/capped.js';
export type { CounterConfig } from './widgets/counter-config.js';
export {
  FavouritesCounter,
  type MountedCounterConfig,
  PANEL_HIDDEN_MEDIA,
  PANEL_MIN_WIDTH_PX,
} from './widgets/FavouritesCounter.js';
export { Flag, itemIdOf, type MountedFlagConfig } from './widgets/Flag.js';
export { attachFavouritesBlock, findBlockParts } from './widgets/favourites-block.js';
export { attachFavouritesView } from './widgets/favourites-view.js';
export type { FlagConfig } from './widgets/flag-config.js';
export { showFavourites } from './widgets/show-favourites.js';
export { PANEL_CLOSE_DELAY_MS } from './widgets/use-disclosure.js';
export { REQUERY_DEBOUNCE_MS } from './widgets/use-favourite-docs.js';
export { useFavouriteIds, useIsFavourite } from './widgets/use-favourites.js';
export type { ViewConfig } from './widgets/view-config.js';
