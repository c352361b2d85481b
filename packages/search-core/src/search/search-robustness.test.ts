import { describe, expect, it } from 'vitest';
import { SearchConfigError } from '../errors.js';
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

useSearchTimers();

describe('createSearch: robustness', () => {
  it('rejects an invalid query without committing it, and keeps working', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      {
        ...CONFIG,
        facets: [...CONFIG.facets, { name: 'price', field: 'fts_price', display: 'range' }],
      },
      { platform },
    );
    search.start();
    await settle();
    const before = search.getState().query;
    expect(() =>
      search.setQuery((query) => ({
        ...query,
        ranges: { fts_price: { from: '10 0', to: '*', includeFrom: true, includeTo: true } },
      })),
    ).toThrow(TypeError);
    expect(() => search.showValues('bad field', ['a'])).toThrow(TypeError);
    // A sort is checked however it comes: no function query or local params reach Solr.
    for (const sort of ['{!func}div(a,b) asc', 'fts_price asc, sum(1,2) desc', 'fts_price'])
      expect(() => search.setQuery((query) => ({ ...query, sort }))).toThrow(/Not a sort clause/);
    expect(() => search.setSort('fts_price sideways')).toThrow(/Not a sort clause/);
    expect(search.getState().query).toBe(before);
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    expect(search.getState()).toMatchObject({ status: 'success', numFound: 2 });
  });

  it('still runs its first search on start() after an action before it threw', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS), { hash: '#fq=ss_type:%22Villa%22' });
    const search = createSearch(CONFIG, { platform });
    // Site code restoring a saved sort that is no longer valid.
    expect(() => search.setSort('price; drop')).toThrow(/Not a sort clause/);
    search.start();
    await settle();
    // The deep link's search, once.
    expect(search.getState()).toMatchObject({ status: 'success', numFound: 2 });
    expect(searchRequests(platform)).toHaveLength(1);
    search.start();
    await settle();
    expect(searchRequests(platform)).toHaveLength(1);
  });

  it('keeps side queues apart from its own searches', async () => {
    const gates: (() => void)[] = [];
    const solr = fakeSolr(DOCS);
    const platform = createFakePlatform(async (request) => {
      if (paramValues(request, 'fl')[0] === 'id')
        await new Promise<void>((resolve) => gates.push(resolve));
      return solr(request);
    });
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    const side = search.send('search', [
      ['q', '*:*'],
      ['rows', '0'],
      ['wt', 'json'],
    ]);
    await settle();
    expect(searchRequests(platform)[0]?.signal?.aborted).toBe(false);
    for (const open of gates.splice(0)) open();
    await settle();
    expect((await side)?.numFound).toBe(4);
    expect(search.getState()).toMatchObject({ status: 'success', pending: false, numFound: 4 });
  });

  it('applies an action made before start() on top of the deep link, in one search', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS), { hash: 'fq=ss_type:"Cottage"' });
    const search = createSearch(CONFIG, { platform });
    toggleFacet(search, 'ss_type', 'Villa');
    search.start();
    await settle();
    expect(search.getState().query.terms).toEqual({ ss_type: ['Cottage', 'Villa'] });
    expect(searchRequests(platform)).toHaveLength(1);
    expect(search.getState().numFound).toBe(3);
  });

  it('never lets a configured fl replace the ids-only first request; full documents get it', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, params: { fl: 'id,ss_type' } } },
      { platform },
    );
    search.start();
    await settle();
    expect(paramValues(searchRequests(platform)[0], 'fl')).toEqual(['id']);
    expect(paramValues(docRequests(platform)[0], 'fl')).toEqual(['id,ss_type']);
  });

  it('bounds visitor-chosen rows by solr.rows_limit, which defaults to max_rows', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const limited = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, max_rows: 2, rows_limit: 3 } },
      { platform },
    );
    expect(limited.config.rowsLimit).toBe(3);
    limited.setRows(50);
    await settle();
    expect(limited.getState().query.rows).toBe(3);
    expect(paramValues(searchRequests(platform).at(-1), 'rows')).toEqual(['3']);
    const byDefault = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, max_rows: 2 } },
      { platform },
    );
    expect(byDefault.config.rowsLimit).toBe(2);
    byDefault.setRows(50);
    expect(byDefault.getState().query.rows).toBe(2);
  });

  it('ignores its own hash writes coming back through polling, but not a later back/forward', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    search.setText('sea   view');
    // rows is private (not exposed): the hash alone would read back as a different query.
    search.setRows(5);
    await settle();
    // A polling browser reports our own write as a change.
    platform.location.navigate(platform.location.getHash());
    await settle();
    expect(searchRequests(platform)).toHaveLength(3);
    expect(search.getState().query).toMatchObject({
      q: { type: 'text', text: 'sea view' },
      rows: 5,
    });
    platform.location.navigate('');
    await settle();
    platform.location.navigate('q=sea%20view');
    await settle();
    expect(searchRequests(platform)).toHaveLength(5);
  });

  it('drops hash filters and value lists on fields the site does not expose', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS), {
      hash: 'fq=ss_secret_owner:"Smith"&fq=ss_type:"Villa"&q=ss_secret_owner:(Smith)',
    });
    const search = createSearch({ ...CONFIG, filter_fields: ['ss_town'] }, { platform });
    search.start();
    await settle();
    expect(search.getState().query.terms).toEqual({ ss_type: ['Villa'] });
    expect(search.getState().query.q).toEqual({ type: 'text', text: 'ss_secret_owner:(Smith)' });
    const fq = paramValues(searchRequests(platform)[0], 'fq');
    expect(fq.some((value) => value.includes('ss_secret_owner'))).toBe(false);
  });

  it('stops for good when disposed', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    search.dispose();
    const requests = platform.requests.length;
    toggleFacet(search, 'ss_type', 'Villa');
    search.retry();
    search.start();
    platform.location.navigate('fq=ss_type:"Cabin"');
    expect(await search.send('x', [['q', '*:*']])).toBeNull();
    await settle();
    expect(platform.requests).toHaveLength(requests);
    expect(platform.location.writes).toEqual([]);
    expect(search.getState().pending).toBe(false);
  });

  it('refuses parsers and parameters that would open the proxy', () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    for (const params of [
      { defType: 'xmlparser' },
      { tr: 'x.xsl' },
      { 'v.template': 'x' },
      { debugQuery: 'true' },
    ]) {
      expect(() => createSearch({ solr: { url: '/p', params } }, { platform })).toThrow(
        SearchConfigError,
      );
    }
    expect(
      createSearch({ solr: { url: '/p', params: { defType: 'edismax' } } }, { platform }).config
        .params,
    ).toEqual([['defType', 'edismax']]);
  });
});
