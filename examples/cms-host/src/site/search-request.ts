/**
 * The search page without JavaScript: its query string (`?q=sea&f=ss_property_type:Villa&page=2&sort=price-asc`)
 * as Solr parameters for the first, server-rendered page, and the links that change it (facet
 * links, pager links), so facets and paging work as plain links.
 */

import {
  buildSearchParams,
  encodeHash,
  fitsFieldType,
  isFieldName,
  type SearchQuery,
  validateSearchConfig,
} from '@stayfront/search-core';
import { buildPager } from '@stayfront/search-core/results';
import { amenityDescriptions } from '../data/generate-listings.js';

export const ROWS_PER_PAGE = 12;

/**
 * The search box's autocomplete (SPEC 5.2, 7.4): it suggests the terms of `twm_suggest`, the
 * title's words plus the town, property type and notable amenities (data/suggest-text.ts), so
 * "st i" offers "ives" as the placeholder's "St Ives" promises; titles never name the town.
 */
export const AUTOCOMPLETE_CONFIG = { field: 'twm_suggest' } as const;
export const MAX_PAGE = 100;

/**
 * The search instance of the demo's search page, exactly as the page gives it to the browser in
 * its `data-search-config` block: the server renders the first page from the same config, with
 * search-core's own request builder, so Stayfront takes over where the server left off.
 */
export const SEARCH_CONFIG = {
  solr: {
    url: '/search/proxy',
    index: 'default_index',
    hash: 'k3y9zq',
    max_rows: ROWS_PER_PAGE,
    // Visitors may show up to 48 a page (the hits-per-page widget); `rows` is kept in the hash.
    rows_limit: 48,
    default_q: '*:*',
    params: { defType: 'edismax', qf: 'tm_title tm_summary tm_body' },
    exposed_params: ['q', 'fq', 'sort', 'start', 'rows'],
  },
  facets: [
    { field: 'ss_property_type', label: 'Property type', operator: 'OR', hardLimit: 10 },
    { field: 'its_bedrooms', label: 'Bedrooms', operator: 'OR', hardLimit: 10 },
    // Amenity items carry their descriptions: the facet shows them as tooltips (SPEC 2.2).
    {
      field: 'sm_amenities',
      label: 'Amenities',
      operator: 'AND',
      hardLimit: 12,
      descriptions: amenityDescriptions(),
    },
    { field: 'ss_town', label: 'Town', operator: 'OR', hardLimit: 10 },
    // A range (numeric inputs) and a toggle: the other facet displays of SPEC 3.4.
    {
      field: 'fts_price',
      label: 'Price per night ($)',
      display: 'range',
      range: { start: 0, end: 1000, gap: 100 },
    },
    { field: 'bs_pets', label: 'Pets allowed', display: 'toggle' },
  ],
  // Same origin: the ranking service path is appended to an empty base URL.
  ranking: { provider: 'demo', cid: 'demo-site' },
};

export const SEARCH = validateSearchConfig(SEARCH_CONFIG, {
  name: 'main',
  warn: (message) => console.warn(message),
});

export const SORTS = {
  relevance: { label: 'Best match', solr: null },
  'price-asc': { label: 'Price, low to high', solr: 'fts_price asc' },
  'price-desc': { label: 'Price, high to low', solr: 'fts_price desc' },
  rating: { label: 'Best rated', solr: 'fts_rating desc' },
} as const;
export type SortKey = keyof typeof SORTS;

/**
 * The search page's two views of one search (SPEC 2.3): the list, and the list with a map of the
 * page's homes above it. Every plain link and form of a view keeps the visitor on that view.
 */
export const SEARCH_PATHS = { list: '/search', map: '/search/map' } as const;
export type SearchPath = (typeof SEARCH_PATHS)[keyof typeof SEARCH_PATHS];

export interface SearchRequest {
  /** The view the request was made on, and that its links go back to. */
  path: SearchPath;
  text: string;
  /** The price range (`price_min`, `price_max`), whole dollars; null for an open end. */
  price: { min: number | null; max: number | null };
  /** Selected values per field. */
  selected: Record<string, string[]>;
  page: number;
  sort: SortKey;
}

