/**
 * Facet definitions (SPEC 3.4) validated into `FacetDefinition`s. Legacy Drupal facet settings are
 * mapped to this shape by `@stayfront/search-core/legacy` first.
 */
import { SearchConfigError } from '../errors.js';
import { isFieldName } from '../solr/escape.js';
import {
  checkKnownKeys,
  type Loose,
  optionalBoolean,
  optionalNumber,
  optionalRecord,
  optionalString,
  readEnum,
  readNumber,
  readRecord,
  readString,
} from './readers.js';
import {
  FACET_DISPLAYS,
  FACET_SORT_KEYS,
  type FacetDefinition,
  type FacetDisplay,
  type FacetRangeConfig,
  type FacetSort,
  type FacetSortKey,
} from './types.js';

export const DEFAULT_FACET_SORTS: readonly FacetSort[] = [
  { key: 'active', order: 'desc' },
  { key: 'count', order: 'desc' },
  { key: 'display', order: 'asc' },
];
export const DEFAULT_HARD_LIMIT = 50;
const MAX_HARD_LIMIT = 10_000;

const FACET_KEYS = [
  'name',
  'field',
  'label',
  'display',
  'operator',
  'multiple',
  'exclude',
  'sorts',
  'hardLimit',
  'missing',
  'mincount',
  'range',
  'descriptions',
];

/** Reads the facet list: an array, or an object keyed by facet name. */
export function readFacetDefinitions(
  value: unknown,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
  warn: (message: string) => void,
): FacetDefinition[] {
  if (value === undefined || value === null) return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [`facets[${index}]`, item])
    : Object.entries(readRecord(value, 'facets')).map(([name, item]) => [
        `facets.${name}`,
        { name, ...readRecord(item, `facets.${name}`) },
      ]);
  const names = new Set<string>();
  return entries.map(([path, item]) => {
    const facet = readFacet(readRecord(item, path), path, widgetMap, warn);
    if (names.has(facet.name))
      throw new SearchConfigError(`${path}.name`, `duplicate facet name "${facet.name}"`);
    names.add(facet.name);
    return facet;
  });
}

function readFacet(
  record: Loose,
  path: string,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
  warn: (message: string) => void,
): FacetDefinition {
  checkKnownKeys(record, path, FACET_KEYS, warn);
  const field = readString(record.field, `${path}.field`);
  if (!isFieldName(field))
    throw new SearchConfigError(`${path}.field`, `"${field}" is not a Solr field name`);
  const displayName = record.display ?? 'checkbox';
  const display =
    typeof displayName === 'string' && widgetMap[displayName]
      ? (widgetMap[displayName] as FacetDisplay)
      : readEnum(displayName, `${path}.display`, FACET_DISPLAYS);
  const operator = record.operator ?? 'AND';
  return {
    name: optionalString(record.name, `${path}.name`) || field,
    field,
    label: optionalString(record.label, `${path}.label`) ?? field,
    display,
    operator: readEnum(
      typeof operator === 'string' ? operator.toUpperCase() : operator,
      `${path}.operator`,
      ['AND', 'OR'],
    ),
    multiple: optionalBoolean(record.multiple, `${path}.multiple`) ?? display !== 'select',
    exclude: optionalString(record.exclude, `${path}.exclude`) || null,
    sorts: readSorts(record.sorts, `${path}.sorts`),
    hardLimit:
      optionalNumber(record.hardLimit, `${path}.hardLimit`, {
        min: 1,
        max: MAX_HARD_LIMIT,
        integer: true,
      }) ?? DEFAULT_HARD_LIMIT,
    missing: optionalBoolean(record.missing, `${path}.missing`) ?? false,
    mincount: optionalNumber(record.mincount, `${path}.mincount`, { min: 0, integer: true }) ?? 1,
    range: readRange(record.range, `${path}.range`),
    descriptions: readDescriptions(record.descriptions, `${path}.descriptions`),
  };
}

/** A sort is `"count desc"`, `"display"` or `{ key, order }`; active and count default to desc. */
function readSort(value: unknown, path: string): FacetSort {
  const [key, order] =
    typeof value === 'string'
      ? value.trim().split(/\s+/)
      : [readRecord(value, path).key, (value as Loose).order];
  const sortKey = readEnum(key, path, FACET_SORT_KEYS);
  const defaultOrder = sortKey === 'active' || sortKey === 'count' ? 'desc' : 'asc';
  return {
    key: sortKey as FacetSortKey,
    order: order === undefined ? defaultOrder : readEnum(order, path, ['asc', 'desc']),
  };
}

function readSorts(value: unknown, path: string): readonly FacetSort[] {
  if (value === undefined || value === null) return DEFAULT_FACET_SORTS;
  if (!Array.isArray(value))
    throw new SearchConfigError(path, 'expected a list of sorts such as "count desc"');
  return value.map((item, index) => readSort(item, `${path}[${index}]`));
}

function readRange(value: unknown, path: string): FacetRangeConfig | null {
  const record = optionalRecord(value, path);
  if (!record) return null;
  const start = readNumber(record.start, `${path}.start`);
  const end = readNumber(record.end, `${path}.end`);
  const gap = readNumber(record.gap, `${path}.gap`, { min: Number.MIN_VALUE });
  if (end <= start)
    throw new SearchConfigError(`${path}.end`, `must be greater than start (${start})`);
  if ((end - start) / gap > 1000)
    throw new SearchConfigError(`${path}.gap`, 'would make more than 1000 buckets');
  return { start, end, gap };
}

function readDescriptions(value: unknown, path: string): Readonly<Record<string, string>> {
  const record = optionalRecord(value, path) ?? {};
  for (const [key, text] of Object.entries(record))
    readString(text, `${path}.${key}`, { allowEmpty: true });
  return record as Readonly<Record<string, string>>;
}

/**
 * SPEC 5.2: regex specials are stripped from the exclude pattern before matching, so
 * `Pool (heated)` matches literally and no pattern can backtrack catastrophically.
 */
export function compileExclude(pattern: string): RegExp | null {
  const stripped = pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '');
  return stripped ? new RegExp(stripped) : null;
}
