/**
 * `createSearch`: wires a validated config to a connection, a zustand/vanilla store, the URL
 * hash, the search runner and the actions islands call. Islands share one instance per name
 * through the registry.
 */
import { createStore } from 'zustand/vanilla';
import { fail } from '../config/readers.js';
import { validateSearchConfig } from '../config/search-config.js';
import { Emitter } from '../events/emitter.js';
import type { SearchEvents } from '../events/search-events.js';
import { resolvePlatform } from '../platform/resolve-platform.js';
import { QueueSet } from '../request/request-queue.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import { isSortClause, MAX_START } from '../state/hash-codec.js';
import { HashSync } from '../state/hash-sync.js';
import { buildQueryFilters } from '../state/query-filters.js';
import { queriesEqual, type SearchQuery } from '../state/search-query.js';
import { baseFilters, operatorLookup } from './build-params.js';
import { createConnection } from './connection.js';
import { createRankedIdsSource } from './ranked-ids.js';
import type { CreateSearchOptions, SearchInstance } from './search-instance.js';
import { createSearchRunner } from './search-runner.js';
import { initialSearchState, type SearchState } from './search-state.js';

export function createSearch(input: unknown, options: CreateSearchOptions = {}): SearchInstance {
  const name = options.name ?? 'main';
  const platform = resolvePlatform(options.platform);
  let config = validateSearchConfig(input, {
    name,
    warn: (message) => platform.console.warn(message),
  });
  const { parent } = options;
  if (config.inheritFrom !== null) {
    // SPEC 3.3: 'inherit' reuses the parent's connection: proxy, index, site hash and caches.
    if (!parent)
      fail('solr.index', `"inherit" needs the search "${config.inheritFrom}" defined first`);
    const { url, index, siteHash } = parent.config;
    config = { ...config, url, index, siteHash };
  }
  const connection =
    parent && config.inheritFrom !== null ? parent.connection : createConnection(config, platform);
  const settled = config;

  const store = createStore<SearchState>()(() => initialSearchState(settled.maxRows));
  const events = new Emitter<SearchEvents>((error) =>
    platform.console.error('Stayfront event listener failed:', error),
  );
  const queues = new QueueSet();
  const rankedIds = settled.ranking
    ? createRankedIdsSource(settled.ranking, connection.transport, platform)
    : null;
  const runner = createSearchRunner(
    { config: settled, connection, queues, platform, rankedIds },
    store,
    events,
  );
  const operatorOf = operatorLookup(settled.facets);
  const hashSync = settled.urlHash
    ? new HashSync(platform.location, {
        exposed: settled.exposedParams,
        maxRows: Math.max(1, settled.maxRows),
        prefix: settled.hashPrefix,
        operatorOf,
      })
    : null;
  let started = false;

  const setQuery: SearchInstance['setQuery'] = (update, writeOptions = {}) => {
    const { query: current, status } = store.getState();
    const next = typeof update === 'function' ? update(current) : update;
    if (queriesEqual(next, current) && status !== 'idle') return;
    store.setState({ query: next });
    hashSync?.write(next, writeOptions);
    void runner.run(next);
  };
  const update = (change: (query: SearchQuery) => Partial<SearchQuery>) =>
    setQuery((query) => ({ ...query, ...change(query) }));

  const instance: SearchInstance = {
    name,
    config: settled,
    store,
    connection,
    events,
    platform,
    getState: store.getState,
    subscribe: store.subscribe,
    currentFilters: () => [
      ...buildQueryFilters(store.getState().query, operatorOf),
      ...baseFilters(settled),
    ],
    start() {
      if (started) return;
      started = true;
      if (hashSync) {
        store.setState({ query: hashSync.read() });
        hashSync.watch(
          () => store.getState().query,
          (query) => {
            store.setState({ query });
            void runner.run(query);
          },
        );
      }
      rankedIds?.().catch(() => {}); // warm up: the ranking is usually back before the results
      void runner.run(store.getState().query);
    },
    setQuery,
    setText: (text) =>
      update(() => ({
        q: text.trim() ? { type: 'text', text: text.trim() } : { type: 'all' },
        start: 0,
      })),
    showValues: (field, values) =>
      update(() => ({ q: { type: 'values', field, values: [...values] }, start: 0 })),
    setSort(sort) {
      if (sort !== null && !isSortClause(sort))
        throw new TypeError(`Not a sort clause: ${JSON.stringify(sort)}`);
      update(() => ({ sort, start: 0 }));
    },
    setStart: (start) =>
      update(() => ({ start: Math.min(MAX_START, Math.max(0, Math.floor(start))) })),
    setRows: (rows) =>
      update(() => ({
        rows:
          rows === null
            ? null
            : Math.min(Math.max(1, settled.maxRows), Math.max(1, Math.floor(rows))),
        start: 0,
      })),
    retry: () => void runner.run(store.getState().query),
    trackClick(doc) {
      const { docs, start } = store.getState();
      const index = Math.max(
        0,
        docs.findIndex((item) => item.id === doc.id),
      );
      events.emit('itemClicked', { doc, product: runner.productOf(doc, start + index + 1) });
    },
    async send(queue, params, target = 'search') {
      const url = target === 'select' ? connection.selectUrl : connection.url;
      const outcome = await queues
        .get(queue)
        .run((signal) => connection.transport.postForm(url, params, signal));
      return outcome.status === 'done' ? normalizeResponse(outcome.value) : null;
    },
    dispose() {
      hashSync?.unwatch();
      queues.cancelAll();
      events.clear();
      runner.invalidate();
      started = false;
    },
  };
  return instance;
}
