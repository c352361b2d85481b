/**
 * The visitor's active filters as a flat list (SPEC 3.5, 4.3): every selected term, range and
 * "missing" bucket, labelled with its facet's label, each knowing how to remove itself.
 */
import type { FacetDefinition, SearchInstance, SearchState } from '@stayfront/search-core';
import { removeFilter, setRangeSelection } from '@stayfront/search-core/facets';
import type { Messages } from '../runtime/messages.js';

export interface ActiveFilter {
  /** Unique within the list, stable while the filter is active. */
  readonly key: string;
  readonly field: string;
  /** The facet's label (the field when no facet is configured for it). */
  readonly facet: string;
  /** The value as shown: the term, the range, or the catalogue's `facet.missing`. */
  readonly value: string;
  remove(search: SearchInstance): void;
}

export function activeFilters(
  query: SearchState['query'],
  facets: readonly FacetDefinition[],
  messages: Messages,
): ActiveFilter[] {
  const labelOf = (field: string) => facets.find((facet) => facet.field === field)?.label ?? field;
  const bound = (value: string) => (value === '*' ? '' : value);
  return [
    ...Object.entries(query.terms).flatMap(([field, values]) =>
      values.map((value) => ({
        key: `t:${field}:${value}`,
        field,
        facet: labelOf(field),
        value,
        remove: (search: SearchInstance) => removeFilter(search, field, value),
      })),
    ),
    ...Object.entries(query.ranges).map(([field, range]) => ({
      key: `r:${field}`,
      field,
      facet: labelOf(field),
      value: messages
        .format('selections.range', { from: bound(range.from), to: bound(range.to) })
        .trim(),
      remove: (search: SearchInstance) =>
        search.setQuery((current) => setRangeSelection(current, field, null)),
    })),
    ...query.missing.map((field) => ({
      key: `m:${field}`,
      field,
      facet: labelOf(field),
      value: messages.format('facet.missing'),
      remove: (search: SearchInstance) => removeFilter(search, field, null),
    })),
  ];
}

/** Whether any filter is active; a boolean, so islands re-render only when it flips. */
export function selectHasFilters({ query }: SearchState): boolean {
  return (
    Object.values(query.terms).some((values) => values.length > 0) ||
    Object.keys(query.ranges).length > 0 ||
    query.missing.length > 0
  );
}
