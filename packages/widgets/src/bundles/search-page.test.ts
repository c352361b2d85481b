import { SEARCH_PAGE_WIDGETS } from '@stayfront/loader';
import { describe, expect, it } from 'vitest';
import * as analyticsIsland from '../islands/analytics.js';
import * as facetIsland from '../islands/facet.js';
import * as hitsPerPageIsland from '../islands/hits-per-page.js';
import * as pagerIsland from '../islands/pager.js';
import * as resetIsland from '../islands/reset.js';
import * as resultCountIsland from '../islands/result-count.js';
import * as resultsIsland from '../islands/results.js';
import * as searchContainerIsland from '../islands/search-container.js';
import * as searchLayoutIsland from '../islands/search-layout.js';
import * as selectionsIsland from '../islands/selections.js';
import * as sortIsland from '../islands/sort.js';
import * as searchPage from './search-page.js';

/** Each search page widget's own module, as src/islands/ has it. */
const ISLANDS: Record<string, { mount: unknown; parseConfig?: unknown }> = {
  analytics: analyticsIsland,
  facet: facetIsland,
  'hits-per-page': hitsPerPageIsland,
  pager: pagerIsland,
  reset: resetIsland,
  'result-count': resultCountIsland,
  results: resultsIsland,
  'search-container': searchContainerIsland,
  'search-layout': searchLayoutIsland,
  selections: selectionsIsland,
  sort: sortIsland,
};

describe('widgets/search-page.js', () => {
  it('exports exactly the widgets loader.js takes from it, each its island module’s own parts', () => {
    const names = SEARCH_PAGE_WIDGETS.split(' ');
    expect(Object.keys(searchPage).sort()).toEqual([...names].sort());
    expect(Object.keys(ISLANDS).sort()).toEqual([...names].sort());
    for (const name of names) {
      const widget = (searchPage as Record<string, { mount: unknown; parseConfig: unknown }>)[name];
      expect(typeof widget?.mount).toBe('function');
      expect(widget?.mount).toBe(ISLANDS[name]?.mount);
      expect(widget?.parseConfig).toBe(ISLANDS[name]?.parseConfig);
    }
  });
});
