/**
 * The time limit of requests to the proxy (`solr.timeout_ms`): a proxy that accepts the connection
 * and never answers ends in the error state with a retry (SPEC 8), never in a search pending forever.
 */
import { describe, expect, it, vi } from 'vitest';
import { SearchRequestError } from '../errors.js';
import { toggleFacet } from '../facets/facet-actions.js';
import { createFakePlatform, paramValues } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import {
  CONFIG,
  DOCS,
  docRequests,
  searchRequests,
  settle,
  useSearchTimers,
} from '../test-support/search-fixtures.js';
import { createSearch } from './create-search.js';
import { SearchRegistry } from './registry.js';

useSearchTimers();

/** A proxy that keeps the connection open and never answers. */
const never = () => new Promise<never>(() => {});

const TIMED_OUT = { kind: 'network', status: 0, message: 'No answer within 15 s.' };

describe('createSearch: requests without an answer (solr.timeout_ms)', () => {
  it('turns a search without an answer into the error state after the limit, and not before', async () => {
    const platform = createFakePlatform(never);
    const search = createSearch(CONFIG, { platform });
    const failures: unknown[] = [];
    search.events.on('searchFailed', (event) => failures.push(event));
    search.start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(search.getState()).toMatchObject({ pending: true, status: 'idle', error: null });
    expect(platform.logged).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(search.getState()).toMatchObject({ pending: false, status: 'error', error: TIMED_OUT });
    // SPEC 8: logged as "status, error".
    expect(platform.logged).toEqual([
      { level: 'error', args: [0, expect.any(SearchRequestError)] },
    ]);
    expect(platform.logged[0]?.args[1]).toMatchObject(TIMED_OUT);
    expect(failures).toEqual([{ failure: TIMED_OUT, error: expect.any(SearchRequestError) }]);
    expect(searchRequests(platform)[0]?.signal?.aborted).toBe(true);
    // Nothing more happens later: no timer is left behind.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(platform.logged).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('applies the configured limit to the full-documents request too', async () => {
    const solr = fakeSolr(DOCS);
    const platform = createFakePlatform((request) =>
      paramValues(request, 'ids').length > 0 ? never() : solr(request),
    );
    const search = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, timeout_ms: 5000 } },
      {
        platform,
      },
    );
    search.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(docRequests(platform)).toHaveLength(1);
    expect(search.getState()).toMatchObject({ pending: true, status: 'idle' });
    await vi.advanceTimersByTimeAsync(1);
    expect(search.getState()).toMatchObject({
      pending: false,
      status: 'error',
      error: { kind: 'network', status: 0, message: 'No answer within 5 s.' },
    });
  });

  it('runs the search again on retry after a timeout', async () => {
    let answer = false;
    const solr = fakeSolr(DOCS);
    const platform = createFakePlatform((request) => (answer ? solr(request) : never()));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(search.getState()).toMatchObject({ status: 'error', error: TIMED_OUT });

    answer = true;
    search.retry();
    expect(search.getState().pending).toBe(true);
    await settle();
    expect(search.getState()).toMatchObject({
      status: 'success',
      pending: false,
      error: null,
      numFound: 4,
    });
    expect(searchRequests(platform)).toHaveLength(2);
  });

  it('does not report a superseded search as a timeout; the newer one has a limit of its own', async () => {
    const platform = createFakePlatform(never);
    const search = createSearch(CONFIG, { platform });
    search.start();
    await vi.advanceTimersByTimeAsync(10_000);
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    const [first, second] = searchRequests(platform);
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);
    // The first search's limit would end here: it was superseded, so nothing is reported.
    await vi.advanceTimersByTimeAsync(5000);
    expect(search.getState()).toMatchObject({ pending: true, status: 'idle', error: null });
    expect(platform.logged).toEqual([]);
    // The newer search's own 15 s.
    await vi.advanceTimersByTimeAsync(9999);
    expect(search.getState().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(search.getState()).toMatchObject({ pending: false, status: 'error', error: TIMED_OUT });
    expect(platform.logged).toHaveLength(1);
  });

  it("gives an inheriting search its parent's limit", async () => {
    const platform = createFakePlatform(never);
    const registry = new SearchRegistry(platform);
    registry.define('main', { ...CONFIG, solr: { ...CONFIG.solr, timeout_ms: 2000 } });
    const child = registry.define('sidebar', { solr: { index: 'inherit' }, url_hash: false });
    child.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(child.getState()).toMatchObject({
      status: 'error',
      error: { kind: 'network', status: 0, message: 'No answer within 2 s.' },
    });
  });
});
