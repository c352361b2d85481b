import type { SolrDoc } from '../solr/response-types.js';
import { buildFavouritesParams } from './build-params.js';
import { orderByValues } from './fetch-results.js';
import type { SearchInstance } from './search-instance.js';

/**
 * Documents whose `field` is one of `values`, in the order of `values`: the favourites counter
 * query (SPEC 7.3, `rows={n}&fq={key}:(id1 OR id2 …)` to `{url}/select`). Its own queue per field,
 * so it never supersedes the main search; the documents also fill the document cache.
 */
export async function fetchByValues(
  search: SearchInstance,
  field: string,
  values: readonly string[],
  rows: number,
): Promise<{ numFound: number; docs: SolrDoc[] }> {
  const params = buildFavouritesParams(search.config, field, values, rows);
  const response = params ? await search.send(`values:${field}`, params, 'select') : null;
  if (!response) return { numFound: 0, docs: [] };
  search.connection.docCache.put(response.docs);
  return { numFound: response.numFound, docs: orderByValues(response.docs, field, values) };
}
