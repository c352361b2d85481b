/**
 * The external ranking (SPEC 4.14, 7.5) for one instance, with the time budget applied once: the
 * first search waits at most the budget; if the ranking is late, later searches do not wait for
 * it again (a hanging service must not slow every search), and use it once it has arrived. The
 * request is abandoned when it hangs, and a failure is forgotten so a later search retries.
 * Loaded on demand with the re-sort (`search/ranking-loader.ts`): pages without a ranking service
 * never download it.
 */
import type { RankingConfig } from '../config/types.js';
import type { Platform, PlatformTimers } from '../platform/platform.js';
import type { Transport } from '../request/transport.js';
import type { SolrDoc } from '../solr/response-types.js';
import { applyRanking, requestRankedIds } from './ranking.js';

export interface RankedIdsSource {
  /** Starts fetching (idempotent), so the ranking is usually back before the first results. */
  prefetch(): void;
  /**
   * `docs` in the ranking's order, or null when the ranking failed, is late or is empty.
   * `deadline` (platform time) ends the wait; by default the budget from now.
   */
  rank(docs: readonly SolrDoc[], deadline?: number): Promise<SolrDoc[] | null>;
}

/** Resolves with the value, or with `undefined` once `ms` have passed or the promise failed. */
function withinBudget<T>(
  promise: Promise<T>,
  ms: number,
  timers: PlatformTimers,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(() => resolve(undefined), ms);
    promise.then(resolve, () => resolve(undefined)).finally(() => timers.clearTimeout(handle));
  });
}

export function createRankedIdsSource(
  ranking: RankingConfig,
  transport: Transport,
  platform: Platform,
): RankedIdsSource {
  const { timers } = platform;
  let ids: string[] | null = null;
  /** The request; kept once it succeeded, forgotten when it failed. */
  let pending: Promise<string[]> | null = null;
  /** The request that outlived a search's budget: later searches do not wait for it. */
  let late: Promise<string[]> | null = null;
  /** Tie-breaks per document id, drawn once per page: Back shows the order it showed before. */
  const tieBreaks = new Map<string, number>();

  const request = (): Promise<string[]> => {
    const result = requestRankedIds(ranking, transport, platform);
    result.then(
      (value) => {
        ids = value;
      },
      (error) => {
        pending = null;
        platform.console.warn(
          'Stayfront: the ranking service failed; results keep their order.',
          error,
        );
      },
    );
    return result;
  };

  const start = () => (pending ??= request());

  return {
    prefetch: () => void start().catch(() => {}),
    async rank(docs, deadline = timers.now() + ranking.timeoutMs) {
      let rankedIds = ids;
      if (!rankedIds) {
        const current = start();
        if (current === late) return null;
        const budget = Math.max(0, deadline - timers.now());
        rankedIds = (await withinBudget(current, budget, timers)) ?? null;
        if (!rankedIds) late = current;
      }
      if (!rankedIds?.length) return null;
      return applyRanking(docs, rankedIds, ranking.field, platform.random, tieBreaks);
    },
  };
}
