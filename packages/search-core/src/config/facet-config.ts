/**
 * Facet definitions (SPEC 3.4) validated into `FacetDefinition`s. Legacy Drupal facet settings are
 * mapped to this shape by `@stayfront/search-core/legacy` first.
 */
import { isFieldName } from '../solr/escape.js';
import { fail, isRecord, type Reader, readEnum, reader, readRecord } from './readers.js';
import {
  FACET_DISPLAYS,
  FACET_SORT_KEYS,
  type FacetDefinition,
  type FacetDisplay,
  type FacetRangeConfig,
  type FacetSort,
} from './types.js';

export const DEFAULT_FACET_SORTS: readonly FacetSort[] = [
  { key: 'active', order: 'desc' },
  { key: 'count', order: 'desc' },
  { key: 'display', order: 'asc' },
];
export const DEFAULT_HARD_LIMIT = 50;

const FACET_KEYS =
  'name field label display operator multiple exclude sorts hardLimit missing mincount range descriptions'.split(
    ' ',
  );

/** Reads the facet list: an array, or an object keyed by facet name. */
export function readFacetDefinitions(
  value: unknown,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
  warn: (message: string) => void,
): FacetDefinition[] {
  if (value === undefined || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => reader(readRecord(item, `facets[${index}]`), `facets[${index}]`))
    : Object.entries(readRecord(value, 'facets')).map(([name, item]) =>
        reader({ name, ...readRecord(item, `facets.${name}`) }, `facets.${name}`),
      );
  const names = new Set<string>();
  return entries.map((facet) => {
    const definition = readFacet(facet, widgetMap, warn);
    if (names.has(definition.name))
      fail(facet.path('name'), `duplicate facet name "${definition.name}"`);
    names.add(definition.name);
    return definition;
  });
}

function readFacet(
  facet: Reader,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
  warn: (message: string) => void,
): FacetDefinition {
  facet.checkKeys(FACET_KEYS, warn);
  const field = facet.string('field');
  if (!isFieldName(field)) fail(facet.path('field'), `"${field}" is not a Solr field name`);
  const displayName = facet.record.display ?? 'checkbox';
  const display =
    widgetMap[displayName as string] ??
    readEnum(displayName, facet.path('display'), FACET_DISPLAYS);
  const operator = facet.record.operator ?? 'AND';
  return {
    name: facet.optionalString('name') || field,
    field,
    label: facet.optionalString('label') ?? field,
    display,
    operator: readEnum(
      typeof operator === 'string' ? operator.toUpperCase() : operator,
      facet.path('operator'),
      ['AND', 'OR'],
    ),
    multiple: facet.optionalBoolean('multiple') ?? display !== 'select',
    exclude: facet.optionalString('exclude') || null,
    sorts: readSorts(facet),
    hardLimit:
      facet.optionalNumber('hardLimit', { min: 1, max: 10_000, integer: true }) ??
      DEFAULT_HARD_LIMIT,
    missing: facet.optionalBoolean('missing') ?? false,
    mincount: facet.optionalNumber('mincount', { min: 0, integer: true }) ?? 1,
    range: readRange(facet.optionalRecord('range')),
    descriptions: readDescriptions(facet.optionalRecord('descriptions')),
  };
}

/** Sorts are `"count desc"`, `"display"` or `{ key, order }`; active and count default to desc. */
function readSorts(facet: Reader): readonly FacetSort[] {
  const value = facet.record.sorts;
  if (value === undefined || value === null) return DEFAULT_FACET_SORTS;
  if (!Array.isArray(value))
    return fail(facet.path('sorts'), 'expected a list such as ["count desc"]');
  return value.map((item: unknown, index) => {
    const at = `${facet.path('sorts')}[${index}]`;
    const [key, order] = isRecord(item) ? [item.key, item.order] : String(item).trim().split(/\s+/);
    const sortKey = readEnum(key, at, FACET_SORT_KEYS);
    const fallback = sortKey === 'active' || sortKey === 'count' ? 'desc' : 'asc';
    return {
      key: sortKey,
      order: order === undefined ? fallback : readEnum(order, at, ['asc', 'desc']),
    };
  });
}

function readRange(range: Reader | undefined): FacetRangeConfig | null {
  if (!range) return null;
  const start = range.number('start');
  const end = range.number('end');
  const gap = range.number('gap');
  if (end <= start) fail(range.path('end'), `must be greater than start (${start})`);
  if (!(gap > 0) || (end - start) / gap > 1000)
    fail(range.path('gap'), 'must be positive and make at most 1000 buckets');
  return { start, end, gap };
}

function readDescriptions(descriptions: Reader | undefined): Readonly<Record<string, string>> {
  if (!descriptions) return {};
  for (const key of Object.keys(descriptions.record)) descriptions.optionalString(key);
  return descriptions.record as Readonly<Record<string, string>>;
}
