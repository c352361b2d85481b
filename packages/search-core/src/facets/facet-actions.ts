/**
 * Facet models and selection changes bound to a search instance (SPEC 3.4, 4.3): what facet
 * widgets call. Facets are found by name, or by field when no facet has that name.
 */
import type { FacetDefinition } from '../config/types.js';
import type { SearchInstance } from '../search/search-instance.js';
import type { RangeSelection } from '../state/search-query.js';
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

/** Per search: one random sort value per facet value for its life (SPEC 9.2). */
const randomKeys = new WeakMap<SearchInstance, (value: string | null) => number>();
/**
 * Per facet definition (a search's own): what its model was built from, and the model. Two searches
 * never share an answer, so one's model is never the other's unless both have nothing yet.
 */
const models = new WeakMap<FacetDefinition, [inputs: unknown[], model: FacetModel]>();

/** The model of one facet; the same object while its selection and the response are unchanged. */
export function selectFacet(search: SearchInstance, facetName: string): FacetModel {
  let randomKey = randomKeys.get(search);
  if (!randomKey) {
    randomKey = createRandomKeys(search.platform.random);
    randomKeys.set(search, randomKey);
  }
  const definition = findFacet(search, facetName);
  const { query, response } = search.getState();
  const { field } = definition;
  // What buildFacetModel reads: this facet's own selection, and the response. Not the whole query:
  // another facet's tick, a page or a sort keeps this model the same object, so its widget does
  // not re-render every item as that click's search starts.
  const inputs = [query.terms[field], query.missing.includes(field), query.ranges[field], response];
  const memo = models.get(definition);
  if (memo?.[0].every((input, index) => input === inputs[index])) return memo[1];
  const model = buildFacetModel({
    definition,
    counts: response?.facetFields[field],
    // Pre-4.10 Solr answers date ranges as facet_dates.
    rangeCounts: response?.facetRanges[field] ?? response?.facetDates[field],
    query,
    randomKey,
  });
  models.set(definition, [inputs, model]);
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
