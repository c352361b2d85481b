/** The normalised shape of a Solr response, the only one the rest of Stayfront reads. */

/** A Solr document. Integers beyond 2^53 arrive as strings; ids are always strings. */
export type SolrDoc = { readonly id: string } & Readonly<Record<string, unknown>>;

/** One facet bucket; `value` is null for the `facet.missing` bucket. */
export interface FacetCount {
  readonly value: string | null;
  readonly count: number;
}

export interface RangeFacet {
  readonly counts: readonly FacetCount[];
  readonly start: string | null;
  readonly end: string | null;
  readonly gap: string | null;
  readonly before: number | null;
  readonly after: number | null;
  readonly between: number | null;
}

export interface SolrResponse {
  readonly docs: readonly SolrDoc[];
  readonly numFound: number;
  readonly start: number;
  /** `responseHeader.params.rows`, which Solr echoes as a string; null when not echoed. */
  readonly rows: number | null;
  readonly maxScore: number | null;
  /**
   * `responseHeader.partialResults`: Solr stopped early (`timeAllowed`, `shards.tolerant` with a
   * shard down), so `docs` and `numFound` may miss matching documents.
   */
  readonly partial: boolean;
  /** Echoed request params; repeated params are arrays. */
  readonly params: Readonly<Record<string, string | readonly string[]>>;
  readonly facetFields: Readonly<Record<string, readonly FacetCount[]>>;
  readonly facetRanges: Readonly<Record<string, RangeFacet>>;
  /** Pre-4.10 `facet_dates`, read into the same shape as ranges. */
  readonly facetDates: Readonly<Record<string, RangeFacet>>;
  readonly facetQueries: Readonly<Record<string, number>>;
  readonly facetIntervals: Readonly<Record<string, readonly FacetCount[]>>;
  /**
   * The response's raw `spellcheck` section, as Solr sent it (null without one): untrusted, never
   * read by the engine. `readSpellcheck` or `selectSpellcheck` from
   * `@stayfront/search-core/spellcheck` turn it into a `Spellcheck` (every shape Solr has used).
   */
  readonly spellcheck: unknown;
  readonly highlighting: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}
