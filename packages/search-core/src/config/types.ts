/** Validated configuration of a search instance. Inputs are read and validated by `search-config.ts` and `facet-config.ts`. */
import type { ParamList } from '../solr/params.js';
import type { ExposedParam } from '../state/hash-codec.js';

/** How a facet is displayed; widgets choose their component from it (SPEC 3.4 facet_widget_map). */
export type FacetDisplay = 'checkbox' | 'links' | 'select' | 'range' | 'toggle';
export const FACET_DISPLAYS: readonly FacetDisplay[] = [
  'checkbox',
  'links',
  'select',
  'range',
  'toggle',
];

/** Sort keys of facet items (SPEC 3.4 active_sorts, 9.2 sort handlers). */
export type FacetSortKey = 'active' | 'count' | 'display' | 'indexed' | 'numeric' | 'random';
export const FACET_SORT_KEYS: readonly FacetSortKey[] = [
  'active',
  'count',
  'display',
  'indexed',
  'numeric',
  'random',
];

export interface FacetSort {
  readonly key: FacetSortKey;
  readonly order: 'asc' | 'desc';
}

export interface FacetRangeConfig {
  readonly start: number;
  readonly end: number;
  readonly gap: number;
}

export interface FacetDefinition {
  /** The name widgets refer to; defaults to the field. */
  readonly name: string;
  /** The Solr field. */
  readonly field: string;
  readonly label: string;
  readonly display: FacetDisplay;
  /** AND narrows with every value; OR widens and keeps the other values' counts. @default 'AND' */
  readonly operator: 'AND' | 'OR';
  /** False when only one item may be active (legacy `limit_active_items`). @default true */
  readonly multiple: boolean;
  /** Values matching this pattern are hidden (SPEC 5.2); regex specials are stripped first. */
  readonly exclude: string | null;
  /** @default [active desc, count desc, display asc] */
  readonly sorts: readonly FacetSort[];
  /** Items requested and shown at most (`facet.limit`). @default 50 */
  readonly hardLimit: number;
  /** Ask for the bucket of documents without a value. @default false */
  readonly missing: boolean;
  /** @default 1 */
  readonly mincount: number;
  /** For range displays: buckets requested with `facet.range`. */
  readonly range: FacetRangeConfig | null;
  /** Short descriptions per value, shown as tooltips (amenity groups). */
  readonly descriptions: Readonly<Record<string, string>>;
}

export interface RankingConfig {
  /** Base URL of the ranking service; `/api/v2/{provider}_serving/ranking` is appended. */
  readonly url: string;
  readonly provider: string;
  /** Site client id (`cid`). */
  readonly cid: string;
  /** Document field matched against the ranking's entity ids. @default 'ss_vrfusion_site_property_code' */
  readonly field: string;
  /** Results keep their order when the ranking takes longer. @default 300 */
  readonly timeoutMs: number;
}

export interface SearchConfig {
  readonly name: string;
  /** Proxy URL searches are POSTed to (SPEC 3.3 url). */
  readonly url: string;
  /** Index id for `fq=index_id:…`, null for none. `inherit` is resolved before this point. */
  readonly index: string | null;
  /** Instance whose connection (url, index, caches, queues) this one reuses. */
  readonly inheritFrom: string | null;
  readonly bundles: readonly string[];
  /** @default 'ss_type' */
  readonly bundleField: string;
  readonly entityType: string | null;
  /** Persistent document cache lifetime in ms; 0 disables it. */
  readonly docCacheLifetimeMs: number;
  readonly exposedParams: readonly ExposedParam[];
  /**
   * Fields a hash `fq` may filter on besides the facet fields; filters on other fields are
   * dropped, so a crafted link cannot probe fields the site does not expose. @default []
   */
  readonly filterFields: readonly string[];
  /** Fields a hash `q=field:(A OR B …)` may list values of (SPEC 2.1, 2.4). @default ['id'] */
  readonly valueFields: readonly string[];
  /** Whether this instance keeps its state in the URL hash. @default true */
  readonly urlHash: boolean;
  /** Prefix of this instance's hash parameters when several instances share the hash. @default '' */
  readonly hashPrefix: string;
  /** Site hash used in document ids (SPEC 3.1). */
  readonly siteHash: string | null;
  /** @default '*:*' */
  readonly defaultQ: string;
  readonly defaultBoost: string | null;
  readonly defaultSort: string | null;
  readonly params: ParamList;
  /** Rows requested; nothing is sent unless it is above 0 (SPEC 7.1). @default 10 */
  readonly maxRows: number;
  /**
   * The most rows a visitor may choose (a hits-per-page widget, `rows` in the hash); more are cut
   * to it. `solr.rows_limit`. @default max_rows
   */
  readonly rowsLimit: number;
  /** Fetch full documents after the id-only search (SPEC 7.2). @default true */
  readonly returnFullDocs: boolean;
  /**
   * `solr.timeout_ms`: how long one request to the proxy (a search, full documents, a side
   * request) may take, answer and body included, before it fails as a `network` error with
   * status 0 that the visitor can retry. 1000 to 120000. An `index: 'inherit'` search uses its
   * parent's connection, so its parent's limit. The ranking request, sent by the same transport,
   * keeps its own 10 s cap, or this limit if it is shorter.
   * @default 15000
   */
  readonly timeoutMs: number;
  readonly facets: readonly FacetDefinition[];
  readonly ranking: RankingConfig | null;
  /** List name in analytics events. @default the instance name */
  readonly analyticsList: string;
  /** Field read as the price in analytics events. @default 'fts_price' */
  readonly priceField: string;
}
