/**
 * The hot path of one search (ARCHITECTURE 4): ids and facets from the proxy, documents from the
 * cache or the `fullDocs` queue for the missing ids only, then the optional ranking re-sort.
 * Returns null when a newer search superseded this one at any step.
 */
import type { SearchConfig } from '../config/types.js';
import type { Platform } from '../platform/platform.js';
import type { QueueSet } from '../request/request-queue.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import type { SolrDoc, SolrResponse } from '../solr/response-types.js';
import type { SearchQuery } from '../state/search-query.js';
import { buildDocsParams, buildSearchParams } from './build-params.js';
import type { Connection } from './connection.js';
import type { RankedIdsSource } from './ranked-ids.js';

export interface SearchResults {
  response: SolrResponse;
  docs: SolrDoc[];
  ranked: boolean;
}

export interface FetchContext {
  config: SearchConfig;
  connection: Connection;
  queues: QueueSet;
  platform: Platform;
  /** The external ranking; null without a ranking service. */
  ranking: RankedIdsSource | null;
}

export async function fetchResults(
  context: FetchContext,
  query: SearchQuery,
): Promise<SearchResults | null> {
  const { config, connection, queues } = context;
  const outcome = await queues
    .get('search')
    .run((signal) =>
      connection.transport.postForm(connection.url, buildSearchParams(config, query), signal),
    );
  if (outcome.status === 'superseded') return null;
  const response = normalizeResponse(outcome.value);

  let docs: SolrDoc[] = [...response.docs];
  if (config.returnFullDocs) {
    const full = await fetchFullDocs(
      context,
      response.docs.map((doc) => doc.id),
    );
    if (!full) return null;
    docs = full;
  }

  if (query.q.type === 'values') {
    // SPEC 2.1: an id list in the hash fixes the display order.
    return { response, docs: orderByValues(docs, query.q.field, query.q.values), ranked: false };
  }
  if (context.ranking && config.ranking && docs.length > 1) {
    const rankedIds = await context.ranking.within(config.ranking.timeoutMs);
    if (rankedIds && rankedIds.length > 0) {
      // Loaded on demand (already, by the ranking source): pages without ranking never fetch it.
      const { applyRanking } = await import('../ranking/ranking.js');
      return {
        response,
        docs: applyRanking(docs, rankedIds, config.ranking.field, context.platform.random),
        ranked: true,
      };
    }
  }
  return { response, docs, ranked: false };
}

/** Documents in the order of `ids`, fetching only those the cache lacks. */
async function fetchFullDocs(
  context: FetchContext,
  ids: readonly string[],
): Promise<SolrDoc[] | null> {
  const { connection, queues, config } = context;
  const wanted = ids.filter(Boolean);
  const { found, missing } = connection.docCache.lookup(wanted);
  if (missing.length > 0) {
    const outcome = await queues
      .get('fullDocs')
      .run((signal) =>
        connection.transport.postForm(
          connection.selectUrl,
          buildDocsParams(config, missing),
          signal,
        ),
      );
    if (outcome.status === 'superseded') return null;
    const fetched = normalizeResponse(outcome.value).docs;
    connection.docCache.put(fetched);
    for (const doc of fetched) found.set(doc.id, doc);
  }
  // Ids the index no longer has are skipped rather than shown empty.
  return wanted.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc] : [];
  });
}

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
