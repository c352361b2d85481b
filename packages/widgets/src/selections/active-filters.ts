/**
 * The visitor's active filters as a flat list (SPEC 3.5, 4.3): every selected term, range and
 * "missing" bucket, in the query's order, worded as its facet shows it. Plain data, so a site's
 * server can list the same chips for its no-JavaScript page (`@stayfront/widgets/selection-text`);
 * `removeActiveFilter` takes one away from a search.
 */
import type { FacetDefinition, SearchInstance, SearchState } from '@stayfront/search-core';
import { removeFilter, setRangeSelection } from '@stayfront/search-core/facets';
import { selectedValueText } from '../facets/item-text.js';
import type { Messages } from '../runtime/messages.js';
import { type ChipPart, chipParts, partsText, rangeText } from './selection-text.js';

export interface ActiveFilter {
  /** Unique within the list, stable while the filter is active. */
  readonly key: string;
  /**
   * A selected term, a range, the "missing" bucket of its field, or the typed words (SPEC 2.1:
   * a deep link's `q`, otherwise shown nowhere before the autocomplete wakes).
   */
  readonly kind: 'term' | 'range' | 'missing' | 'text';
  /** The facet's field; `q` for the typed words. */
  readonly field: string;
  /** The term as the query holds it (a term filter only). */
  readonly term?: string;
  /**
   * The chip's text in parts (`selections.chip`: the facet's label, or the field without a facet;
   * the value as its facet shows it, none for a switched-on toggle), so they can be marked up.
   */
  readonly parts: readonly ChipPart[];
  /** The chip's whole text, "Town: St Ives" or "Pets allowed": its visible text and its name. */
  readonly text: string;
}

export function activeFilters(
  query: SearchState['query'],
  facets: readonly FacetDefinition[],
  messages: Messages,
): ActiveFilter[] {
  const definitionOf = (field: string) => facets.find((facet) => facet.field === field);
  const filter = (
    key: string,
    kind: ActiveFilter['kind'],
    field: string,
    value: string | null,
    term?: string,
    label = definitionOf(field)?.label ?? field,
  ): ActiveFilter => {
    const parts = chipParts(messages, label, value);
    return {
      key,
      kind,
      field,
      ...(term === undefined ? {} : { term }),
      parts,
      text: partsText(parts),
    };
  };
  const { q } = query;
  return [
    ...(q.type === 'text'
      ? [filter('q', 'text', 'q', q.text, undefined, messages.format('selections.query'))]
      : []),
    ...Object.entries(query.terms).flatMap(([field, values]) =>
      values.map((term) =>
        filter(
          `t:${field}:${term}`,
          'term',
          field,
          selectedValueText(messages, definitionOf(field), term),
          term,
        ),
      ),
    ),
    ...Object.entries(query.ranges).map(([field, range]) =>
      filter(`r:${field}`, 'range', field, rangeText(messages, range)),
    ),
    ...query.missing.map((field) =>
      filter(
        `m:${field}`,
        'missing',
        field,
        selectedValueText(messages, definitionOf(field), null),
      ),
    ),
  ];
}

/** Takes `filter` away from the search (a new search, one history entry). */
export function removeActiveFilter(search: SearchInstance, filter: ActiveFilter): void {
  if (filter.kind === 'text') search.setText('');
  else if (filter.kind === 'range')
    search.setQuery((current) => setRangeSelection(current, filter.field, null));
  else removeFilter(search, filter.field, filter.kind === 'term' ? (filter.term ?? '') : null);
}

/** Whether any filter is active; a boolean, so islands re-render only when it flips. */
export function selectHasFilters({ query }: SearchState): boolean {
  return (
    Object.values(query.terms).some((values) => values.length > 0) ||
    Object.keys(query.ranges).length > 0 ||
    query.missing.length > 0
  );
}
