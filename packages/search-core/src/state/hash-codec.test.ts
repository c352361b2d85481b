import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTextQuery, quotePhrase } from '../solr/escape.js';
import { isFieldName } from '../solr/field-name.js';
import { fitsFieldType } from '../solr/field-values.js';
import { formatRange, isRangeBound } from '../solr/filter-query.js';
import { encodeQueryString, parseQueryString } from '../solr/params.js';
import {
  anyString,
  fieldNameArb,
  LUCENE_PIECES,
  luceneBiasedString,
  rangeArb,
  toWellFormed,
  wellFormedString,
} from '../test-support/arbitraries.js';
import { boundFitsField, typedFieldArb } from '../test-support/typed-fields.js';
import {
  DEFAULT_EXPOSED_PARAMS,
  decodeHash,
  EXPOSABLE_PARAMS,
  type ExposedParam,
  encodeHash,
  type HashCodecOptions,
  isSortClause,
  MAX_START,
  parseQueryText,
} from './hash-codec.js';
import { buildQueryFilters } from './query-filters.js';
import { EMPTY_QUERY, type QueryText, type SearchQuery } from './search-query.js';

// Fields whose name gives no Search API type: any value round-trips (typed ones are tested apart).
const field = fieldNameArb.filter(isFieldName).filter((name) => fitsFieldType(name, 'any text'));

const options = (overrides: Partial<HashCodecOptions> = {}): HashCodecOptions => ({
  exposed: DEFAULT_EXPOSED_PARAMS,
  maxRows: 50,
  prefix: '',
  operatorOf: () => 'AND',
  ...overrides,
});

const query = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  ...EMPTY_QUERY,
  ...overrides,
});

// --- Arbitraries -------------------------------------------------------------------------------

const OPERATOR_MODES = {
  and: () => 'AND' as const,
  or: () => 'OR' as const,
  mixed: (name: string) => (name.length % 2 === 0 ? ('OR' as const) : ('AND' as const)),
};

const optionsArb: fc.Arbitrary<HashCodecOptions> = fc.record({
  exposed: fc.subarray([...EXPOSABLE_PARAMS]),
  maxRows: fc.integer({ min: 1, max: 1000 }),
  prefix: fc.constantFrom('', 'main.', 'x_', 'map-'),
  operatorOf: fc.constantFrom(...Object.values(OPERATOR_MODES)),
});

const valueArb = fc.oneof(wellFormedString, luceneBiasedString);

const queryTextArb: fc.Arbitrary<QueryText> = fc.oneof(
  fc.constant({ type: 'all' as const }),
  fc.record({
    type: fc.constant('text' as const),
    text: fc.oneof(wellFormedString, luceneBiasedString),
  }),
  fc.record({
    type: fc.constant('values' as const),
    field: fc.oneof(fc.constant('id'), field),
    values: fc.array(valueArb, { maxLength: 8 }),
  }),
);

const sortArb = fc.oneof(
  fc.constantFrom('fts_price asc', 'score desc, fts_price asc', 'ss_title desc,ds_date asc'),
  fc
    .tuple(
      fc.array(fc.tuple(field, fc.constantFrom('asc', 'desc')), { minLength: 1, maxLength: 4 }),
      fc.constantFrom(', ', ','),
    )
    .map(([clauses, separator]) =>
      clauses.map(([name, direction]) => `${name} ${direction}`).join(separator),
    ),
);

const searchQueryArb = (maxRows: number): fc.Arbitrary<SearchQuery> =>
  fc.record({
    q: queryTextArb,
    terms: fc.dictionary(field, fc.array(valueArb, { maxLength: 5 }), { maxKeys: 4 }),
    ranges: fc.dictionary(field, rangeArb, { maxKeys: 3 }),
    missing: fc.uniqueArray(field, { maxLength: 3 }),
    sort: fc.option(sortArb, { nil: null }),
    start: fc.integer({ min: 0, max: MAX_START }),
    rows: fc.option(fc.integer({ min: 1, max: maxRows }), { nil: null }),
  });

const caseArb = optionsArb.chain((opts) =>
  fc.tuple(fc.constant(opts), searchQueryArb(opts.maxRows)),
);

// --- Normal form ---------------------------------------------------------------------------------

const dedupe = <T>(items: readonly T[]) => [...new Set(items)];

