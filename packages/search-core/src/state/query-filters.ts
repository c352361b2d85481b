import { buildFieldFilters } from '../solr/filter-query.js';
import type { SearchQuery } from './search-query.js';

export type OperatorLookup = (field: string) => 'AND' | 'OR';

/** Every field that has a selection, in a stable order (terms, then ranges, then missing). */
function selectedFields(query: SearchQuery): string[] {
  const fields = new Set<string>();
  for (const [field, values] of Object.entries(query.terms)) if (values.length) fields.add(field);
  for (const field of Object.keys(query.ranges)) fields.add(field);
  for (const field of query.missing) fields.add(field);
  return [...fields];
}

/** The `fq` list for a query's selections; OR facets get one tagged filter each (SPEC 3.4). */
export function buildQueryFilters(query: SearchQuery, operatorOf: OperatorLookup): string[] {
  return selectedFields(query).flatMap((field) =>
    buildFieldFilters({
      field,
      values: query.terms[field] ?? [],
      missing: query.missing.includes(field),
      range: query.ranges[field],
      operator: operatorOf(field),
    }),
  );
}
