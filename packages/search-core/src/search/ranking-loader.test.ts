import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SOLR_TIMEOUT_MS } from '../config/search-config.js';
import type { RankingConfig } from '../config/types.js';
import { createRankedIdsSource, type RankedIdsSource } from '../ranking/ranked-ids.js';
import { createTransport } from '../request/transport.js';
import type { SolrDoc } from '../solr/response-types.js';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { useSearchTimers } from '../test-support/search-fixtures.js';
import { loadRankedIdsSource } from './ranking-loader.js';

useSearchTimers();

const RANKING: RankingConfig = {
  url: 'https://rank.example',
  provider: 'vrf',
  cid: 'C1',
  field: 'code',
  timeoutMs: 300,
};
const DOCS: SolrDoc[] = [
  { id: 'a', code: 'P1' },
  { id: 'b', code: 'P2' },
];
const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** A ranking service answering P2 first, after `delay` ms. */
function rankingPlatform(delay = 0) {
  return createFakePlatform(() => after(delay, { entities: [{ id: 'P2' }] }));
}

/** A source recording its calls, standing in for the code loaded on demand. */
function recordingSource() {
  const calls: { prefetch: number; deadlines: (number | undefined)[] } = {
    prefetch: 0,
    deadlines: [],
  };
  const source: RankedIdsSource = {
    prefetch: () => void calls.prefetch++,
    rank: async (docs, deadline) => {
      calls.deadlines.push(deadline);
      return [...docs].reverse();
    },
  };
  return { calls, module: { createRankedIdsSource: () => source } };
}

describe('loadRankedIdsSource: the ranking code, loaded on demand', () => {
  it('loads the code once, on prefetch, and hands it the deadline of each search', async () => {
    const platform = rankingPlatform();
    const { calls, module } = recordingSource();
    const loadCode = vi.fn(async () => module);
    const ranking = loadRankedIdsSource(
      RANKING,
      createTransport(platform, DEFAULT_SOLR_TIMEOUT_MS),
      platform,
      loadCode,
    );
    expect(loadCode).not.toHaveBeenCalled();
    ranking.prefetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.prefetch).toBe(1);
    const now = Date.now();
    expect((await ranking.rank(DOCS))?.map((doc) => doc.id)).toEqual(['b', 'a']);
    expect(await ranking.rank(DOCS)).not.toBeNull();
    expect(calls.deadlines).toEqual([now + 300, now + 300]);
    expect(loadCode).toHaveBeenCalledTimes(1);
  });

  it('counts loading the code against the budget: code that never arrives leaves the order', async () => {
    const platform = rankingPlatform();
    const ranking = loadRankedIdsSource(
      RANKING,
      createTransport(platform, DEFAULT_SOLR_TIMEOUT_MS),
      platform,
      () => new Promise(() => {}),
    );
    ranking.prefetch();
    let result: SolrDoc[] | null | undefined;
    void ranking.rank(DOCS).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });

  it('gives the request only what is left of the budget once the code has arrived', async () => {
    // The code takes 200 ms and the service 150 ms: 350 ms in all, over the 300 ms budget.
    const platform = rankingPlatform(150);
    const ranking = loadRankedIdsSource(
      RANKING,
      createTransport(platform, DEFAULT_SOLR_TIMEOUT_MS),
      platform,
      () => after(200, { createRankedIdsSource }),
    );
    const first = ranking.rank(DOCS);
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toBeNull();
    // Late: the next search does not wait for it again...
    let second: SolrDoc[] | null | undefined;
    void ranking.rank(DOCS).then((value) => {
      second = value;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toBeNull();
    // ...and uses it once it has arrived.
    await vi.advanceTimersByTimeAsync(50);
    expect((await ranking.rank(DOCS))?.map((doc) => doc.id)).toEqual(['b', 'a']);
    expect(platform.requests).toHaveLength(1);
  });

  it('never breaks search when the code fails to load, and loads it again for a later search', async () => {
    const platform = rankingPlatform();
    const { module } = recordingSource();
    const loadCode = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(module);
    const ranking = loadRankedIdsSource(
      RANKING,
      createTransport(platform, DEFAULT_SOLR_TIMEOUT_MS),
      platform,
      loadCode,
    );
    ranking.prefetch();
    expect(await ranking.rank(DOCS)).toBeNull();
    expect(platform.logged).toEqual([
      {
        level: 'warn',
        args: [
          'Stayfront: the ranking failed to load; results keep their order.',
          expect.any(Error),
        ],
      },
    ]);
    expect((await ranking.rank(DOCS))?.map((doc) => doc.id)).toEqual(['b', 'a']);
    expect(loadCode).toHaveBeenCalledTimes(2);
  });
});
