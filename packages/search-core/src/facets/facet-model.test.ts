import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetSort } from '../config/types.js';
import type { FacetCount, RangeFacet } from '../solr/response-types.js';
import { EMPTY_QUERY, type SearchQuery } from '../state/search-query.js';
import { facetDefinition } from '../test-support/facet-definition.js';
import {
  buildFacetModel,
  createRandomKeys,
  type FacetModelInput,
  MISSING_LABEL,
} from './facet-model.js';

const FIELD = 'sm_amenities';

function counts(entries: Record<string, number>): FacetCount[] {
  return Object.entries(entries).map(([value, count]) => ({ value, count }));
}

function query(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return { ...EMPTY_QUERY, ...overrides };
}

function selected(...values: string[]): SearchQuery {
  return query({ terms: { [FIELD]: values } });
}

function model(input: Partial<FacetModelInput> = {}) {
  return buildFacetModel({
    definition: facetDefinition({ field: FIELD }),
    counts: [],
    rangeCounts: undefined,
    query: EMPTY_QUERY,
    randomKey: () => 1,
    ...input,
  });
}

function values(input: Partial<FacetModelInput>): (string | null)[] {
  return model(input).items.map((item) => item.facet);
}

const sorts = (...specs: string[]): FacetSort[] =>
  specs.map((spec) => {
    const [key, order] = spec.split(' ');
    return { key, order } as FacetSort;
  });

describe('buildFacetModel items (SPEC 3.5)', () => {
  it('gives every item its value, count and active flag', () => {
    const result = model({
      counts: counts({ Pool: 12, Sauna: 3, WiFi: 40 }),
      query: selected('Sauna'),
    });
    expect(result.items).toEqual([
      { facet: 'Sauna', count: 3, active: true, label: 'Sauna', description: null },
      { facet: 'WiFi', count: 40, active: false, label: 'WiFi', description: null },
      { facet: 'Pool', count: 12, active: false, label: 'Pool', description: null },
    ]);
    expect(result.activeCount).toBe(1);
    expect(result.definition.field).toBe(FIELD);
    expect(result.range).toBeNull();
  });

  it('reads selections of its own field only', () => {
    const result = model({
      counts: counts({ Pool: 1 }),
      query: query({ terms: { other_field: ['Pool'] }, missing: ['other_field'] }),
    });
    expect(result.items.map((item) => item.active)).toEqual([false]);
    expect(result.activeCount).toBe(0);
  });

  it('adds descriptions from the definition, and only its own', () => {
    const result = model({
      definition: facetDefinition({
        field: FIELD,
        descriptions: { Pool: 'An outdoor pool' },
      }),
      counts: ['Pool', 'constructor', 'toString', '__proto__', 'hasOwnProperty'].map((value) => ({
        value,
        count: 2,
      })),
    });
    const byValue = new Map(result.items.map((item) => [item.facet, item.description]));
    expect(byValue.get('Pool')).toBe('An outdoor pool');
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(byValue.has(value)).toBe(true);
      expect(byValue.get(value)).toBeNull();
    }
  });

  it('keeps the first of duplicated buckets', () => {
    const result = model({
      counts: [
        { value: 'Pool', count: 5 },
        { value: 'Pool', count: 9 },
      ],
    });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.count).toBe(5);
  });

  it('is empty without counts and selections', () => {
    expect(model({ counts: undefined }).items).toEqual([]);
    expect(model({ counts: undefined }).activeCount).toBe(0);
  });
});

