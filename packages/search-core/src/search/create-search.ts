/**
 * A search instance: configuration, a zustand/vanilla store with its state, the actions islands
 * call, and typed events. Islands share one instance per name through the registry.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { validateSearchConfig } from '../config/search-config.js';
import type { SearchConfig } from '../config/types.js';
import { SearchConfigError, SearchRequestError } from '../errors.js';
import { Emitter } from '../events/emitter.js';
import type { AnalyticsProduct, SearchEvents } from '../events/search-events.js';
import { buildFacetModel, createRandomKeys, type FacetModel } from '../facets/facet-model.js';
import {
  removeFacetValue,
  resetAllFacets,
  resetFacet,
  setRangeSelection,
  toggleFacetValue,
} from '../facets/facet-transitions.js';
import { createBrowserPlatform } from '../platform/browser-platform.js';
import type { Platform, PlatformOverrides } from '../platform/platform.js';
import { QueueSet } from '../request/request-queue.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import type { SolrDoc } from '../solr/response-types.js';
import { isSortClause, MAX_START } from '../state/hash-codec.js';
import { HashSync } from '../state/hash-sync.js';
import { buildQueryFilters } from '../state/query-filters.js';
import { queriesEqual, type RangeSelection, type SearchQuery } from '../state/search-query.js';
import {
  baseFilters,
  buildAutocompleteParams,
  buildFavouritesParams,
  operatorLookup,
  type Suggestion,
} from './build-params.js';
import { type Connection, createConnection } from './connection.js';
import { type FetchContext, fetchResults, orderByValues } from './fetch-results.js';
import { initialSearchState, type SearchFailure, type SearchState } from './search-state.js';

export interface CreateSearchOptions {
  /** Instance name, used in warnings, analytics and the registry. @default 'main' */
  name?: string;
  /** Browser capabilities; parts not given come from the browser. */
  platform?: Platform | PlatformOverrides;
  /** The instance an `index: 'inherit'` config reuses the connection of. */
  parent?: SearchInstance;
}

export interface SearchActions {
  /** Reads the hash, starts watching it and runs the first search. Idempotent. */
  start(): void;
  /** Replaces the query; writes the hash (a new history entry unless `replace`) and searches. */
  setQuery(
    update: SearchQuery | ((query: SearchQuery) => SearchQuery),
    options?: { replace?: boolean },
  ): void;
  toggleFacet(facetName: string, value: string | null): void;
  removeFilter(field: string, value: string | null): void;
  setRange(facetName: string, range: RangeSelection | null): void;
  resetFacet(facetName: string): void;
  /** SPEC 4.3: clears every selection. */
  resetFacets(): void;
  setText(text: string): void;
  /** A fixed list of values, e.g. favourite ids, shown in that order (SPEC 2.1). */
  showValues(field: string, values: readonly string[]): void;
  setSort(sort: string | null): void;
  setStart(start: number): void;
  setRows(rows: number | null): void;
  /** Runs the last search again, e.g. from an error state's retry button. */
  retry(): void;
  /** Reports a click on a result for analytics. */
  trackClick(doc: SolrDoc): void;
  /** Suggestions for an autocomplete field (SPEC 7.4); empty when nothing should be sent. */
  suggest(field: string | undefined, text: string): Promise<Suggestion[]>;
  /** The favourites counter query (SPEC 7.3). */
  fetchByValues(
    field: string,
    values: readonly string[],
    rows: number,
  ): Promise<{ numFound: number; docs: SolrDoc[] }>;
  /** Stops watching the hash and aborts requests. */
  dispose(): void;
}

export interface SearchInstance extends SearchActions {
  readonly name: string;
  readonly config: SearchConfig;
  readonly store: StoreApi<SearchState>;
  readonly connection: Connection;
  readonly events: Emitter<SearchEvents>;
  getState(): SearchState;
  subscribe(listener: (state: SearchState, previous: SearchState) => void): () => void;
  /** The model of one facet; the same object while its inputs are unchanged. */
  getFacet(facetName: string): FacetModel;
  /** `fq` values of the current selections plus the instance's base filters. */
  currentFilters(): string[];
}

export function resolvePlatform(platform: Platform | PlatformOverrides | undefined): Platform {
  const given = platform ?? {};
  const complete =
    'fetch' in given &&
    'location' in given &&
    'timers' in given &&
    'console' in given &&
    'random' in given &&
    'storage' in given;
  return complete ? (given as Platform) : createBrowserPlatform(given);
}

