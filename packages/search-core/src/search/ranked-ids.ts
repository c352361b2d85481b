import type { RankingConfig } from '../config/types.js';
import type { Platform } from '../platform/platform.js';
import type { Transport } from '../request/transport.js';

/**
 * The ranked entity ids of the external ranking (SPEC 7.5), fetched once per instance on first
 * use, with the ranking code imported on demand. A failure is forgotten so a later search retries.
 */
export function createRankedIdsSource(
  ranking: RankingConfig,
  transport: Transport,
  platform: Platform,
): () => Promise<string[]> {
  let pending: Promise<string[]> | null = null;
  return () => {
    if (!pending) {
      const href = platform.location.href();
      pending = import('../ranking/ranking.js').then((module) =>
        module.fetchRankedIds(ranking, transport, href),
      );
      pending.catch((error) => {
        pending = null;
        platform.console.warn(
          'Stayfront: the ranking service failed; results keep their order.',
          error,
        );
      });
    }
    return pending;
  };
}
