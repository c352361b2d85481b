import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toggleFacet } from '../facets/facet-actions.js';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import { CONFIG, DOCS, settle, useSearchTimers } from '../test-support/search-fixtures.js';
import { createSearch } from './create-search.js';

useSearchTimers();

describe('createSearch: external ranking (SPEC 4.14, 7.5)', () => {
  const ranking = { url: 'https://rank.example', provider: 'vrf', cid: 'C1' };

  // The ranking code is imported on demand; load it once so fake timers need not wait for I/O.
  beforeAll(async () => {
    await import('../ranking/ranked-ids.js');
  });

  function rankingPlatform(answer: (request: { url: string }) => unknown) {
    const solr = fakeSolr(DOCS);
    return createFakePlatform((request) =>
      request.url.startsWith('https://rank.example') ? answer(request) : solr(request),
    );
  }

  it('re-sorts by the ranked position, unranked last, and fires sortOrderUpdated', async () => {
    const platform = rankingPlatform(() => ({ entities: [{ id: 'P3' }, { id: 'P1' }] }));
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    const updates: unknown[] = [];
    search.events.on('sortOrderUpdated', (event) => updates.push(event.ids));
    search.start();
    await settle();
    const ids = search.getState().docs.map((doc) => doc.id);
    expect(ids.slice(0, 2)).toEqual(['s1-idx-3', 's1-idx-1']);
    expect(ids.slice(2).sort()).toEqual(['s1-idx-2', 's1-idx-4']);
    expect(search.getState().ranked).toBe(true);
    expect(updates).toEqual([ids]);
    const rankingRequest = platform.requests.find((request) =>
      request.url.startsWith('https://rank.example'),
    );
    const url = new URL(rankingRequest?.url ?? '');
    expect(url.pathname).toBe('/api/v2/vrf_serving/ranking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cid: 'C1',
      host_name: 'example.test',
      full_url: 'https://example.test/search',
      usage: 'collection',
    });
  });

  it('leaves a sort the visitor chose alone: only the relevance order is re-sorted', async () => {
    const platform = rankingPlatform(() => ({ entities: [{ id: 'P3' }, { id: 'P1' }] }));
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    search.setSort('fts_price desc');
    await settle();
    const ids = search.getState().docs.map((doc) => doc.id);
    expect(search.getState().ranked).toBe(false);
    // The engine's order, untouched (this fake answers in index order).
    expect(ids).toEqual(DOCS.map((doc) => doc.id));
  });

  it('breaks ties the same way for the whole visit, so Back shows the same order', async () => {
    const platform = rankingPlatform(() => ({ entities: [{ id: 'P3' }] }));
    let draws = 0;
    platform.random = () => {
      draws += 1;
      return (draws * 0.37) % 1;
    };
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    search.start();
    await settle();
    const first = search.getState().docs.map((doc) => doc.id);
    search.setSort('fts_price desc');
    await settle();
    search.setSort(null);
    await settle();
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(first);
    expect(search.getState().ranked).toBe(true);
  });

  it('keeps the original order when the ranking is slower than its budget', async () => {
    const platform = rankingPlatform(
      () => new Promise((resolve) => setTimeout(() => resolve({ entities: [{ id: 'P4' }] }), 1000)),
    );
    const search = createSearch(
      { ...CONFIG, ranking: { ...ranking, timeout_ms: 300 } },
      { platform },
    );
    search.start();
    await vi.advanceTimersByTimeAsync(299);
    expect(search.getState().status).toBe('idle');
    await vi.advanceTimersByTimeAsync(2);
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(DOCS.map((doc) => doc.id));
    expect(search.getState().ranked).toBe(false);
  });

  it('waits its budget once: a late ranking never slows later searches, and is used once it arrives', async () => {
    const platform = rankingPlatform(
      () => new Promise((resolve) => setTimeout(() => resolve({ entities: [{ id: 'P4' }] }), 1000)),
    );
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    search.start();
    await vi.advanceTimersByTimeAsync(301);
    expect(search.getState()).toMatchObject({ status: 'success', ranked: false });
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    // No second 300 ms wait while the ranking is still out.
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(['s1-idx-1', 's1-idx-3']);
    await vi.advanceTimersByTimeAsync(1000);
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    expect(search.getState().docs[0]?.id).toBe('s1-idx-4');
    expect(search.getState().ranked).toBe(true);
    expect(
      platform.requests.filter((request) => request.url.startsWith('https://rank.example')),
    ).toHaveLength(1);
  });

  it('abandons a ranking request that hangs, and tries again later', async () => {
    const platform = rankingPlatform((request) => new Promise(() => void request));
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    search.start();
    await vi.advanceTimersByTimeAsync(10_001);
    const first = platform.requests.find((request) =>
      request.url.startsWith('https://rank.example'),
    );
    expect(first?.signal?.aborted).toBe(true);
    toggleFacet(search, 'ss_type', 'Villa');
    await vi.advanceTimersByTimeAsync(301);
    expect(
      platform.requests.filter((request) => request.url.startsWith('https://rank.example')),
    ).toHaveLength(2);
    expect(search.getState().status).toBe('success');
  });

  it('never breaks search when the ranking fails', async () => {
    const platform = rankingPlatform(() => new Response('oops', { status: 500 }));
    const search = createSearch({ ...CONFIG, ranking }, { platform });
    search.start();
    await settle();
    expect(search.getState()).toMatchObject({ status: 'success', ranked: false, numFound: 4 });
  });

  describe('keepShownOrder: the page the visitor has open is not re-ordered', () => {
    const SHOWN = ['s1-idx-4', 's1-idx-2', 's1-idx-1', 's1-idx-3'];
    const rankingFirst = () => rankingPlatform(() => ({ entities: [{ id: 'P3' }, { id: 'P1' }] }));
    const idsOf = (search: ReturnType<typeof createSearch>) =>
      search.getState().docs.map((doc) => doc.id);

    it('keeps the shown order for its query, in the state and in the events, and ranks other queries', async () => {
      const search = createSearch({ ...CONFIG, ranking }, { platform: rankingFirst() });
      const shownEvents: string[][] = [];
      const updates: unknown[] = [];
      search.events.on('resultsShown', (event) =>
        shownEvents.push(event.products.map((product) => product.id)),
      );
      search.events.on('sortOrderUpdated', (event) => updates.push(event.ids));
      search.keepShownOrder(SHOWN);
      search.start();
      await settle();
      expect(idsOf(search)).toEqual(SHOWN);
      expect(search.getState().ranked).toBe(false);
      // Analytics hear the positions the visitor sees; no re-sort is announced.
      expect(shownEvents).toEqual([SHOWN]);
      expect(updates).toEqual([]);

      // Another query: the ranking applies.
      toggleFacet(search, 'ss_type', 'Villa');
      await settle();
      expect(search.getState().ranked).toBe(true);
      expect(idsOf(search)[0]).toBe('s1-idx-3');

      // Back to the page's own query: its order again.
      toggleFacet(search, 'ss_type', 'Villa');
      await settle();
      expect(idsOf(search)).toEqual(SHOWN);
      expect(search.getState().ranked).toBe(false);
    });

    it('ranks as usual when the documents are not the ones shown', async () => {
      const search = createSearch({ ...CONFIG, ranking }, { platform: rankingFirst() });
      search.keepShownOrder(['s1-idx-4', 's1-idx-2', 's1-idx-1']);
      search.start();
      await settle();
      expect(search.getState().ranked).toBe(true);
      expect(idsOf(search).slice(0, 2)).toEqual(['s1-idx-3', 's1-idx-1']);
    });

    it('puts an answer that came in before it back in the shown order', async () => {
      const search = createSearch({ ...CONFIG, ranking }, { platform: rankingFirst() });
      search.start();
      await settle();
      expect(search.getState().ranked).toBe(true);
      const announced = search.events.last('resultsShown');
      search.keepShownOrder(SHOWN);
      expect(idsOf(search)).toEqual(SHOWN);
      expect(search.getState().ranked).toBe(false);
      // Analytics starting now catch up with the positions the visitor sees, in the same payload
      // (an adapter that already caught up with it knows it by identity and does not resend it).
      expect(search.events.last('resultsShown')).toBe(announced);
      expect(announced?.products.map((product) => [product.id, product.position])).toEqual(
        SHOWN.map((id, index) => [id, index + 1]),
      );
    });
  });
});
