/**
 * The favourites view's part in pruning ids of listings that left the index (prune-missing.ts):
 * after each search of the view that lists favourite ids and nothing else (no facet, range or
 * typed words narrowing it), fewer documents than ids means some are gone. When the page holds
 * the whole answer it tells which; otherwise (more favourites than a page) one query for all of
 * them does, the counter's (SPEC 7.3), through the same `favourites` queue. Nothing is asked of a
 * search that shows part of its index (a language fq, bundles): its answer could not prune.
 */
import { buildFavouritesParams, type SearchInstance } from '@stayfront/search-core';
import { type FavouritesStore, type FlagOptions, fromSolrId } from '../store/index.js';
import { pruneMissing, wholeIndex } from './prune-missing.js';

export function pruneAfterAnswers(
  search: SearchInstance,
  store: FavouritesStore,
  options: FlagOptions,
): () => void {
  return search.subscribe(async (state, previous) => {
    const { q, terms, ranges, missing } = state.query;
    if (
      !previous.pending ||
      state.pending ||
      state.status !== 'success' ||
      q.type !== 'values' ||
      q.field !== options.key ||
      Object.values(terms).some((values) => values.length) ||
      Object.keys(ranges).length ||
      missing.length ||
      state.numFound >= q.values.length ||
      !wholeIndex(search.config)
    )
      return;
    const asked = q.values.map((id) => fromSolrId(id, options));
    if (state.start === 0 && state.docs.length === state.numFound) {
      pruneMissing(store, options, search.config, asked, {
        ...state,
        partial: state.response?.partial,
      });
      return;
    }
    try {
      const params = buildFavouritesParams(search.config, q.field, q.values, q.values.length);
      const answer = params && (await search.send('favourites', params, 'select'));
      if (answer) pruneMissing(store, options, search.config, asked, answer);
    } catch (error) {
      // Nothing is pruned on a failure; the view already shows what it found.
      console.warn('Stayfront favourites-view: the favourites could not be checked.', error);
    }
  });
}
