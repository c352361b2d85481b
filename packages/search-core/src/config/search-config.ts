/**
 * Validates a search instance's configuration (SPEC 3.3) into a `SearchConfig`. Errors are
 * `SearchConfigError`s naming the bad key; unknown keys are warned about once. Legacy Drupal
 * shapes (`opts.solr`, facet `settings`) go through `migrateLegacyConfig` from
 * `@stayfront/search-core/legacy` first; given here, they get an error saying so.
 */
import { isLegacySearchConfig } from '../legacy/is-legacy-config.js';
import { isFieldName } from '../solr/escape.js';
import { DEFAULT_EXPOSED_PARAMS, EXPOSABLE_PARAMS, isSortClause } from '../state/hash-codec.js';
import { readFacetDefinitions } from './facet-config.js';
import { fail, type Reader, readEnum, reader, readRecord } from './readers.js';
import {
  FACET_DISPLAYS,
  type FacetDisplay,
  type RankingConfig,
  type SearchConfig,
} from './types.js';

export const DEFAULT_MAX_ROWS = 10;
export const DEFAULT_RANKING_TIMEOUT_MS = 300;
export const DEFAULT_RANKING_FIELD = 'ss_vrfusion_site_property_code';
/** Parameters integrators may not set through `params`: they would open the proxy's handlers. */
const FORBIDDEN_PARAMS =
  /^(?:qt|shards(?:\..*)?|stream\..*|wt|tr|v\..*|json\.wrf|isShard|debug.*)$/;
/** Query parsers integrators may choose; others (xmlparser: XXE, CVE-2017-12629) are refused. */
const ALLOWED_PARSERS = /^(?:lucene|dismax|edismax)$/;

const TOP_KEYS =
  'solr facets facet_widget_map ranking analytics url_hash hash_prefix default_sort filter_fields value_fields'.split(
    ' ',
  );
const SOLR_KEYS =
  'url index parent bundles bundle_field entity_type doc_cache exposed_params hash default_q default_boost params max_rows return_full_docs'.split(
    ' ',
  );

export interface ValidateOptions {
  name: string;
  warn: (message: string) => void;
}

export function validateSearchConfig(input: unknown, options: ValidateOptions): SearchConfig {
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (!warned.has(message)) options.warn(`Stayfront search "${options.name}": ${message}`);
    warned.add(message);
  };
  const root = reader(readRecord(input, '(config)'), '');
  if (isLegacySearchConfig(root.record)) {
    fail(
      root.record.opts !== undefined ? 'opts' : 'facets',
      'legacy Drupal shape: pass it through migrateLegacyConfig() from "@stayfront/search-core/legacy"',
    );
  }
  root.checkKeys(TOP_KEYS, warn);
  const solr = reader(readRecord(root.record.solr, 'solr'), 'solr');
  solr.checkKeys(SOLR_KEYS, warn);

  const index = solr.optionalString('index') || null;
  const inherits = index === 'inherit';
  const url = inherits ? (solr.optionalString('url') ?? '') : checkUrl(solr, 'url');

  const params = readParams(solr);
  const defaultSort = root.optionalString('default_sort') || null;
  if (defaultSort && !isSortClause(defaultSort))
    fail('default_sort', `"${defaultSort}" is not a sort such as "fts_price asc"`);
  const hashPrefix = root.optionalString('hash_prefix') ?? '';
  if (!/^\w*\.?$/.test(hashPrefix))
    fail('hash_prefix', 'use letters, digits and _ (a trailing . is allowed)');
  const analytics = root.optionalRecord('analytics');
  const bundleField = solr.optionalString('bundle_field') ?? 'ss_type';
  if (!isFieldName(bundleField)) fail('solr.bundle_field', 'not a Solr field name');
  const widgetMap = root.optionalRecord('facet_widget_map');
  const docCache = solr.optionalRecord('doc_cache');

  return {
    name: options.name,
    url,
    index: inherits ? null : index,
    inheritFrom: inherits ? (solr.optionalString('parent') ?? 'main') : null,
    bundles: solr.optionalStrings('bundles') ?? [],
    bundleField,
    entityType: solr.optionalString('entity_type') || null,
    // doc_cache: seconds, or { lifetime: seconds, enabled? }; absent or 0 keeps documents in memory only.
    docCacheLifetimeMs:
      1000 *
      (docCache
        ? docCache.optionalBoolean('enabled') === false
          ? 0
          : (docCache.optionalNumber('lifetime', { min: 0 }) ?? 0)
        : solr.record.doc_cache === false
          ? 0
          : (solr.optionalNumber('doc_cache', { min: 0 }) ?? 0)),
    exposedParams:
      solr
        .optionalStrings('exposed_params')
        ?.map((name, index) => readEnum(name, `solr.exposed_params[${index}]`, EXPOSABLE_PARAMS)) ??
      DEFAULT_EXPOSED_PARAMS,
    filterFields: readFields(root, 'filter_fields') ?? [],
    valueFields: readFields(root, 'value_fields') ?? ['id'],
    urlHash: root.optionalBoolean('url_hash') ?? true,
    hashPrefix,
    siteHash: solr.optionalString('hash') || null,
    defaultQ: solr.optionalString('default_q') || '*:*',
    defaultBoost: solr.optionalString('default_boost') || null,
    defaultSort,
    params,
    maxRows:
      solr.optionalNumber('max_rows', { min: 0, max: 1000, integer: true }) ?? DEFAULT_MAX_ROWS,
    returnFullDocs: solr.optionalBoolean('return_full_docs') ?? true,
    facets: readFacetDefinitions(
      root.record.facets,
      Object.fromEntries(
        Object.keys(widgetMap?.record ?? {}).map((widget) => [
          widget,
          readEnum(widgetMap?.record[widget], `facet_widget_map.${widget}`, FACET_DISPLAYS),
        ]),
      ) as Record<string, FacetDisplay>,
      warn,
    ),
    ranking: readRanking(root.optionalRecord('ranking')),
    analyticsList: analytics?.optionalString('list') ?? options.name,
    priceField: analytics?.optionalString('price_field') ?? 'fts_price',
  };
}

