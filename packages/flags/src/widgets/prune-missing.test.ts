import type { SolrDoc } from '@stayfront/search-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCookieJar, fakeTab } from '../store/fake-environment.js';
import { createFavouritesStore, type OwnedFavouritesStore } from '../store/favourites-store.js';
import { parseFlagOptions } from '../store/index.js';
import { type AnswerScope, pruneMissing } from './prune-missing.js';

const NAME = 'riot_solr_flag_items';
const OPTIONS = parseFlagOptions({ skip_solr_prefix: 'site-' });
const stores: OwnedFavouritesStore[] = [];
/** A search of the whole index: no bundles, entity type or configured filter. */
const WHOLE: AnswerScope = { bundles: [], entityType: null, params: [] };

/** A store over a cookie that already holds `ids` (flagged on an earlier visit). */
function storeWith(ids: readonly string[]) {
  const jar = new FakeCookieJar();
  jar.set(NAME, JSON.stringify(ids));
  const store = createFavouritesStore(NAME, fakeTab(jar, null));
  stores.push(store);
  return store;
}
const docs = (...ids: string[]): SolrDoc[] => ids.map((id) => ({ id: `site-${id}` }));

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('pruneMissing', () => {
  it('drops the asked ids a complete answer did not find, and only those', () => {
    const store = storeWith(['1', 'gone', '2', 'not-asked']);
    pruneMissing(store, OPTIONS, WHOLE, ['1', 'gone', '2'], { docs: docs('2', '1'), numFound: 2 });
    expect(store.get()).toEqual(['1', '2', 'not-asked']);
  });

  it('drops nothing from an answer that does not hold every document it counts', () => {
    const store = storeWith(['1', '2', '3']);
    // Capped by the proxy, or a page of a longer list: the ids not in it may well exist.
    pruneMissing(store, OPTIONS, WHOLE, ['1', '2', '3'], { docs: docs('1'), numFound: 2 });
    expect(store.get()).toEqual(['1', '2', '3']);
  });

  it('drops nothing when none of the ids were found (an emptied index, an empty body)', () => {
    const store = storeWith(['1', '2']);
    pruneMissing(store, OPTIONS, WHOLE, ['1', '2'], { docs: [], numFound: 0 });
    // Documents without the key field (a field list without it) tell nothing either.
    const byNid = parseFlagOptions({ key: 'its_nid', skip_solr_prefix: 'site-' });
    pruneMissing(store, byNid, WHOLE, ['1', '2'], { docs: docs('1'), numFound: 1 });
    expect(store.get()).toEqual(['1', '2']);
  });

  it('keeps an id flagged on this page, whose listing may not be indexed yet', () => {
    const store = storeWith(['1']);
    store.add('new');
    pruneMissing(store, OPTIONS, WHOLE, ['1', 'new'], { docs: docs('1'), numFound: 1 });
    expect(store.get()).toEqual(['1', 'new']);
  });

  it('drops nothing from an answer Solr cut short (partialResults)', () => {
    const store = storeWith(['1', '2']);
    pruneMissing(store, OPTIONS, WHOLE, ['1', '2'], {
      docs: docs('1'),
      numFound: 1,
      partial: true,
    });
    expect(store.get()).toEqual(['1', '2']);
  });

  it('drops nothing when the search shows only part of its index (a language, bundles)', () => {
    const store = storeWith(['1', 'other-language']);
    const answer = { docs: docs('1'), numFound: 1 };
    for (const scope of [
      { ...WHOLE, params: [['fq', 'ss_language:en']] as [string, string][] },
      { ...WHOLE, bundles: ['rental'] },
      { ...WHOLE, entityType: 'node' },
    ])
      pruneMissing(store, OPTIONS, scope, ['1', 'other-language'], answer);
    expect(store.get()).toEqual(['1', 'other-language']);
    // The same answer from a search of the whole index is sure.
    pruneMissing(store, OPTIONS, WHOLE, ['1', 'other-language'], answer);
    expect(store.get()).toEqual(['1']);
  });
});
