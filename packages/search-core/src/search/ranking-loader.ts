/**
 * The ranking re-sort (SPEC 4.14, 7.5) of an instance with `ranking` configured. Its code
 * (`ranking/ranked-ids.ts`: the request, the time budget, the re-sort) is imported on demand,
 * from `prefetch()` at start, so pages without a ranking service never download it. Loading the
 * code counts against the first search's budget like the request itself: code that is slow or
 * never arrives leaves results in their order, and code that failed to load is asked for again by
 * the next search.
 */
import type { RankingConfig } from '../config/types.js';
import type { Platform } from '../platform/platform.js';
import type { createRankedIdsSource, RankedIdsSource } from '../ranking/ranked-ids.js';
import type { Transport } from '../request/transport.js';

/** `loadCode` imports `ranking/ranked-ids.ts`; tests pass their own. */
export function loadRankedIdsSource(
  ranking: RankingConfig,
  transport: Transport,
  platform: Platform,
  loadCode: () => Promise<{ createRankedIdsSource: typeof createRankedIdsSource }> = () =>
    import('../ranking/ranked-ids.js'),
): RankedIdsSource {
  const { timers } = platform;
  let loading: Promise<RankedIdsSource> | null = null;
  const load = () =>
    (loading ??= loadCode().then(
      (module) => module.createRankedIdsSource(ranking, transport, platform),
      (error) => {
        loading = null;
        platform.console.warn(
          'Stayfront: the ranking failed to load; results keep their order.',
          error,
        );
        throw error;
      },
    ));

  return {
    prefetch: () =>
      void load().then(
        (source) => source.prefetch(),
        () => {},
      ),
    rank(docs) {
      const deadline = timers.now() + ranking.timeoutMs;
      return new Promise((resolve) => {
        const budget = timers.setTimeout(() => resolve(null), ranking.timeoutMs);
        load()
          .then((source) => source.rank(docs, deadline))
          .then(resolve, () => resolve(null))
          .finally(() => timers.clearTimeout(budget));
      });
    },
  };
}