describe('buildFacetModel exclude (SPEC 5.2)', () => {
  const withExclude = (exclude: string, list: Record<string, number>, q = EMPTY_QUERY) =>
    values({
      definition: facetDefinition({ field: FIELD, exclude, sorts: sorts('display asc') }),
      counts: counts(list),
      query: q,
    });

  it('hides values matching the pattern', () => {
    expect(withExclude('Sauna', { Pool: 1, Sauna: 1, 'Finnish Sauna': 1 })).toEqual(['Pool']);
  });

  it('strips regex specials from the pattern before matching', () => {
    // `Pool (heated)` is compared as `Pool heated`.
    expect(withExclude('Pool (heated)', { 'Pool heated': 1, Pool: 1, 'Pool unheated': 1 })).toEqual(
      ['Pool', 'Pool unheated'],
    );
    // `colou?r` is the literal `colour`, not a regex that also matches `color`.
    expect(withExclude('colou?r', { colour: 1, color: 1 })).toEqual(['color']);
    // `a.c` is the literal `ac`: `abc` stays.
    expect(withExclude('a.c', { ac: 1, abc: 1 })).toEqual(['abc']);
    // `[Pp]ool` is the literal `Ppool`, not a character class.
    expect(withExclude('[Pp]ool', { Pool: 1, pool: 1, Ppool: 1 })).toEqual(['Pool', 'pool']);
  });

  it('hides a value written exactly like the pattern, specials and all', () => {
    expect(withExclude('Pool (heated)', { 'Pool (heated)': 1, Pool: 1 })).toEqual(['Pool']);
    expect(withExclude('Wi-Fi (free)', { 'Wi-Fi (free)': 2, 'Wi-Fi': 1 })).toEqual(['Wi-Fi']);
  });

  it('treats a pattern of specials only as no pattern, without throwing', () => {
    expect(withExclude('.*', { Pool: 1, Sauna: 1 })).toEqual(['Pool', 'Sauna']);
    expect(withExclude('()[]{}', { Pool: 1 })).toEqual(['Pool']);
    expect(() => withExclude('(unclosed[', { Pool: 1 })).not.toThrow();
    expect(withExclude('(unclosed[', { unclosed: 1, closed: 1 })).toEqual(['closed']);
  });

  it('makes a catastrophic-backtracking pattern harmless', () => {
    // `(a+)+$` becomes the literal `a`: it hides `baab` (the regex would not, as it does not end
    // in `a`), and a long adversarial value is answered at once instead of backtracking
    // exponentially.
    const adversarial = `${'a'.repeat(40)}!`;
    const startedAt = performance.now();
    const visible = withExclude('(a+)+$', { a: 1, baab: 1, [adversarial]: 1, b: 1 });
    expect(performance.now() - startedAt).toBeLessThan(1000);
    expect(visible).toEqual(['b']);
  });

  it('never hides the missing bucket', () => {
    const result = model({
      definition: facetDefinition({ field: FIELD, exclude: 'none', missing: true }),
      counts: [{ value: null, count: 3 }, ...counts({ none: 1 })],
    });
    expect(result.items.map((item) => item.facet)).toEqual([null]);
  });
});

