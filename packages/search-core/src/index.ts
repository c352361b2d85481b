/**
 * @stayfront/search-core: the framework-agnostic search engine of Stayfront's islands.
 * No React and no knowledge of the page's markup; browser capabilities come from a `Platform`.
 */

export {
  compileExclude,
  DEFAULT_FACET_SORTS,
  DEFAULT_HARD_LIMIT,
} from './config/facet-config.js';
export {
  DEFAULT_MAX_ROWS,
  DEFAULT_RANKING_FIELD,
  DEFAULT_RANKING_TIMEOUT_MS,
  validateSearchConfig,
} from './config/search-config.js';
export type {
  FacetDefinition,
  FacetDisplay,
  FacetRangeConfig,
  FacetSort,
  FacetSortKey,
  RankingConfig,
  SearchConfig,
} from './config/types.js';
export { DocCache, MEMORY_CACHE_LIFETIME_MS } from './docs/doc-cache.js';
export type { RequestFailureKind } from './errors.js';
export {
  AUTOCOMPLETE_FIELD_REQUIRED,
  isAbortError,
  SearchConfigError,
  SearchRequestError,
} from './errors.js';
export { Emitter } from './events/emitter.js';
export type { AnalyticsProduct, SearchEvents } from './events/search-events.js';
export type { FacetItem, FacetModel } from './facets/facet-model.js';
export { buildFacetModel, createRandomKeys, MISSING_LABEL } from './facets/facet-model.js';
export {
  isValueActive,
  removeFacetValue,
  resetAllFacets,
  resetFacet,
  setRangeSelection,
  toggleFacetValue,
} from './facets/facet-transitions.js';
export { RANDOM_SORT_MAX, RANDOM_SORT_MIN, randomSortValue } from './facets/sort-handlers.js';
export { isLegacySearchConfig } from './legacy/is-legacy-config.js';
export { createBrowserPlatform, HASH_POLL_INTERVAL_MS } from './platform/browser-platform.js';
export type {
  KeyValueStorage,
  Platform,
  PlatformConsole,
  PlatformLocation,
  PlatformOverrides,
  PlatformTimers,
} from './platform/platform.js';
export type { QueueOutcome, QueueTask } from './request/request-queue.js';
export { QueueSet, RequestQueue } from './request/request-queue.js';
export type { Transport } from './request/transport.js';
export { createTransport, readResponseBody } from './request/transport.js';
export type { PagerEntry, PagerModel } from './results/pager.js';
export {
  buildPager,
  DEFAULT_ROWS_PER_PAGE,
  PAGER_INNER_WINDOW,
  PAGER_OUTER_WINDOW,
} from './results/pager.js';
export type { RevealState } from './results/progressive-reveal.js';
export {
  isFullyRevealed,
  resetReveal,
  revealMore,
  startReveal,
} from './results/progressive-reveal.js';
export type { Suggestion } from './search/build-params.js';
export {
  AUTOCOMPLETE_FACET_LIMIT,
  AUTOCOMPLETE_MIN_LENGTH,
  buildAutocompleteParams,
  buildDocsParams,
  buildFavouritesParams,
  buildSearchParams,
} from './search/build-params.js';
export { createSearch } from './search/create-search.js';
export { getPageRegistry, SearchRegistry } from './search/registry.js';
export type {
  CreateSearchOptions,
  SearchActions,
  SearchInstance,
} from './search/search-instance.js';
export type { SearchFailure, SearchState, SearchStatus } from './search/search-state.js';
export {
  createPagerSelector,
  selectDocs,
  selectError,
  selectNumFound,
  selectPending,
  selectQuery,
  selectSpellcheck,
  selectStatus,
} from './search/selectors.js';
export {
  buildTextQuery,
  buildValuesQuery,
  escapeIdListItem,
  escapeTerm,
  isFieldName,
  quotePhrase,
  unescapeTerm,
} from './solr/escape.js';
export { buildFieldFilters, parseFilterQuery } from './solr/filter-query.js';
export { parseJsonLossless } from './solr/lossless-json.js';
export type { NamedListEntry } from './solr/named-list.js';
export { readNamedList } from './solr/named-list.js';
export { normalizeResponse, readFacetCounts } from './solr/normalize-response.js';
export type { Param, ParamList } from './solr/params.js';
export {
  encodeFormBody,
  encodeQueryString,
  parseQueryString,
} from './solr/params.js';
export type {
  FacetCount,
  RangeFacet,
  SolrDoc,
  SolrResponse,
  Spellcheck,
  SpellcheckCollation,
  SpellcheckSuggestion,
} from './solr/response-types.js';
export type { ExposedParam, HashCodecOptions } from './state/hash-codec.js';
export {
  DEFAULT_EXPOSED_PARAMS,
  decodeHash,
  encodeHash,
  isSortClause,
  MAX_START,
} from './state/hash-codec.js';
export { HashSync } from './state/hash-sync.js';
export type { QueryText, RangeSelection, SearchQuery } from './state/search-query.js';
export { EMPTY_QUERY, queriesEqual } from './state/search-query.js';
