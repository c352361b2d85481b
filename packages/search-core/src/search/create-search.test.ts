import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggest } from '../autocomplete/suggest.js';
import { SearchConfigError, SearchRequestError } from '../errors.js';
import { resetFacets, selectFacet, toggleFacet } from '../facets/facet-actions.js';
import {
  createFakePlatform,
  type FakePlatform,
  paramValues,
} from '../test-support/fake-platform.js';
import { type Doc, fakeSolr } from '../test-support/fake-solr.js';
import { createSearch } from './create-search.js';
import { fetchByValues } from './fetch-by-values.js';
import { SearchRegistry } from './registry.js';

const DOCS: Doc[] = [
  { id: 's1-idx-1', ss_type: 'Villa', ss_vrfusion_site_property_code: 'P1', fts_price: 100 },
  { id: 's1-idx-2', ss_type: 'Cottage', ss_vrfusion_site_property_code: 'P2', fts_price: 200 },
  { id: 's1-idx-3', ss_type: 'Villa', ss_vrfusion_site_property_code: 'P3', fts_price: 300 },
  { id: 's1-idx-4', ss_type: 'Cabin', ss_vrfusion_site_property_code: 'P4', fts_price: 400 },
];

const CONFIG = {
  solr: { url: '/search/proxy', index: 'default_index', max_rows: 10, default_q: '*:*' },
  facets: [
    { field: 'ss_type', label: 'Type', operator: 'OR' },
    { name: 'amenities', field: 'sm_amenities', label: 'Amenities' },
  ],
};

