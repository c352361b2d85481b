/**
 * `createSearch`: wires a validated config to a connection, a zustand/vanilla store, the URL
 * hash, the search runner and the actions islands call. Islands share one instance per name
 * through the registry.
 */
import { createStore } from 'zustand/vanilla';
import { validateSearchConfig } from '../config/search-config.js';
import { SearchConfigError } from '../errors.js';
import { Emitter } from '../events/emitter.js';
import type { SearchEvents } from '../events/search-events.js';
import { resolvePlatform } from '../platform/resolve-platform.js';
import { assertFieldName } from '../solr/field-name.js';
import { MAX_START } from '../state/hash-codec.js';
import { HashSync } from '../state/hash-sync.js';
import { queriesEqual, type SearchQuery } from '../state/search-query.js';
import { buildFilters, buildSearchParams, operatorLookup } from './build-params.js';
import { type Connection, createConnection, inheritConnection } from './connection.js';
import { loadRankedIdsSource } from './ranking-loader.js';
import type { CreateSearchOptions, SearchInstance } from './search-instance.js';
import { createSearchRunner } from './search-runner.js';
import { initialSearchState, type SearchState } from './search-state.js';

export function createSearch(input: unknown, options: CreateSearchOptions = {}): SearchInstance {
  const { name = 'main', parent } = options;
  const platform = resolvePlatform(options.platform);
  let config = validateSearchConfig(input, {
    name,
    warn: (message) => platform.console.warn(message),
  });
  let connection: Connection;
  if (config.inheritFrom === null) connection = createConnection(config, platform);
  else {
    if (!parent) {
      throw new SearchConfigError(
        'solr.index',
        `"inherit" needs the search "${config.inheritFrom}" defined first`,
      );
    }
    // SPEC 3.3: 'inherit' reuses the parent's connection: proxy, index, site hash and caches.
    const { url, index, siteHash } = parent.config;
    config = { ...config, url, index, siteHash };
    connection = inheritConnection(parent, config, platform);
  }
  // Visitor-chosen rows (hash, setRows) are bounded by rows_limit (default max_rows).
  const maxRows = Math.max(1, config.rowsLimit);

  const store = createStore<SearchState>()(() => initialSearchState(config.maxRows));
  const events = new Emitter<SearchEvents>((error) =>
    platform.console.error('Stayfront event listener failed:', error),
  );
  const ranking = config.ranking
    ? loadRankedIdsSource(config.ranking, connection.transport, platform)
    : null;
  const runner = createSearchRunner(config, connection, platform, ranking, store, events);
  const hashSync = config.urlHash
    ? new HashSync(platform.location, {
        exposed: config.exposedParams,
        maxRows,
        prefix: config.hashPrefix,
        operatorOf: operatorLookup(config.facets),
        filterFields: new Set([
          ...config.facets.map((facet) => facet.field),
          ...config.filterFields,
        ]),
        valueFields: new Set(config.valueFields),
      })
    : null;
  let started = false;
  /** Whether a search has been run: start() runs the first one unless an action already did. */
  let searched = false;
  let disposed = false;
  let unwatchOnline: (() => void) | undefined;

  /** Makes `query` current and searches; the hash is written for visitor actions, not navigations. */
  const commit = (query: SearchQuery, write: { replace?: boolean } | null) => {
    searched = true;
    store.setState({ query });
    if (write) hashSync?.write(query, write);
    void runner.run(query);
  };

  /** Reads the hash and starts watching it; `search` runs the first search as well. */
  const begin = (search: boolean) => {
    if (disposed) return;
    if (!started) {
      started = true;
      if (hashSync) {
        store.setState({ query: hashSync.read() });
        hashSync.watch(
          () => store.getState().query,
          (query) => commit(query, null),
        );
      }
      ranking?.prefetch();
      // A search that failed while the visitor was offline (a tunnel, a lift) runs again as the
      // connection comes back, as a retry button would; not while another is on its way (a retry
      // would cancel it), and never for a server's error alone (`online` fires on no such thing).
      unwatchOnline = platform.onOnline?.(() => {
        const { status, pending } = store.getState();
        if (status === 'error' && !pending) void runner.run(store.getState().query);
      });
    }
    // An action before start() that threw (a bad sort from site code) has read the hash but
    // searched nothing: start() still runs the first search.
    if (search && !searched) {
      searched = true;
      void runner.run(store.getState().query);
    }
  };

  const setQuery: SearchInstance['setQuery'] = (update, writeOptions = {}) => {
    if (disposed) return;
    // An action before start() applies on top of the deep link rather than wiping it.
    const firstSearch = !started;
    begin(false);
    const current = store.getState().query;
    const next = typeof update === 'function' ? update(current) : update;
    if (!firstSearch && queriesEqual(next, current)) return;
    // Building the request validates the query (fields, ranges, sort) before it is committed,
    // so a bad value throws here and leaves the query as it was (and start() still searches).
    buildSearchParams(config, next);
    commit(next, writeOptions);
  };
  const update = (change: Partial<SearchQuery>) => setQuery((query) => ({ ...query, ...change }));

  return {
    name,
    config,
    store,
    connection,
    events,
    platform,
    getState: store.getState,
    subscribe: store.subscribe,
    currentFilters: () => buildFilters(config, store.getState().query),
    start: () => begin(true),
    setQuery,
    setText(text) {
      const words = text.trim().replace(/\s+/g, ' ');
      update({ q: words ? { type: 'text', text: words } : { type: 'all' }, start: 0 });
    },
    showValues(field, values) {
      assertFieldName(field);
      update({ q: { type: 'values', field, values: [...new Set(values)] }, start: 0 });
    },
    // An invalid sort throws from setQuery (buildSearchParams checks it).
    setSort: (sort) => update({ sort, start: 0 }),
    setStart: (start) =>
      update({ start: Math.min(MAX_START, Math.max(0, Math.floor(start) || 0)) }),
    setRows: (rows) =>
      update({
        rows: rows === null ? null : Math.min(maxRows, Math.max(1, Math.floor(rows) || 1)),
        start: 0,
      }),
    keepShownOrder: (ids) => runner.keepShownOrder(store.getState().query, ids),
    retry() {
      if (!disposed) void runner.run(store.getState().query);
    },
    trackClick(doc) {
      const { docs, start } = store.getState();
      const index = docs.findIndex((item) => item.id === doc.id);
      events.emit('itemClicked', {
        doc,
        product: runner.productOf(doc, index < 0 ? null : start + index + 1),
      });
    },
    // Side queues have their own names, so they can never supersede the instance's searches.
    send: async (queue, params, target) =>
      disposed ? null : runner.post(`side:${queue}`, () => params, target),
    dispose() {
      disposed = true;
      hashSync?.unwatch();
      unwatchOnline?.();
      runner.stop();
      events.clear();
    },
  };
}
