/**
 * Solr parameters for each kind of request (SPEC 7.1–7.4). Values from the visitor have been
 * escaped by the time they get here; values from configuration are the integrator's.
 */
import type { FacetDefinition, SearchConfig } from '../config/types.js';
import { buildValuesQuery, escapeIdListItem, escapeTerm, quotePhrase } from '../solr/escape.js';
import type { Param, ParamList } from '../solr/params.js';
import { formatQueryText, isSortClause } from '../state/hash-codec.js';
import { buildQueryFilters, type OperatorLookup } from '../state/query-filters.js';
import type { SearchQuery } from '../state/search-query.js';

/** Params that Solr reads as lists: configuration adds to these instead of replacing them. */
const MULTI_VALUED = new Set([
  'fq',
  'facet.field',
  'facet.range',
  'facet.query',
  'facet.pivot',
  'bq',
  'boost',
  'qf',
  'pf',
]);

/** How each field's selections combine: OR facets and range facets are tagged (SPEC 3.4). */
export function operatorLookup(facets: readonly FacetDefinition[]): OperatorLookup {
  const operators = new Map(facets.map((facet) => [facet.field, facet.operator]));
  const ranges = new Set(
    facets.filter((facet) => facet.display === 'range').map((facet) => facet.field),
  );
  return (field) => (ranges.has(field) ? 'OR' : (operators.get(field) ?? 'AND'));
}

/** Every `fq` of a search: the visitor's selections, then the instance's base filters. */
export function buildFilters(config: SearchConfig, query: SearchQuery): string[] {
  return [...buildQueryFilters(query, operatorLookup(config.facets)), ...baseFilters(config)];
}

/** The configured values of the param `name`, in order. */
const configured = (config: SearchConfig, name: string) =>
  config.params.filter(([param]) => param === name).map(([, value]) => value);

/**
 * Filters every request of an instance carries: index, bundles, entity type and the configured
 * `fq` params. Suggestions and favourites are counted over the documents the search can show.
 */
function baseFilters(config: SearchConfig): string[] {
  const filters: string[] = [];
  if (config.index) filters.push(`index_id:${escapeTerm(config.index)}`);
  const bundles = buildValuesQuery(config.bundleField, config.bundles);
  if (bundles) filters.push(bundles);
  if (config.entityType) filters.push(`ss_search_api_datasource:${quotePhrase(config.entityType)}`);
  return [...filters, ...configured(config, 'fq')];
}

/** The configured `fl`: documents fetched with other fields are not the same documents. */
export const documentFields = (config: SearchConfig) => configured(config, 'fl').join();

/** Applies configured params: lists are extended, single values replaced (Solr reads the first). */
function mergeConfigParams(defaults: Param[], configured: ParamList): Param[] {
  const replaced = new Set(
    configured.map(([name]) => name).filter((name) => !MULTI_VALUED.has(name)),
  );
  return [...defaults.filter(([name]) => !replaced.has(name)), ...configured];
}

function facetParams(facets: readonly FacetDefinition[]): Param[] {
  const params: Param[] = [];
  for (const { field, display, operator, range, hardLimit, mincount, missing } of facets) {
    const perField = (name: string, value: unknown) =>
      params.push([`f.${field}.facet.${name}`, String(value)]);
    // OR and range facets count without their own filter (tagged by buildFieldFilters).
    const ownFilterExcluded = `{!ex=${field}}${field}`;
    if (display === 'range') {
      // A range facet without buckets asks for nothing.
      if (!range) continue;
      params.push(['facet.range', ownFilterExcluded]);
      perField('range.start', range.start);
      perField('range.end', range.end);
      perField('range.gap', range.gap);
    } else {
      params.push(['facet.field', operator === 'OR' ? ownFilterExcluded : field]);
      perField('limit', hardLimit);
      if (mincount !== 1) perField('mincount', mincount);
      if (missing) perField('missing', true);
    }
  }
  return params;
}

/** The main search (SPEC 7.1): ids only when full documents follow, with facets. */
export function buildSearchParams(config: SearchConfig, query: SearchQuery): Param[] {
  const params: Param[] = [
    ['q', formatQueryText(query.q) ?? config.defaultQ],
    ['facet', 'true'],
    ['facet.mincount', '1'],
    ['json.nl', 'map'],
    ['rows', String(query.rows ?? config.maxRows)],
    ['start', String(query.start)],
  ];
  const sort = query.sort ?? config.defaultSort;
  // A sort from code (setSort, setQuery) is checked as the hash's is: `field asc|desc` only, never
  // a function query or local params.
  if (sort && !isSortClause(sort))
    throw new TypeError(`Not a sort clause: ${JSON.stringify(sort)}`);
  if (sort) params.push(['sort', sort]);
  if (config.defaultBoost) params.push(['boost', config.defaultBoost], ['defType', 'edismax']);
  params.push(...facetParams(config.facets));
  for (const fq of buildFilters(config, query)) params.push(['fq', fq]);
  // The configured fq are among the filters already.
  const merged = mergeConfigParams(
    params,
    config.params.filter(([name]) => name !== 'fq'),
  );
  // SPEC 7.1: ids only when full documents follow; a configured `fl` applies to those instead.
  return config.returnFullDocs
    ? [...merged.filter(([name]) => name !== 'fl'), ['fl', 'id'], ['wt', 'json']]
    : [...merged, ['wt', 'json']];
}

/** Full documents by id (SPEC 7.2), sent to `{url}/select`. */
export function buildDocsParams(config: SearchConfig, ids: readonly string[]): Param[] {
  const configured = config.params.filter(
    ([name]) => !name.startsWith('facet') && !name.startsWith('f.'),
  );
  return [
    ['ids', ids.map(escapeIdListItem).join(',')],
    ['rows', String(ids.length)],
    ...configured,
    ['wt', 'json'],
  ];
}

/**
 * The favourites counter (SPEC 7.3): `rows={n}&fq={key}:(id1 OR id2 …)`, with the instance's
 * filters and configured `fl`, so its documents are those of the document cache; null without ids.
 */
export function buildFavouritesParams(
  config: SearchConfig,
  key: string,
  ids: readonly string[],
  rows: number,
): Param[] | null {
  const filter = buildValuesQuery(key, ids);
  if (!filter) return null;
  return [
    ['q', '*:*'],
    ['rows', String(Math.max(0, Math.floor(rows)))],
    ['fq', filter],
    ...baseFilters(config).map((fq): Param => ['fq', fq]),
    ...configured(config, 'fl').map((fl): Param => ['fl', fl]),
    ['wt', 'json'],
  ];
}
