/**
 * External ranking (SPEC 4.14, 7.5, 9.2): a personalisation service returns entities in priority
 * order; results are re-sorted by that position, matched on a document field
 * (`ss_vrfusion_site_property_code` by default). Unranked documents sort at 9999 and ties are
 * broken randomly with values 1–9998. The service can never break search: it gets a time budget,
 * and any failure leaves the original order. Loaded on demand: pages without a ranking service
 * never download it.
 */
import type { RankingConfig } from '../config/types.js';
import type { Platform } from '../platform/platform.js';
import type { Transport } from '../request/transport.js';
import type { SolrDoc } from '../solr/response-types.js';

export const UNRANKED_POSITION = 9999;
export const TIE_BREAK_MIN = 1;
export const TIE_BREAK_MAX = 9998;
/** SPEC 9.3's loader timeout, used as the upper bound of one ranking request. */
export const RANKING_REQUEST_TIMEOUT_MS = 10_000;

export function buildRankingUrl(config: RankingConfig, pageHref: string): string {
  const base = config.url.replace(/\/+$/, '');
  let host = '';
  try {
    host = new URL(pageHref).hostname;
  } catch {
    /* leave empty */
  }
  // The hash is search state, not the page: the service sees the page URL without it.
  const fullUrl = pageHref.split('#')[0] ?? pageHref;
  const query = new URLSearchParams({
    cid: config.cid,
    host_name: host,
    full_url: fullUrl,
    usage: 'collection',
  });
  return `${base}/api/v2/${encodeURIComponent(config.provider)}_serving/ranking?${query}`;
}

/** Entity ids in priority order; tolerates any body. */
export function readRankedIds(body: unknown): string[] {
  const entities = (body as { entities?: unknown } | null)?.entities;
  if (!Array.isArray(entities)) return [];
  const ids: string[] = [];
  for (const entity of entities) {
    const id = (entity as { id?: unknown } | null)?.id;
    if (typeof id === 'string' || typeof id === 'number') ids.push(String(id));
  }
  return ids;
}

/**
 * Re-sorts docs by ranked position, ties broken by a random value (SPEC 9.2: 1–9998). `random` is
 * called once per document id and remembered in `tieBreaks`, so the same page shown again (Back,
 * a re-run search) keeps its order for the visit.
 */
export function applyRanking(
  docs: readonly SolrDoc[],
  rankedIds: readonly string[],
  field: string,
  random: () => number,
  tieBreaks: Map<string, number> = new Map(),
): SolrDoc[] {
  const positions = new Map<string, number>();
  rankedIds.forEach((id, index) => {
    if (!positions.has(id)) positions.set(id, Math.min(index, UNRANKED_POSITION - 1));
  });
  const keyed = docs.map((doc, index) => {
    const code = doc[field];
    const position =
      code === undefined || code === null
        ? undefined
        : positions.get(String(Array.isArray(code) ? code[0] : code));
    let tieBreak = tieBreaks.get(doc.id);
    if (tieBreak === undefined) {
      tieBreak = TIE_BREAK_MIN + Math.floor(random() * (TIE_BREAK_MAX - TIE_BREAK_MIN + 1));
      tieBreaks.set(doc.id, tieBreak);
    }
    return { doc, index, position: position ?? UNRANKED_POSITION, tieBreak };
  });
  keyed.sort((a, b) => a.position - b.position || a.tieBreak - b.tieBreak || a.index - b.index);
  return keyed.map((entry) => entry.doc);
}

/** Fetches the ranked entity ids (SPEC 7.5). */
export async function fetchRankedIds(
  config: RankingConfig,
  transport: Transport,
  pageHref: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return readRankedIds(await transport.getJson(buildRankingUrl(config, pageHref), signal));
}

/** `fetchRankedIds` for the page the engine runs on, abandoned after `RANKING_REQUEST_TIMEOUT_MS`. */
export async function requestRankedIds(
  config: RankingConfig,
  transport: Transport,
  platform: Pick<Platform, 'timers' | 'location'>,
): Promise<string[]> {
  const controller = new AbortController();
  const timer = platform.timers.setTimeout(() => controller.abort(), RANKING_REQUEST_TIMEOUT_MS);
  try {
    return await fetchRankedIds(config, transport, platform.location.href(), controller.signal);
  } finally {
    platform.timers.clearTimeout(timer);
  }
}
