/**
 * Facet models (SPEC 3.4, 3.5, 4.3, 5.2): what a facet widget renders, derived from the
 * definition, the latest counts and the current selection. Pure functions; the search instance
 * memoises them per facet.
 */

import type { FacetDefinition, FacetSort } from '../config/types.js';
import type { FacetCount, RangeFacet } from '../solr/response-types.js';
import type { RangeSelection, SearchQuery } from '../state/search-query.js';
import { compileExclude } from './exclude.js';
import {
  type Comparator,
  chain,
  descending,
  lexicographicComparator,
  numericComparator,
  randomSortValue,
} from './sort-handlers.js';

/** SPEC 3.5: a facet item is its value, its count and whether it is active. */
export interface FacetItem {
  /** The value; null for the "missing" bucket (documents without a value). */
  readonly facet: string | null;
  readonly count: number;
  readonly active: boolean;
  /** Text for display: the value, or the description key's label. */
  readonly label: string;
  /** A short description for a tooltip, when the definition has one. */
  readonly description: string | null;
}

export interface FacetModel {
  readonly definition: FacetDefinition;
  /** Visible items after exclude, sorts and hard_limit. */
  readonly items: readonly FacetItem[];
  readonly activeCount: number;
  /** Range facets: buckets and the current selection. */
  readonly range: {
    readonly buckets: RangeFacet | null;
    readonly selection: RangeSelection | null;
  } | null;
}

/** The label of the missing bucket; widgets translate it through the message catalogue. */
export const MISSING_LABEL = '(none)';

export interface FacetModelInput {
  definition: FacetDefinition;
  counts: readonly FacetCount[] | undefined;
  rangeCounts: RangeFacet | undefined;
  query: SearchQuery;
  /** A stable random value per facet value (SPEC 9.2 random sort, 1–9999). */
  randomKey: (value: string | null) => number;
}

export function buildFacetModel(input: FacetModelInput): FacetModel {
  const { definition, query } = input;
  const selected = query.terms[definition.field] ?? [];
  const missingActive = query.missing.includes(definition.field);
  const exclude = definition.exclude ? compileExclude(definition.exclude) : null;

  const seen = new Set<string | null>();
  const items: FacetItem[] = [];
  const isActive = (value: string | null) =>
    value === null ? missingActive : selected.includes(value);
  const push = (value: string | null, count: number) => {
    if (seen.has(value)) return;
    seen.add(value);
    if (value !== null && exclude?.(value)) return;
    const active = isActive(value);
    // Zero counts are hidden unless active: the visitor must always be able to remove a filter.
    if (!active && count < definition.mincount) return;
    items.push({
      facet: value,
      count,
      active,
      label: value === null ? MISSING_LABEL : value,
      // Own keys only: a value such as `constructor` must not pick up Object.prototype members.
      description:
        value !== null && Object.hasOwn(definition.descriptions, value)
          ? (definition.descriptions[value] ?? null)
          : null,
    });
  };
  for (const bucket of input.counts ?? []) {
    if (bucket.value === null && !definition.missing) continue;
    push(bucket.value, bucket.count);
  }
  // Active values the response did not return (count 0 now) stay visible and removable.
  for (const value of selected) push(value, 0);
  if (missingActive) push(null, 0);

  items.sort(itemComparator(definition.sorts, input.randomKey));
  const active = items.filter((item) => item.active);
  const limited = items.slice(0, definition.hardLimit);
  // hard_limit never hides an active item.
  for (const item of active) if (!limited.includes(item)) limited.push(item);

  return {
    definition,
    items: limited,
    activeCount: active.length,
    range:
      definition.display === 'range'
        ? { buckets: input.rangeCounts ?? null, selection: query.ranges[definition.field] ?? null }
        : null,
  };
}

function itemComparator(
  sorts: readonly FacetSort[],
  randomKey: (value: string | null) => number,
): Comparator<FacetItem> {
  return chain(sorts.map((sort) => directedComparator(sort, randomKey)));
}

/** Numeric sorts take their direction themselves, so values that are not numbers stay last. */
function directedComparator(
  { key, order }: FacetSort,
  randomKey: (value: string | null) => number,
): Comparator<FacetItem> {
  switch (key) {
    case 'active':
      return numericComparator((item) => (item.active ? 1 : 0), order);
    case 'count':
      return numericComparator((item) => item.count, order);
    case 'numeric':
      return numericComparator((item) => item.facet, order);
    case 'random':
      return numericComparator((item) => randomKey(item.facet), order);
    case 'display':
    case 'indexed': {
      const comparator = lexicographicComparator<FacetItem>((item) =>
        key === 'display' ? item.label : item.facet,
      );
      return order === 'desc' ? descending(comparator) : comparator;
    }
  }
}

/** Gives every facet value one random sort value for the life of the instance (SPEC 9.2). */
export function createRandomKeys(random: () => number): (value: string | null) => number {
  const keys = new Map<string | null, number>();
  return (value) => {
    let key = keys.get(value);
    if (key === undefined) {
      key = randomSortValue(random);
      keys.set(value, key);
    }
    return key;
  };
}
