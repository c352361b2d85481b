/**
 * Store ids and Solr ids differ when `skip_solr_prefix` is set (SPEC 3.6): the cookie keeps ids
 * without the prefix, the index knows them with it (`toSolrId` / `fromSolrId` of the store).
 */
import type { SolrDoc } from '@stayfront/search-core';
import { type FlagOptions, fromSolrId, toSolrId } from '../store/index.js';

/** The ids as the index knows them, in the same order. */
export const solrIdsOf = (ids: readonly string[], options: FlagOptions): string[] =>
  ids.map((id) => toSolrId(id, options));

/** The store id a document stands for: its `key` field, without the prefix. */
export function storeIdOfDoc(doc: SolrDoc, options: FlagOptions): string | null {
  const value = doc[options.key];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === null ? null : fromSolrId(String(first), options);
}
