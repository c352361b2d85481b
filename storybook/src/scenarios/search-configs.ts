/**
 * The search instances the stories use, as a themer puts them in `data-search-config` blocks.
 * scripts/record-fixtures.ts runs search-core with these very configs against the demo engine,
 * so the requests the widgets make in a story are the requests that were recorded.
 */

/** Only the fields the card template shows: responses stay small, as on a real site. */
const CARD_FIELDS =
  'id,ss_title,ss_url,ss_property_type,ss_town,its_bedrooms,its_sleeps,tm_summary,fts_price,fts_rating,its_review_count,sm_images';

const SOLR = {
  url: '/search/proxy',
  index: 'default_index',
  hash: 'k3y9zq',
  max_rows: 12,
  rows_limit: 48,
  default_q: '*:*',
  // One request per search with the card's fields, instead of ids first and documents after
  // (SPEC 7.2): each story state is then exactly one recorded response.
  return_full_docs: false,
  params: { defType: 'edismax', qf: 'tm_title tm_summary tm_body', fl: CARD_FIELDS },
  exposed_params: ['q', 'fq', 'sort', 'start', 'rows'],
} as const;

/** The search page: one facet of each display (SPEC 3.4). */
export const MAIN_SEARCH = {
  solr: SOLR,
  facets: [
    {
      field: 'ss_property_type',
      label: 'Property type',
      display: 'checkbox',
      operator: 'OR',
      hardLimit: 10,
    },
    { field: 'its_bedrooms', label: 'Bedrooms', display: 'links', operator: 'OR', hardLimit: 10 },
    {
      field: 'sm_amenities',
      label: 'Amenities',
      display: 'checkbox',
      operator: 'AND',
      hardLimit: 12,
      descriptions: {
        Garden: 'A private or shared garden to relax in.',
        Wifi: 'Wireless internet throughout the property.',
        'Sea view': 'Views of the sea from the property.',
        'Free parking': 'Free parking on the property or on the street.',
      },
    },
    { field: 'ss_town', label: 'Town', display: 'select', operator: 'OR', hardLimit: 10 },
    {
      field: 'fts_price',
      label: 'Price per night ($)',
      display: 'range',
      range: { start: 0, end: 1000, gap: 100 },
    },
    { field: 'bs_pets', label: 'Pets allowed', display: 'toggle' },
  ],
};

/**
 * The search page's map view (SPEC 2.3, examples/cms-host's /search/map): the card's fields and
 * each home's place, `locs_location` ("lat,lon"), which the results map reads.
 */
export const MAP_SEARCH = {
  solr: { ...SOLR, params: { ...SOLR.params, fl: `${CARD_FIELDS},locs_location` } },
};

/** A site with very many places: one facet of 300 values (the demo's proxy caps a facet at 200, see the script). */
export const BIG_FACET_SEARCH = {
  solr: SOLR,
  facets: [
    { field: 'ss_town', label: 'Town', display: 'checkbox', operator: 'OR', hardLimit: 300 },
  ],
};

/** The header counter's own instance on pages without a search (SPEC 7.3): never started. */
export const COUNTER_SEARCH = {
  solr: {
    url: SOLR.url,
    index: SOLR.index,
    hash: SOLR.hash,
    max_rows: 12,
    return_full_docs: false,
    params: { fl: CARD_FIELDS },
  },
  url_hash: false,
};

/** The favourites page: nothing until the view asks for the visitor's ids. */
export const FAVOURITES_SEARCH = {
  solr: { ...SOLR, default_q: '-*:*' },
};

export const SORT_OPTIONS = [
  { value: '', label: 'Best match' },
  { value: 'fts_price asc', label: 'Price, low to high' },
  { value: 'fts_price desc', label: 'Price, high to low' },
  { value: 'fts_rating desc', label: 'Best rated' },
] as const;

export const ROWS_OPTIONS = [12, 24, 48] as const;

export const AUTOCOMPLETE_FIELD = 'tm_title';
