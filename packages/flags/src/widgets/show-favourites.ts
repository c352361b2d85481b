/**
 * What the favourites view shows (SPEC 2.1, 2.4): the search's query becomes the list of favourite
 * ids, `q={key}:("a" OR "b" …)`, so the results widget lists exactly those, in flag order. The hash
 * entry is replaced rather than added: removing a favourite should not be a step of Back.
 */
import type { SearchInstance } from '@stayfront/search-core';
import type { FlagOptions } from '../store/index.js';
import { solrIdsOf } from './solr-ids.js';

export interface ShowOptions {
  /** Search again even when the list is the one already shown (the block's "Refresh"). */
  readonly rerun?: boolean;
}

export function showFavourites(
  search: SearchInstance,
  options: FlagOptions,
  ids: readonly string[],
  { rerun = false }: ShowOptions = {},
): void {
  const { query: before, rows } = search.getState();
  const values = [...new Set(solrIdsOf(ids, options))];
  // The visitor's page stays (one unflagged on page 3 is not sent back to page 1), unless the list
  // no longer reaches it: then its last page.
  const lastPage = Math.max(0, Math.ceil(values.length / Math.max(1, rows)) - 1);
  const start = Math.min(before.start, lastPage * rows);
  // No favourites: the query goes back to the instance's `default_q` (on a favourites page, one
  // that matches nothing, such as "-*:*", so the results widget shows its empty state).
  search.setQuery(
    (query) => ({
      ...query,
      q: values.length ? { type: 'values', field: options.key, values } : { type: 'all' },
      start,
    }),
    { replace: true },
  );
  if (rerun && search.getState().query === before) search.retry();
}