function normalizeText(q: QueryText): QueryText {
  if (q.type === 'text') {
    const built = buildTextQuery(q.text);
    return built ? { type: 'text', text: built } : { type: 'all' };
  }
  if (q.type === 'values') {
    return q.values.length ? { ...q, values: dedupe(q.values) } : { type: 'all' };
  }
  return q;
}

/** The parts of a query the hash can carry, in a form where equivalent queries are equal. */
function normalize(value: SearchQuery, exposed: readonly ExposedParam[] = EXPOSABLE_PARAMS) {
  const has = new Set(exposed);
  const terms: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(value.terms)) {
    if (values.length) terms[name] = dedupe(values);
  }
  return {
    q: has.has('q') ? normalizeText(value.q) : { type: 'all' },
    terms: has.has('fq') ? terms : {},
    ranges: has.has('fq') ? { ...value.ranges } : {},
    missing: has.has('fq') ? [...value.missing].sort() : [],
    sort: has.has('sort') ? value.sort : null,
    start: has.has('start') ? value.start : 0,
    rows: has.has('rows') ? value.rows : null,
  };
}

/** Everything `decodeHash` returns must hold these, whatever the hash said. */
function expectValidQuery(decoded: SearchQuery, opts: HashCodecOptions) {
  expect(Object.keys(decoded).sort()).toEqual(
    ['missing', 'q', 'ranges', 'rows', 'sort', 'start', 'terms'].sort(),
  );
  expect(Number.isInteger(decoded.start)).toBe(true);
  expect(decoded.start).toBeGreaterThanOrEqual(0);
  expect(decoded.start).toBeLessThanOrEqual(MAX_START);
  if (decoded.rows !== null) {
    expect(Number.isInteger(decoded.rows)).toBe(true);
    expect(decoded.rows).toBeGreaterThanOrEqual(1);
    expect(decoded.rows).toBeLessThanOrEqual(opts.maxRows);
  }
  if (decoded.sort !== null) expect(isSortClause(decoded.sort)).toBe(true);
  switch (decoded.q.type) {
    case 'all':
      break;
    case 'text':
      expect(decoded.q.text.length).toBeGreaterThan(0);
      expect(decoded.q.text.length).toBeLessThanOrEqual(500);
      break;
    case 'values':
      expect(isFieldName(decoded.q.field)).toBe(true);
      expect(decoded.q.values.length).toBeGreaterThan(0);
      expect(dedupe(decoded.q.values)).toEqual(decoded.q.values);
      break;
    default:
      throw new Error(`unknown q ${JSON.stringify(decoded.q)}`);
  }
  for (const [name, values] of Object.entries(decoded.terms)) {
    expect(isFieldName(name), name).toBe(true);
    expect(Array.isArray(values)).toBe(true);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((item) => typeof item === 'string')).toBe(true);
    expect(dedupe(values)).toEqual(values);
  }
  for (const [name, range] of Object.entries(decoded.ranges)) {
    expect(isFieldName(name), name).toBe(true);
    expect(isRangeBound(range.from) && isRangeBound(range.to)).toBe(true);
  }
  // Every range filter sent to Solr has bounds of the field's type (a 400 otherwise).
  for (const fq of buildQueryFilters(decoded, opts.operatorOf)) {
    const [, name = '', from = '', to = ''] =
      /^\{!tag=(\w+)\}\1:[[{](\S+) TO (\S+)[\]}]$/.exec(fq) ?? [];
    if (name) expect(boundFitsField(name, from) && boundFitsField(name, to), fq).toBe(true);
  }
  for (const name of decoded.missing) expect(isFieldName(name), name).toBe(true);
  expect(dedupe(decoded.missing)).toEqual(decoded.missing);
}

// --- Tests ---------------------------------------------------------------------------------------

