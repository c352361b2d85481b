/**
 * Runs searches for one instance (ARCHITECTURE 4): ids and facets from the proxy, documents from
 * the cache or the `fullDocs` queue for the missing ids only, then the optional ranking re-sort.
 * The outcome is applied to the store in one update, then the events are emitted. Only the newest
 * search may touch the store (`generation`); a failure becomes the error state and is logged as
 * "status, error" (SPEC 8). The runner owns the instance's request queues.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { SearchConfig } from '../config/types.js';
import { SearchRequestError } from '../errors.js';
import type { Emitter } from '../events/emitter.js';
import type { AnalyticsProduct, SearchEvents } from '../events/search-events.js';
import type { Platform } from '../platform/platform.js';
import type { RankedIdsSource } from '../ranking/ranked-ids.js';
import { QueueSet } from '../request/request-queue.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import type { ParamList } from '../solr/params.js';
import type { SolrDoc, SolrResponse } from '../solr/response-types.js';
import { queriesEqual, type SearchQuery } from '../state/search-query.js';
import { buildDocsParams, buildSearchParams } from './build-params.js';
import type { Connection } from './connection.js';
import { orderByValues } from './fetch-by-values.js';
import type { SearchFailure, SearchState } from './search-state.js';

/** What a successful search writes to the store, besides its status. */
type Results = Pick<SearchState, 'docs' | 'numFound' | 'start' | 'rows' | 'ranked'> & {
  response: SolrResponse;
};

export interface SearchRunner {
  run(query: SearchQuery): Promise<void>;
  /**
   * Sends the params through the queue `queue` (a newer request there supersedes it) to the
   * proxy URL or `{url}/select`: the normalised response, or null when superseded. The params are
   * built when the request starts, so one that cannot be built fails in its turn.
   */
  post(
    queue: string,
    params: () => ParamList,
    target?: 'search' | 'select',
  ): Promise<SolrResponse | null>;
  productOf(doc: SolrDoc, position: number | null): AnalyticsProduct;
  /** See `SearchInstance.keepShownOrder`: `ids` as shown for `query`. */
  keepShownOrder(query: SearchQuery, ids: readonly string[]): void;
  /** Supersedes every request and makes every search in flight stale. */
  stop(): void;
}

