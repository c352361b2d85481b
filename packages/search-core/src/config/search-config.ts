/**
 * Validates a search instance's configuration (SPEC 3.3) into a `SearchConfig`. Errors are
 * `SearchConfigError`s naming the bad key; unknown keys are warned about once. Legacy Drupal
 * shapes (`opts.solr`, facet `settings`) go through `migrateLegacyConfig` from
 * `@stayfront/search-core/legacy` first; given here, they get an error saying so.
 */
import { isLegacySearchConfig } from '../legacy/is-legacy-config.js';
import { DEFAULT_EXPOSED_PARAMS, EXPOSABLE_PARAMS, isSortClause } from '../state/hash-codec.js';
import { readFacetDefinitions } from './facet-config.js';
import {
  bool,
  expected,
  fail,
  int,
  num,
  object,
  oneOf,
  optional,
  type Read,
  raw,
  readObject,
  readRecord,
  recordOf,
  solrField,
  str,
  strings,
  text,
  valid,
} from './readers.js';
import { FACET_DISPLAYS, type SearchConfig } from './types.js';

export const DEFAULT_MAX_ROWS = 10;
export const DEFAULT_RANKING_TIMEOUT_MS = 300;
/** `solr.timeout_ms`: generous for slow phone networks, which carry the small search answers. */
export const DEFAULT_SOLR_TIMEOUT_MS = 15_000;
export const DEFAULT_RANKING_FIELD = 'ss_vrfusion_site_property_code';
/** Parameters integrators may not set through `params`: they would open the proxy's handlers. */
const FORBIDDEN_PARAMS =
  /^(?:qt|shards(?:\..*)?|stream\..*|wt|tr|v\..*|json\.wrf|isShard|debug.*)$/;
/** Query parsers integrators may choose; others (xmlparser: XXE, CVE-2017-12629) are refused. */
const ALLOWED_PARSERS = /^(?:lucene|dismax|edismax)$/;

/** A proxy or service URL: a path, or http(s). `javascript:` and `data:` are never fetched. */
const httpUrl = valid(
  // After leading spaces: http(s):, or no scheme at all.
  (value) => /^\s*(?:https?:|(?![a-z][a-z\d+.-]*:))/i.test(value),
  'a path or an http(s) URL',
);

/** `params`: `{ name: value | [values] }` or `[[name, value]]`; values are strings, numbers or booleans. */
const params: Read<[string, string][]> = (value, path) =>
  (Array.isArray(value)
    ? value.map((pair, index): [string, unknown] =>
        Array.isArray(pair) && pair.length === 2
          ? [String(pair[0]), pair[1]]
          : fail(`${path}[${index}]`, 'expected [name, value]'),
      )
    : Object.entries(readRecord(value, path))
  ).flatMap(([name, item]) => {
    const at = `${path}.${name}`;
    if (FORBIDDEN_PARAMS.test(name)) fail(at, 'this parameter is not allowed');
    if (name === 'defType' && !ALLOWED_PARSERS.test(String(item))) {
      expected(at, 'lucene, dismax or edismax', item);
    }
    // One value or a list of them.
    return [item]
      .flat()
      .map((entry): [string, string] =>
        ['string', 'number', 'boolean'].includes(typeof entry)
          ? [name, String(entry)]
          : expected(at, 'a string, number, boolean or a list of them', entry),
      );
  });

/** `doc_cache: { lifetime: seconds, enabled? }`, in ms; 0 keeps documents in memory only. */
const DOC_CACHE = { enabled: [bool, true], lifetime: [raw, 0] } as const;
const seconds = num(0);
const docCacheLifetimeMs: Read<number> = (value, path, warn) => {
  const { enabled, lifetime } = readObject(value, path, DOC_CACHE, warn);
  // A disabled cache's lifetime is not read.
  return enabled ? 1000 * (seconds(lifetime, `${path}.lifetime`) ?? 0) : 0;
};

// Schemas: one rule per key, [reader, default]; a rule without a default is a required key.
// Output keys are the camelCase of the config keys (`max_rows` → `maxRows`).

