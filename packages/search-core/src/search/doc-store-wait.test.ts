/**
 * A search whose persistent document store (a module loaded on demand, connection.ts) hangs:
 * its results still come, `STORE_WAIT_MS` later, from the memory cache and one fetch, and the
 * store, when it arrives at last, keeps what was fetched meanwhile (SPEC 7.2).
 */
import { expect, it, vi } from 'vitest';
import { STORE_WAIT_MS } from '../docs/doc-cache.js';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import {
  CONFIG,
  DOCS,
  docRequests,
  settle,
  useSearchTimers,
} from '../test-support/search-fixtures.js';
import { createSearch } from './create-search.js';

/** Holds the store's module back until the test opens it. */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});

vi.mock('../docs/persistent-doc-store.js', async (importOriginal) => {
  const actual = await importOriginal();
  await gate.opened;
  return actual;
});

useSearchTimers();

it('shows results STORE_WAIT_MS after the search answered without the store, which stores them once in', async () => {
  const platform = createFakePlatform(fakeSolr(DOCS));
  const config = { ...CONFIG, solr: { ...CONFIG.solr, doc_cache: { lifetime: 600 } } };
  const search = createSearch(config, { platform });
  search.start();
  await settle(); // the search answered; the documents wait for the store
  expect(docRequests(platform)).toHaveLength(0);
  expect(search.getState().docs).toHaveLength(0);

  await vi.advanceTimersByTimeAsync(STORE_WAIT_MS);
  await settle();
  expect(docRequests(platform)).toHaveLength(1);
  expect(search.getState().docs.map((doc) => doc.id)).toEqual(DOCS.map((doc) => doc.id));
  const stored = () => [...platform.storage.map.keys()].filter((key) => key.includes(':doc:'));
  expect(stored()).toEqual([]);

  gate.open();
  await vi.waitFor(() => expect(stored()).toHaveLength(DOCS.length));
  search.dispose();
});
