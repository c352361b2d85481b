import { buildFieldFilters } from '../solr/filter-query.js';
import type { SearchQuery } from './search-query.js';

export type OperatorLookup = (field: string) => 'AND' | 'OR';

/** The `fq` list for a query's selections; OR facets get one tagged filter each (SPEC 3.4). */
export function buildQueryFilters(query: SearchQuery, operatorOf: OperatorLookup): string[] {
  const { terms, ranges, missing } = query;
  // Every field with a selection, in a stable order: terms, then ranges, then missing.
  const fields = new Set([
    ...Object.keys(terms).filter((field) => terms[field]?.length),
    ...Object.keys(ranges),
    ...missing,
  ]);
  return [...fields].flatMap((field) =>
    buildFieldFilters({
      field,
      values: terms[field] ?? [],
      missing: missing.includes(field),
      range: ranges[field],
      operator: operatorOf(field),
    }),
  );
}
