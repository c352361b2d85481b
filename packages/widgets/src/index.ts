/**
 * @stayfront/widgets for sites with a bundler: every search widget as a widget module for the
 * loader (`Stayfront.register({ name: 'results', import: async () => resultsWidget })` or the
 * ESM runtime), the React components and hooks they are made of, and the non-React parts
 * (analytics adapter, pending state, layout). Themers use the classic build instead
 * (dist/classic/widgets/, loaded by loader.js).
 */

export {
  type TagGlobals,
  type TrackingFunction,
  tagOf,
} from './analytics/analytics-globals.js';
export { type AnalyticsSource, attachAnalytics } from './analytics/ga4-adapter.js';
export {
  type AnalyticsMode,
  type EcommerceProduct,
  ga4Item,
  uaProduct,
} from './analytics/trackers.js';
export { Autocomplete } from './autocomplete/Autocomplete.js';
// The config readers every widget's parseConfig is made of, for the other widget packages (maps).
export {
  defineWidgetConfig,
  flag,
  integer,
  isRecord,
  oneOf,
  optionalText,
  type ParsedValue,
  type Reader,
  reader,
  text,
} from './config/widget-config.js';
export { watchResultCount } from './count/result-count.js';
export { Facet } from './facets/Facet.js';
export * as analyticsWidget from './islands/analytics.js';
export * as autocompleteWidget from './islands/autocomplete.js';
// Page widgets (issue 7): modules for the loader and their framework-free parts.
export * as backgroundVideoWidget from './islands/background-video.js';
export * as collapsibleWidget from './islands/collapsible.js';
export * as facetWidget from './islands/facet.js';
export * as featuredCarouselWidget from './islands/featured-carousel.js';
export * as galleryWidget from './islands/gallery.js';
export * as hitsPerPageWidget from './islands/hits-per-page.js';
export * as jumpMenuWidget from './islands/jump-menu.js';
export * as lazyBackgroundWidget from './islands/lazy-background.js';
export * as lazyBlockWidget from './islands/lazy-block.js';
export * as modalWidget from './islands/modal.js';
export * as pagerWidget from './islands/pager.js';
export * as progressWidget from './islands/progress.js';
export * as resetWidget from './islands/reset.js';
export * as resultCountWidget from './islands/result-count.js';
export * as resultsWidget from './islands/results.js';
export * as searchContainerWidget from './islands/search-container.js';
export * as searchLayoutWidget from './islands/search-layout.js';
export * as selectionsWidget from './islands/selections.js';
export * as shareFormWidget from './islands/share-form.js';
export * as sortWidget from './islands/sort.js';
export * as stickyColumnWidget from './islands/sticky-column.js';
export * as tabsWidget from './islands/tabs.js';
export * as toastsWidget from './islands/toasts.js';
export * as tourSliderWidget from './islands/tour-slider.js';
export * as videoModalWidget from './islands/video-modal.js';
export { startSearchLayout } from './layout/search-layout.js';
export {
  type CarouselApi,
  type CreateCarouselApi,
  startCarousel,
} from './page/carousel/carousel.js';
export { startCollapsible } from './page/collapsible/collapsible.js';
export { startFeaturedCarousel } from './page/featured-carousel/featured-carousel.js';
export { startGallery } from './page/gallery/gallery.js';
export { resolveDestination } from './page/jump-menu/destination.js';
export { startJumpMenu } from './page/jump-menu/jump-menu.js';
export { startLazyBackground } from './page/lazy-background/lazy-background.js';
export { attachLazyBlock } from './page/lazy-block/lazy-block.js';
export { fetchFragment, sameOriginUrl, sanitizeHtml } from './page/lazy-block/remote-fragment.js';
export { modalFor } from './page/modal/modal-dialog.js';
export { attachModalLink } from './page/modal/modal-link.js';
export { startProgress } from './page/progress/progress.js';
export { startShareForm } from './page/share-form/share-form.js';
export { startStickyColumn } from './page/sticky-column/sticky-column.js';
export { startTabs } from './page/tabs/tabs.js';
export {
  onResize,
  RESIZE_THROTTLE_MS,
  SLIDER_RESIZE_THROTTLE_MS,
} from './page/throttle/on-resize.js';
export { type TourGeometry, type TourLayout, tourLayout } from './page/tour-slider/tour-layout.js';
export { startTourSlider } from './page/tour-slider/tour-slider.js';
export {
  parseTourSliderConfig,
  TOUR_DEFAULTS,
  type TourSliderConfig,
} from './page/tour-slider/tour-slider-config.js';
export { startBackgroundVideo } from './page/video/background-video.js';
export { DEFAULT_VIDEO_HOSTS, videoSource } from './page/video/player.js';
export { attachVideoModal, parseVideoModalConfig } from './page/video/video-modal.js';
export { HitsPerPage } from './pager/HitsPerPage.js';
export { Pager } from './pager/Pager.js';
export { readLocale } from './results/format-value.js';
export { Results } from './results/Results.js';
export { renderTemplate } from './results/render-template.js';
export type { ResultsConfig } from './results/results-config.js';
export { type Messages, pageMessages, readMessages } from './runtime/messages.js';
export {
  isPlainClick,
  type NavigationHook,
  setNavigationHook,
} from './runtime/navigation-hooks.js';
export { resolveSearch, searchNameOf } from './runtime/resolve-search.js';
export { SearchProvider, useMessages, useSearch } from './runtime/search-context.js';
export { searchEnhancer } from './runtime/search-enhancer.js';
export { type SearchWidgetProps, searchIsland } from './runtime/search-island.js';
export { useSearchState } from './runtime/use-search-state.js';
// react-select's texts and menu list for the drop-downs of other packages (@stayfront/leads).
export { dropDownSpeech, listboxOnlyWithOptions } from './select-styles/select-speech.js';
export { selectStyleCache } from './select-styles/select-style-cache.js';
export { ResetButton } from './selections/ResetButton.js';
export { Selections } from './selections/Selections.js';
export { Sort } from './sort/Sort.js';
export { watchPending } from './status/search-container.js';
export { announce, type Politeness, prepareAnnouncer } from './toast/announce.js';
export { mountServerMessages } from './toast/server-messages.js';
export {
  showToast,
  TOAST_DURATION_MS,
  TOAST_HIDE_MS,
  TOAST_SHOW_MS,
  type ToastType,
} from './toast/show-toast.js';
