/**
 * The search state in the URL hash as a query string (SPEC 2.1). Only exposed parameters are
 * written or read; private ones never reach the hash. Reading accepts any garbage: what does not
 * parse is dropped, numbers are bounded, and the result is always a valid `SearchQuery`.
 */
import { buildTextQuery, buildValuesQuery } from '../solr/escape.js';
import { isFieldName } from '../solr/field-name.js';
import { fitsFieldType } from '../solr/field-values.js';
import { parseFilterQuery, parseValueList } from '../solr/filter-query.js';
import { encodeQueryString, type Param, parseQueryString } from '../solr/params.js';
import { buildQueryFilters, type OperatorLookup } from './query-filters.js';
import {
  EMPTY_QUERY,
  type QueryText,
  type RangeSelection,
  type SearchQuery,
} from './search-query.js';
import { parseTextQuery } from './text-query.js';

/** Parameters the hash may carry. */
export type ExposedParam = 'q' | 'fq' | 'sort' | 'start' | 'rows';
export const EXPOSABLE_PARAMS: readonly ExposedParam[] = ['q', 'fq', 'sort', 'start', 'rows'];
export const DEFAULT_EXPOSED_PARAMS: readonly ExposedParam[] = ['q', 'fq', 'sort', 'start'];

/** Deeper offsets are refused: Solr's cost grows with `start` (deep paging). */
export const MAX_START = 10_000;
const MAX_HASH_LENGTH = 16_000;
const MAX_FILTERS = 100;
const MAX_VALUES = 500;
const MAX_TEXT_LENGTH = 500;

const SORT_CLAUSE = /^[A-Za-z_]\w* (?:asc|desc)(?:, ?[A-Za-z_]\w* (?:asc|desc)){0,3}$/;

export function isSortClause(value: string): boolean {
  return SORT_CLAUSE.test(value);
}

export interface HashCodecOptions {
  exposed: readonly ExposedParam[];
  /** Upper bound for `rows` read from the hash. */
  maxRows: number;
  /** Prefix for parameter names when several instances share the hash (`main.fq`). */
  prefix: string;
  operatorOf: OperatorLookup;
  /** Fields a hash `fq` may filter on; others are dropped. Absent: any field. */
  filterFields?: ReadonlySet<string>;
  /** Fields a hash `q=field:(A OR B …)` may list; others are read as text. Absent: any field. */
  valueFields?: ReadonlySet<string>;
}

export function encodeHash(query: SearchQuery, options: HashCodecOptions): string {
  const params: Param[] = [];
  /** Writes `param` once per value, if exposed; the values are only built then. */
  const write = (param: ExposedParam, values: () => readonly (string | null)[]) => {
    if (!options.exposed.includes(param)) return;
    for (const value of values()) if (value) params.push([options.prefix + param, value]);
  };
  write('q', () => [formatQueryText(query.q)]);
  write('fq', () => buildQueryFilters(query, options.operatorOf));
  write('sort', () => [query.sort]);
  write('start', () => [query.start > 0 ? String(query.start) : null]);
  write('rows', () => [query.rows === null ? null : String(query.rows)]);
  return encodeQueryString(params);
}

export function formatQueryText(q: QueryText): string | null {
  switch (q.type) {
    case 'all':
      return null;
    case 'text':
      return buildTextQuery(q.text) || null;
    case 'values':
      return buildValuesQuery(q.field, q.values);
  }
}

export function decodeHash(hash: string, options: HashCodecOptions): SearchQuery {
  if (hash.length > MAX_HASH_LENGTH) return EMPTY_QUERY;
  const { prefix, exposed, filterFields } = options;
  const terms: Record<string, string[]> = {};
  const ranges: Record<string, RangeSelection> = {};
  const missing: string[] = [];
  let q: QueryText = EMPTY_QUERY.q;
  let sort: string | null = null;
  let start = 0;
  let rows: number | null = null;
  let filterCount = 0;

  for (const [rawName, value] of parseQueryString(hash)) {
    const name = rawName.slice(prefix.length) as ExposedParam;
    if (!rawName.startsWith(prefix) || !exposed.includes(name)) continue;
    if (name === 'q') q = parseQueryText(value, options.valueFields);
    else if (name === 'sort') sort = isSortClause(value) ? value : null;
    else if (name === 'start') start = parseBoundedInt(value, 0, MAX_START) ?? 0;
    else if (name === 'rows') rows = parseBoundedInt(value, 1, options.maxRows);
    else if (name === 'fq' && ++filterCount <= MAX_FILTERS) {
      const parsed = parseFilterQuery(value);
      if (!parsed || (filterFields && !filterFields.has(parsed.field))) continue;
      const { field, range } = parsed;
      // A value Solr would refuse for the field's type (SPEC 2.1: the hash is untrusted). A range
      // with such a bound never gets here: parseFilterQuery refuses it (isRangeBound).
      const values = parsed.values.filter((value) => fitsFieldType(field, value));
      // Values add up over a field's filters, each once, in order.
      if (values.length) {
        terms[field] = [...new Set([...(terms[field] ?? []), ...values])].slice(0, MAX_VALUES);
      }
      if (parsed.missing && !missing.includes(field)) missing.push(field);
      if (range) ranges[field] = range;
    }
  }
  return { q, terms, ranges, missing, sort, start, rows };
}

/** `id:(A OR B)` (quoted or escaped) is a fixed list (SPEC 2.1); anything else is visitor text. */
export function parseQueryText(value: string, valueFields?: ReadonlySet<string>): QueryText {
  const trimmed = value.trim();
  if (trimmed === '*:*') return EMPTY_QUERY.q;
  const [, field = '', list = ''] = /^(\w+):(\(.*\))$/s.exec(trimmed) ?? [];
  const values =
    isFieldName(field) && (!valueFields || valueFields.has(field)) ? parseValueList(list) : null;
  if (values && values.length <= MAX_VALUES) {
    return { type: 'values', field, values: [...new Set(values)] };
  }
  const text = truncate(parseTextQuery(trimmed), MAX_TEXT_LENGTH);
  return text ? { type: 'text', text } : EMPTY_QUERY.q;
}

/** Cuts to `max` code units without splitting a surrogate pair. */
function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max).replace(/[\uD800-\uDBFF]$/, '') : value;
}

function parseBoundedInt(value: string, min: number, max: number): number | null {
  // Number() trims as String#trim does.
  const number = /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return number >= min && number <= max ? number : null;
}
