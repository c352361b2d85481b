import { describe, expect, it, vi } from 'vitest';
import { SearchConfigError, SearchRequestError } from '../errors.js';
import { toggleFacet } from '../facets/facet-actions.js';
import { createFakePlatform, paramValues } from '../test-support/fake-platform.js';
import { type Doc, fakeSolr } from '../test-support/fake-solr.js';
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

  it('searches again when the connection comes back after a failure, only then, and not once disposed', async () => {
    let offline = true;
    const solr = fakeSolr(DOCS);
    const searchCount = () => platform.requests.filter((r) => r.url.endsWith('/select')).length;
    const listeners = new Set<() => void>();
    const platform = {
      ...createFakePlatform((request) => {
        if (offline) throw new TypeError('Failed to fetch');
        return solr(request);
      }),
      onOnline: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const online = () => {
      for (const listener of [...listeners]) listener();
    };
    const search = createSearch(CONFIG, { platform });
    search.start();
    await settle();
    expect(search.getState().status).toBe('error');
    const failed = searchCount();
    offline = false;
    online();
    await settle();
    expect(search.getState()).toMatchObject({ status: 'success', numFound: 4 });
    expect(searchCount()).toBe(failed + 1);
    // Not failing: coming back online asks nothing.
    online();
    await settle();
    expect(searchCount()).toBe(failed + 1);
    search.dispose();
    expect(listeners.size).toBe(0);
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

describe('createSearch: persistent document cache (SPEC 7.2)', () => {
  it('serves documents from storage within doc_cache.lifetime', async () => {
    const first = createFakePlatform(fakeSolr(DOCS));
    const config = { ...CONFIG, solr: { ...CONFIG.solr, doc_cache: { lifetime: 600 } } };
    const a = createSearch(config, { platform: first });
    a.start();
    await a.connection.docCache.ready; // its persistent tier is a module loaded on demand
    await settle();
    const second = createFakePlatform(fakeSolr(DOCS));
    for (const [key, value] of first.storage.map) second.storage.setItem(key, value);
    const b = createSearch(config, { platform: second });
    b.start();
    await b.connection.docCache.ready; // its persistent tier is a module loaded on demand
    await settle();
    expect(docRequests(second)).toHaveLength(0);
    expect(b.getState().docs).toHaveLength(4);

    vi.advanceTimersByTime(601_000);
    const third = createFakePlatform(fakeSolr(DOCS));
    for (const [key, value] of second.storage.map) third.storage.setItem(key, value);
    const c = createSearch(config, { platform: third });
    c.start();
    await c.connection.docCache.ready; // its persistent tier is a module loaded on demand
    await settle();
    expect(docRequests(third)).toHaveLength(1);
  });

  it('without doc_cache, stores nothing (and loads no persistent tier)', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(CONFIG, { platform });
    search.start();
    await search.connection.docCache.ready;
    await settle();
    expect(search.getState().docs).toHaveLength(4);
    expect([...platform.storage.map.keys()].filter((key) => key.includes(':doc:'))).toEqual([]);
  });
});