/** Lets every pending promise and microtask run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function searchRequests(platform: FakePlatform) {
  return platform.requests.filter((request) => request.url === '/search/proxy');
}
function docRequests(platform: FakePlatform) {
  return platform.requests.filter((request) => request.url === '/search/proxy/select');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSearch: configuration', () => {
  const platform = () => createFakePlatform(fakeSolr(DOCS));

  it.each([
    [{}, 'solr'],
    [{ solr: {} }, 'solr.url'],
    [{ solr: { url: '/p', max_rows: -1 } }, 'solr.max_rows'],
    [{ solr: { url: '/p', max_rows: 'many' } }, 'solr.max_rows'],
    [{ solr: { url: 'javascript:alert(1)' } }, 'solr.url'],
    [{ solr: { url: '/p', exposed_params: ['fq', 'fl'] } }, 'solr.exposed_params[1]'],
    [{ solr: { url: '/p', params: { qt: '/update' } } }, 'solr.params.qt'],
    [{ solr: { url: '/p', params: { 'stream.body': 'x' } } }, 'solr.params.stream.body'],
    [{ solr: { url: '/p' }, facets: [{ field: 'ok' }, { field: 'bad field' }] }, 'facets[1].field'],
    [{ solr: { url: '/p' }, facets: [{ field: 'a', display: 'carousel' }] }, 'facets[0].display'],
    [{ solr: { url: '/p' }, facets: [{ field: 'a', operator: 'XOR' }] }, 'facets[0].operator'],
    [{ solr: { url: '/p' }, facets: [{ field: 'a' }, { field: 'a' }] }, 'facets[1].name'],
    [{ solr: { url: '/p' }, default_sort: 'price; drop' }, 'default_sort'],
  ])('rejects %j naming %s', (config, path) => {
    let error: unknown;
    try {
      createSearch(config, { platform: platform() });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SearchConfigError);
    expect((error as SearchConfigError).path).toBe(path);
    expect((error as SearchConfigError).message).toContain(path);
  });

  it('warns once about an unknown key', () => {
    const fake = platform();
    createSearch(
      { solr: { url: '/p', max_row: 5, maxrows: 3 }, facets: [{ field: 'a', lable: 'x' }] },
      { platform: fake },
    );
    const warnings = fake.logged
      .filter((entry) => entry.level === 'warn')
      .map((entry) => String(entry.args[0]));
    expect(warnings).toEqual([
      expect.stringContaining('"solr.max_row"'),
      expect.stringContaining('"solr.maxrows"'),
      expect.stringContaining('"facets[0].lable"'),
    ]);
  });

  it('points legacy shapes at the legacy adapter', () => {
    expect(() => createSearch({ opts: { solr: { url: '/p' } } }, { platform: platform() })).toThrow(
      /migrateLegacyConfig/,
    );
  });

  it('reads Drupal-style numeric strings and facet objects keyed by name', () => {
    const search = createSearch(
      {
        solr: { url: '/p', max_rows: '24' },
        facets: { type: { field: 'ss_type', hardLimit: '5', multiple: '0' } },
      },
      { platform: platform() },
    );
    expect(search.config.maxRows).toBe(24);
    expect(search.config.facets[0]).toMatchObject({
      name: 'type',
      field: 'ss_type',
      hardLimit: 5,
      multiple: false,
    });
  });
});

describe('createSearch: requests (SPEC 7.1, 7.2)', () => {
  it('sends the first request form-encoded with ids only, facets and the defaults', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      {
        ...CONFIG,
        solr: {
          ...CONFIG.solr,
          default_boost: 'recip(ms(NOW,ds_created),3.16e-11,1,1)',
          params: { 'facet.range': 'fts_price', mm: '2' },
        },
      },
      { platform },
    );
    search.start();
    await settle();
    const [first] = searchRequests(platform);
    expect(first?.method).toBe('POST');
    const get = (name: string) => paramValues(first, name);
    expect(get('fl')).toEqual(['id']);
    expect(get('q')).toEqual(['*:*']);
    expect(get('facet')).toEqual(['true']);
    expect(get('rows')).toEqual(['10']);
    expect(get('facet.mincount')).toEqual(['1']);
    expect(get('json.nl')).toEqual(['map']);
    expect(get('wt')).toEqual(['json']);
    expect(get('json.wrf')).toEqual([]);
    expect(get('fq')).toEqual(['index_id:default_index']);
    expect(get('facet.field')).toEqual(['{!ex=ss_type}ss_type', 'sm_amenities']);
    expect(get('facet.range')).toEqual(['fts_price']);
    expect(get('boost')).toEqual(['recip(ms(NOW,ds_created),3.16e-11,1,1)']);
    expect(get('defType')).toEqual(['edismax']);
    expect(get('mm')).toEqual(['2']);
  });

  it('sends nothing unless max_rows > 0', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch({ solr: { url: '/search/proxy', max_rows: 0 } }, { platform });
    search.start();
    await settle();
    expect(platform.requests).toHaveLength(0);
    expect(search.getState().status).toBe('idle');
  });

  it('fetches full documents for missing ids only, in the order of the results', async () => {
    const reversed = [...DOCS].reverse();
    const platform = createFakePlatform(fakeSolr(reversed));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(reversed.map((doc) => doc.id));
    expect(search.getState().docs[0]).toMatchObject({ ss_type: 'Cabin' });
    expect(paramValues(docRequests(platform)[0], 'ids')).toEqual([
      reversed.map((doc) => doc.id).join(','),
    ]);

    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(['s1-idx-3', 's1-idx-1']);
    // Both villas were cached by the first search: no second documents request.
    expect(docRequests(platform)).toHaveLength(1);
  });

  it('goes back to an earlier state without fetching documents', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    toggleFacet(search, 'ss_type', 'Cottage');
    await settle();
    const docsRequestsBefore = docRequests(platform).length;
    platform.location.navigate('');
    await settle();
    expect(search.getState().docs).toHaveLength(4);
    expect(docRequests(platform)).toHaveLength(docsRequestsBefore);
  });

  it('uses the documents of the first response when return_full_docs is off', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      { solr: { url: '/search/proxy', return_full_docs: false } },
      { platform },
    );
    search.start();
    await settle();
    expect(paramValues(searchRequests(platform)[0], 'fl')).toEqual([]);
    expect(docRequests(platform)).toHaveLength(0);
    expect(search.getState().docs[1]).toMatchObject({ ss_type: 'Cottage' });
  });
});

describe('createSearch: pending, supersession and errors (SPEC 4.2, 7.1, 8)', () => {
  it('is pending while a request is in flight and applies only the newest answer', async () => {
    const gates: (() => void)[] = [];
    const solr = fakeSolr(DOCS);
    const platform = createFakePlatform(async (request) => {
      if (request.url === '/search/proxy')
        await new Promise<void>((resolve) => gates.push(resolve));
      return solr(request);
    });
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(search.getState().pending).toBe(true);
    toggleFacet(search, 'ss_type', 'Cabin');
    await settle();
    // The first request was aborted; the second waits for it to settle, then runs.
    expect(searchRequests(platform)[0]?.signal?.aborted).toBe(true);
    for (const open of gates.splice(0)) open();
    await settle();
    for (const open of gates.splice(0)) open();
    await settle();
    expect(search.getState().pending).toBe(false);
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(['s1-idx-4']);
    expect(searchRequests(platform)).toHaveLength(2);
  });

  it('logs "status, error", exposes the error and recovers on retry', async () => {
    let fail = true;
    const solr = fakeSolr(DOCS);
    const platform = createFakePlatform((request) =>
      fail
        ? new Response('{"error":{"msg":"undefined field foo","code":400}}', { status: 400 })
        : solr(request),
    );
    const search = createSearch(CONFIG, { platform });
    const failures: unknown[] = [];
    search.events.on('searchFailed', (event) => failures.push(event));
    search.start();
    await settle();
    const state = search.getState();
    expect(state).toMatchObject({
      status: 'error',
      pending: false,
      error: { kind: 'solr', status: 400, message: 'undefined field foo' },
    });
    const logged = platform.logged.find((entry) => entry.level === 'error');
    expect(logged?.args[0]).toBe(400);
    expect(logged?.args[1]).toBeInstanceOf(SearchRequestError);
    expect(failures).toEqual([
      {
        failure: { kind: 'solr', status: 400, message: 'undefined field foo' },
        error: expect.any(SearchRequestError),
      },
    ]);

    fail = false;
    search.retry();
    await settle();
    expect(search.getState()).toMatchObject({ status: 'success', error: null, numFound: 4 });
  });

  it('reports a network failure with status 0', async () => {
    const platform = createFakePlatform(() => {
      throw new TypeError('Failed to fetch');
    });
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(search.getState().error).toEqual({
      kind: 'network',
      status: 0,
      message: 'Failed to fetch',
    });
  });
});

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

describe('createSearch: analytics events', () => {
  it('reports impressions with id, price, list and position, and clicks', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch({ ...CONFIG, analytics: { list: 'Search results' } }, { platform });
    const shown: unknown[] = [];
    const clicked: unknown[] = [];
    search.events.on('resultsShown', (event) => shown.push(event));
    search.events.on('itemClicked', (event) => clicked.push(event.product));
    search.start();
    await settle();
    expect(shown).toEqual([
      {
        numFound: 4,
        products: DOCS.map((doc, index) => ({
          id: doc.id,
          price: doc.fts_price,
          list: 'Search results',
          position: index + 1,
        })),
      },
    ]);
    search.trackClick(search.getState().docs[2] as Doc);
    expect(clicked).toEqual([{ id: 's1-idx-3', price: 300, list: 'Search results', position: 3 }]);
  });
});

describe('createSearch: external ranking (SPEC 4.14, 7.5)', () => {
  const ranking = { url: 'https://rank.example', provider: 'vrf', cid: 'C1' };

  // The ranking module is imported on demand; load it once so fake timers need not wait for I/O.
  beforeAll(async () => {
    await import('../ranking/ranking.js');
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
});

describe('createSearch: autocomplete and favourites queries (SPEC 7.3, 7.4)', () => {
  it('asks for facet suggestions with the last word as prefix and earlier words as a dismax fq', async () => {
    const platform = createFakePlatform((request) => ({
      facet_counts: {
        facet_fields: {
          tm_title: [
            ['sea view', 7],
            ['seaside', 2],
          ],
        },
      },
      responseHeader: { params: { q: paramValues(request, 'q')[0] } },
    }));
    const search = createSearch(CONFIG, { platform });
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    const suggestions = await suggest(search, 'tm_title', 'Big SEA');
    expect(suggestions).toEqual([
      { value: 'sea view', count: 7 },
      { value: 'seaside', count: 2 },
    ]);
    const request = platform.requests.at(-1);
    expect(paramValues(request, 'json.nl')).toEqual(['arrarr']);
    expect(paramValues(request, 'rows')).toEqual(['0']);
    expect(paramValues(request, 'facet.limit')).toEqual(['10']);
    expect(paramValues(request, 'facet.prefix')).toEqual(['sea']);
    expect(paramValues(request, 'fq')).toEqual([
      '{!tag=ss_type}ss_type:("Villa")',
      'index_id:default_index',
      '{!dismax}Big',
    ]);
    await suggest(search, 'tm_title', '-private "sea +front" vi');
    // Dismax syntax (+, -, quotes) is removed from earlier words; dismax escapes the rest itself.
    expect(paramValues(platform.requests.at(-1), 'fq').at(-1)).toBe('{!dismax}private sea front');
    const before = platform.requests.length;
    expect(await suggest(search, 'tm_title', 's')).toEqual([]);
    expect(await suggest(search, 'tm_title', 'sea ')).toEqual([]);
    expect(platform.requests).toHaveLength(before);
    await expect(suggest(search, undefined, 'sea')).rejects.toThrow(
      '"field" must be set on AutocompleteTermWidget.',
    );
  });

  it('queries favourites by id list and returns them in that order', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    const result = await fetchByValues(search, 'id', ['s1-idx-4', 's1-idx-2'], 5);
    expect(result.numFound).toBe(2);
    expect(result.docs.map((doc) => doc.id)).toEqual(['s1-idx-4', 's1-idx-2']);
    const request = platform.requests.at(-1);
    expect(request?.url).toBe('/search/proxy/select');
    expect(paramValues(request, 'rows')).toEqual(['5']);
    expect(paramValues(request, 'fq')).toEqual([
      'id:("s1-idx-4" OR "s1-idx-2")',
      'index_id:default_index',
    ]);
    expect(await fetchByValues(search, 'id', [], 5)).toEqual({ numFound: 0, docs: [] });
  });
});

describe('SearchRegistry and inherit (SPEC 3.3)', () => {
  it('shares one instance per name and lets inherit reuse the parent connection', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const registry = new SearchRegistry(platform);
    const main = registry.define('main', CONFIG);
    expect(registry.define('main', CONFIG)).toBe(main);
    const child = registry.define('sidebar', {
      solr: { index: 'inherit', max_rows: 2 },
      url_hash: false,
    });
    expect(child.connection).toBe(main.connection);
    expect(child.config).toMatchObject({
      url: '/search/proxy',
      index: 'default_index',
      maxRows: 2,
    });
    main.start();
    await settle();
    child.start();
    await settle();
    // The child's documents came from the shared cache.
    expect(docRequests(platform)).toHaveLength(1);
    expect(child.getState().docs).toHaveLength(2);
    expect(() => registry.require('nope')).toThrow(/data-search-config="nope"/);
  });

  it('refuses inherit without a parent', () => {
    const registry = new SearchRegistry(createFakePlatform(fakeSolr(DOCS)));
    expect(() => registry.define('child', { solr: { index: 'inherit' } })).toThrow(
      SearchConfigError,
    );
  });
});

describe('createSearch: persistent document cache (SPEC 7.2)', () => {
  it('serves documents from storage within doc_cache.lifetime', async () => {
    const first = createFakePlatform(fakeSolr(DOCS));
    const config = { ...CONFIG, solr: { ...CONFIG.solr, doc_cache: { lifetime: 600 } } };
    const a = createSearch(config, { platform: first });
    a.start();
    await settle();
    const second = createFakePlatform(fakeSolr(DOCS));
    for (const [key, value] of first.storage.map) second.storage.setItem(key, value);
    const b = createSearch(config, { platform: second });
    b.start();
    await settle();
    expect(docRequests(second)).toHaveLength(0);
    expect(b.getState().docs).toHaveLength(4);

    vi.advanceTimersByTime(601_000);
    const third = createFakePlatform(fakeSolr(DOCS));
    for (const [key, value] of second.storage.map) third.storage.setItem(key, value);
    const c = createSearch(config, { platform: third });
    c.start();
    await settle();
    expect(docRequests(third)).toHaveLength(1);
  });
});

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
    expect(search.getState().query).toBe(before);
    toggleFacet(search, 'ss_type', 'Villa');
    await settle();
    expect(search.getState()).toMatchObject({ status: 'success', numFound: 2 });
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
