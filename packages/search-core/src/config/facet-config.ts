/**
 * Facet definitions (SPEC 3.4) validated into `FacetDefinition`s. Legacy Drupal facet settings are
 * mapped to this shape by `@stayfront/search-core/legacy` first.
 */
import { isRecord } from '../is-record.js';
import {
  bool,
  expected,
  fail,
  int,
  num,
  oneOf,
  type Read,
  readObject,
  readRecord,
  recordOf,
  solrField,
  str,
  text,
  type Warn,
} from './readers.js';
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

const display = oneOf(FACET_DISPLAYS);
const sortKey = oneOf(FACET_SORT_KEYS);
const sortOrder = oneOf(['asc', 'desc'] as const);
const operator = oneOf(['AND', 'OR'] as const);

/** Sorts are `"count desc"`, `"display"` or `{ key, order }`; active and count default to desc. */
const sorts: Read<readonly FacetSort[]> = (value, path) =>
  Array.isArray(value)
    ? value.map((item: unknown, index) => {
        const at = `${path}[${index}]`;
        const [given, order] = isRecord(item)
          ? [item.key, item.order]
          : String(item).trim().split(/\s+/);
        const key = sortKey(given, at);
        const fallback = key === 'active' || key === 'count' ? 'desc' : 'asc';
        return { key, order: order === undefined ? fallback : sortOrder(order, at) };
      })
    : expected(path, 'a list such as ["count desc"]', value);

const RANGE = { start: [num()], end: [num()], gap: [num()] } as const;
const range: Read<FacetRangeConfig> = (value, path, warn) => {
  const bounds = readObject(value, path, RANGE, warn);
  const { start, end, gap } = bounds;
  if (end <= start) fail(`${path}.end`, `must be greater than start (${start})`);
  if (!(gap > 0) || (end - start) / gap > 1000) {
    fail(`${path}.gap`, 'must be positive and make at most 1000 buckets');
  }
  return bounds;
};

/** One rule per key, [reader, default]; `field` has no default: it is required. */
const FACET = {
  name: [text, null], // the field when unset
  field: [solrField],
  label: [str, null], // the field when unset
  display: [str, 'checkbox'], // a display or a name in facet_widget_map
  // In any case: "and" and "or" are accepted.
  operator: [
    (value: unknown, path: string) => operator(str(value, path).toUpperCase(), path),
    'AND',
  ],
  multiple: [bool, null], // single-valued for select displays when unset
  exclude: [text, null],
  sorts: [sorts, DEFAULT_FACET_SORTS],
  hardLimit: [int(1, 10_000), DEFAULT_HARD_LIMIT],
  missing: [bool, false],
  mincount: [int(0), 1],
  range: [range, null],
  descriptions: [recordOf(str), {}],
} as const;

/** Reads the facet list: an array, or an object keyed by facet name. */
export function readFacetDefinitions(
  value: unknown,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
  warn: Warn,
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
    const facet = readObject(item, path, FACET, warn);
    // A name in facet_widget_map stands for its display (own keys only: not "constructor").
    const shown = display(
      Object.hasOwn(widgetMap, facet.display) ? widgetMap[facet.display] : facet.display,
      `${path}.display`,
    );
    const name = facet.name ?? facet.field;
    if (names.has(name)) fail(`${path}.name`, `duplicate facet name "${name}"`);
    names.add(name);
    return {
      ...facet,
      name,
      label: facet.label ?? facet.field,
      display: shown,
      multiple: facet.multiple ?? shown !== 'select',
    };
  });
}
