import { deepEqual } from './deep-equal.js';

/**
 * The search state a visitor controls, in structured form. Solr syntax is produced from it by
 * `buildQueryFilters`/`formatQueryText`, with every value escaped, so nothing read from the hash
 * reaches Solr as raw syntax.
 */

export type QueryText =
  /** No query: the instance's `default_q` is sent (SPEC 7.1). */
  | { readonly type: 'all' }
  /** Words typed by a visitor. */
  | { readonly type: 'text'; readonly text: string }
  /** `field:(A OR B …)`: a fixed list, e.g. favourites; the list also sets display order (SPEC 2.1). */
  | { readonly type: 'values'; readonly field: string; readonly values: readonly string[] };

/** An inclusive or exclusive range; `*` is open-ended. Bounds are validated literals. */
export interface RangeSelection {
  readonly from: string;
  readonly to: string;
  readonly includeFrom: boolean;
  readonly includeTo: boolean;
}

export interface SearchQuery {
  readonly q: QueryText;
  /** Selected facet values per field, in the order the visitor chose them. */
  readonly terms: Readonly<Record<string, readonly string[]>>;
  /** A selected range per field. */
  readonly ranges: Readonly<Record<string, RangeSelection>>;
  /** Fields restricted to documents without a value (the `facet.missing` bucket). */
  readonly missing: readonly string[];
  /** A validated Solr sort clause, or null for relevance / the configured default. */
  readonly sort: string | null;
  readonly start: number;
  /** Rows per page chosen by the visitor, or null for the configured default. */
  readonly rows: number | null;
}

export const EMPTY_QUERY: SearchQuery = Object.freeze({
  q: Object.freeze({ type: 'all' }) as QueryText,
  terms: Object.freeze({}),
  ranges: Object.freeze({}),
  missing: Object.freeze([]) as readonly string[],
  sort: null,
  start: 0,
  rows: null,
});

/** Equality for queries, used to skip redundant searches and hash writes. */
export function queriesEqual(a: SearchQuery, b: SearchQuery): boolean {
  return deepEqual(a, b);
}
