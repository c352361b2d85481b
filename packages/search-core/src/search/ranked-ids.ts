/**
 * The ranked entity ids of the external ranking (SPEC 4.14, 7.5) for one instance, with the
 * time budget applied once: the first search waits at most the budget; if the ranking is late,
 * later searches do not wait for it again (a hanging service must not slow every search), and
 * use it once it has arrived. The ranking code is imported on demand, the request is abandoned
 * after `RANKING_REQUEST_TIMEOUT_MS`, and a failure is forgotten so a later search retries.
 */
import type { RankingConfig } from '../config/types.js';
import type { Platform, PlatformTimers } from '../platform/platform.js';
import type { Transport } from '../request/transport.js';

/** SPEC 9.3's loader timeout, used as the upper bound of one ranking request. */
const RANKING_REQUEST_TIMEOUT_MS = 10_000;

export interface RankedIdsSource {
  /** Starts fetching (idempotent), so the ranking is usually back before the first results. */
  prefetch(): void;
  /** The ranked ids, or undefined when they failed or are late. */
  within(budgetMs: number): Promise<string[] | undefined>;
}

/** Resolves with the value, or with `undefined` once `ms` have passed or the promise failed. */
function withinBudget<T>(
  promise: Promise<T>,
  ms: number,
  timers: PlatformTimers,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(() => resolve(undefined), ms);
    const settle = (value: T | undefined) => {
      timers.clearTimeout(handle);
      resolve(value);
    };
    promise.then(settle, () => settle(undefined));
  });
}

export function createRankedIdsSource(
  ranking: RankingConfig,
  transport: Transport,
  platform: Platform,
): RankedIdsSource {
  let ids: string[] | null = null;
  let pending: Promise<string[]> | null = null;
  let late = false;

  const start = (): Promise<string[]> => {
    if (ids) return Promise.resolve(ids);
    if (pending) return pending;
    const controller = new AbortController();
    const timer = platform.timers.setTimeout(() => controller.abort(), RANKING_REQUEST_TIMEOUT_MS);
    const href = platform.location.href();
    const request = import('../ranking/ranking.js').then((module) =>
      module.fetchRankedIds(ranking, transport, href, controller.signal),
    );
    pending = request;
    request.then(
      (result) => {
        ids = result;
      },
      (error) => {
        pending = null;
        late = false;
        platform.console.warn(
          'Stayfront: the ranking service failed; results keep their order.',
          error,
        );
      },
    );
    request.finally(() => platform.timers.clearTimeout(timer)).catch(() => {});
    return request;
  };

  return {
    prefetch: () => void start().catch(() => {}),
    async within(budgetMs) {
      if (ids) return ids;
      const request = start();
      if (late) return undefined;
      const result = await withinBudget(request, budgetMs, platform.timers);
      if (result === undefined && !ids && pending === request) late = true;
      return result;
    },
  };
}