describe('encodeHash', () => {
  it('writes a readable query string', () => {
    const hash = encodeHash(
      query({
        q: { type: 'text', text: 'sea view' },
        terms: { ss_type: ['Villa', 'Chalet'] },
        ranges: { fts_price: { from: '100', to: '*', includeFrom: true, includeTo: true } },
        missing: ['bs_pool'],
        sort: 'fts_price asc',
        start: 20,
        rows: 12,
      }),
      options({ exposed: EXPOSABLE_PARAMS }),
    );
    expect(parseQueryString(hash)).toEqual([
      ['q', 'sea view'],
      ['fq', 'ss_type:"Villa"'],
      ['fq', 'ss_type:"Chalet"'],
      ['fq', '{!tag=fts_price}fts_price:[100 TO *]'],
      ['fq', '-bs_pool:[* TO *]'],
      ['sort', 'fts_price asc'],
      ['start', '20'],
      ['rows', '12'],
    ]);
    expect(hash).toContain('fq=ss_type:%22Villa%22');
  });

  it('writes nothing for an empty query', () => {
    expect(encodeHash(EMPTY_QUERY, options({ exposed: EXPOSABLE_PARAMS }))).toBe('');
    expect(encodeHash(query({ q: { type: 'text', text: '  "" ' } }), options())).toBe('');
    expect(encodeHash(query({ q: { type: 'values', field: 'id', values: [] } }), options())).toBe(
      '',
    );
  });

  it('writes only exposed parameters', () => {
    const full = query({
      q: { type: 'text', text: 'villa' },
      terms: { ss_type: ['Villa'] },
      sort: 'fts_price asc',
      start: 10,
      rows: 5,
    });
    expect(encodeHash(full, options({ exposed: ['fq'] }))).toBe('fq=ss_type:%22Villa%22');
    expect(encodeHash(full, options({ exposed: [] }))).toBe('');
    expect(encodeHash(full, options())).not.toContain('rows=');
  });

  it('never writes a parameter that is not exposed (property)', () => {
    fc.assert(
      fc.property(caseArb, ([opts, value]) => {
        const allowed = new Set(opts.exposed.map((name) => `${opts.prefix}${name}`));
        for (const [name] of parseQueryString(encodeHash(value, opts))) {
          expect(allowed.has(name), name).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('prefixes names', () => {
    expect(
      encodeHash(query({ terms: { ss_type: ['Villa'] }, start: 10 }), options({ prefix: 'main.' })),
    ).toBe('main.fq=ss_type:%22Villa%22&main.start=10');
  });

  it('does not throw on text cut in the middle of a surrogate pair', () => {
    const hash = encodeHash(query({ q: { type: 'text', text: 'a\uD83C' } }), options());
    expect(decodeHash(hash, options()).q).toEqual({ type: 'text', text: 'a\uFFFD' });
  });
});

describe('decodeHash', () => {
  it('round-trips any query (property)', () => {
    fc.assert(
      fc.property(caseArb, ([opts, value]) => {
        const hash = encodeHash(value, opts);
        fc.pre(hash.length <= 16_000);
        const decoded = decodeHash(hash, opts);
        expectValidQuery(decoded, opts);
        expect(normalize(decoded, opts.exposed)).toEqual(normalize(value, opts.exposed));
      }),
      { numRuns: 400 },
    );
  });

  it('round-trips any query with every parameter exposed (property)', () => {
    fc.assert(
      fc.property(searchQueryArb(100), fc.constantFrom('', 'main.'), (value, prefix) => {
        const opts = options({ exposed: EXPOSABLE_PARAMS, maxRows: 100, prefix });
        const hash = encodeHash(value, opts);
        fc.pre(hash.length <= 16_000);
        expect(normalize(decodeHash(hash, opts))).toEqual(normalize(value));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the order of selected values within a field', () => {
    const value = query({ terms: { ss_type: ['c', 'a', 'b', 'a'] } });
    for (const operatorOf of Object.values(OPERATOR_MODES)) {
      const opts = options({ operatorOf });
      expect(decodeHash(encodeHash(value, opts), opts).terms).toEqual({
        ss_type: ['c', 'a', 'b'],
      });
    }
  });

  it('reads the legacy favourites list q=id:(A OR B OR C), unquoted or quoted, in order', () => {
    const opts = options();
    const expected = { type: 'values', field: 'id', values: ['C', 'A', 'B'] };
    for (const hash of [
      'q=id:(C OR A OR B)',
      'q=id:(C+OR+A+OR+B)',
      'q=id%3A(C%20OR%20A%20OR%20B)',
      'q=id:("C" OR "A" OR "B")',
      'q=id:("C" OR A OR "B" OR "A")',
      '#q=id:(C OR A OR B)',
    ]) {
      expect(decodeHash(hash, opts).q, hash).toEqual(expected);
    }
    expect(decodeHash('q=id:(12\\ 3 OR x)', opts).q).toEqual({
      type: 'values',
      field: 'id',
      values: ['12 3', 'x'],
    });
    expect(decodeHash('main.q=id:(A OR B)', options({ prefix: 'main.' })).q).toEqual({
      type: 'values',
      field: 'id',
      values: ['A', 'B'],
    });
  });

  it('reads anything else in q as visitor text', () => {
    const opts = options();
    expect(decodeHash('q=id:(A AND B)', opts).q).toEqual({ type: 'text', text: 'id:(A AND B)' });
    expect(decodeHash('q=_query_:("{!join from=a to=b}x")', opts).q.type).toBe('text');
    expect(decodeHash('q={!join from=a to=b}x:y', opts).q).toEqual({
      type: 'text',
      text: '{!join from=a to=b}x:y',
    });
    expect(decodeHash('q=*:*', opts).q).toEqual({ type: 'all' });
    expect(decodeHash('q=+', opts).q).toEqual({ type: 'all' });
    const long = decodeHash(`q=${'a'.repeat(499)}🏠`, opts).q;
    expect(long).toEqual({ type: 'text', text: 'a'.repeat(499) });
  });

  it('reads the hash prefix option', () => {
    const opts = options({ prefix: 'main.' });
    const decoded = decodeHash('main.fq=ss_type:Villa&fq=ss_type:Chalet&main.start=20', opts);
    expect(decoded.terms).toEqual({ ss_type: ['Villa'] });
    expect(decoded.start).toBe(20);
    expect(decodeHash('main.fq=ss_type:Villa', options()).terms).toEqual({});
  });

  it('ignores parameters that are not exposed', () => {
    const decoded = decodeHash(
      'rows=100000&fl=*&qt=/update&shards=evil.example:8983/solr&wt=xml&json.wrf=alert&fq=ss_type:Villa&q=villa&sort=fts_price asc&start=30',
      options(),
    );
    expect(decoded).toEqual(
      query({
        q: { type: 'text', text: 'villa' },
        terms: { ss_type: ['Villa'] },
        sort: 'fts_price asc',
        start: 30,
      }),
    );
    expect(decodeHash('q=villa&sort=fts_price asc&start=30', options({ exposed: ['fq'] }))).toEqual(
      EMPTY_QUERY,
    );
  });

  it('bounds start and rows and validates sort', () => {
    const opts = options({ exposed: EXPOSABLE_PARAMS, maxRows: 50 });
    const read = (hash: string) => decodeHash(hash, opts);
    expect(read('rows=100000').rows).toBeNull();
    expect(read('rows=0').rows).toBeNull();
    expect(read('rows=50').rows).toBe(50);
    expect(read('rows=-1').rows).toBeNull();
    expect(read('rows=1e2').rows).toBeNull();
    expect(read('start=10001').start).toBe(0);
    expect(read('start=10000').start).toBe(10_000);
    expect(read('start=-5').start).toBe(0);
    expect(read('start=0x10').start).toBe(0);
    expect(read('start=99999999999999999999').start).toBe(0);
    expect(read('sort=fts_price asc').sort).toBe('fts_price asc');
    expect(read('sort=fts_price asc, score desc').sort).toBe('fts_price asc, score desc');
    expect(read('sort=fts_price').sort).toBeNull();
    expect(read('sort=div(1,fts_price) asc').sort).toBeNull();
    expect(read('sort={!func}x asc').sort).toBeNull();
    expect(read('sort=a asc,b asc,c asc,d asc,e asc').sort).toBeNull();
  });

  it('drops filters it cannot read and keeps the rest', () => {
    const decoded = decodeHash(
      [
        'fq={!join from=a to=b}x:y',
        'fq=id:* OR 1:1',
        'fq=_query_:"{!lucene}x"',
        'fq=ss_type:Villa',
        'fq=-bs_pool:[* TO *]',
        'fq=fts_price:[100 TO 200}',
        'fq=fts_price:[a TO b]',
      ]
        .map((pair) => pair.replace(/ /g, '%20'))
        .join('&'),
      options(),
    );
    expect(decoded).toEqual(
      query({
        terms: { ss_type: ['Villa'] },
        missing: ['bs_pool'],
        ranges: { fts_price: { from: '100', to: '200', includeFrom: true, includeTo: false } },
      }),
    );
  });

  it('does not let field names reach Object.prototype', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const hash = [
        `fq=${name}:"x"`,
        `fq=-${name}:[* TO *]`,
        `fq=${name}:[1 TO 2]`,
        `q=${name}:(a OR b)`,
      ].join('&');
      let decoded: SearchQuery = EMPTY_QUERY;
      expect(() => {
        decoded = decodeHash(hash, options());
      }, name).not.toThrow();
      expectValidQuery(decoded, options());
      expect(() => encodeHash(decoded, options()), name).not.toThrow();
      expect(Object.getPrototypeOf(decoded.terms)).toBe(Object.getPrototypeOf({}));
      expect(Object.getPrototypeOf(decoded.ranges)).toBe(Object.getPrototypeOf({}));
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses oversized hashes and caps the number of filters', () => {
    expect(decodeHash(`q=${'a'.repeat(16_001)}`, options())).toEqual(EMPTY_QUERY);
    const many = Array.from({ length: 150 }, (_, index) => `fq=f:v${index}`).join('&');
    expect(decodeHash(many, options()).terms.f).toHaveLength(100);
  });

  it('never throws on arbitrary strings and always returns a valid query', () => {
    fc.assert(
      fc.property(anyString, optionsArb, (hash, opts) => {
        const decoded = decodeHash(hash, opts);
        expectValidQuery(decoded, opts);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on query strings of exposed names with garbage values, and re-encodes them', () => {
    const garbageValue = fc.oneof(
      anyString,
      luceneBiasedString,
      fc.constantFrom(
        '-1',
        '0',
        '1',
        '1e3',
        '10001',
        '999999999',
        '9999999999',
        ' 5',
        '5 ',
        '0x10',
        'NaN',
        'Infinity',
        'fts_price asc',
        'fts_price asc, score desc',
        'id:(A OR B)',
        'id:("A" OR B)',
        '__proto__:"x"',
        'constructor:(a OR b)',
        '-toString:[* TO *]',
        '{!tag=f}f:[1 TO *]',
        '{!tag=f}(f:("a") OR (*:* -f:[* TO *]))',
        'f:[NOW/DAY TO NOW/DAY+1DAY}',
        'fts_price:[NOW TO *]',
        '{!tag=its_bedrooms}its_bedrooms:[1.5 TO *]',
        'ds_changed:[5 TO 7]',
        'ds_changed:[NOW/DAY TO *]',
        'fts_price:[100 TO 250.5]',
        'f:a\\ b',
      ),
      fc
        .array(
          fc.constantFrom(
            ...LUCENE_PIECES,
            'f:',
            'f:(',
            ')',
            '"x"',
            ' OR ',
            '-f:[* TO *]',
            '[1 TO 2]',
            'id:(',
          ),
          { maxLength: 10 },
        )
        .map((parts) => parts.join('')),
    );
    const name = fc.oneof(
      fc.constantFrom(...EXPOSABLE_PARAMS),
      fc.constantFrom(...EXPOSABLE_PARAMS).map((param) => `main.${param}`),
      fc.constantFrom('fl', 'qt', 'shards', 'wt', 'q.op', 'defType', '', '#q', '?fq'),
    );
    const pairs = fc.array(fc.tuple(name, garbageValue), { maxLength: 12 });
    const hashArb = fc.oneof(
      pairs.map((list) => encodeQueryString(list)),
      // A real hash is percent-encoded; raw characters are allowed here, but not lone surrogates,
      // which no URL can carry.
      pairs.map((list) =>
        list.map(([key, value]) => `${toWellFormed(key)}=${toWellFormed(value)}`).join('&'),
      ),
    );
    fc.assert(
      fc.property(hashArb, optionsArb, (hash, opts) => {
        const decoded = decodeHash(hash, opts);
        expectValidQuery(decoded, opts);
        // Whatever was read can be written back, and reads back the same.
        const again = decodeHash(encodeHash(decoded, opts), opts);
        expect(normalize(again, opts.exposed)).toEqual(normalize(decoded, opts.exposed));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseQueryText', () => {
  it('reads lists, text and the match-all query', () => {
    expect(parseQueryText(' id:(A OR B) ')).toEqual({
      type: 'values',
      field: 'id',
      values: ['A', 'B'],
    });
    expect(parseQueryText('')).toEqual({ type: 'all' });
    expect(parseQueryText('*:*')).toEqual({ type: 'all' });
    expect(parseQueryText('villa \\-pool')).toEqual({ type: 'text', text: 'villa -pool' });
  });
});

describe('typed Search API fields in the hash', () => {
  const read = (hash: string) => decodeHash(hash, options({ exposed: ['fq'] })).terms;

  it('drops values Solr would refuse for the field type, keeping the others', () => {
    const hash = encodeQueryString([
      ['fq', 'bs_pets:"maybe"'],
      ['fq', 'its_bedrooms:("3" OR "three" OR "-2")'],
      ['fq', 'fts_price:"12.50"'],
      ['fq', 'fts_price:"cheap"'],
      ['fq', 'ds_changed:"2026-11-25T10:00:00Z"'],
      ['fq', 'ds_changed:"yesterday"'],
      ['fq', 'ss_town:"maybe"'],
    ]);
    expect(read(hash)).toEqual({
      its_bedrooms: ['3', '-2'],
      fts_price: ['12.50'],
      ds_changed: ['2026-11-25T10:00:00Z'],
      ss_town: ['maybe'],
    });
    expect(read(encodeQueryString([['fq', 'bs_pets:"true"']]))).toEqual({ bs_pets: ['true'] });
  });

  it('never yields a value that does not fit a typed field (property)', () => {
    fc.assert(
      fc.property(
        typedFieldArb,
        fc.array(valueArb, { minLength: 1, maxLength: 4 }),
        (name, values) => {
          const hash = encodeQueryString(
            values.map((value) => ['fq', `${name}:${quotePhrase(value)}`]),
          );
          for (const value of read(hash)[name] ?? []) expect(fitsFieldType(name, value)).toBe(true);
        },
      ),
    );
  });

  it('drops a range whose bounds do not fit the field type, as it drops such values', () => {
    const opts = options({ exposed: ['fq'] });
    const filters = (fq: string) =>
      buildQueryFilters(decodeHash(encodeQueryString([['fq', fq]]), opts), opts.operatorOf);
    expect(filters('fts_price:"abc"')).toEqual([]);
    expect(filters('its_bedrooms:"1.5"')).toEqual([]);
    expect(filters('fts_price:[NOW TO *]')).toEqual([]);
    expect(filters('its_bedrooms:[1.5 TO *]')).toEqual([]);
    expect(filters('ds_changed:[5 TO 7]')).toEqual([]);
    // The rest of the hash still applies, ranges that fit included.
    const decoded = decodeHash(
      encodeQueryString([
        ['fq', '{!tag=fts_price}fts_price:[NOW TO *]'],
        ['fq', 'ss_town:"Fowey"'],
        ['fq', '{!tag=its_bedrooms}its_bedrooms:[2 TO *]'],
        ['fq', 'ds_changed:[NOW/DAY-7DAYS TO NOW]'],
        ['fq', 'fts_area:[10.5 TO 99]'],
      ]),
      opts,
    );
    expect(decoded).toEqual(
      query({
        terms: { ss_town: ['Fowey'] },
        ranges: {
          its_bedrooms: { from: '2', to: '*', includeFrom: true, includeTo: true },
          ds_changed: { from: 'NOW/DAY-7DAYS', to: 'NOW', includeFrom: true, includeTo: true },
          fts_area: { from: '10.5', to: '99', includeFrom: true, includeTo: true },
        },
      }),
    );
  });

  it('keeps exactly the ranges whose bounds fit a typed field (property)', () => {
    fc.assert(
      fc.property(typedFieldArb, rangeArb, (name, range) => {
        // Any well-formed range: only the field's type decides whether it is kept.
        const fq = `{!tag=${name}}${name}:${formatRange(range)}`;
        const decoded = decodeHash(encodeQueryString([['fq', fq]]), options());
        const fits = boundFitsField(name, range.from) && boundFitsField(name, range.to);
        expect(decoded.ranges[name]).toEqual(fits ? range : undefined);
      }),
      { numRuns: 300 },
    );
  });
});
