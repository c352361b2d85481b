/**
 * Events a search instance emits for analytics and for widgets that react to moments rather than
 * state (SPEC 3.8, 4.14, 7.12). An analytics adapter turns them into GA4 events.
 */
import type { SearchFailure } from '../search/search-state.js';
import type { SolrDoc } from '../solr/response-types.js';

/** SPEC 3.8: a product as used in listings and analytics. */
export interface AnalyticsProduct {
  readonly id: string;
  readonly price: number | null;
  /** The name of the list it appears in. */
  readonly list: string;
  /** 1-based position in that list, counting earlier pages; null when it is not in the list. */
  readonly position: number | null;
}

export interface SearchEvents extends Record<string, unknown> {
  /**
   * Results were shown (or re-shown after a new search): one impression per product. The one
   * exception to an event being final: when the page's own order is kept after the answer was
   * announced in the ranking's order (`keepShownOrder`), the last payload's `products` are put in
   * the page's order in place, so a listener that catches up with `last` reports the positions
   * the visitor sees. A listener that keeps payloads should copy what it needs.
   */
  resultsShown: { readonly products: readonly AnalyticsProduct[]; readonly numFound: number };
  /** A visitor opened a result. */
  itemClicked: { readonly product: AnalyticsProduct; readonly doc: SolrDoc };
  /** A search failed; the instance is in its error state (`failure` is also `state.error`). */
  searchFailed: { readonly failure: SearchFailure; readonly error: unknown };
  /** SPEC 4.14: the external ranking re-sorted the results. */
  sortOrderUpdated: { readonly ids: readonly string[] };
}
