import type { SolrDoc } from '../solr/response-types.js';
import { buildFavouritesParams } from './build-params.js';
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

/** `docs` ordered by the position of their `field` value in `values`; others last, in order. */
export function orderByValues(
  docs: readonly SolrDoc[],
  field: string,
  values: readonly string[],
): SolrDoc[] {
  const rank = new Map(values.map((value, index) => [value, index]));
  const position = (doc: SolrDoc) => {
    const value = doc[field];
    return rank.get(String(Array.isArray(value) ? value[0] : value)) ?? values.length;
  };
  return docs
    .map((doc, index) => ({ doc, index, position: position(doc) }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.doc);
}
