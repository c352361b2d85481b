import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearch } from '../search/create-search.js';
import type { SearchInstance } from '../search/search-instance.js';
import {
  createFakePlatform,
  type FakePlatform,
  paramValues,
} from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import {
  findFacet,
  removeFilter,
  resetFacet,
  resetFacets,
  selectFacet,
  setRange,
  toggleFacet,
} from './facet-actions.js';

const DOCS = [
  { id: '1', ss_type: 'Villa', sm_amenities: ['Pool', 'Wifi'], fts_price: 120 },
  { id: '2', ss_type: 'Cottage', sm_amenities: ['Wifi'], fts_price: 80 },
  { id: '3', ss_type: 'Villa', sm_amenities: ['Pool'], fts_price: 300 },
];

let platform: FakePlatform;
let search: SearchInstance;

beforeEach(() => {
  platform = createFakePlatform(fakeSolr(DOCS));
  search = createSearch(
    {
      solr: { url: '/proxy', max_rows: 10 },
      facets: [
        { name: 'type', field: 'ss_type', multiple: false },
        { name: 'amenities', field: 'sm_amenities', operator: 'OR', exclude: 'Wifi' },
        {
          name: 'price',
          field: 'fts_price',
          display: 'range',
          range: { start: 0, end: 500, gap: 100 },
        },
      ],
    },
    { platform },
  );
});

const lastFilters = () => paramValues(platform.requests.at(-1), 'fq');

describe('facet actions bound to a search instance', () => {
  it('finds facets by name, then by field, and names the missing one', () => {
    expect(findFacet(search, 'type').field).toBe('ss_type');
    expect(findFacet(search, 'sm_amenities').name).toBe('amenities');
    expect(() => findFacet(search, 'colour')).toThrow(RangeError);
    expect(() => findFacet(search, 'colour')).toThrow(/no facet "colour"/);
  });

  it('replaces the selection of a single-valued facet and removes an active value (SPEC 4.3)', async () => {
    toggleFacet(search, 'type', 'Villa');
    toggleFacet(search, 'type', 'Cottage');
    expect(search.getState().query.terms).toEqual({ ss_type: ['Cottage'] });
    toggleFacet(search, 'type', 'Cottage');
    expect(search.getState().query.terms).toEqual({});
    await vi.waitFor(() => expect(search.getState().pending).toBe(false));
  });

  it('sets and clears a range, tagged so its histogram keeps other counts', async () => {
    setRange(search, 'price', { from: '100', to: '*', includeFrom: true, includeTo: true });
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(lastFilters()).toEqual(['{!tag=fts_price}fts_price:[100 TO *]']);
    expect(paramValues(platform.requests.at(-1), 'facet.range')).toEqual([
      '{!ex=fts_price}fts_price',
    ]);
    expect(selectFacet(search, 'price').range?.selection).toEqual({
      from: '100',
      to: '*',
      includeFrom: true,
      includeTo: true,
    });
    setRange(search, 'price', null);
    expect(search.getState().query.ranges).toEqual({});
  });

  it('refuses a range bound of the wrong type for the field, leaving the search as it was', async () => {
    setRange(search, 'price', { from: '100', to: '*', includeFrom: true, includeTo: true });
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    const { query } = search.getState();
    const sent = platform.requests.length;
    for (const from of ['NOW', 'NOW/DAY', '2024-05-01T00:00:00Z']) {
      const range = { from, to: '*', includeFrom: true, includeTo: true };
      expect(() => setRange(search, 'price', range), from).toThrow(TypeError);
    }
    expect(search.getState().query).toBe(query);
    expect(platform.requests).toHaveLength(sent);
    // A fraction fits a float field.
    setRange(search, 'price', { from: '99.5', to: '*', includeFrom: true, includeTo: true });
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(lastFilters()).toEqual(['{!tag=fts_price}fts_price:[99.5 TO *]']);
  });

  it('removes one value, resets one facet, and resets all', () => {
    toggleFacet(search, 'amenities', 'Pool');
    toggleFacet(search, 'amenities', 'Sauna');
    toggleFacet(search, 'type', 'Villa');
    removeFilter(search, 'sm_amenities', 'Sauna');
    expect(search.getState().query.terms).toEqual({ sm_amenities: ['Pool'], ss_type: ['Villa'] });
    resetFacet(search, 'amenities');
    expect(search.getState().query.terms).toEqual({ ss_type: ['Villa'] });
    resetFacets(search);
    expect(search.getState().query).toMatchObject({ terms: {}, ranges: {}, missing: [], start: 0 });
  });

  it('models a facet from the latest counts, hides excluded values, and memoises', async () => {
    search.start();
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    const model = selectFacet(search, 'amenities');
    expect(model.items.map((item) => [item.facet, item.count])).toEqual([['Pool', 2]]);
    expect(selectFacet(search, 'amenities')).toBe(model);
    toggleFacet(search, 'amenities', 'Pool');
    const next = selectFacet(search, 'amenities');
    expect(next).not.toBe(model);
    expect(next.items[0]).toMatchObject({ facet: 'Pool', active: true });
  });

  it("keeps a facet's model while only other parts of the query change, until the answer", async () => {
    search.start();
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    const amenities = selectFacet(search, 'amenities');
    const price = selectFacet(search, 'price');
    // Another facet's tick, a page, a sort: the search starts, this facet's model is the same
    // object (its widget need not re-render every item while the answer is awaited).
    toggleFacet(search, 'type', 'Villa');
    search.setStart(10);
    expect(search.getState().pending).toBe(true);
    expect(selectFacet(search, 'amenities')).toBe(amenities);
    expect(selectFacet(search, 'price')).toBe(price);
    // Its own range, and then a new answer, make a new one.
    const range = { from: '100', to: '200', includeFrom: true, includeTo: true };
    setRange(search, 'price', range);
    const ranged = selectFacet(search, 'price');
    expect(ranged).not.toBe(price);
    expect(ranged.range?.selection).toEqual(range);
    await vi.waitFor(() => expect(search.getState().pending).toBe(false));
    expect(selectFacet(search, 'amenities')).not.toBe(amenities);
  });
});

describe('range facets on pre-4.10 Solr', () => {
  it('read their buckets from facet_dates when facet_ranges has none', async () => {
    const answer = {
      response: { numFound: 0, start: 0, docs: [] },
      facet_counts: {
        facet_dates: {
          ds_available: {
            '2026-06-01T00:00:00Z': 4,
            gap: '+1MONTH',
            start: '2026-06-01T00:00:00Z',
            end: '2026-07-01T00:00:00Z',
          },
        },
      },
    };
    const dated = createSearch(
      {
        solr: { url: '/proxy', return_full_docs: false },
        facets: [{ name: 'available', field: 'ds_available', display: 'range' }],
      },
      { platform: createFakePlatform(() => answer) },
    );
    dated.start();
    await vi.waitFor(() => expect(dated.getState().status).toBe('success'));
    expect(selectFacet(dated, 'available').range?.buckets).toMatchObject({
      counts: [{ value: '2026-06-01T00:00:00Z', count: 4 }],
      gap: '+1MONTH',
    });
  });
});