const RANKING = {
  url: [httpUrl, ''],
  provider: [valid((value) => /^[\w-]+$/.test(value), 'letters, digits, - and _')],
  // Client ids may be numbers in the settings.
  cid: [(value: unknown) => String(value) || undefined],
  field: [solrField, DEFAULT_RANKING_FIELD],
  timeout_ms: [num(0, 10_000), DEFAULT_RANKING_TIMEOUT_MS],
} as const;

const SOLR = {
  index: [text, null],
  // Read below, and only by an inheriting search (`index: 'inherit'`).
  parent: [raw, 'main'],
  bundles: [strings(), []],
  bundle_field: [solrField, 'ss_type'],
  entity_type: [text, null],
  doc_cache: [docCacheLifetimeMs, 0],
  exposed_params: [strings(oneOf(EXPOSABLE_PARAMS)), DEFAULT_EXPOSED_PARAMS],
  hash: [text, null],
  default_q: [text, '*:*'],
  default_boost: [text, null],
  params: [params, []],
  max_rows: [int(0, 1000), DEFAULT_MAX_ROWS],
  // The most rows a visitor may choose (hits per page, `rows` in the hash); null: max_rows.
  rows_limit: [int(1, 1000), null],
  return_full_docs: [bool, true],
  timeout_ms: [int(1000, 120_000), DEFAULT_SOLR_TIMEOUT_MS],
  // Last, as it is checked after the other keys: the string here, its form below once the index
  // is known (an inheriting search takes its parent's URL).
  url: [str, ''],
} as const;

const ANALYTICS = { list: [str, null], price_field: [str, 'fts_price'] } as const;

const ROOT = {
  // Read below: solr and facets warn about their own unknown keys after the root's.
  solr: [raw],
  facets: [raw, null],
  facet_widget_map: [recordOf(oneOf(FACET_DISPLAYS)), {}],
  ranking: [object(RANKING), null],
  analytics: [raw, {}], // read below: its list defaults to the instance name
  url_hash: [bool, true],
  hash_prefix: [
    valid((value) => /^\w*\.?$/.test(value), 'letters, digits and _ (a trailing . is allowed)'),
    '',
  ],
  default_sort: [optional(valid(isSortClause, 'a sort such as "fts_price asc"')), null],
  filter_fields: [strings(solrField), []],
  value_fields: [strings(solrField), ['id']],
} as const;

export interface ValidateOptions {
  name: string;
  warn: (message: string) => void;
}

export function validateSearchConfig(input: unknown, options: ValidateOptions): SearchConfig {
  const { name } = options;
  // Each key is read once, at its own path, so each unknown key is told once without a record.
  const warn = (message: string) => options.warn(`Stayfront search "${name}": ${message}`);
  if (isLegacySearchConfig(input)) {
    fail(
      (input as { opts?: unknown }).opts !== undefined ? 'opts' : 'facets',
      'legacy Drupal shape: use migrateLegacyConfig() from "@stayfront/search-core/legacy"',
    );
  }
  const { solr, facets, facetWidgetMap, analytics, ...root } = readObject(
    readRecord(input, '(config)'),
    '',
    ROOT,
    warn,
  );
  const { url, index, parent, hash, docCache, rowsLimit, ...connection } = readObject(
    solr,
    'solr',
    SOLR,
    warn,
  );
  const inherits = index === 'inherit';
  if (!inherits) httpUrl(url.trim() || fail('solr.url', 'is required'), 'solr.url');
  const { list, priceField } = readObject(analytics, 'analytics', ANALYTICS, warn);
  return {
    name,
    url,
    index: inherits ? null : index,
    inheritFrom: inherits ? str(parent, 'solr.parent') : null,
    ...connection,
    rowsLimit: rowsLimit ?? Math.max(1, connection.maxRows),
    docCacheLifetimeMs: docCache,
    siteHash: hash,
    ...root,
    facets: readFacetDefinitions(facets, facetWidgetMap, warn),
    analyticsList: list ?? name,
    priceField,
  };
}
