/** @stayfront/search-core/facets: facet models and selection changes (SPEC 3.4, 3.5, 4.3, 5.2, 9.2). */
export {
  findFacet,
  removeFilter,
  resetFacet,
  resetFacets,
  selectFacet,
  setRange,
  toggleFacet,
} from './facet-actions.js';
export {
  buildFacetModel,
  createRandomKeys,
  type FacetItem,
  type FacetModel,
  MISSING_LABEL,
} from './facet-model.js';
export {
  isValueActive,
  removeFacetValue,
  resetAllFacets,
  setRangeSelection,
  toggleFacetValue,
} from './facet-transitions.js';
export { RANDOM_SORT_MAX, RANDOM_SORT_MIN, randomSortValue } from './sort-handlers.js';