export function createSearch(input: unknown, options: CreateSearchOptions = {}): SearchInstance {
  const name = options.name ?? 'main';
  const platform = resolvePlatform(options.platform);
  let config = validateSearchConfig(input, {
    name,
    warn: (message) => platform.console.warn(message),
  });

  let connection: Connection;
  if (config.inheritFrom !== null) {
    const parent = options.parent;
    if (!parent)
      throw new SearchConfigError(
        'solr.index',
        `"inherit" needs the search instance "${config.inheritFrom}" to be defined first`,
      );
    connection = parent.connection;
    config = {
      ...config,
      url: parent.config.url,
      index: parent.config.index,
      siteHash: parent.config.siteHash,
    };
  } else {
    connection = createConnection(config, platform);
  }
  const frozenConfig = config;

  const store = createStore<SearchState>()(() => initialSearchState(frozenConfig.maxRows));
  const events = new Emitter<SearchEvents>((error) =>
    platform.console.error('Stayfront event listener failed:', error),
  );
  const queues = new QueueSet();
  const ranking = frozenConfig.ranking;
  let rankedIds: Promise<string[]> | null = null;
  // Fetched once per instance, on demand; a failure is forgotten so a later search retries.
  const getRankedIds = () => {
    if (!ranking) return Promise.resolve([]);
    if (!rankedIds) {
      const href = platform.location.href();
      rankedIds = import('../ranking/ranking.js').then((module) =>
        module.fetchRankedIds(ranking, connection.transport, href),
      );
      rankedIds.catch((error) => {
        rankedIds = null;
        platform.console.warn(
          'Stayfront: the ranking service failed; results keep their order.',
          error,
        );
      });
    }
    return rankedIds;
  };
  const fetchContext: FetchContext = {
    config: frozenConfig,
    connection,
    queues,
    platform,
    rankedIds: ranking ? getRankedIds : null,
  };
  const operatorOf = operatorLookup(frozenConfig.facets);
  const hashSync = frozenConfig.urlHash
    ? new HashSync(platform.location, {
        exposed: frozenConfig.exposedParams,
        maxRows: Math.max(1, frozenConfig.maxRows),
        prefix: frozenConfig.hashPrefix,
        operatorOf,
      })
    : null;
  const facetsByName = new Map(frozenConfig.facets.map((facet) => [facet.name, facet]));
  const randomKey = createRandomKeys(platform.random);
  const facetMemo = new Map<
    string,
    { query: SearchQuery; response: SearchState['response']; model: FacetModel }
  >();
  let started = false;
  let generation = 0;

  const facetOf = (facetName: string) => {
    const facet =
      facetsByName.get(facetName) ?? frozenConfig.facets.find((item) => item.field === facetName);
    if (!facet) throw new Error(`Stayfront search "${name}" has no facet "${facetName}".`);
    return facet;
  };

  async function runSearch(query: SearchQuery): Promise<void> {
    if (frozenConfig.maxRows <= 0) return; // SPEC 7.1: nothing is sent unless max_rows > 0.
    const run = ++generation;
    store.setState({ pending: true });
    try {
      const results = await fetchResults(fetchContext, query);
      if (!results || run !== generation) return;
      const rows = Number(results.response.rows ?? query.rows ?? frozenConfig.maxRows);
      store.setState({
        status: 'success',
        pending: false,
        error: null,
        response: results.response,
        docs: results.docs,
        numFound: results.response.numFound,
        start: results.response.start,
        rows,
        ranked: results.ranked,
      });
      if (results.ranked)
        events.emit('sortOrderUpdated', { ids: results.docs.map((doc) => doc.id) });
      events.emit('resultsShown', {
        products: results.docs.map((doc, index) =>
          productOf(doc, results.response.start + index + 1),
        ),
        numFound: results.response.numFound,
      });
    } catch (error) {
      if (run !== generation) return;
      const failure = toFailure(error);
      // SPEC 8: a failed search is logged as "status, error".
      platform.console.error(failure.status, error);
      store.setState({ status: 'error', pending: false, error: failure });
      events.emit('searchFailed', {
        error:
          error instanceof SearchRequestError
            ? error
            : new SearchRequestError('network', failure.status, failure.message),
      });
    }
  }

  function productOf(doc: SolrDoc, position: number): AnalyticsProduct {
    const raw = doc[frozenConfig.priceField];
    const price = Number(Array.isArray(raw) ? raw[0] : raw);
    return {
      id: doc.id,
      price: raw === undefined || Number.isNaN(price) ? null : price,
      list: frozenConfig.analyticsList,
      position,
    };
  }

  function setQuery(
    update: SearchQuery | ((query: SearchQuery) => SearchQuery),
    options: { replace?: boolean } = {},
  ) {
    const current = store.getState().query;
    const next = typeof update === 'function' ? update(current) : update;
    if (queriesEqual(next, current) && store.getState().status !== 'idle') return;
    store.setState({ query: next });
    hashSync?.write(next, options);
    void runSearch(next);
  }

  const instance: SearchInstance = {
    name,
    config: frozenConfig,
    store,
    connection,
    events,
    getState: store.getState,
    subscribe: store.subscribe,
    getFacet(facetName) {
      const definition = facetOf(facetName);
      const { query, response } = store.getState();
      const memo = facetMemo.get(definition.name);
      if (memo && memo.query === query && memo.response === response) return memo.model;
      const model = buildFacetModel({
        definition,
        counts: response?.facetFields[definition.field],
        rangeCounts: response?.facetRanges[definition.field],
        query,
        randomKey,
      });
      facetMemo.set(definition.name, { query, response, model });
      return model;
    },
    currentFilters: () => [
      ...buildQueryFilters(store.getState().query, operatorOf),
      ...baseFilters(frozenConfig),
    ],
    start() {
      if (started) return;
      started = true;
      if (hashSync) {
        const initial = hashSync.read();
        store.setState({ query: initial });
        hashSync.watch(
          () => store.getState().query,
          (query) => {
            store.setState({ query });
            void runSearch(query);
          },
        );
      }
      if (ranking) void getRankedIds().catch(() => {});
      void runSearch(store.getState().query);
    },
    setQuery,
    toggleFacet: (facetName, value) =>
      setQuery((query) => toggleFacetValue(query, facetOf(facetName), value)),
    removeFilter: (field, value) => setQuery((query) => removeFacetValue(query, field, value)),
    setRange: (facetName, range) =>
      setQuery((query) => setRangeSelection(query, facetOf(facetName).field, range)),
    resetFacet: (facetName) => setQuery((query) => resetFacet(query, facetOf(facetName).field)),
    resetFacets: () => setQuery(resetAllFacets),
    setText: (text) =>
      setQuery((query) => ({
        ...query,
        q: text.trim() ? { type: 'text', text: text.trim() } : { type: 'all' },
        start: 0,
      })),
    showValues: (field, values) =>
      setQuery((query) => ({
        ...query,
        q: { type: 'values', field, values: [...values] },
        start: 0,
      })),
    setSort(sort) {
      if (sort !== null && !isSortClause(sort))
        throw new TypeError(`Not a sort clause: ${JSON.stringify(sort)}`);
      setQuery((query) => ({ ...query, sort, start: 0 }));
    },
    setStart: (start) =>
      setQuery((query) => ({
        ...query,
        start: Math.min(MAX_START, Math.max(0, Math.floor(start))),
      })),
    setRows: (rows) =>
      setQuery((query) => ({
        ...query,
        rows:
          rows === null
            ? null
            : Math.min(Math.max(1, frozenConfig.maxRows), Math.max(1, Math.floor(rows))),
        start: 0,
      })),
    retry: () => void runSearch(store.getState().query),
    trackClick(doc) {
      const index = store.getState().docs.findIndex((item) => item.id === doc.id);
      events.emit('itemClicked', {
        doc,
        product: productOf(doc, store.getState().start + Math.max(0, index) + 1),
      });
    },
    async suggest(field, text) {
      const params = buildAutocompleteParams({ field, text, filters: instance.currentFilters() });
      if (!params) return [];
      const outcome = await queues
        .get('autocomplete')
        .run((signal) => connection.transport.postForm(connection.url, params, signal));
      if (outcome.status === 'superseded') return [];
      const counts = normalizeResponse(outcome.value).facetFields[field as string] ?? [];
      return counts.flatMap((bucket) =>
        bucket.value === null ? [] : [{ value: bucket.value, count: bucket.count }],
      );
    },
    async fetchByValues(field, values, rows) {
      const params = buildFavouritesParams(frozenConfig, field, values, rows);
      if (!params) return { numFound: 0, docs: [] };
      const outcome = await queues
        .get(`values:${field}`)
        .run((signal) => connection.transport.postForm(connection.selectUrl, params, signal));
      if (outcome.status === 'superseded') return { numFound: 0, docs: [] };
      const response = normalizeResponse(outcome.value);
      connection.docCache.put(response.docs);
      return { numFound: response.numFound, docs: orderByValues(response.docs, field, values) };
    },
    dispose() {
      hashSync?.unwatch();
      queues.cancelAll();
      events.clear();
      generation++;
      started = false;
      if (store.getState().pending) store.setState({ pending: false });
    },
  };
  return instance;
}

function toFailure(error: unknown): SearchFailure {
  if (error instanceof SearchRequestError)
    return { kind: error.kind, status: error.status, message: error.message };
  return {
    kind: 'unknown',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
  };
}