/** The runner of one instance; `ranking` is null without a ranking service. */
export function createSearchRunner(
  config: SearchConfig,
  connection: Connection,
  platform: Platform,
  ranking: RankedIdsSource | null,
  store: StoreApi<SearchState>,
  events: Emitter<SearchEvents>,
): SearchRunner {
  const queues = new QueueSet();
  const { docCache } = connection;
  let generation = 0;
  let shown: { query: SearchQuery; ids: readonly string[] } | null = null;
  /** The products of the last `resultsShown`, kept to correct their positions (keepShownOrder). */
  let lastProducts: AnalyticsProduct[] = [];
  /** `docs` in the order the page shows them, when they are what it shows for `query`. */
  const inShownOrder = (query: SearchQuery, docs: readonly SolrDoc[]) =>
    shown &&
    queriesEqual(query, shown.query) &&
    docs.length === shown.ids.length &&
    docs.every((doc) => shown?.ids.includes(doc.id))
      ? orderByValues(docs, 'id', shown.ids)
      : null;

  const post: SearchRunner['post'] = async (queue, params, target) => {
    const url = target === 'select' ? connection.selectUrl : connection.url;
    const outcome = await queues
      .get(queue)
      .run((signal) => connection.transport.postForm(url, params(), signal));
    return outcome.status === 'done' ? normalizeResponse(outcome.value) : null;
  };

  const productOf = (doc: SolrDoc, position: number | null): AnalyticsProduct => {
    const raw = doc[config.priceField];
    const price = Number(Array.isArray(raw) ? raw[0] : raw);
    const known = raw !== undefined && raw !== null && raw !== '' && !Number.isNaN(price);
    return { id: doc.id, price: known ? price : null, list: config.analyticsList, position };
  };

  /** Documents in the order of `ids`, fetching only those the cache lacks; null when superseded. */
  async function fullDocs(ids: readonly string[]): Promise<SolrDoc[] | null> {
    const wanted = ids.filter(Boolean);
    await docCache.ready; // the persistent tier, when `doc_cache` loads one (connection.ts)
    const { found, missing } = docCache.lookup(wanted);
    if (missing.length > 0) {
      const response = await post('fullDocs', () => buildDocsParams(config, missing), 'select');
      if (!response) return null;
      docCache.put(response.docs);
      for (const doc of response.docs) found.set(doc.id, doc);
    }
    // Ids the index no longer has are skipped rather than shown empty.
    return wanted.flatMap((id) => found.get(id) ?? []);
  }

  /** The store update for `query`'s results; null when a newer request superseded one of ours. */
  async function fetchResults(query: SearchQuery): Promise<Results | null> {
    const response = await post('search', () => buildSearchParams(config, query));
    if (!response) return null;
    let docs = config.returnFullDocs
      ? await fullDocs(response.docs.map((doc) => doc.id))
      : [...response.docs];
    if (!docs) return null;
    let ranked = false;
    if (query.q.type === 'values') {
      // SPEC 2.1: an id list in the hash fixes the display order.
      docs = orderByValues(docs, query.q.field, query.q.values);
    } else {
      // The page the visitor has open keeps its order (keepShownOrder): no ranking for it.
      let kept = inShownOrder(query, docs);
      if (!kept && ranking && docs.length > 1 && query.sort === null) {
        // Only the relevance order is personalised: a sort the visitor chose (price, rating) wins.
        const rankedDocs = await ranking.rank(docs);
        ranked = rankedDocs !== null;
        docs = rankedDocs ?? docs;
        // Asked again after the ranking's wait: the page's order may have been given meanwhile
        // (site code started the search before the widgets woke).
        kept = inShownOrder(query, docs);
      }
      if (kept) {
        docs = kept;
        ranked = false;
      }
    }
    return {
      response,
      docs,
      numFound: response.numFound,
      start: response.start,
      rows: response.rows ?? query.rows ?? config.maxRows,
      ranked,
    };
  }

  async function run(query: SearchQuery): Promise<void> {
    if (config.maxRows <= 0) return; // SPEC 7.1: nothing is sent unless max_rows > 0.
    const current = ++generation;
    store.setState({ pending: true });
    try {
      const results = await fetchResults(query);
      if (current !== generation) return;
      if (!results) {
        // Superseded although no newer search of ours exists (its queue was cancelled).
        store.setState({ pending: false });
        return;
      }
      store.setState({ status: 'success', pending: false, error: null, ...results });
      const { docs, start, numFound, ranked } = results;
      if (ranked) events.emit('sortOrderUpdated', { ids: docs.map((doc) => doc.id) });
      lastProducts = docs.map((doc, index) => productOf(doc, start + index + 1));
      events.emit('resultsShown', { products: lastProducts, numFound });
    } catch (error) {
      if (current !== generation) return;
      const known = error instanceof SearchRequestError ? error : null;
      const failure: SearchFailure = {
        kind: known?.kind ?? 'unknown',
        status: known?.status ?? 0,
        message: error instanceof Error ? error.message : String(error),
      };
      // SPEC 8: a failed search is logged as "status, error".
      platform.console.error(failure.status, error);
      store.setState({ status: 'error', pending: false, error: failure });
      events.emit('searchFailed', { failure, error });
    }
  }

  return {
    run,
    post,
    productOf,
    keepShownOrder(query, ids) {
      shown = { query, ids };
      // Islands wake in any order: the answer may be in already, in the ranking's order.
      const state = store.getState();
      const kept =
        state.status === 'success' && !state.pending && inShownOrder(state.query, state.docs);
      if (!kept) return;
      store.setState({ docs: kept, ranked: false });
      // The last results were announced in the ranking's order. A listener that starts later
      // (the analytics island) catches up with that same payload: its positions are corrected in
      // place, so it reports the positions the visitor sees, and one that already caught up
      // (it keeps the payload's identity) does not send it twice.
      const { start } = state;
      lastProducts.splice(
        0,
        lastProducts.length,
        ...kept.map((doc, index) => productOf(doc, start + index + 1)),
      );
    },
    stop() {
      queues.cancelAll();
      generation++;
      if (store.getState().pending) store.setState({ pending: false });
    },
  };
}
