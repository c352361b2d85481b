/**
 * Validates a search instance's configuration (SPEC 3.3) into a `SearchConfig`. Errors are
 * `SearchConfigError`s naming the bad key; unknown keys and legacy shapes are warned about once.
 * Legacy Drupal shapes (`opts.solr`, facet `settings`) go through `migrateLegacyConfig` from
 * `@stayfront/search-core/legacy` first; given here, they get an error saying so.
 */
import { SearchConfigError } from '../errors.js';
import { isLegacySearchConfig } from '../legacy/is-legacy-config.js';
import { isFieldName } from '../solr/escape.js';
import { type ParamInput, toParamList } from '../solr/params.js';
import {
  DEFAULT_EXPOSED_PARAMS,
  EXPOSABLE_PARAMS,
  type ExposedParam,
  isSortClause,
} from '../state/hash-codec.js';
import { readFacetDefinitions } from './facet-config.js';
import {
  checkKnownKeys,
  isRecord,
  optionalBoolean,
  optionalNumber,
  optionalRecord,
  optionalString,
  optionalStringList,
  readEnum,
  readRecord,
  readString,
} from './readers.js';
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
const FORBIDDEN_PARAMS = /^(?:qt|shards(?:\..*)?|stream\..*|wt|json\.wrf|isShard)$/;

const TOP_KEYS = [
  'solr',
  'facets',
  'facet_widget_map',
  'ranking',
  'analytics',
  'url_hash',
  'hash_prefix',
  'default_sort',
  'opts',
  'name',
];
const SOLR_KEYS = [
  'url',
  'index',
  'parent',
  'bundles',
  'bundle_field',
  'entity_type',
  'doc_cache',
  'exposed_params',
  'hash',
  'default_q',
  'default_boost',
  'params',
  'max_rows',
  'return_full_docs',
];

export interface ValidateOptions {
  name: string;
  warn: (message: string) => void;
}

export function validateSearchConfig(input: unknown, options: ValidateOptions): SearchConfig {
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    options.warn(`Stayfront search "${options.name}": ${message}`);
  };
  const root = readRecord(input, '(config)');
  if (isLegacySearchConfig(root)) {
    throw new SearchConfigError(
      root.opts !== undefined ? 'opts' : 'facets',
      'this is the legacy Drupal shape; pass it through migrateLegacyConfig() from "@stayfront/search-core/legacy" (the loader does this for you)',
    );
  }
  checkKnownKeys(root, '', TOP_KEYS, warnOnce);
  const solr = readRecord(root.solr, 'solr');
  checkKnownKeys(solr, 'solr', SOLR_KEYS, warnOnce);

  const index = optionalString(solr.index, 'solr.index') || null;
  const inherits = index === 'inherit';
  const url = inherits
    ? (optionalString(solr.url, 'solr.url') ?? '')
    : readString(solr.url, 'solr.url');
  if (url) checkProxyUrl(url, 'solr.url');

  const widgetMap = readWidgetMap(root.facet_widget_map);

  const params = toParamList(readParams(solr.params));
  for (const [name] of params) {
    if (FORBIDDEN_PARAMS.test(name))
      throw new SearchConfigError(`solr.params.${name}`, 'this parameter is not allowed');
  }

  const defaultSort = optionalString(root.default_sort, 'default_sort') || null;
  if (defaultSort && !isSortClause(defaultSort)) {
    throw new SearchConfigError(
      'default_sort',
      `"${defaultSort}" is not a sort such as "fts_price asc"`,
    );
  }
  const hashPrefix = optionalString(root.hash_prefix, 'hash_prefix') ?? '';
  if (!/^[A-Za-z0-9_]*\.?$/.test(hashPrefix)) {
    throw new SearchConfigError(
      'hash_prefix',
      'use letters, digits and _ (a trailing . is allowed)',
    );
  }
  const analytics = optionalRecord(root.analytics, 'analytics') ?? {};
  const bundleField = optionalString(solr.bundle_field, 'solr.bundle_field') ?? 'ss_type';
  if (!isFieldName(bundleField))
    throw new SearchConfigError('solr.bundle_field', 'not a Solr field name');

  return {
    name: options.name,
    url,
    index: inherits ? null : index,
    inheritFrom: inherits ? (optionalString(solr.parent, 'solr.parent') ?? 'main') : null,
    bundles: optionalStringList(solr.bundles, 'solr.bundles') ?? [],
    bundleField,
    entityType: optionalString(solr.entity_type, 'solr.entity_type') || null,
    docCacheLifetimeMs: readDocCacheLifetime(solr.doc_cache),
    exposedParams: readExposedParams(solr.exposed_params),
    urlHash: optionalBoolean(root.url_hash, 'url_hash') ?? true,
    hashPrefix,
    siteHash: optionalString(solr.hash, 'solr.hash') || null,
    defaultQ: optionalString(solr.default_q, 'solr.default_q') || '*:*',
    defaultBoost: optionalString(solr.default_boost, 'solr.default_boost') || null,
    defaultSort,
    params,
    maxRows:
      optionalNumber(solr.max_rows, 'solr.max_rows', { min: 0, max: 1000, integer: true }) ??
      DEFAULT_MAX_ROWS,
    returnFullDocs: optionalBoolean(solr.return_full_docs, 'solr.return_full_docs') ?? true,
    facets: readFacetDefinitions(root.facets, widgetMap, warnOnce),
    ranking: readRanking(root.ranking),
    analyticsList: optionalString(analytics.list, 'analytics.list') ?? options.name,
    priceField: optionalString(analytics.price_field, 'analytics.price_field') ?? 'fts_price',
  };
}

