/**
 * The syntax tree of the Lucene/Solr standard query syntax the demo engine understands. The
 * parser (`lucene-parser.ts`) produces it from `q` and `fq` strings; the SQL compiler consumes it.
 * Anything the parser does not support is an `UnsupportedQueryError`, which the engine answers
 * with Solr's 400 error shape, never a wrong result.
 */

export type QueryNode =
  /** `*:*` */
  | { readonly type: 'all' }
  /** A single term; `field` null means the default text fields. `value` is unescaped. */
  | { readonly type: 'term'; readonly field: string | null; readonly value: string }
  /** `"a phrase"`; `field` null means the default text fields. */
  | { readonly type: 'phrase'; readonly field: string | null; readonly value: string }
  /** `field:pre*` — a trailing-wildcard prefix (only form of wildcard supported). */
  | { readonly type: 'prefix'; readonly field: string | null; readonly value: string }
  /** `field:*` or `field:[* TO *]`: the field has a value. */
  | { readonly type: 'exists'; readonly field: string }
  /** `field:[a TO b]`, `{a TO b}`, mixed; `null` bound is `*` (open). Bounds are raw strings. */
  | {
      readonly type: 'range';
      readonly field: string;
      readonly from: string | null;
      readonly to: string | null;
      readonly includeFrom: boolean;
      readonly includeTo: boolean;
    }
  /**
   * A boolean group. `clauses` keep their occur flag: `must` (+ or AND), `should` (plain or OR),
   * `mustNot` (- or NOT). Solr's rules: a group with a must clause ignores should clauses for
   * matching; a group of only mustNot clauses matches everything but them (pure negative).
   */
  | { readonly type: 'bool'; readonly clauses: readonly BoolClause[] };

export interface BoolClause {
  readonly occur: 'must' | 'should' | 'mustNot';
  readonly node: QueryNode;
}

/** Local params at the start of a query: `{!tag=a,b}`, `{!ex=…}` is for facets only. */
export interface LocalParams {
  /** The query parser named by `{!dismax}`, `{!edismax}`, `{!lucene}`; null when not given. */
  readonly parser: string | null;
  readonly tags: readonly string[];
  /**
   * `qf` of `{!dismax qf='title^2 body'}` (field names, boosts dropped); absent when not given,
   * in which case the engine's default query fields apply. Only with the dismax parsers.
   */
  readonly qf?: readonly string[];
}

export interface ParsedQuery {
  readonly localParams: LocalParams;
  readonly node: QueryNode;
}

export class UnsupportedQueryError extends Error {
  override readonly name = 'UnsupportedQueryError';
  constructor(
    message: string,
    readonly query: string,
    readonly position: number,
  ) {
    super(message);
  }
}
