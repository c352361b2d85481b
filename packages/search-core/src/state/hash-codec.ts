/**
 * The search state in the URL hash as a query string (SPEC 2.1). Only exposed parameters are
 * written or read; private ones never reach the hash. Reading accepts any garbage: what does not
 * parse is dropped, numbers are bounded, and the result is always a valid `SearchQuery`.
 */
import { buildTextQuery, buildValuesQuery, isFieldName } from '../solr/escape.js';
import { parseFilterQuery, tokenizeValues } from '../solr/filter-query.js';
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

const SORT_CLAUSE =
  /^[A-Za-z_][A-Za-z0-9_]* (?:asc|desc)(?:, ?[A-Za-z_][A-Za-z0-9_]* (?:asc|desc)){0,3}$/;

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
  const exposed = new Set(options.exposed);
  const params: Param[] = [];
  const name = (param: ExposedParam) => `${options.prefix}${param}`;
  if (exposed.has('q')) {
    const q = formatQueryText(query.q);
    if (q !== null) params.push([name('q'), q]);
  }
  if (exposed.has('fq')) {
    for (const fq of buildQueryFilters(query, options.operatorOf)) params.push([name('fq'), fq]);
  }
  if (exposed.has('sort') && query.sort) params.push([name('sort'), query.sort]);
  if (exposed.has('start') && query.start > 0) params.push([name('start'), String(query.start)]);
  if (exposed.has('rows') && query.rows !== null) params.push([name('rows'), String(query.rows)]);
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
  const exposed = new Set(options.exposed);
  const terms: Record<string, string[]> = {};
  const ranges: Record<string, RangeSelection> = {};
  const missing: string[] = [];
  let q: QueryText = EMPTY_QUERY.q;
  let sort: string | null = null;
  let start = 0;
  let rows: number | null = null;
  let filterCount = 0;

  for (const [rawName, value] of parseQueryString(hash)) {
    if (!rawName.startsWith(options.prefix)) continue;
    const name = rawName.slice(options.prefix.length) as ExposedParam;
    if (!exposed.has(name)) continue;
    switch (name) {
      case 'q':
        q = parseQueryText(value, options.valueFields);
        break;
      case 'fq': {
        if (++filterCount > MAX_FILTERS) break;
        const parsed = parseFilterQuery(value);
        if (!parsed || (options.filterFields && !options.filterFields.has(parsed.field))) break;
        if (parsed.values.length) {
          const list = terms[parsed.field] ?? [];
          for (const item of parsed.values) {
            if (!list.includes(item) && list.length < MAX_VALUES) list.push(item);
          }
          terms[parsed.field] = list;
        }
        if (parsed.missing && !missing.includes(parsed.field)) missing.push(parsed.field);
        if (parsed.range) ranges[parsed.field] = parsed.range;
        break;
      }
      case 'sort':
        sort = isSortClause(value) ? value : null;
        break;
      case 'start':
        start = parseBoundedInt(value, 0, MAX_START) ?? 0;
        break;
      case 'rows':
        rows = parseBoundedInt(value, 1, options.maxRows);
        break;
    }
  }
  return { q, terms, ranges, missing, sort, start, rows };
}

/** `id:(A OR B)` (quoted or escaped) is a fixed list (SPEC 2.1); anything else is visitor text. */
export function parseQueryText(value: string, valueFields?: ReadonlySet<string>): QueryText {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '*:*') return EMPTY_QUERY.q;
  const list = /^([A-Za-z_][A-Za-z0-9_]*):\((.*)\)$/s.exec(trimmed);
  const allowed = (field: string) => isFieldName(field) && (!valueFields || valueFields.has(field));
  if (list?.[1] && list[2] !== undefined && allowed(list[1])) {
    const values = tokenizeValues(list[2], true);
    if (values && values.length > 0 && values.length <= MAX_VALUES) {
      return { type: 'values', field: list[1], values: [...new Set(values)] };
    }
  }
  const text = truncate(parseTextQuery(trimmed), 500);
  return text ? { type: 'text', text } : EMPTY_QUERY.q;
}

/** Cuts to `max` code units without splitting a surrogate pair. */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

function parseBoundedInt(value: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
}
