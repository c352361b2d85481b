/** The search page's view model: the first page of results, facets and pager, rendered by the server. */
import { normalizeResponse, type SearchQuery } from '@stayfront/search-core';
import { buildFacetModel } from '@stayfront/search-core/facets';
import { createMessages } from '@stayfront/search-core/messages';
import { activeFilters } from '@stayfront/widgets/selection-text';
import type { SqliteDatabase } from '../engine/index-store.js';
import { select } from '../engine/select.js';
import { searchMapConfig } from './map-config.js';
import {
  AUTOCOMPLETE_CONFIG,
  href,
  pagerLinks,
  ROWS_PER_PAGE,
  readSearchRequest,
  SEARCH,
  SEARCH_CONFIG,
  SEARCH_PATHS,
  type SearchPath,
  type SearchRequest,
  SORTS,
  solrParams,
  stateHash,
  toggled,
  toSearchQuery,
} from './search-request.js';
import type { SiteData } from './site-data.js';
import { json, listingCard, scriptJson } from './view-models.js';

/** The browser side's config: the same one the server renders from. */
export function searchConfig() {
  return SEARCH_CONFIG;
}

/** No random facet sorts on this page, so the random key is never consulted. */
const NO_RANDOM = () => 0;

/**
 * The page's message catalogue, as the widgets read it: the demo gives them no overrides (no
 * `data-messages-config` block), so search-core's defaults. A translated page would pass the same
 * overrides here as in its block.
 */
const MESSAGES = createMessages();

/** The map view's config, by site: its centre is the middle of all the site's listings. */
const MAP_CONFIGS = new WeakMap<SiteData, string>();
function mapConfigJson(site: SiteData): string {
  let config = MAP_CONFIGS.get(site);
  if (config === undefined) {
    config = json(searchMapConfig(site.listings));
    MAP_CONFIGS.set(site, config);
  }
  return config;
}

/**
 * The search page on one of its views (`path`, SPEC 2.3): the list alone (`/search`), or with a
 * map of the page's homes above it (`/search/map`). Same search, same widgets; the map view adds
 * the `search-map` element, and every link and form keeps the visitor on the view they are on.
 */
export function searchPage(
  site: SiteData,
  db: SqliteDatabase,
  queryString: URLSearchParams,
  path: SearchPath = SEARCH_PATHS.list,
) {
  const request = readSearchRequest(queryString, path);
  const onMap = path === SEARCH_PATHS.map;
  const query = toSearchQuery(request);
  const response = normalizeResponse(select(db, solrParams(request)));
  const results = response.docs.flatMap((doc) => {
    const listing = site.listingsById.get(doc.id);
    return listing ? [listingCard(listing)] : [];
  });
  // search-core's facet model: the same exclusions, sorts and limits the facet widgets apply.
  const facets = SEARCH.facets.map((definition) => {
    const items = buildFacetModel({
      definition,
      counts: response.facetFields[definition.field],
      rangeCounts: undefined,
      query,
      randomKey: NO_RANDOM,
    }).items.flatMap((item) =>
      item.facet === null
        ? []
        : [
            {
              value: item.facet,
              label: item.label,
              count: item.count,
              active: item.active,
              href: href(request, { selected: toggled(request, definition.field, item.facet) }),
            },
          ],
    );
    return {
      field: definition.field,
      label: definition.label,
      display: definition.display,
      config: json({ facet: definition.field }),
      // A toggle is one link, named by the facet: "Pets allowed (12)".
      items:
        definition.display === 'toggle'
          ? items
              .filter((item) => item.value === 'true')
              .map((item) => ({ ...item, label: definition.label }))
          : items,
    };
  });
  return {
    page_type: 'search',
    title: `${request.text ? `Search: ${request.text}` : 'Find a holiday home'}${onMap ? ' (map)' : ''}`,
    request,
    search_map_config: onMap ? mapConfigJson(site) : null,
    // The other view of the same search, on the same page of it. The state a visitor chose with
    // JavaScript is in the hash, which a browser never sends: the template's link takes it along.
    view_switch: {
      href: href(request, {
        path: onMap ? SEARCH_PATHS.list : SEARCH_PATHS.map,
        page: request.page,
      }),
      path: onMap ? SEARCH_PATHS.list : SEARCH_PATHS.map,
      label: onMap ? 'Show list' : 'Show map',
    },
    results,
    num_found: response.numFound,
    facets,
    has_selection:
      Object.keys(request.selected).length > 0 ||
      request.price.min !== null ||
      request.price.max !== null,
    price: request.price,
    selections_label: MESSAGES.format('selections.label'),
    selections: selectionChips(request, query),
    reset_href: href(request, { selected: {}, price: { min: null, max: null } }),
    hidden_filters: Object.entries(request.selected).flatMap(([field, values]) =>
      values.map((value) => `${field}:${value}`),
    ),
    sorts: Object.entries(SORTS).map(([key, sort]) => ({
      key,
      label: sort.label,
      selected: key === request.sort,
    })),
    pager: pagerLinks(request, response.numFound),
    search_config_json: scriptJson(searchConfig()),
    search_state_json: scriptJson({ hash: stateHash(request), path }),
    sort_config: json({
      options: Object.values(SORTS).map((sort) => ({ value: sort.solr ?? '', label: sort.label })),
    }),
    autocomplete_config: json(AUTOCOMPLETE_CONFIG),
    results_config: json({ numvisible: ROWS_PER_PAGE }),
  };
}

/**
 * Plain links that remove one filter each: the selections widget's fallback without JavaScript.
 * The widget's own list (`activeFilters`: its filters, order and words, from the same catalogue),
 * so the chips read the same before and after it wakes: "Search: cottage", "Town: Fowey", "Pets
 * allowed" (a switched-on toggle), "Price per night ($): from 100", each named "Remove filter: …".
 */
function selectionChips(request: SearchRequest, query: SearchQuery) {
  return activeFilters(query, SEARCH.facets, MESSAGES).map((filter) => ({
    text: filter.text,
    name: MESSAGES.format('selections.remove', { label: filter.text }),
    // The price is the page's one range: its chip clears both ends and keeps every other filter.
    href:
      filter.kind === 'text'
        ? href(request, { text: '' })
        : filter.kind === 'range'
          ? href(request, { price: { min: null, max: null } })
          : href(request, { selected: toggled(request, filter.field, filter.term ?? '') }),
  }));
}
