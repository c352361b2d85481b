/**
 * The counter's query (SPEC 7.3): `rows={n}&fq={key}:("id1" OR "id2" …)` to `{url}/select`, through
 * the search instance's own `favourites` queue (a newer query supersedes an older one; the main
 * search is never touched). It runs when the panel is possible and again after every change of
 * the favourites (SPEC 4.1), debounced so a burst of toggles costs one request. The documents also
 * fill the instance's document cache, so the favourites page finds them there. Ids a complete
 * answer did not find leave the store, so the count agrees with the panel (prune-missing.ts).
 * After a failure, `retry` asks again for the same ids through this same effect (use-retry.ts
 * says when).
 */
import type { SolrDoc } from '@stayfront/search-core';
import { buildFavouritesParams, type SearchInstance } from '@stayfront/search-core';
import { useEffect, useState } from 'react';
import type { FavouritesStore, FlagOptions } from '../store/index.js';
import { pruneMissing } from './prune-missing.js';
import { solrIdsOf } from './solr-ids.js';

/** Toggles closer together than this are one burst: one query after the last. */
export const REQUERY_DEBOUNCE_MS = 250;

export interface FavouriteDocs {
  /** The documents of the latest answer, in the order the index returned them. */
  readonly docs: readonly SolrDoc[];
  /** True from a change until its answer (or failure). */
  readonly loading: boolean;
  /** True when the latest query failed (the documents are then the previous answer's). */
  readonly failed: boolean;
}

export interface FavouriteDocsQuery extends FavouriteDocs {
  /**
   * Asks again: set only while the latest query failed and none is waiting or in flight (null
   * otherwise, so a caller cannot start a second one). The same function every time.
   */
  readonly retry: (() => void) | null;
}

const NO_DOCS: FavouriteDocs = { docs: [], loading: false, failed: false };

export function useFavouriteDocs(
  store: FavouritesStore,
  search: SearchInstance | null,
  options: FlagOptions,
  ids: readonly string[],
  rows: number,
  enabled: boolean,
): FavouriteDocsQuery {
  const [state, setState] = useState(NO_DOCS);
  // A retry re-runs the effect below with the same ids: same queue, cache fill and pruning.
  const [attempt, setAttempt] = useState(0);
  const [retry] = useState(() => () => setAttempt((n) => n + 1));
  const wanted = enabled && search ? ids.slice(0, rows) : [];
  // One string for the effect: a new array with the same ids is no change, a retry is.
  const key = JSON.stringify({ ids: wanted, attempt });
  useEffect(() => {
    const { ids }: { ids: string[] } = JSON.parse(key);
    if (!search || ids.length === 0) return;
    let current = true;
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const params = buildFavouritesParams(
          search.config,
          options.key,
          solrIdsOf(ids, options),
          ids.length,
        );
        const response = params ? await search.send('favourites', params, 'select') : null;
        if (!current) return;
        // Null: superseded (by another counter on the same instance); its answer is theirs.
        if (!response) setState((previous) => ({ ...previous, loading: false }));
        else {
          search.connection.docCache.put(response.docs);
          setState({ docs: response.docs, loading: false, failed: false });
          pruneMissing(store, options, search.config, ids, response);
        }
      } catch (error) {
        // SPEC 8: logged; the panel says it could not load them.
        console.error('Stayfront favourites-counter: the favourites could not be loaded.', error);
        if (current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      }
    }, REQUERY_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, store, search, options]);
  if (!enabled) return { ...NO_DOCS, retry: null };
  // Nothing to ask for (the last favourite was removed while a query waited): not loading.
  if (!wanted.length) return { ...state, loading: false, retry: null };
  return { ...state, retry: state.failed && !state.loading ? retry : null };
}
