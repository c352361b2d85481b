/** The public shape of a search instance: what islands and other packages program against. */
import type { StoreApi } from 'zustand/vanilla';
import type { SearchConfig } from '../config/types.js';
import type { Emitter } from '../events/emitter.js';
import type { SearchEvents } from '../events/search-events.js';
import type { FacetModel } from '../facets/facet-model.js';
import type { Platform, PlatformOverrides } from '../platform/platform.js';
import type { SolrDoc } from '../solr/response-types.js';
import type { RangeSelection, SearchQuery } from '../state/search-query.js';
import type { Suggestion } from './build-params.js';
import type { Connection } from './connection.js';
import type { SearchState } from './search-state.js';

export interface CreateSearchOptions {
  /** Instance name, used in warnings, analytics and the registry. @default 'main' */
  name?: string;
  /** Browser capabilities; parts not given come from the browser. */
  platform?: Platform | PlatformOverrides;
  /** The instance an `index: 'inherit'` config reuses the connection of. */
  parent?: SearchInstance;
}

export interface SearchActions {
  /** Reads the hash, starts watching it and runs the first search. Idempotent. */
  start(): void;
  /** Replaces the query; writes the hash (a new history entry unless `replace`) and searches. */
  setQuery(
    update: SearchQuery | ((query: SearchQuery) => SearchQuery),
    options?: { replace?: boolean },
  ): void;
  /** SPEC 4.3: adds the value, or replaces the selection of a single-valued facet; removes it if active. */
  toggleFacet(facetName: string, value: string | null): void;
  removeFilter(field: string, value: string | null): void;
  setRange(facetName: string, range: RangeSelection | null): void;
  resetFacet(facetName: string): void;
  /** SPEC 4.3: clears every selection. */
  resetFacets(): void;
  setText(text: string): void;
  /** A fixed list of values, e.g. favourite ids, shown in that order (SPEC 2.1). */
  showValues(field: string, values: readonly string[]): void;
  setSort(sort: string | null): void;
  setStart(start: number): void;
  setRows(rows: number | null): void;
  /** Runs the last search again, e.g. from an error state's retry button. */
  retry(): void;
  /** Reports a click on a result for analytics. */
  trackClick(doc: SolrDoc): void;
  /** Suggestions for an autocomplete field (SPEC 7.4); empty when nothing should be sent. */
  suggest(field: string | undefined, text: string): Promise<Suggestion[]>;
  /** Documents whose `field` is one of `values`, in that order: the favourites query (SPEC 7.3). */
  fetchByValues(
    field: string,
    values: readonly string[],
    rows: number,
  ): Promise<{ numFound: number; docs: SolrDoc[] }>;
  /** Stops watching the hash and aborts requests. */
  dispose(): void;
}

export interface SearchInstance extends SearchActions {
  readonly name: string;
  readonly config: SearchConfig;
  readonly store: StoreApi<SearchState>;
  readonly connection: Connection;
  readonly events: Emitter<SearchEvents>;
  getState(): SearchState;
  subscribe(listener: (state: SearchState, previous: SearchState) => void): () => void;
  /** The model of one facet; the same object while its inputs are unchanged. */
  getFacet(facetName: string): FacetModel;
  /** `fq` values of the current selections plus the instance's base filters. */
  currentFilters(): string[];
}
