import { describe, expect, it } from 'vitest';
import { resetFacets, selectFacet, toggleFacet } from '../facets/facet-actions.js';
import { createFakePlatform, paramValues } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import {
  CONFIG,
  DOCS,
  searchRequests,
  settle,
  useSearchTimers,
} from '../test-support/search-fixtures.js';
import { createSearch } from './create-search.js';

useSearchTimers();

describe('createSearch: URL hash (SPEC 2.1)', () => {
  it('starts from the hash and writes selections back without a second search', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS), {
      hash: 'fq=ss_type:"Villa"&fl=*&rows=999',
    });
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(search.getState().query.terms).toEqual({ ss_type: ['Villa'] });
    expect(paramValues(searchRequests(platform)[0], 'rows')).toEqual(['10']);
    expect(paramValues(searchRequests(platform)[0], 'fl')).toEqual(['id']);

    toggleFacet(search, 'ss_type', 'Cabin');
    await settle();
    const written = platform.location.writes.at(-1);
    expect(written?.replace).toBe(false);
    expect(decodeURIComponent(written?.hash ?? '')).toContain(
      '{!tag=ss_type}ss_type:("Villa" OR "Cabin")',
    );
    expect(searchRequests(platform)).toHaveLength(2);
    expect(search.getState().numFound).toBe(3);
  });

  it('re-runs the search when the hash changes by navigation', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    platform.location.navigate('fq=ss_type:Cottage');
    await settle();
    expect(searchRequests(platform)).toHaveLength(2);
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(['s1-idx-2']);
    // A hash change that decodes to the same query does not search again.
    platform.location.navigate('fq=ss_type:"Cottage"&utm_source=x');
    await settle();
    expect(searchRequests(platform)).toHaveLength(2);
  });

  it('shows q=id:(A OR B …) in the order of the list', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS), {
      hash: 'q=id:(s1-idx-3 OR s1-idx-1 OR s1-idx-4)',
    });
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(paramValues(searchRequests(platform)[0], 'q')).toEqual([
      'id:("s1-idx-3" OR "s1-idx-1" OR "s1-idx-4")',
    ]);
    expect(search.getState().docs.map((doc) => doc.id)).toEqual([
      's1-idx-3',
      's1-idx-1',
      's1-idx-4',
    ]);
  });

  it('never writes private parameters and leaves the hash alone when url_hash is off', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, exposed_params: ['fq'] } },
      { platform },
    );
    search.start();
    await settle();
    search.setSort('fts_price desc');
    search.setStart(10);
    toggleFacet(search, 'amenities', 'Pool');
    await settle();
    expect(platform.location.getHash()).toBe('fq=sm_amenities:%22Pool%22');

    const quiet = createFakePlatform(fakeSolr(DOCS));
    const other = createSearch({ ...CONFIG, url_hash: false }, { platform: quiet });
    other.start();
    toggleFacet(other, 'amenities', 'Pool');
    await settle();
    expect(quiet.location.writes).toEqual([]);
  });
});

describe('createSearch: facets, pager state and text', () => {
  it('keeps OR facet counts with {!tag}/{!ex} in one request', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    const last = searchRequests(platform).at(-1);
    expect(paramValues(last, 'fq')).toContain('{!tag=ss_type}ss_type:("Villa")');
    expect(paramValues(last, 'facet.field')).toContain('{!ex=ss_type}ss_type');
    const model = selectFacet(search, 'ss_type');
    expect(model.items.find((item) => item.facet === 'Villa')).toMatchObject({ active: true });
    expect(selectFacet(search, 'ss_type')).toBe(model);
  });

  it('resets every selection (SPEC 4.3) and escapes typed text', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    toggleFacet(search, 'ss_type', 'Villa');
    toggleFacet(search, 'amenities', 'Pool');
    resetFacets(search);
    expect(search.getState().query).toMatchObject({ terms: {}, ranges: {}, missing: [] });
    search.setText('sea view AND {!join} -x');
    await settle();
    expect(paramValues(searchRequests(platform).at(-1), 'q')).toEqual([
      'sea view \\AND \\{\\!join\\} \\-x',
    ]);
  });
});
