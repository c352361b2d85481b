import { describe, expect, it } from 'vitest';
import { suggest } from '../autocomplete/suggest.js';
import { SearchConfigError } from '../errors.js';
import { toggleFacet } from '../facets/facet-actions.js';
import { createFakePlatform, paramValues } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import {
  CONFIG,
  DOCS,
  docRequests,
  settle,
  useSearchTimers,
} from '../test-support/search-fixtures.js';
import { createSearch } from './create-search.js';
import { fetchByValues } from './fetch-by-values.js';
import { SearchRegistry } from './registry.js';

useSearchTimers();

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
      '{!dismax}"Big"',
    ]);
    await suggest(search, 'tm_title', '-private "sea +front" vi');
    // Each earlier word is a phrase of its own: dismax's +, - and quotes are only text there.
    expect(paramValues(platform.requests.at(-1), 'fq').at(-1)).toBe(
      '{!dismax}"-private" "sea" "+front"',
    );
    // Operators dismax would read (AND, OR, NOT, &&, ||) are words to match, too.
    await suggest(search, 'tm_title', 'villa NOT pool && AND " sea');
    expect(paramValues(platform.requests.at(-1), 'fq').at(-1)).toBe(
      '{!dismax}"villa" "NOT" "pool" "&&" "AND"',
    );
    const before = platform.requests.length;
    expect(await suggest(search, 'tm_title', 's')).toEqual([]);
    expect(await suggest(search, 'tm_title', 'sea ')).toEqual([]);
    expect(platform.requests).toHaveLength(before);
    await expect(suggest(search, undefined, 'sea')).rejects.toThrow(
      '"field" must be set on AutocompleteTermWidget.',
    );
  });

  it('logs a failed suggestions request as "status, error" (SPEC 8) and rejects', async () => {
    const platform = createFakePlatform(
      () =>
        new Response('{"error":{"msg":"undefined field tm_titel","code":400}}', { status: 400 }),
    );
    const search = createSearch(CONFIG, { platform });
    await expect(suggest(search, 'tm_titel', 'sea')).rejects.toMatchObject({ status: 400 });
    expect(platform.logged).toEqual([
      { level: 'error', args: [400, expect.objectContaining({ status: 400 })] },
    ]);
    // A network failure has no status: 0, as for the search itself.
    platform.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const offline = createSearch(CONFIG, { platform });
    await expect(suggest(offline, 'tm_title', 'sea')).rejects.toThrow();
    expect(platform.logged.at(-1)).toEqual({
      level: 'error',
      args: [0, expect.objectContaining({ kind: 'network' })],
    });
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

  it('counts suggestions and favourites over the documents the search can show', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const search = createSearch(
      { ...CONFIG, solr: { ...CONFIG.solr, params: { fq: 'bs_status:true', fl: 'id,ss_title' } } },
      { platform },
    );
    search.start();
    await settle();
    const searchFilters = paramValues(platform.requests.at(0), 'fq');
    expect(searchFilters).toEqual(['index_id:default_index', 'bs_status:true']);
    await suggest(search, 'tm_title', 'sea');
    expect(paramValues(platform.requests.at(-1), 'fq')).toEqual(searchFilters);
    await fetchByValues(search, 'id', ['s1-idx-4'], 5);
    const favourites = platform.requests.at(-1);
    expect(paramValues(favourites, 'fq')).toEqual(['id:("s1-idx-4")', ...searchFilters]);
    // The same fields as the full documents, which share their cache.
    expect(paramValues(favourites, 'fl')).toEqual(['id,ss_title']);
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

  it('keeps documents of other fields apart: an inheriting search with its own fl', async () => {
    const platform = createFakePlatform(fakeSolr(DOCS));
    const registry = new SearchRegistry(platform);
    const main = registry.define('main', CONFIG);
    const child = registry.define('teaser', {
      solr: { index: 'inherit', max_rows: 2, params: { fl: 'id,ss_title' } },
      url_hash: false,
    });
    expect(child.connection.transport).toBe(main.connection.transport);
    expect(child.connection.docCache).not.toBe(main.connection.docCache);
    main.start();
    await settle();
    child.start();
    await settle();
    // The parent's documents have every field: the child asks for its own.
    const requests = docRequests(platform);
    expect(requests).toHaveLength(2);
    expect(paramValues(requests[1], 'fl')).toEqual(['id,ss_title']);
  });

  it('refuses inherit without a parent', () => {
    const registry = new SearchRegistry(createFakePlatform(fakeSolr(DOCS)));
    expect(() => registry.define('child', { solr: { index: 'inherit' } })).toThrow(
      SearchConfigError,
    );
  });
});