describe('buildFacetModel sorts (SPEC 3.4, 9.2)', () => {
  it('orders by active desc, count desc, display asc by default', () => {
    expect(
      values({
        counts: counts({ b: 5, a: 5, c: 9, D: 5, e: 1 }),
        query: selected('e', 'D'),
      }),
    ).toEqual(['D', 'e', 'c', 'a', 'b']);
  });

  it('sorts by count descending', () => {
    expect(
      values({
        definition: facetDefinition({ field: FIELD, sorts: sorts('count desc') }),
        counts: counts({ a: 1, b: 30, c: 7 }),
      }),
    ).toEqual(['b', 'c', 'a']);
  });

  it('sorts by display ascending, case-insensitive and trimmed', () => {
    const definition = facetDefinition({ field: FIELD, sorts: sorts('display asc') });
    const result = values({ definition, counts: counts({ c: 1, ' b': 1, a: 1, B: 1, ' A ': 1 }) });
    expect(result.slice(2)).toEqual([' b', 'B', 'c']);
    expect(result.slice(0, 2).sort()).toEqual([' A ', 'a']);
  });

  it('falls through to the next sort on ties', () => {
    // ' b' and 'B' tie on display, so count desc decides; the other ties differ per order.
    const definition = facetDefinition({
      field: FIELD,
      sorts: sorts('display asc', 'count desc'),
    });
    expect(values({ definition, counts: counts({ ' b': 1, B: 3, a: 2 }) })).toEqual([
      'a',
      'B',
      ' b',
    ]);
    expect(values({ definition, counts: counts({ B: 1, ' b': 3, a: 2 }) })).toEqual([
      'a',
      ' b',
      'B',
    ]);
    const countThenDisplay = facetDefinition({
      field: FIELD,
      sorts: sorts('count desc', 'display desc'),
    });
    expect(
      values({ definition: countThenDisplay, counts: counts({ a: 2, c: 2, b: 2, z: 1 }) }),
    ).toEqual(['c', 'b', 'a', 'z']);
  });

  it('sorts by the indexed value', () => {
    const definition = facetDefinition({ field: FIELD, sorts: sorts('indexed asc') });
    expect(values({ definition, counts: counts({ Sauna: 9, pool: 1, Garden: 5 }) })).toEqual([
      'Garden',
      'pool',
      'Sauna',
    ]);
    const descending = facetDefinition({ field: FIELD, sorts: sorts('indexed desc') });
    expect(values({ definition: descending, counts: counts({ b: 1, a: 1, c: 1 }) })).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('sorts numerically: numbers as numbers, 10 after 9', () => {
    const definition = facetDefinition({ field: FIELD, sorts: sorts('numeric asc') });
    expect(
      values({
        definition,
        counts: counts({ '10': 1, '9': 1, '2': 1, '100': 1, '1.5': 1, '-3': 1 }),
      }),
    ).toEqual(['-3', '1.5', '2', '9', '10', '100']);
    const descending = facetDefinition({ field: FIELD, sorts: sorts('numeric desc') });
    expect(values({ definition: descending, counts: counts({ '10': 1, '9': 1, '2': 1 }) })).toEqual(
      ['10', '9', '2'],
    );
  });

  it('puts values that are not numbers after the numbers when sorting numerically ascending', () => {
    const definition = facetDefinition({ field: FIELD, sorts: sorts('numeric asc') });
    expect(values({ definition, counts: counts({ many: 1, '3': 1, few: 1, '1': 1 }) })).toEqual([
      '1',
      '3',
      'many',
      'few',
    ]);
  });

  it('puts active items first with active desc', () => {
    const definition = facetDefinition({
      field: FIELD,
      sorts: sorts('active desc', 'display asc'),
    });
    expect(
      values({ definition, counts: counts({ a: 1, b: 1, c: 1, d: 1 }), query: selected('d', 'b') }),
    ).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts randomly by the injected random key, stable per value', () => {
    const keys: Record<string, number> = { a: 300, b: 7, c: 9999, d: 1 };
    const definition = facetDefinition({ field: FIELD, sorts: sorts('random asc') });
    const randomKey = (value: string | null) => keys[value ?? ''] ?? 0;
    const input = { definition, counts: counts({ a: 1, b: 1, c: 1, d: 1 }), randomKey };
    expect(values(input)).toEqual(['d', 'b', 'a', 'c']);
    expect(values({ ...input, counts: counts({ c: 1, a: 1, d: 1, b: 1 }) })).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
    const descending = facetDefinition({ field: FIELD, sorts: sorts('random desc') });
    expect(values({ ...input, definition: descending })).toEqual(['c', 'a', 'b', 'd']);
  });

  it('gives the same random order on every rebuild with createRandomKeys', () => {
    let seed = 0.1234;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    const randomKey = createRandomKeys(random);
    const definition = facetDefinition({ field: FIELD, sorts: sorts('random asc') });
    const list = counts(Object.fromEntries('abcdefghij'.split('').map((v) => [v, 1])));
    const first = values({ definition, counts: list, randomKey });
    const second = values({ definition, counts: [...list].reverse(), randomKey });
    expect(second).toEqual(first);
  });

  it('keeps the original order with no sorts', () => {
    const definition = facetDefinition({ field: FIELD, sorts: [] });
    expect(values({ definition, counts: counts({ c: 1, a: 5, b: 3 }) })).toEqual(['c', 'a', 'b']);
  });
});

describe('buildFacetModel limits and visibility', () => {
  it('caps the items at hard_limit', () => {
    const definition = facetDefinition({ field: FIELD, hardLimit: 3 });
    const result = model({ definition, counts: counts({ a: 9, b: 8, c: 7, d: 6, e: 5 }) });
    expect(result.items.map((item) => item.facet)).toEqual(['a', 'b', 'c']);
  });

  it('never hides an active item to honour hard_limit', () => {
    const definition = facetDefinition({ field: FIELD, hardLimit: 2, sorts: sorts('count desc') });
    const result = model({
      definition,
      counts: counts({ a: 9, b: 8, c: 7, d: 6, e: 5 }),
      query: selected('e', 'd'),
    });
    const shown = result.items.map((item) => item.facet);
    expect(shown).toEqual(expect.arrayContaining(['a', 'b', 'd', 'e']));
    expect(shown).not.toContain('c');
    expect(result.items.filter((item) => !item.active).map((item) => item.facet)).toEqual([
      'a',
      'b',
    ]);
    expect(result.activeCount).toBe(2);
  });

  it('hides items below mincount unless active', () => {
    const definition = facetDefinition({ field: FIELD, mincount: 2 });
    expect(
      values({ definition, counts: counts({ a: 1, b: 2, c: 0, d: 1 }), query: selected('d') }),
    ).toEqual(['d', 'b']);
  });

  it('shows zero counts with mincount 0', () => {
    const definition = facetDefinition({ field: FIELD, mincount: 0 });
    expect(values({ definition, counts: counts({ a: 0, b: 3 }) })).toEqual(['b', 'a']);
  });

  it('keeps an active value the response did not return, with count 0', () => {
    const result = model({ counts: counts({ a: 4 }), query: selected('gone') });
    expect(result.items).toEqual([
      { facet: 'gone', count: 0, active: true, label: 'gone', description: null },
      { facet: 'a', count: 4, active: false, label: 'a', description: null },
    ]);
    expect(result.activeCount).toBe(1);
  });

  it('shows the missing bucket only when the definition asks for it', () => {
    const list = [{ value: null, count: 6 }, ...counts({ a: 4 })];
    expect(values({ counts: list })).toEqual(['a']);
    const definition = facetDefinition({ field: FIELD, missing: true });
    const result = model({ definition, counts: list });
    expect(result.items).toEqual([
      { facet: null, count: 6, active: false, label: MISSING_LABEL, description: null },
      { facet: 'a', count: 4, active: false, label: 'a', description: null },
    ]);
  });

  it('marks the missing bucket active from the query, keeping it visible without a count', () => {
    const definition = facetDefinition({ field: FIELD, missing: true });
    const active = model({
      definition,
      counts: [{ value: null, count: 6 }],
      query: query({ missing: [FIELD] }),
    });
    expect(active.items).toEqual([
      { facet: null, count: 6, active: true, label: MISSING_LABEL, description: null },
    ]);
    expect(active.activeCount).toBe(1);
    const notReturned = model({ definition, counts: [], query: query({ missing: [FIELD] }) });
    expect(notReturned.items).toEqual([
      { facet: null, count: 0, active: true, label: MISSING_LABEL, description: null },
    ]);
  });
});

describe('buildFacetModel range facets', () => {
  const buckets: RangeFacet = {
    counts: [
      { value: '0', count: 3 },
      { value: '100', count: 5 },
    ],
    start: '0',
    end: '200',
    gap: '100',
    before: null,
    after: null,
    between: 8,
  };
  const definition = facetDefinition({
    field: 'fts_price',
    display: 'range',
    range: { start: 0, end: 200, gap: 100 },
  });

  it('exposes the buckets and the current selection', () => {
    const selection = { from: '100', to: '*', includeFrom: true, includeTo: false };
    const result = buildFacetModel({
      definition,
      counts: undefined,
      rangeCounts: buckets,
      query: query({ ranges: { fts_price: selection, other: { ...selection, from: '5' } } }),
      randomKey: () => 1,
    });
    expect(result.range).toEqual({ buckets, selection });
  });

  it('exposes null buckets and selection when there are none', () => {
    const result = buildFacetModel({
      definition,
      counts: undefined,
      rangeCounts: undefined,
      query: EMPTY_QUERY,
      randomKey: () => 1,
    });
    expect(result.range).toEqual({ buckets: null, selection: null });
  });

  it('has no range part for other displays', () => {
    const result = buildFacetModel({
      definition: facetDefinition({ field: 'fts_price' }),
      counts: undefined,
      rangeCounts: buckets,
      query: EMPTY_QUERY,
      randomKey: () => 1,
    });
    expect(result.range).toBeNull();
  });
});

describe('createRandomKeys (SPEC 9.2)', () => {
  it('maps the ends of the random source to 1 and 9999', () => {
    const source = [0, 0.99999999, 0.5];
    const keys = createRandomKeys(() => source.shift() ?? 0);
    expect(keys('a')).toBe(1);
    expect(keys('b')).toBe(9999);
    expect(keys('c')).toBe(5000);
  });

  it('draws once per value and gives the same key every time after', () => {
    let calls = 0;
    const keys = createRandomKeys(() => {
      calls++;
      return calls / 10;
    });
    const first = keys('Pool');
    expect(keys('Pool')).toBe(first);
    expect(keys(null)).toBe(keys(null));
    expect(calls).toBe(2);
  });

  it('property: integers from 1 to 9999, stable per value, for any random source in [0, 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        fc.array(fc.option(fc.string({ maxLength: 6 }), { nil: null }), { maxLength: 30 }),
        (draws, requests) => {
          let index = 0;
          const keys = createRandomKeys(() => draws[index++ % draws.length] as number);
          const seen = new Map<string | null, number>();
          for (const value of requests) {
            const key = keys(value);
            expect(Number.isInteger(key)).toBe(true);
            expect(key).toBeGreaterThanOrEqual(1);
            expect(key).toBeLessThanOrEqual(9999);
            if (seen.has(value)) expect(key).toBe(seen.get(value));
            seen.set(value, key);
          }
          expect(index).toBe(seen.size);
        },
      ),
    );
  });
});

describe('numeric sorts keep values that are not numbers last', () => {
  it('in both directions', () => {
    const order = (direction: 'asc' | 'desc') =>
      buildFacetModel({
        definition: facetDefinition({
          field: 'its_bedrooms',
          missing: true,
          sorts: [{ key: 'numeric', order: direction }],
        }),
        counts: [
          { value: '2', count: 1 },
          { value: 'n/a', count: 1 },
          { value: '10', count: 1 },
          { value: null, count: 1 },
        ],
        rangeCounts: undefined,
        query: EMPTY_QUERY,
        randomKey: () => 1,
      }).items.map((item) => item.facet);
    expect(order('asc')).toEqual(['2', '10', 'n/a', null]);
    expect(order('desc')).toEqual(['10', '2', 'n/a', null]);
  });
});
