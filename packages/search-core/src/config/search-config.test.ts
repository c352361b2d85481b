import { describe, expect, it } from 'vitest';
import { SearchConfigError } from '../errors.js';
import { DEFAULT_FACET_SORTS } from './facet-config.js';
import { DEFAULT_SOLR_TIMEOUT_MS, validateSearchConfig } from './search-config.js';

function validate(input: unknown, warnings: string[] = []) {
  return validateSearchConfig(input, { name: 'main', warn: (message) => warnings.push(message) });
}

function problemOf(input: unknown): string {
  try {
    validate(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SearchConfigError);
    return (error as SearchConfigError).message;
  }
  throw new Error('expected a SearchConfigError');
}

describe('validateSearchConfig', () => {
  it('fills every default', () => {
    expect(validate({ solr: { url: '/p' } })).toEqual({
      name: 'main',
      url: '/p',
      index: null,
      inheritFrom: null,
      bundles: [],
      bundleField: 'ss_type',
      entityType: null,
      docCacheLifetimeMs: 0,
      exposedParams: ['q', 'fq', 'sort', 'start'],
      filterFields: [],
      valueFields: ['id'],
      urlHash: true,
      hashPrefix: '',
      siteHash: null,
      defaultQ: '*:*',
      defaultBoost: null,
      defaultSort: null,
      params: [],
      maxRows: 10,
      rowsLimit: 10,
      returnFullDocs: true,
      timeoutMs: 15_000,
      facets: [],
      ranking: null,
      analyticsList: 'main',
      priceField: 'fts_price',
    });
  });

  it('reads Drupal-style values: numeric strings, 0/1 flags, empty strings and keyed lists', () => {
    const config = validate({
      solr: {
        url: '/p',
        index: '',
        bundles: { property: 'property' },
        max_rows: '24',
        return_full_docs: '0',
        default_q: '',
        doc_cache: { lifetime: '60' },
        params: [
          ['fq', 'a'],
          ['rows', 5],
        ],
      },
      url_hash: '',
      facets: [
        { field: 'ss_type', operator: 'or', hardLimit: '', mincount: '0', sorts: ['count'] },
      ],
      ranking: { provider: 'vrf', cid: 42 },
    });
    expect(config).toMatchObject({
      index: null,
      bundles: ['property'],
      maxRows: 24,
      returnFullDocs: false,
      defaultQ: '*:*',
      docCacheLifetimeMs: 60_000,
      params: [
        ['fq', 'a'],
        ['rows', '5'],
      ],
      urlHash: false,
      ranking: { url: '', provider: 'vrf', cid: '42', timeoutMs: 300 },
    });
    expect(config.facets[0]).toMatchObject({
      name: 'ss_type',
      label: 'ss_type',
      operator: 'OR',
      hardLimit: 50,
      mincount: 0,
      sorts: [{ key: 'count', order: 'desc' }],
    });
    expect(
      validate({ solr: { url: '/p', doc_cache: { enabled: false, lifetime: 60 } } }),
    ).toMatchObject({ docCacheLifetimeMs: 0 });
  });

  it('lets an inheriting search leave out its URL, and names the parent', () => {
    expect(validate({ solr: { index: 'inherit' } })).toMatchObject({
      url: '',
      index: null,
      inheritFrom: 'main',
    });
    expect(problemOf({ solr: { index: 'x' } })).toMatch(/"solr.url": is required/);
  });

  it('reads solr.timeout_ms, an integer from 1000 to 120000 ms, 15 s by default', () => {
    expect(DEFAULT_SOLR_TIMEOUT_MS).toBe(15_000);
    expect(validate({ solr: { url: '/p', timeout_ms: '' } }).timeoutMs).toBe(15_000);
    for (const [value, ms] of [
      [1000, 1000],
      ['30000', 30_000],
      [120_000, 120_000],
    ] as const) {
      expect(validate({ solr: { url: '/p', timeout_ms: value } }).timeoutMs).toBe(ms);
    }
    for (const value of [999, 120_001, 1500.5, 0, -1, 'soon', true, [15_000]]) {
      expect(problemOf({ solr: { url: '/p', timeout_ms: value } })).toMatch(
        /^Invalid search config at "solr\.timeout_ms": expected an integer from 1000 to 120000, got /,
      );
    }
  });

  it('resolves facet_widget_map names, and only its own keys', () => {
    const config = validate({
      solr: { url: '/p' },
      facet_widget_map: { dropdown: 'select' },
      facets: [{ field: 'a', display: 'dropdown' }],
    });
    expect(config.facets[0]).toMatchObject({ display: 'select', multiple: false });
    expect(config.facets[0]?.sorts).toBe(DEFAULT_FACET_SORTS);
    expect(
      problemOf({ solr: { url: '/p' }, facets: [{ field: 'a', display: 'constructor' }] }),
    ).toMatch(/"facets\[0\].display": expected one of checkbox, links, select, range, toggle/);
  });

  it.each([
    [
      { solr: { url: '/p', max_rows: 1001 } },
      '"solr.max_rows": expected an integer from 0 to 1000, got 1001',
    ],
    [
      { solr: { url: '/p', return_full_docs: 'yes' } },
      '"solr.return_full_docs": expected a boolean, got "yes"',
    ],
    [{ solr: { url: '/p', bundles: ['a', ''] } }, '"solr.bundles[1]": expected a string, got ""'],
    [{ solr: { url: 'data:x' } }, '"solr.url": expected a path or an http(s) URL, got "data:x"'],
    [{ solr: { url: '/p' }, hash_prefix: 'a-b' }, '"hash_prefix": expected letters, digits and _'],
    [{ solr: { url: '/p' }, ranking: { provider: 'vrf' } }, '"ranking.cid": is required'],
    [
      { solr: { url: '/p' }, facets: [{ field: 'a', range: { start: 0, end: 10 } }] },
      '"facets[0].range.gap": is required',
    ],
    [
      { solr: { url: '/p' }, facets: { a: { field: 'a', sorts: 'count' } } },
      '"facets.a.sorts": expected a list',
    ],
  ])('explains %j', (input, problem) => {
    expect(problemOf(input)).toContain(problem);
  });

  it.each([
    // Lists refuse non-strings with the item reader's own message, and '' for every item kind.
    [
      { solr: { url: '/p', exposed_params: ['q', 5] } },
      '"solr.exposed_params[1]": expected a string, got 5',
    ],
    [{ solr: { url: '/p' }, filter_fields: [''] }, '"filter_fields[0]": expected a string, got ""'],
    [
      { solr: { url: '/p' }, value_fields: [null] },
      '"value_fields[0]": expected a string, got null',
    ],
    [
      { solr: { url: '/p' }, facets: [{ field: 'a', operator: 1 }] },
      '"facets[0].operator": expected a string, got 1',
    ],
    [
      { solr: { url: '/p' }, facets: [{ field: 'a', operator: 'xor' }] },
      '"facets[0].operator": expected one of AND, OR, got "XOR"',
    ],
    [
      { solr: { url: '/p', params: { fq: ['a', {}] } } },
      '"solr.params.fq": expected a string, number, boolean or a list of them, got an object',
    ],
    [{ solr: { index: 'inherit', url: 5 } }, '"solr.url": expected a string, got 5'],
    [{ solr: { index: 'inherit', parent: 5 } }, '"solr.parent": expected a string, got 5'],
    // The URL is checked after the other solr keys.
    [{ solr: { url: 5, max_rows: 'x' } }, '"solr.max_rows": expected an integer from 0 to 1000'],
    [{ solr: { url: 'data:x', max_rows: 'x' } }, '"solr.max_rows": expected an integer'],
  ])('keeps the exact message and path of %j', (input, problem) => {
    expect(problemOf(input)).toContain(problem);
  });

  it("reads params given as lists, and takes an inheriting search's URL as it is", () => {
    expect(validate({ solr: { url: '/p', params: { fq: ['a', 1, true], mm: 2 } } }).params).toEqual(
      [
        ['fq', 'a'],
        ['fq', '1'],
        ['fq', 'true'],
        ['mm', '2'],
      ],
    );
    expect(validate({ solr: { index: 'inherit', url: 'data:x', parent: 'p' } })).toMatchObject({
      url: 'data:x',
      inheritFrom: 'p',
    });
    expect(validate({ solr: { url: '/p', parent: 5 } }).inheritFrom).toBeNull();
  });

  it('warns once about each unknown key of the root, solr and the facets', () => {
    const warnings: string[] = [];
    validate(
      {
        solr: { url: '/p', rows: 5 },
        facet: [],
        facets: [
          { field: 'a', lable: 'A' },
          { field: 'b', lable: 'B' },
        ],
      },
      warnings,
    );
    expect(warnings).toEqual([
      'Stayfront search "main": Unknown key "facet" is ignored.',
      'Stayfront search "main": Unknown key "solr.rows" is ignored.',
      'Stayfront search "main": Unknown key "facets[0].lable" is ignored.',
      'Stayfront search "main": Unknown key "facets[1].lable" is ignored.',
    ]);
  });

  it('warns about unknown keys of the nested objects too: ranking, doc_cache, analytics, range', () => {
    // Typos a template makes: these were ignored without a word, and their defaults applied.
    const warnings: string[] = [];
    validate(
      {
        solr: { url: '/p', doc_cache: { lifetime: 60, lifetme: 3600 } },
        ranking: { url: 'https://rank.example', provider: 'p', cid: 'C1', timeout: 500 },
        analytics: { price: 'fts_price' },
        facets: [{ field: 'fts_price', range: { start: 0, end: 100, gap: 10, step: 5 } }],
      },
      warnings,
    );
    expect(warnings).toEqual([
      'Stayfront search "main": Unknown key "ranking.timeout" is ignored.',
      'Stayfront search "main": Unknown key "solr.doc_cache.lifetme" is ignored.',
      'Stayfront search "main": Unknown key "analytics.price" is ignored.',
      'Stayfront search "main": Unknown key "facets[0].range.step" is ignored.',
    ]);
  });
});
