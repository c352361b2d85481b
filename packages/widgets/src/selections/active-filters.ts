/**
 * The visitor's active filters as a flat list (SPEC 3.5, 4.3): every selected term, range and
 * "missing" bucket, labelled with its facet's label, each knowing how to remove itself.
 */
import type { FacetDefinition, SearchInstance, SearchState } from '@stayfront/search-core';
import { removeFilter, setRangeSelection } from '@stayfront/search-core/facets';
import type { Messages } from '../runtime/messages.js';
import {
  type ChipPart,
  chipParts,
  partsText,
  rangeText,
  selectedValueText,
} from './selection-text.js';

export interface ActiveFilter {
  /** Unique within the list, stable while the filter is active. */
  readonly key: string;
  readonly field: string;
  /**
   * The chip's text in parts (`selections.chip`: the facet's label, or the field without a facet;
   * the value as its facet shows it, none for a switched-on toggle), so they can be marked up.
   */
  readonly parts: readonly ChipPart[];
  /** The chip's whole text, "Town: St Ives" or "Pets allowed": its visible text and its name. */
  readonly text: string;
  remove(search: SearchInstance): void;
}

export function activeFilters(
  query: SearchState['query'],
  facets: readonly FacetDefinition[],
  messages: Messages,
): ActiveFilter[] {
  const definitionOf = (field: string) => facets.find((facet) => facet.field === field);
  const filter = (
    key: string,
    field: string,
    value: string | null,
    remove: (search: SearchInstance) => void,
  ): ActiveFilter => {
    const parts = chipParts(messages, definitionOf(field)?.label ?? field, value);
    return { key, field, parts, text: partsText(parts), remove };
  };
  return [
    ...Object.entries(query.terms).flatMap(([field, values]) =>
      values.map((value) =>
        filter(
          `t:${field}:${value}`,
          field,
          selectedValueText(messages, definitionOf(field), value),
          (search) => removeFilter(search, field, value),
        ),
      ),
    ),
    ...Object.entries(query.ranges).map(([field, range]) =>
      filter(`r:${field}`, field, rangeText(messages, range), (search) =>
        search.setQuery((current) => setRangeSelection(current, field, null)),
      ),
    ),
    ...query.missing.map((field) =>
      filter(
        `m:${field}`,
        field,
        selectedValueText(messages, definitionOf(field), null),
        (search) => removeFilter(search, field, null),
      ),
    ),
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
