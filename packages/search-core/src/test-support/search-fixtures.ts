/**
 * Shared fixtures for the search instance tests: four listings, a config with an OR facet, and
 * helpers to pick requests. Tests using `settle` run with fake timers (`useSearchTimers`).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { FakePlatform } from './fake-platform.js';
import type { Doc } from './fake-solr.js';

export const DOCS: Doc[] = [
  { id: 's1-idx-1', ss_type: 'Villa', ss_vrfusion_site_property_code: 'P1', fts_price: 100 },
  { id: 's1-idx-2', ss_type: 'Cottage', ss_vrfusion_site_property_code: 'P2', fts_price: 200 },
  { id: 's1-idx-3', ss_type: 'Villa', ss_vrfusion_site_property_code: 'P3', fts_price: 300 },
  { id: 's1-idx-4', ss_type: 'Cabin', ss_vrfusion_site_property_code: 'P4', fts_price: 400 },
];

export const CONFIG = {
  solr: { url: '/search/proxy', index: 'default_index', max_rows: 10, default_q: '*:*' },
  facets: [
    { field: 'ss_type', label: 'Type', operator: 'OR' },
    { name: 'amenities', field: 'sm_amenities', label: 'Amenities' },
  ],
};

/** Lets every pending promise and microtask run. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

export function searchRequests(platform: FakePlatform) {
  return platform.requests.filter((request) => request.url === '/search/proxy');
}
export function docRequests(platform: FakePlatform) {
  return platform.requests.filter((request) => request.url === '/search/proxy/select');
}

/** Fake timers for the file: `settle` and budgets advance them. */
export function useSearchTimers(): void {
  // A failure's reader is imported on demand: loaded once here, so fake timers need not wait for
  // module I/O when a test's search fails.
  beforeAll(async () => {
    await import('../request/read-failure.js');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
