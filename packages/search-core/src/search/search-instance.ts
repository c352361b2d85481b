/** The public shape of a search instance: what islands and other packages program against. */
import type { StoreApi } from 'zustand/vanilla';
import type { SearchConfig } from '../config/types.js';
import type { Emitter } from '../events/emitter.js';
import type { SearchEvents } from '../events/search-events.js';
import type { Platform, PlatformOverrides } from '../platform/platform.js';
import type { ParamList } from '../solr/params.js';
import type { SolrDoc, SolrResponse } from '../solr/response-types.js';
import type { SearchQuery } from '../state/search-query.js';
import type { Connection } from './connection.js';
import type { SearchState } from './search-state.js';

export interface CreateSearchOptions {
  /** Instance name, used in warnings, analytics and the registry. @default 'main' */
  name?: string;
  /** Browser capabilities; parts not given come from the browser. */
  platform?: Platform | PlatformOverrides;
  /** The instance an `index: 'inherit'` config reuses the connection of. */
  parent?: SearchInstance | undefined;
}

export interface SearchActions {
  /** Reads the hash, starts watching it and runs the first search. Idempotent. */
  start(): void;
  /** Replaces the query; writes the hash (a new history entry unless `replace`) and searches. */
  setQuery(
    update: SearchQuery | ((query: SearchQuery) => SearchQuery),
    options?: { replace?: boolean },
  ): void;
  setText(text: string): void;
  /** A fixed list of values, e.g. favourite ids, shown in that order (SPEC 2.1). */
  showValues(field: string, values: readonly string[]): void;
  setSort(sort: string | null): void;
  setStart(start: number): void;
  setRows(rows: number | null): void;
  /** Runs the last search again, e.g. from an error state's retry button. */
  retry(): void;
  /**
   * The page already shows these documents, in this order, for the current query (the server's
   * first page: call it right after `start()`, when the query is the one the page was rendered
   * for). While the query is that one (also after Back), a search that finds the same documents
   * keeps that order instead of the ranking re-sort's: the visitor's page is never re-ordered
   * under them, and analytics report the positions they see. A deliberate departure from SPEC
   * 4.14, where the legacy site re-sorted the page on screen.
   */
  keepShownOrder(ids: readonly string[]): void;
  /** Reports a click on a result for analytics. */
  trackClick(doc: SolrDoc): void;
  /**
   * Sends `params` through the named queue (a newer request in the same queue supersedes it) to
   * the proxy URL, or to `{url}/select` for document lookups; resolves with the normalised
   * response, or null when superseded. Side queries (autocomplete, favourites) use their own queue.
   */
  send(
    queue: string,
    params: ParamList,
    target?: 'search' | 'select',
  ): Promise<SolrResponse | null>;
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
  /** The platform the instance runs on (shared with helpers such as the facet models). */
  readonly platform: Platform;
  /** `fq` values of the current selections plus the instance's base filters. */
  currentFilters(): string[];
}
