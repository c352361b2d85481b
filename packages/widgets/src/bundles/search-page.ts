/**
 * `widgets/search-page.js` in the classic build: every widget of the search page that wakes with
 * it, each under its `data-widget` name, so loader.js fetches one module for all of them instead
 * of one per widget (see SEARCH_PAGE_WIDGETS in @stayfront/loader's definitions). The code itself
 * is the shared search chunk either way; the per-widget files stay for sites that import them.
 * Named imports into plain objects, not `export * as`: a module namespace costs a getter per export.
 */
import type { WidgetModule } from '@stayfront/loader';
import { parseConfig as analyticsConfig, mount as analyticsMount } from '../islands/analytics.js';
import { parseConfig as facetConfig, mount as facetMount } from '../islands/facet.js';
import {
  parseConfig as hitsPerPageConfig,
  mount as hitsPerPageMount,
} from '../islands/hits-per-page.js';
import { parseConfig as pagerConfig, mount as pagerMount } from '../islands/pager.js';
import { parseConfig as resetConfig, mount as resetMount } from '../islands/reset.js';
import {
  parseConfig as resultCountConfig,
  mount as resultCountMount,
} from '../islands/result-count.js';
import { parseConfig as resultsConfig, mount as resultsMount } from '../islands/results.js';
import {
  parseConfig as searchContainerConfig,
  mount as searchContainerMount,
} from '../islands/search-container.js';
import {
  parseConfig as searchLayoutConfig,
  mount as searchLayoutMount,
} from '../islands/search-layout.js';
import {
  parseConfig as selectionsConfig,
  mount as selectionsMount,
} from '../islands/selections.js';
import { parseConfig as sortConfig, mount as sortMount } from '../islands/sort.js';

/** A widget module as the loader reads it (some islands type `parseConfig` as optional). */
type SearchPageWidget = Pick<WidgetModule, 'mount'> & {
  parseConfig: WidgetModule['parseConfig'] | undefined;
};

export const analytics: SearchPageWidget = { mount: analyticsMount, parseConfig: analyticsConfig };
export const facet: SearchPageWidget = { mount: facetMount, parseConfig: facetConfig };
export const pager: SearchPageWidget = { mount: pagerMount, parseConfig: pagerConfig };
export const reset: SearchPageWidget = { mount: resetMount, parseConfig: resetConfig };
export const results: SearchPageWidget = { mount: resultsMount, parseConfig: resultsConfig };
export const selections: SearchPageWidget = {
  mount: selectionsMount,
  parseConfig: selectionsConfig,
};
export const sort: SearchPageWidget = { mount: sortMount, parseConfig: sortConfig };
const hitsPerPage: SearchPageWidget = { mount: hitsPerPageMount, parseConfig: hitsPerPageConfig };
const resultCount: SearchPageWidget = { mount: resultCountMount, parseConfig: resultCountConfig };
const searchContainer: SearchPageWidget = {
  mount: searchContainerMount,
  parseConfig: searchContainerConfig,
};
const searchLayout: SearchPageWidget = {
  mount: searchLayoutMount,
  parseConfig: searchLayoutConfig,
};

export {
  hitsPerPage as 'hits-per-page',
  resultCount as 'result-count',
  searchContainer as 'search-container',
  searchLayout as 'search-layout',
};