function readFields(record: Reader, key: string): string[] | undefined {
  return record
    .optionalStrings(key)
    ?.map((field, index) =>
      isFieldName(field) ? field : fail(`${key}[${index}]`, `"${field}" is not a Solr field name`),
    );
}

/** A proxy or service URL: a path, or http(s). `javascript:` and `data:` are never fetched. */
function checkUrl(record: Reader, key: string): string {
  const url = record.string(key);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') {
    fail(record.path(key), `"${scheme}:" URLs are not allowed; use a path or an http(s) URL`);
  }
  return url;
}

/** `params`: `{ name: value | [values] }` or `[[name, value]]`; values are strings, numbers or booleans. */
function readParams(solr: Reader): [string, string][] {
  const value = solr.record.params;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((pair, index) =>
        Array.isArray(pair) && pair.length === 2
          ? [String(pair[0]), pair[1]]
          : fail(`solr.params[${index}]`, 'expected [name, value]'),
      )
    : Object.entries(solr.optionalRecord('params')?.record ?? {});
  return entries.flatMap(([name, item]) => {
    if (FORBIDDEN_PARAMS.test(name)) fail(`solr.params.${name}`, 'this parameter is not allowed');
    if (name === 'defType' && !ALLOWED_PARSERS.test(String(item))) {
      fail('solr.params.defType', 'use lucene, dismax or edismax');
    }
    return (Array.isArray(item) ? item : [item]).map((entry): [string, string] =>
      ['string', 'number', 'boolean'].includes(typeof entry)
        ? [name, String(entry)]
        : fail(`solr.params.${name}`, 'expected a string, number, boolean or a list of them'),
    );
  });
}

function readRanking(ranking: Reader | undefined): RankingConfig | null {
  if (!ranking) return null;
  const provider = ranking.string('provider');
  if (!/^[\w-]+$/.test(provider)) fail('ranking.provider', 'use letters, digits, - and _');
  const field = ranking.optionalString('field') ?? DEFAULT_RANKING_FIELD;
  if (!isFieldName(field)) fail('ranking.field', 'not a Solr field name');
  return {
    url: ranking.record.url === undefined ? '' : checkUrl(ranking, 'url'),
    provider,
    cid: String(ranking.record.cid ?? '') || fail('ranking.cid', 'is required'),
    field,
    timeoutMs:
      ranking.optionalNumber('timeout_ms', { min: 0, max: 10_000 }) ?? DEFAULT_RANKING_TIMEOUT_MS,
  };
}