/** The proxy must be same-site or http(s): a `javascript:` or `data:` URL is never fetched. */
function checkProxyUrl(url: string, path: string): void {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') {
    throw new SearchConfigError(
      path,
      `"${scheme}:" URLs are not allowed; use a path or an http(s) URL`,
    );
  }
}

function readParams(value: unknown): ParamInput | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    return value.map((pair, index) => {
      if (!Array.isArray(pair) || pair.length !== 2)
        throw new SearchConfigError(`solr.params[${index}]`, 'expected [name, value]');
      return [readString(pair[0], `solr.params[${index}][0]`), String(pair[1])] as const;
    });
  }
  const record = readRecord(value, 'solr.params');
  for (const [name, item] of Object.entries(record)) {
    const values = Array.isArray(item) ? item : [item];
    for (const entry of values) {
      if (!['string', 'number', 'boolean'].includes(typeof entry)) {
        throw new SearchConfigError(
          `solr.params.${name}`,
          'expected a string, number, boolean or a list of them',
        );
      }
    }
  }
  return record as ParamInput;
}

/** `doc_cache`: seconds, or `{ lifetime: seconds }`; false/0/absent keeps documents in memory only. */
function readDocCacheLifetime(value: unknown): number {
  if (value === undefined || value === null || value === false) return 0;
  if (isRecord(value)) {
    const enabled = optionalBoolean(value.enabled, 'solr.doc_cache.enabled') ?? true;
    const seconds = optionalNumber(value.lifetime, 'solr.doc_cache.lifetime', { min: 0 }) ?? 0;
    return enabled ? seconds * 1000 : 0;
  }
  return (optionalNumber(value, 'solr.doc_cache', { min: 0 }) ?? 0) * 1000;
}

function readExposedParams(value: unknown): readonly ExposedParam[] {
  const list = optionalStringList(value, 'solr.exposed_params');
  if (!list) return DEFAULT_EXPOSED_PARAMS;
  return list.map((name, index) =>
    readEnum(name, `solr.exposed_params[${index}]`, EXPOSABLE_PARAMS),
  );
}

function readWidgetMap(value: unknown): Record<string, FacetDisplay> {
  const record = optionalRecord(value, 'facet_widget_map') ?? {};
  return Object.fromEntries(
    Object.entries(record).map(([widget, display]) => [
      widget,
      readEnum(display, `facet_widget_map.${widget}`, FACET_DISPLAYS),
    ]),
  );
}

function readRanking(value: unknown): RankingConfig | null {
  const record = optionalRecord(value, 'ranking');
  if (!record) return null;
  checkKnownKeys(record, 'ranking', ['url', 'provider', 'cid', 'field', 'timeout_ms'], () => {});
  const provider = readString(record.provider, 'ranking.provider');
  if (!/^[a-z0-9_-]+$/i.test(provider))
    throw new SearchConfigError('ranking.provider', 'use letters, digits, - and _');
  const url = optionalString(record.url, 'ranking.url') ?? '';
  if (url) checkProxyUrl(url, 'ranking.url');
  const field = optionalString(record.field, 'ranking.field') ?? DEFAULT_RANKING_FIELD;
  if (!isFieldName(field)) throw new SearchConfigError('ranking.field', 'not a field name');
  return {
    url,
    provider,
    cid: readString(String(record.cid ?? ''), 'ranking.cid'),
    field,
    timeoutMs:
      optionalNumber(record.timeout_ms, 'ranking.timeout_ms', { min: 0, max: 10_000 }) ??
      DEFAULT_RANKING_TIMEOUT_MS,
  };
}
