/** The search page's view model: the first page of results, facets and pager, rendered by the server. */
import type { SqliteDatabase } from '../engine/index-store.js';
import { select } from '../engine/select.js';
import {
  href,
  pagerLinks,
  ROWS_PER_PAGE,
  readSearchRequest,
  SEARCH_FACETS,
  SORTS,
  solrParams,
  toggled,
} from './search-request.js';
import type { SiteData } from './site-data.js';
import { json, listingCard, scriptJson } from './view-models.js';

interface SolrAnswer {
  response: { numFound: number; docs: { id: string }[] };
  facet_counts: { facet_fields: Record<string, [string, number][]> };
}

/** The browser side's config: the same facets, so Stayfront takes over where the server left off. */
export function searchConfig() {
  return {
    solr: {
      url: '/search/proxy',
      index: 'default_index',
      hash: 'k3y9zq',
      max_rows: ROWS_PER_PAGE,
      default_q: '*:*',
      params: { defType: 'edismax', qf: 'tm_title tm_summary tm_body' },
      exposed_params: ['q', 'fq', 'sort', 'start'],
    },
    facets: SEARCH_FACETS.map((facet) => ({
      field: facet.field,
      label: facet.label,
      operator: facet.operator,
      hardLimit: facet.limit,
    })),
    // Same origin: the ranking service path is appended to an empty base URL.
    ranking: { provider: 'demo', cid: 'demo-site' },
  };
}

export function searchPage(site: SiteData, db: SqliteDatabase, query: URLSearchParams) {
  const request = readSearchRequest(query);
  const answer = select(db, solrParams(request)) as SolrAnswer;
  const results = answer.response.docs.flatMap((doc) => {
    const listing = site.listingsById.get(doc.id);
    return listing ? [listingCard(listing)] : [];
  });
  const facets = SEARCH_FACETS.map((facet) => ({
    field: facet.field,
    label: facet.label,
    config: json({ facet: facet.field }),
    items: (answer.facet_counts.facet_fields[facet.field] ?? []).map(([value, count]) => ({
      label: value,
      count,
      active: (request.selected[facet.field] ?? []).includes(value),
      href: href(request, { selected: toggled(request, facet.field, value) }),
    })),
  }));
  return {
    page_type: 'search',
    title: request.text ? `Search: ${request.text}` : 'Find a holiday home',
    request,
    results,
    num_found: answer.response.numFound,
    facets,
    has_selection: Object.keys(request.selected).length > 0,
    reset_href: href(request, { selected: {} }),
    hidden_filters: Object.entries(request.selected).flatMap(([field, values]) =>
      values.map((value) => `${field}:${value}`),
    ),
    sorts: Object.entries(SORTS).map(([key, sort]) => ({
      key,
      label: sort.label,
      selected: key === request.sort,
    })),
    pager: pagerLinks(request, answer.response.numFound),
    search_config_json: scriptJson(searchConfig()),
    autocomplete_config: json({ field: 'tm_title' }),
    results_config: json({ numvisible: ROWS_PER_PAGE }),
  };
}