/** Reads the page's query string; anything unknown or malformed is ignored. */
export function readSearchRequest(
  query: URLSearchParams,
  path: SearchPath = SEARCH_PATHS.list,
): SearchRequest {
  const selected: Record<string, string[]> = {};
  const known = new Set(SEARCH.facets.map((facet) => facet.field));
  for (const value of query.getAll('f').slice(0, 30)) {
    const colon = value.indexOf(':');
    const field = value.slice(0, colon);
    const item = value.slice(colon + 1);
    // A value of the wrong type for the field (`its_bedrooms:abc`, from a stale or edited link) is
    // dropped as the hash reader drops it: the engine, as Solr, would refuse the whole search.
    if (
      colon > 0 &&
      isFieldName(field) &&
      known.has(field) &&
      item &&
      item.length <= 200 &&
      fitsFieldType(field, item)
    ) {
      const list = selected[field] ?? [];
      if (!list.includes(item)) list.push(item);
      selected[field] = list;
    }
  }
  const bound = (name: string) => {
    const value = query.get(name);
    const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
    return Number.isInteger(number) && number >= 0 && number <= 100_000 ? number : null;
  };
  const page = Number(query.get('page') ?? 1);
  const sort = query.get('sort') ?? 'relevance';
  return {
    path,
    text: (query.get('q') ?? '').slice(0, 200),
    price: { min: bound('price_min'), max: bound('price_max') },
    selected,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    // Own keys only: `constructor` and `toString` are `in` every object.
    sort: Object.hasOwn(SORTS, sort) ? (sort as SortKey) : 'relevance',
  };
}

/** The page's request as search-core's structured query. */
export function toSearchQuery(request: SearchRequest): SearchQuery {
  return {
    q: request.text.trim() ? { type: 'text', text: request.text.trim() } : { type: 'all' },
    terms: request.selected,
    ranges:
      request.price.min === null && request.price.max === null
        ? {}
        : {
            fts_price: {
              from: request.price.min === null ? '*' : String(request.price.min),
              to: request.price.max === null ? '*' : String(request.price.max),
              includeFrom: true,
              includeTo: true,
            },
          },
    missing: [],
    sort: SORTS[request.sort].solr,
    start: (request.page - 1) * ROWS_PER_PAGE,
    rows: null,
  };
}

/** The Solr parameters of the server-rendered page: the very request the browser would send. */
export function solrParams(request: SearchRequest) {
  return buildSearchParams(SEARCH, toSearchQuery(request));
}

/**
 * A link to the page (on its own view, unless `path` is the change) with one change; `page` resets
 * unless it is the change.
 */
export function href(request: SearchRequest, change: Partial<SearchRequest>): string {
  const next = { ...request, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.text) query.set('q', next.text);
  if (next.price.min !== null) query.set('price_min', String(next.price.min));
  if (next.price.max !== null) query.set('price_max', String(next.price.max));
  for (const [field, values] of Object.entries(next.selected))
    for (const value of values) query.append('f', `${field}:${value}`);
  if (next.sort !== 'relevance') query.set('sort', next.sort);
  if (next.page > 1) query.set('page', String(next.page));
  const string = query.toString();
  return string ? `${next.path}?${string}` : next.path;
}

export function toggled(
  request: SearchRequest,
  field: string,
  value: string,
): Record<string, string[]> {
  const current = request.selected[field] ?? [];
  const values = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const { [field]: _removed, ...rest } = request.selected;
  return values.length ? { ...rest, [field]: values } : rest;
}

export function pagerLinks(request: SearchRequest, numFound: number) {
  const pager = buildPager({
    numFound: Math.min(numFound, MAX_PAGE * ROWS_PER_PAGE),
    start: (request.page - 1) * ROWS_PER_PAGE,
    rows: ROWS_PER_PAGE,
  });
  return {
    ...pager,
    previous: pager.previousStart === null ? null : href(request, { page: request.page - 1 }),
    next: pager.nextStart === null ? null : href(request, { page: request.page + 1 }),
    pages: pager.entries.map((entry) =>
      entry.type === 'gap'
        ? { gap: true }
        : {
            gap: false,
            page: entry.page,
            current: entry.current,
            href: href(request, { page: entry.page }),
          },
    ),
  };
}

/**
 * The page's state in search-core's hash format, handed to the widgets in a `data-search-state`
 * block: a page opened from a plain link (`/search?f=…`) then continues where the server was.
 */
export function stateHash(request: SearchRequest): string {
  return encodeHash(toSearchQuery(request), {
    exposed: SEARCH.exposedParams,
    maxRows: ROWS_PER_PAGE,
    prefix: SEARCH.hashPrefix,
    operatorOf: (field) => SEARCH.facets.find((facet) => facet.field === field)?.operator ?? 'AND',
  });
}
