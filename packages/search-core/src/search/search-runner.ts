/**
 * Runs searches for one instance and applies their outcome to the store in one update, then emits
 * the events. Only the newest search may touch the store (`generation`); a failure becomes the
 * error state and is logged as "status, error" (SPEC 8).
 */
import type { StoreApi } from 'zustand/vanilla';
import { SearchRequestError } from '../errors.js';
import type { Emitter } from '../events/emitter.js';
import type { AnalyticsProduct, SearchEvents } from '../events/search-events.js';
import type { SolrDoc } from '../solr/response-types.js';
import type { SearchQuery } from '../state/search-query.js';
import { type FetchContext, fetchResults } from './fetch-results.js';
import type { SearchFailure, SearchState } from './search-state.js';

export interface SearchRunner {
  run(query: SearchQuery): Promise<void>;
  /** Makes every search in flight stale. */
  invalidate(): void;
  productOf(doc: SolrDoc, position: number | null): AnalyticsProduct;
}

export function createSearchRunner(
  context: FetchContext,
  store: StoreApi<SearchState>,
  events: Emitter<SearchEvents>,
): SearchRunner {
  const { config, platform } = context;
  let generation = 0;

  const productOf = (doc: SolrDoc, position: number | null): AnalyticsProduct => {
    const raw = doc[config.priceField];
    const price = Number(Array.isArray(raw) ? raw[0] : raw);
    const known = raw !== undefined && raw !== null && raw !== '' && !Number.isNaN(price);
    return { id: doc.id, price: known ? price : null, list: config.analyticsList, position };
  };

  async function run(query: SearchQuery): Promise<void> {
    if (config.maxRows <= 0) return; // SPEC 7.1: nothing is sent unless max_rows > 0.
    const current = ++generation;
    store.setState({ pending: true });
    try {
      const results = await fetchResults(context, query);
      if (current !== generation) return;
      if (!results) {
        // Superseded although no newer search of ours exists (its queue was cancelled).
        store.setState({ pending: false });
        return;
      }
      const { response, docs, ranked } = results;
      store.setState({
        status: 'success',
        pending: false,
        error: null,
        response,
        docs,
        numFound: response.numFound,
        start: response.start,
        rows: response.rows ?? query.rows ?? config.maxRows,
        ranked,
      });
      if (ranked) events.emit('sortOrderUpdated', { ids: docs.map((doc) => doc.id) });
      events.emit('resultsShown', {
        products: docs.map((doc, index) => productOf(doc, response.start + index + 1)),
        numFound: response.numFound,
      });
    } catch (error) {
      if (current !== generation) return;
      const failure = toFailure(error);
      // SPEC 8: a failed search is logged as "status, error".
      platform.console.error(failure.status, error);
      store.setState({ status: 'error', pending: false, error: failure });
      events.emit('searchFailed', { failure, error });
    }
  }

  return {
    run,
    productOf,
    invalidate() {
      generation++;
      if (store.getState().pending) store.setState({ pending: false });
    },
  };
}

function toFailure(error: unknown): SearchFailure {
  if (error instanceof SearchRequestError) {
    return { kind: error.kind, status: error.status, message: error.message };
  }
  return {
    kind: 'unknown',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
  };
}
