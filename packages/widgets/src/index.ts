/**
 * @stayfront/widgets for sites with a bundler: the search widgets as React components and widget
 * modules. Themers use the classic build instead (dist/classic/widgets/, loaded by loader.js).
 */
export { Results } from './results/Results.js';
export { renderTemplate } from './results/render-template.js';
export { parseResultsConfig, type ResultsConfig } from './results/results-config.js';
export { type Messages, pageMessages, readMessages } from './runtime/messages.js';
export { type NavigationHook, setNavigationHook } from './runtime/navigation-hooks.js';
export { resolveSearch, searchNameOf } from './runtime/resolve-search.js';
export { SearchProvider, useMessages, useSearch } from './runtime/search-context.js';
export { type SearchWidgetProps, searchIsland } from './runtime/search-island.js';
export { useSearchState } from './runtime/use-search-state.js';
