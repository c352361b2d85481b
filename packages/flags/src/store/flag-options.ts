/**
 * The favourites options (SPEC 3.6): what the flag toggles say, their classes, the cookie, the
 * Solr field the ids match, and the favourites view page. `parseFlagOptions` reads them from
 * untrusted JSON; this file holds the shape, the defaults and the error.
 */

/** The legacy cookie name, kept so existing visitors keep their favourites (SPEC 3.6). */
export const DEFAULT_NAMESPACE = 'riot_solr_flag_items';

export interface FlagOptions {
  /** The toggle's label in each state (SPEC 4.1). @default { flag: 'Flag', unflag: 'Unflag' } */
  readonly text: { readonly flag: string; readonly unflag: string };
  /** The toggle's class in each state. @default { flag: 'rs-flag', unflag: 'rs-unflag' } */
  readonly classes: { readonly flag: string; readonly unflag: string };
  /** The cookie name, which is also the store's identity on the page. @default 'riot_solr_flag_items' */
  readonly namespace: string;
  /** The Solr field the ids are matched on: `fq={key}:(…)` (SPEC 7.3) and the view hash (SPEC 2.4). @default 'id' */
  readonly key: string;
  /** The favourites view page, a path on this site (`/favourites`, SPEC 2.4). @default null (no view link) */
  readonly path: string | null;
  /**
   * True: the index is never queried for the favourites; the counter shows only the count from
   * the cookie, with no panel of items (SPEC 2.4, 7.3 are skipped). @default false
   */
  readonly skipSolr: boolean;
  /**
   * The ids are stored without this prefix (the Solr document id is `prefix + id`, e.g. a
   * search_api_solr site hash and index); it is added when querying Solr and stripped from the
   * ids of returned documents. @default null
   */
  readonly skipSolrPrefix: string | null;
}

export const DEFAULT_FLAG_OPTIONS: FlagOptions = Object.freeze({
  text: Object.freeze({ flag: 'Flag', unflag: 'Unflag' }),
  classes: Object.freeze({ flag: 'rs-flag', unflag: 'rs-unflag' }),
  namespace: DEFAULT_NAMESPACE,
  key: 'id',
  path: null,
  skipSolr: false,
  skipSolrPrefix: null,
});

export interface FlagOptionIssue {
  /** A JSON path into the raw options, such as `$.text.flag`. */
  readonly path: string;
  readonly message: string;
}

/** Options with wrong values; `issues` names each (the loader reports them as a config error). */
export class FlagOptionsError extends Error {
  declare readonly issues: readonly FlagOptionIssue[];
  override readonly name = 'FlagOptionsError';
  constructor(issues: readonly FlagOptionIssue[]) {
    super(
      `Invalid flag options: ${issues.map(({ path, message }) => `${path}: ${message}`).join('; ')}`,
    );
    this.issues = Object.freeze([...issues]);
  }
}

/**
 * A cookie name we write: RFC 6265 token characters except `%` (which js-cookie would encode, so the
 * name in the header would differ from the option), at most 100 of them.
 */
const COOKIE_NAME = /^[A-Za-z0-9!#$&'*+\-.^_`|~]{1,100}$/;

export function isCookieName(value: unknown): value is string {
  return typeof value === 'string' && COOKIE_NAME.test(value);
}
