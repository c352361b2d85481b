/**
 * Facet models and selection changes bound to a search instance (SPEC 3.4, 4.3): what facet
 * widgets call. Facets are found by name, or by field when no facet has that name.
 */
import type { FacetDefinition } from '../config/types.js';
import type { SearchInstance } from '../search/search-instance.js';
import type { SearchState } from '../search/search-state.js';
import type { RangeSelection, SearchQuery } from '../state/search-query.js';
import { buildFacetModel, createRandomKeys, type FacetModel } from './facet-model.js';
import {
  removeFacetValue,
  resetAllFacets,
  resetFacet as resetFacetSelection,
  setRangeSelection,
  toggleFacetValue,
} from './facet-transitions.js';

export function findFacet(search: SearchInstance, facetName: string): FacetDefinition {
  const { facets } = search.config;
  return (
    facets.find((facet) => facet.name === facetName) ??
    facets.find((facet) => facet.field === facetName) ??
    missingFacet(search.name, facetName)
  );
}

function missingFacet(searchName: string, facetName: string): never {
  throw new RangeError(`Stayfront search "${searchName}" has no facet "${facetName}".`);
}

interface FacetCache {
  randomKey: (value: string | null) => number;
  models: Map<string, { query: SearchQuery; response: SearchState['response']; model: FacetModel }>;
}
const caches = new WeakMap<SearchInstance, FacetCache>();

/** The model of one facet; the same object while the query and response are unchanged. */
export function selectFacet(search: SearchInstance, facetName: string): FacetModel {
  let cache = caches.get(search);
  if (!cache) {
    cache = { randomKey: createRandomKeys(search.platform.random), models: new Map() };
    caches.set(search, cache);
  }
  const definition = findFacet(search, facetName);
  const { query, response } = search.getState();
  const memo = cache.models.get(definition.name);
  if (memo?.query === query && memo.response === response) return memo.model;
  const model = buildFacetModel({
    definition,
    counts: response?.facetFields[definition.field],
    // Pre-4.10 Solr answers date ranges as facet_dates.
    rangeCounts: response?.facetRanges[definition.field] ?? response?.facetDates[definition.field],
    query,
    randomKey: cache.randomKey,
  });
  cache.models.set(definition.name, { query, response, model });
  return model;
}

/** SPEC 4.3: adds the value, or replaces the selection of a single-valued facet; removes it when active. */
export function toggleFacet(search: SearchInstance, facetName: string, value: string | null): void {
  const facet = findFacet(search, facetName);
  search.setQuery((query) => toggleFacetValue(query, facet, value));
}

export function removeFilter(search: SearchInstance, field: string, value: string | null): void {
  search.setQuery((query) => removeFacetValue(query, field, value));
}

export function setRange(
  search: SearchInstance,
  facetName: string,
  range: RangeSelection | null,
): void {
  const { field } = findFacet(search, facetName);
  search.setQuery((query) => setRangeSelection(query, field, range));
}

export function resetFacet(search: SearchInstance, facetName: string): void {
  const { field } = findFacet(search, facetName);
  search.setQuery((query) => resetFacetSelection(query, field));
}

/** SPEC 4.3: a facet reset removes all selections. */
export function resetFacets(search: SearchInstance): void {
  search.setQuery(resetAllFacets);
}
