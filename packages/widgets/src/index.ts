/**
 * @stayfront/widgets for sites with a bundler: every search widget as a widget module for the
 * loader (`Stayfront.register({ name: 'results', import: async () => resultsWidget })` or the
 * ESM runtime), the React components and hooks they are made of, and the non-React parts
 * (analytics adapter, pending state, layout). Themers use the classic build instead
 * (dist/classic/widgets/, loaded by loader.js).
 */

export { type AnalyticsSource, attachAnalytics } from './analytics/ga4-adapter.js';
export { Autocomplete } from './autocomplete/Autocomplete.js';
export { ResultCount } from './count/ResultCount.js';
export { Facet } from './facets/Facet.js';
export * as analyticsWidget from './islands/analytics.js';
export * as autocompleteWidget from './islands/autocomplete.js';
export * as facetWidget from './islands/facet.js';
export * as hitsPerPageWidget from './islands/hits-per-page.js';
export * as pagerWidget from './islands/pager.js';
export * as resetWidget from './islands/reset.js';
export * as resultCountWidget from './islands/result-count.js';
export * as resultsWidget from './islands/results.js';
export * as searchContainerWidget from './islands/search-container.js';
export * as searchLayoutWidget from './islands/search-layout.js';
export * as selectionsWidget from './islands/selections.js';
export * as sortWidget from './islands/sort.js';
export { startSearchLayout } from './layout/search-layout.js';
export { HitsPerPage } from './pager/HitsPerPage.js';
export { Pager } from './pager/Pager.js';
export { Results } from './results/Results.js';
export { renderTemplate } from './results/render-template.js';
export type { ResultsConfig } from './results/results-config.js';
export { type Messages, pageMessages, readMessages } from './runtime/messages.js';
export { type NavigationHook, setNavigationHook } from './runtime/navigation-hooks.js';
export { resolveSearch, searchNameOf } from './runtime/resolve-search.js';
export { SearchProvider, useMessages, useSearch } from './runtime/search-context.js';
export { type SearchWidgetProps, searchIsland } from './runtime/search-island.js';
export { useSearchState } from './runtime/use-search-state.js';
export { ResetButton } from './selections/ResetButton.js';
export { Selections } from './selections/Selections.js';
export { Sort } from './sort/Sort.js';
export { watchPending } from './status/search-container.js';
export { announce, type Politeness, prepareAnnouncer } from './toast/announce.js';
export { showToast, TOAST_DURATION_MS, type ToastType } from './toast/show-toast.js';
