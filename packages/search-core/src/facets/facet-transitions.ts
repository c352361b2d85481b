/**
 * Facet selection changes (SPEC 4.3) as pure functions on the query. Every change goes back to
 * the first page, as the visitor is now looking at a different result set.
 */
import type { FacetDefinition } from '../config/types.js';
import type { RangeSelection, SearchQuery } from '../state/search-query.js';

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function setTerms(query: SearchQuery, field: string, values: readonly string[]): SearchQuery {
  const terms = values.length
    ? { ...query.terms, [field]: values }
    : withoutKey(query.terms, field);
  return { ...query, terms, start: 0 };
}

export function isValueActive(query: SearchQuery, field: string, value: string | null): boolean {
  return value === null
    ? query.missing.includes(field)
    : (query.terms[field] ?? []).includes(value);
}

/**
 * Inactive item: added, or replacing the selection when the facet is single-valued.
 * Active item: removed.
 */
export function toggleFacetValue(
  query: SearchQuery,
  facet: FacetDefinition,
  value: string | null,
): SearchQuery {
  const { field } = facet;
  if (isValueActive(query, field, value)) return removeFacetValue(query, field, value);
  if (!facet.multiple) {
    const cleared: SearchQuery = {
      ...query,
      missing: query.missing.filter((item) => item !== field),
    };
    return value === null
      ? { ...setTerms(cleared, field, []), missing: [...cleared.missing, field] }
      : setTerms(cleared, field, [value]);
  }
  if (value === null) return { ...query, missing: [...query.missing, field], start: 0 };
  return setTerms(query, field, [...(query.terms[field] ?? []), value]);
}

export function removeFacetValue(
  query: SearchQuery,
  field: string,
  value: string | null,
): SearchQuery {
  if (value === null)
    return { ...query, missing: query.missing.filter((item) => item !== field), start: 0 };
  return setTerms(
    query,
    field,
    (query.terms[field] ?? []).filter((item) => item !== value),
  );
}

export function setRangeSelection(
  query: SearchQuery,
  field: string,
  range: RangeSelection | null,
): SearchQuery {
  const ranges = range ? { ...query.ranges, [field]: range } : withoutKey(query.ranges, field);
  return { ...query, ranges, start: 0 };
}

/** Clears one facet's selections. */
export function resetFacet(query: SearchQuery, field: string): SearchQuery {
  return {
    ...query,
    terms: withoutKey(query.terms, field),
    ranges: withoutKey(query.ranges, field),
    missing: query.missing.filter((item) => item !== field),
    start: 0,
  };
}

/** SPEC 4.3: a facet reset removes all selections. */
export function resetAllFacets(query: SearchQuery): SearchQuery {
  return { ...query, terms: {}, ranges: {}, missing: [], start: 0 };
}
