/**
 * Requests beside the main search, each in its own queue so they never supersede it:
 * autocomplete suggestions (SPEC 7.4) and documents by a list of values, the favourites
 * counter query (SPEC 7.3).
 */
import type { SearchConfig } from '../config/types.js';
import type { QueueSet } from '../request/request-queue.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import type { SolrDoc } from '../solr/response-types.js';
import { buildAutocompleteParams, buildFavouritesParams, type Suggestion } from './build-params.js';
import type { Connection } from './connection.js';
import { orderByValues } from './fetch-results.js';

export interface SideQueryContext {
  config: SearchConfig;
  connection: Connection;
  queues: QueueSet;
}

export async function suggest(
  context: SideQueryContext,
  field: string | undefined,
  text: string,
  filters: readonly string[],
): Promise<Suggestion[]> {
  const params = buildAutocompleteParams({ field, text, filters });
  if (!params || !field) return [];
  const { connection } = context;
  const outcome = await context.queues
    .get('autocomplete')
    .run((signal) => connection.transport.postForm(connection.url, params, signal));
  if (outcome.status === 'superseded') return [];
  return (normalizeResponse(outcome.value).facetFields[field] ?? []).flatMap((bucket) =>
    bucket.value === null ? [] : [{ value: bucket.value, count: bucket.count }],
  );
}

export async function fetchByValues(
  context: SideQueryContext,
  field: string,
  values: readonly string[],
  rows: number,
): Promise<{ numFound: number; docs: SolrDoc[] }> {
  const params = buildFavouritesParams(context.config, field, values, rows);
  const { connection } = context;
  const outcome = params
    ? await context.queues
        .get(`values:${field}`)
        .run((signal) => connection.transport.postForm(connection.selectUrl, params, signal))
    : null;
  if (!outcome || outcome.status === 'superseded') return { numFound: 0, docs: [] };
  const response = normalizeResponse(outcome.value);
  connection.docCache.put(response.docs);
  return { numFound: response.numFound, docs: orderByValues(response.docs, field, values) };
}
