/**
 * The demo's field list against what the site uses: every field its templates, search config,
 * sorts and ranking read is listed, and every request search-core builds for its pages passes the
 * proxy with the list and the index enforced. A field added to a template without the list would
 * be a 403 in the browser; this catches it here first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAutocompleteParams } from '../../../../packages/search-core/src/autocomplete/autocomplete-params.js';
import {
  buildDocsParams,
  buildFavouritesParams,
  buildFilters,
  buildSearchParams,
} from '../../../../packages/search-core/src/search/build-params.js';
import {
  EMPTY_QUERY,
  type SearchQuery,
} from '../../../../packages/search-core/src/state/search-query.js';
import { documentId } from '../data/listing.js';
import { validateSearchRequest } from '../proxy/allowlist.js';
import { operatorOptionsProblem } from '../proxy/operator-rules.js';
import { searchMapConfig } from './map-config.js';
import { DEMO_PROXY_FIELDS, DEMO_PROXY_POLICY } from './proxy-policy.js';
import { AUTOCOMPLETE_CONFIG, SEARCH, SEARCH_CONFIG, SORTS } from './search-request.js';

const template = (name: string) =>
  readFileSync(new URL(`../../templates/${name}.liquid`, import.meta.url), 'utf8');

describe('the demo proxy policy', () => {
  it('is a valid operator setting', () => {
    expect(operatorOptionsProblem(DEMO_PROXY_POLICY)).toBeNull();
  });

  it.each([
    ['partials/card-template', 5],
    ['partials/map-card-template', 4],
  ])('lists every field the result template %s binds', (name, least) => {
    const bound = [
      ...template(name).matchAll(/data-(?:field(?:-[a-z-]+)?|if(?:-not)?)="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(bound.length).toBeGreaterThan(least);
    for (const field of bound) expect(DEMO_PROXY_FIELDS).toContain(field);
  });

  it('lists the fields the search page’s map places and names its markers by', () => {
    const config = searchMapConfig([{ latitude: 50.2, longitude: -5.4 }]);
    for (const field of [config.location_field, config.title_field, config.link_field])
      expect(DEMO_PROXY_FIELDS).toContain(field);
  });

  it('lists the search config’s facets, qf, sorts, index and ranking field', () => {
    const used = [
      ...SEARCH.facets.map((facet) => facet.field),
      ...SEARCH_CONFIG.solr.params.qf.split(' '),
      ...Object.values(SORTS).flatMap((sort) => (sort.solr ? [sort.solr.split(' ')[0]] : [])),
      'index_id',
      SEARCH.ranking?.field,
    ];
    for (const field of used) expect(DEMO_PROXY_FIELDS).toContain(field);
    // The search page's autocomplete suggests from this field (search-page.ts).
    expect(DEMO_PROXY_FIELDS).toContain(AUTOCOMPLETE_CONFIG.field);
  });

  const QUERIES: SearchQuery[] = [
    EMPTY_QUERY,
    { ...EMPTY_QUERY, q: { type: 'text', text: 'sea "view" ss_region:Cornwall' } },
    {
      ...EMPTY_QUERY,
      terms: { ss_property_type: ['Villa'], sm_amenities: ['Pool'], bs_pets: ['true'] },
      ranges: { fts_price: { from: '100', to: '300', includeFrom: true, includeTo: true } },
      sort: 'fts_rating desc',
      start: 12,
      rows: 48,
    },
    { ...EMPTY_QUERY, q: { type: 'values', field: 'id', values: [documentId('node/1:en')] } },
  ];
  const accepted = (path: string, params: readonly (readonly [string, string])[] | null) => {
    expect(params).not.toBeNull();
    const result = validateSearchRequest(path, params ?? [], DEMO_PROXY_POLICY);
    expect(result).toMatchObject({ ok: true });
  };

  it('lets every request the search and favourites pages send through', () => {
    for (const query of QUERIES) accepted('', buildSearchParams(SEARCH, query));
    const ids = [documentId('node/1:en'), documentId('node/2:en')];
    accepted('select', buildDocsParams(SEARCH, ids));
    accepted('select', buildFavouritesParams(SEARCH, 'id', ids, 12));
    const filters = buildFilters(SEARCH, QUERIES[2] ?? EMPTY_QUERY);
    accepted('', buildAutocompleteParams({ ...AUTOCOMPLETE_CONFIG, text: 'st i', filters }));
  });

  it('lets a search-results map read the listings’ location, in full documents and by name', () => {
    // toSolrDocument's "lat,lon" field (Solr's LatLonPointSpatialField, schema `locs_`).
    expect(DEMO_PROXY_FIELDS).toContain('locs_location');
    const ids = documentId('node/1:en');
    const full = validateSearchRequest('select', [['ids', ids]], DEMO_PROXY_POLICY);
    expect(full).toMatchObject({ ok: true });
    const fl = full.ok ? full.params.find(([name]) => name === 'fl')?.[1] : undefined;
    expect(fl?.split(',')).toContain('locs_location');
    accepted('', [
      ['q', '*:*'],
      ['fl', 'id,ss_title,ss_url,locs_location'],
    ]);
  });
});
