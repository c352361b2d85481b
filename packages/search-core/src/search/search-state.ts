/** The state of a search instance, as islands read it through selectors. */
import type { RequestFailureKind } from '../errors.js';
import type { SolrDoc, SolrResponse } from '../solr/response-types.js';
import { EMPTY_QUERY, type SearchQuery } from '../state/search-query.js';

export interface SearchFailure {
  readonly kind: RequestFailureKind | 'unknown';
  /** HTTP or Solr status; 0 without one. */
  readonly status: number;
  readonly message: string;
}

export type SearchStatus = 'idle' | 'success' | 'error';

export interface SearchState {
  /** What the visitor asked for. */
  readonly query: SearchQuery;
  /** The outcome of the latest finished search: `idle` before the first one. */
  readonly status: SearchStatus;
  /** SPEC 4.2: true while a request of this search is in flight. */
  readonly pending: boolean;
  readonly error: SearchFailure | null;
  /** The latest id/facet response; facets and spellcheck are read from it. */
  readonly response: SolrResponse | null;
  /** Documents of the current page in display order (full documents when configured). */
  readonly docs: readonly SolrDoc[];
  readonly numFound: number;
  readonly start: number;
  readonly rows: number;
  /** True when the external ranking re-sorted `docs`. */
  readonly ranked: boolean;
}

export function initialSearchState(rows: number): SearchState {
  return {
    query: EMPTY_QUERY,
    status: 'idle',
    pending: false,
    error: null,
    response: null,
    docs: [],
    numFound: 0,
    start: 0,
    rows,
    ranked: false,
  };
}
