/**
 * @stayfront/search-core: the framework-agnostic search engine of Stayfront's islands.
 * No React and no knowledge of the page's markup; browser capabilities come from a `Platform`.
 * Widget-specific models live in sub-entries so a page pays only for what it shows:
 * `/facets`, `/results` (pager, reveal), `/autocomplete`, `/messages`, `/legacy`, `/ranking`,
 * `/spellcheck` (the normaliser keeps the raw section; `readSpellcheck`/`selectSpellcheck` read it).
 * The ranking re-sort (request, time budget, re-sort) is imported on demand, only by an instance
 * with `ranking` configured.
 */

export { AUTOCOMPLETE_FIELD_REQUIRED } from './autocomplete/field-required.js';
export { DEFAULT_FACET_SORTS, DEFAULT_HARD_LIMIT } from './config/facet-config.js';
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
export { DocCache, type DocStore, MEMORY_CACHE_LIFETIME_MS } from './docs/doc-cache.js';
export type { RequestFailureKind } from './errors.js';
export {
  isAbortError,
  SearchConfigError,
  SearchRequestError,
} from './errors.js';
export { Emitter } from './events/emitter.js';
export type { AnalyticsProduct, SearchEvents } from './events/search-events.js';
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
export {
  buildDocsParams,
  buildFavouritesParams,
  buildSearchParams,
} from './search/build-params.js';
export { createSearch } from './search/create-search.js';
export { fetchByValues } from './search/fetch-by-values.js';
export { getPageRegistry, SearchRegistry } from './search/registry.js';
export type {
  CreateSearchOptions,
  SearchActions,
  SearchInstance,
} from './search/search-instance.js';
export type { SearchFailure, SearchState, SearchStatus } from './search/search-state.js';
export {
  selectDocs,
  selectError,
  selectNumFound,
  selectPending,
  selectQuery,
  selectStatus,
} from './search/selectors.js';
export {
  buildTextQuery,
  buildValuesQuery,
  escapeIdListItem,
  escapeTerm,
  quotePhrase,
  unescapeTerm,
} from './solr/escape.js';
export { isFieldName } from './solr/field-name.js';
export { type FieldType, fieldTypeOf, fitsFieldType } from './solr/field-values.js';
export { buildFieldFilters, parseFilterQuery } from './solr/filter-query.js';
export { parseJsonLossless } from './solr/lossless-json.js';
export type { NamedListEntry } from './solr/named-list.js';
export { readNamedList } from './solr/named-list.js';
export { normalizeResponse, readFacetCounts } from './solr/normalize-response.js';
export type { Param, ParamList } from './solr/params.js';
export { encodeFormBody, encodeQueryString, parseQueryString } from './solr/params.js';
export type {
  FacetCount,
  RangeFacet,
  SolrDoc,
  SolrResponse,
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
