/**
 * The demo's operator settings for its search proxy (src/proxy/operator-rules.ts): the fields the
 * site's widgets and templates use, and its one search index. Visitors get 403 for any other
 * field, and only these fields in the documents they read; a site that indexes more than it shows
 * (owners' contacts, internal notes, Search API bookkeeping) keeps that out of visitors' reach.
 * When a template or the search config starts using another field, add it here: proxy-policy's
 * test checks the search config, the sorts and the result template against this list.
 */
import { INDEX_ID, SITE_HASH } from '../data/listing.js';
import type { OperatorOptions } from '../proxy/operator-rules.js';

export const DEMO_PROXY_FIELDS: ReadonlySet<string> = new Set([
  // Ids: results, the favourites' `id:(…)` query and flags (SPEC 2.4, 3.6).
  'id',
  // The search config's index: search-core adds `fq=index_id:default_index` (SPEC 7.1).
  'index_id',
  // The ranking service's match field (SPEC 3.1, 7.5).
  'ss_vrfusion_site_property_code',
  // qf (edismax over these).
  'tm_title',
  'tm_summary',
  'tm_body',
  // The autocomplete's facet field (SPEC 7.4; search-request.ts AUTOCOMPLETE_CONFIG).
  'twm_suggest',
  // The result card (partials/card-template.liquid), facets and sorts.
  'ss_title',
  'ss_url',
  'sm_images',
  'ss_property_type',
  'ss_town',
  'its_bedrooms',
  'its_sleeps',
  'fts_price',
  'fts_rating',
  'its_review_count',
  'sm_amenities',
  'bs_pets',
  // "lat,lon" (Solr's LatLonPointSpatialField): where a search-results map places each listing,
  // from the documents it fetches; a page's own map takes its coordinates from its config.
  'locs_location',
]);

/**
 * Not listed, so refused: ss_search_api_id, ss_type, sm_amenity_groups, ss_region and
 * ds_changed (indexed, used by no widget).
 */
export const DEMO_PROXY_POLICY: OperatorOptions = {
  fields: DEMO_PROXY_FIELDS,
  indexIds: [INDEX_ID],
  siteHash: SITE_HASH,
};
