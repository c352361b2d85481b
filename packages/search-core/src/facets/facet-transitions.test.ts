import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, type RangeSelection, type SearchQuery } from '../state/search-query.js';
import { facetDefinition } from '../test-support/facet-definition.js';
import {
  isValueActive,
  removeFacetValue,
  resetAllFacets,
  resetFacet,
  setRangeSelection,
  toggleFacetValue,
} from './facet-transitions.js';

const FIELD = 'sm_amenities';
const multi = facetDefinition({ field: FIELD, multiple: true });
const single = facetDefinition({ field: FIELD, multiple: false });
const price: RangeSelection = { from: '100', to: '500', includeFrom: true, includeTo: true };
const beds: RangeSelection = { from: '2', to: '*', includeFrom: true, includeTo: false };

/** A query on page 3 with selections on several fields; frozen to catch mutation. */
function busyQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return deepFreeze({
    ...EMPTY_QUERY,
    q: { type: 'text', text: 'sea view' },
    terms: { [FIELD]: ['Pool', 'Sauna'], ss_region: ['Tyrol'] },
    ranges: { fts_price: price, its_beds: beds },
    missing: ['ss_region'],
    sort: 'fts_price asc',
    start: 20,
    rows: 10,
    ...overrides,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('toggleFacetValue (SPEC 4.3)', () => {
  it('adds an inactive value to a multi-valued facet', () => {
    const next = toggleFacetValue(busyQuery(), multi, 'WiFi');
    expect(next.terms[FIELD]).toEqual(['Pool', 'Sauna', 'WiFi']);
    expect(next.start).toBe(0);
  });

  it('starts a selection on a field without one', () => {
    const next = toggleFacetValue(EMPTY_QUERY, multi, 'WiFi');
    expect(next.terms).toEqual({ [FIELD]: ['WiFi'] });
  });

  it('replaces the selection of a single-valued facet', () => {
    const next = toggleFacetValue(busyQuery(), single, 'WiFi');
    expect(next.terms[FIELD]).toEqual(['WiFi']);
    expect(next.start).toBe(0);
  });

  it('replaces a selected missing bucket on a single-valued facet', () => {
    const next = toggleFacetValue(busyQuery({ missing: [FIELD, 'ss_region'] }), single, 'WiFi');
    expect(next.terms[FIELD]).toEqual(['WiFi']);
    expect(next.missing).toEqual(['ss_region']);
  });

  it('removes an active value', () => {
    const next = toggleFacetValue(busyQuery(), multi, 'Pool');
    expect(next.terms[FIELD]).toEqual(['Sauna']);
    expect(next.start).toBe(0);
    const onSingle = toggleFacetValue(busyQuery({ terms: { [FIELD]: ['Pool'] } }), single, 'Pool');
    expect(onSingle.terms).toEqual({});
    expect(onSingle.start).toBe(0);
  });

  it('drops the field once its last value is removed', () => {
    const next = toggleFacetValue(toggleFacetValue(busyQuery(), multi, 'Pool'), multi, 'Sauna');
    expect(next.terms).toEqual({ ss_region: ['Tyrol'] });
    expect(FIELD in next.terms).toBe(false);
  });

  it('toggles the missing bucket on a multi-valued facet', () => {
    const on = toggleFacetValue(busyQuery(), multi, null);
    expect(on.missing).toEqual(['ss_region', FIELD]);
    expect(on.terms[FIELD]).toEqual(['Pool', 'Sauna']);
    expect(on.start).toBe(0);
    expect(isValueActive(on, FIELD, null)).toBe(true);

    const off = toggleFacetValue({ ...on, start: 30 }, multi, null);
    expect(off.missing).toEqual(['ss_region']);
    expect(off.start).toBe(0);
    expect(isValueActive(off, FIELD, null)).toBe(false);
  });

  it('makes the missing bucket the only selection of a single-valued facet', () => {
    const on = toggleFacetValue(busyQuery(), single, null);
    expect(on.missing).toEqual(['ss_region', FIELD]);
    expect(FIELD in on.terms).toBe(false);
    expect(on.start).toBe(0);
    const off = toggleFacetValue(on, single, null);
    expect(off.missing).toEqual(['ss_region']);
  });

  it('leaves everything else alone', () => {
    const before = busyQuery();
    for (const next of [
      toggleFacetValue(before, multi, 'WiFi'),
      toggleFacetValue(before, multi, 'Pool'),
      toggleFacetValue(before, single, 'WiFi'),
      toggleFacetValue(before, multi, null),
    ]) {
      expect(next.q).toEqual(before.q);
      expect(next.sort).toBe(before.sort);
      expect(next.rows).toBe(before.rows);
      expect(next.ranges).toEqual(before.ranges);
      expect(next.terms.ss_region).toEqual(['Tyrol']);
    }
    expect(before.start).toBe(20); // the input was not changed
    expect(before.terms[FIELD]).toEqual(['Pool', 'Sauna']);
  });
});

describe('removeFacetValue and isValueActive', () => {
  it('removes a value or the missing bucket and goes back to the first page', () => {
    const query = busyQuery();
    expect(isValueActive(query, FIELD, 'Pool')).toBe(true);
    expect(isValueActive(query, FIELD, 'WiFi')).toBe(false);
    expect(isValueActive(query, 'ss_region', null)).toBe(true);
    expect(isValueActive(query, 'unknown', 'Pool')).toBe(false);

    const withoutPool = removeFacetValue(query, FIELD, 'Pool');
    expect(withoutPool.terms[FIELD]).toEqual(['Sauna']);
    expect(withoutPool.start).toBe(0);
    const withoutMissing = removeFacetValue(query, 'ss_region', null);
    expect(withoutMissing.missing).toEqual([]);
    expect(withoutMissing.start).toBe(0);
    expect(removeFacetValue(query, FIELD, 'not selected').terms[FIELD]).toEqual(['Pool', 'Sauna']);
  });
});

describe('resetAllFacets and resetFacet', () => {
  it('resetAllFacets clears terms, ranges and missing, and nothing else', () => {
    const next = resetAllFacets(busyQuery());
    expect(next).toEqual({
      ...busyQuery(),
      terms: {},
      ranges: {},
      missing: [],
      start: 0,
    });
  });

  it('resetFacet clears one field only', () => {
    const query = busyQuery({
      missing: [FIELD, 'ss_region'],
      ranges: { [FIELD]: price, its_beds: beds },
    });
    const next = resetFacet(query, FIELD);
    expect(next.terms).toEqual({ ss_region: ['Tyrol'] });
    expect(next.ranges).toEqual({ its_beds: beds });
    expect(next.missing).toEqual(['ss_region']);
    expect(next.start).toBe(0);
    expect(next.q).toEqual(query.q);
    expect(next.sort).toBe(query.sort);

    const ranges = resetFacet(busyQuery(), 'fts_price');
    expect(ranges.ranges).toEqual({ its_beds: beds });
    expect(ranges.terms).toEqual(busyQuery().terms);
  });
});

describe('setRangeSelection', () => {
  it('sets a range and goes back to the first page', () => {
    const wider: RangeSelection = { from: '*', to: '900', includeFrom: true, includeTo: false };
    const next = setRangeSelection(busyQuery(), 'fts_price', wider);
    expect(next.ranges).toEqual({ fts_price: wider, its_beds: beds });
    expect(next.start).toBe(0);
    expect(setRangeSelection(EMPTY_QUERY, 'its_beds', beds).ranges).toEqual({ its_beds: beds });
  });

  it('clears a range with null', () => {
    const next = setRangeSelection(busyQuery(), 'fts_price', null);
    expect(next.ranges).toEqual({ its_beds: beds });
    expect('fts_price' in next.ranges).toBe(false);
    expect(next.start).toBe(0);
    expect(next.terms).toEqual(busyQuery().terms);
  });
});

describe('facet transition properties', () => {
  const value = fc.string({ minLength: 1, maxLength: 4 });
  const selection = fc.uniqueArray(value, { maxLength: 6 });
  const queryArb = fc
    .record({
      mine: selection,
      other: selection,
      missing: fc.subarray([FIELD, 'ss_region']),
      start: fc.nat({ max: 500 }),
    })
    .map(
      ({ mine, other, missing, start }): SearchQuery => ({
        ...EMPTY_QUERY,
        terms: {
          ...(mine.length ? { [FIELD]: mine } : {}),
          ...(other.length ? { ss_region: other } : {}),
        },
        missing,
        start,
      }),
    );

  it('toggling the same value twice on a multi-valued facet gives the original selection back', () => {
    fc.assert(
      fc.property(queryArb, fc.option(value, { nil: null }), (query, toggled) => {
        const twice = toggleFacetValue(toggleFacetValue(query, multi, toggled), multi, toggled);
        expect(twice.start).toBe(0);
        expect(twice.terms.ss_region).toEqual(query.terms.ss_region);
        const before = query.terms[FIELD] ?? [];
        const after = twice.terms[FIELD] ?? [];
        expect([...after].sort()).toEqual([...before].sort());
        expect([...twice.missing].sort()).toEqual([...query.missing].sort());
        // An inactive value comes and goes without disturbing the order of the others.
        if (!isValueActive(query, FIELD, toggled)) {
          expect(twice).toEqual({ ...query, start: 0 });
        }
      }),
    );
  });

  it('every transition goes back to the first page and flips activity as asked', () => {
    fc.assert(
      fc.property(
        queryArb,
        fc.option(value, { nil: null }),
        fc.boolean(),
        (query, toggled, isMultiple) => {
          const definition = isMultiple ? multi : single;
          const next = toggleFacetValue(query, definition, toggled);
          expect(next.start).toBe(0);
          expect(isValueActive(next, FIELD, toggled)).toBe(!isValueActive(query, FIELD, toggled));
          if (!isMultiple && isValueActive(next, FIELD, toggled)) {
            // Single-valued: the toggled value is now the only selection of the field.
            const count = (next.terms[FIELD] ?? []).length + (next.missing.includes(FIELD) ? 1 : 0);
            expect(count).toBe(1);
          }
          expect(resetAllFacets(query).start).toBe(0);
          expect(resetFacet(query, FIELD).start).toBe(0);
          expect(setRangeSelection(query, FIELD, null).start).toBe(0);
        },
      ),
    );
  });
});
