/**
 * Filter queries (`fq`) for facet selections: built from structured selections with every value
 * quoted, and parsed back from the forms we (and the legacy site) write into the URL hash.
 * Anything that does not parse is rejected rather than passed through, because the hash is
 * visitor-controlled.
 */
import type { RangeSelection } from '../state/search-query.js';
import { buildValuesQuery, quotePhrase, unescapeTerm } from './escape.js';
import { assertFieldName, isFieldName } from './field-name.js';
import { fieldTypeOf, fitsFieldType } from './field-values.js';

/**
 * A literal allowed as a range bound: `*`, a number, or a date (group 1): an ISO date, or Solr date
 * math from NOW.
 */
const RANGE_BOUND =
  /^(?:\*|-?\d{1,15}(?:\.\d{1,10})?|(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z(?:[+-]\d{1,4}(?:YEAR|MONTH|DAY|HOUR)S?)?|NOW(?:\/(?:YEAR|MONTH|DAY|HOUR))?(?:[+-]\d{1,4}(?:YEAR|MONTH|DAY|HOUR)S?)*(?:\/(?:YEAR|MONTH|DAY|HOUR))?))$/;

/**
 * Whether `value` may be a range bound. Given the field, the bound must also fit the field's type
 * as a value must (`fitsFieldType`), since Solr answers a wrongly typed bound with a 400: `*` fits
 * any field, a date (its date math computes one) only a date field, a fraction no integer field.
 */
export function isRangeBound(value: string, field = ''): boolean {
  const [bound, date] = RANGE_BOUND.exec(value) ?? [];
  if (!bound || bound === '*') return !!bound;
  // Date math is no value fitsFieldType reads: a date bound needs a date field (or an untyped one).
  return date ? (fieldTypeOf(field) ?? 'date') === 'date' : fitsFieldType(field, bound);
}

/** `[from TO to]`; with the field, the bounds must fit its type (see `isRangeBound`). */
export function formatRange(
  { from, to, includeFrom, includeTo }: RangeSelection,
  field = '',
): string {
  if (!isRangeBound(from, field) || !isRangeBound(to, field)) {
    throw new TypeError(`Not a range bound of ${field || 'any field'}: ${from} / ${to}`);
  }
  return `${includeFrom ? '[' : '{'}${from} TO ${to}${includeTo ? ']' : '}'}`;
}

/** OR facets select documents without a value with this clause; AND facets with `-field:[* TO *]`. */
const missingClause = (field: string) => `(*:* -${field}:[* TO *])`;

export interface FieldFilterInput {
  field: string;
  values: readonly string[];
  missing: boolean;
  range: RangeSelection | undefined;
  /** OR facets tag their filters so their own counts can exclude them (`{!ex=…}`). */
  operator: 'AND' | 'OR';
}

/** The `fq` values for one field's selections. */
export function buildFieldFilters({
  field,
  values,
  missing,
  range,
  operator,
}: FieldFilterInput): string[] {
  assertFieldName(field);
  const tag = `{!tag=${field}}`;
  let filters: string[];
  if (operator === 'OR') {
    // One tagged filter: the values, the missing bucket, or both OR-ed.
    const clauses = [buildValuesQuery(field, values), missing && missingClause(field)];
    const [first, second] = clauses.filter(Boolean);
    filters = first ? [tag + (second ? `(${first} OR ${second})` : first)] : [];
  } else {
    filters = values.map((value) => `${field}:${quotePhrase(value)}`);
    if (missing) filters.push(`-${field}:[* TO *]`);
  }
  // Range facets always tag, so the histogram keeps counts outside the chosen range.
  if (range) filters.push(`${tag}${field}:${formatRange(range, field)}`);
  return filters;
}

export interface ParsedFilter {
  field: string;
  values: string[];
  missing: boolean;
  range?: RangeSelection;
}

/**
 * `field:rest`, optionally opened by `-` or `(*:* -` (the missing bucket) or `(` (values OR-ed
 * with the missing bucket).
 */
const FIELDED = /^(-|\(\*:\* -|\()?(\w+):(.+)$/s;
const RANGE = /^([[{])(\S+) TO (\S+)([\]}])$/;

/** Parses one `fq` string, or returns null when it is not a form we write. Never throws. */
export function parseFilterQuery(input: string): ParsedFilter | null {
  if (input.length > 4000) return null;
  const body = input.replace(/^\{!tag=[\w,]+\}/, '').trim();
  const [, opening, field = '', rest = ''] = FIELDED.exec(body) ?? [];
  if (!isFieldName(field)) return null;

  if (opening) {
    if (body === `-${field}:[* TO *]` || body === missingClause(field)) {
      return { field, values: [], missing: true };
    }
    const suffix = ` OR ${missingClause(field)})`;
    const values =
      opening === '(' && rest.endsWith(suffix)
        ? parseValueList(rest.slice(0, -suffix.length))
        : null;
    return values && { field, values, missing: true };
  }

  const range = RANGE.exec(rest);
  if (range) {
    const [, open, from = '', to = '', close] = range;
    // A bound of the wrong type for the field is refused as buildFieldFilters refuses it.
    if (!isRangeBound(from, field) || !isRangeBound(to, field)) return null;
    const selection = { from, to, includeFrom: open === '[', includeTo: close === ']' };
    return { field, values: [], missing: false, range: selection };
  }
  // `("a" OR b)`, or one value: `"a"` or an escaped bare term `a\ b`.
  const values = rest.startsWith('(') ? parseValueList(rest) : tokenizeValues(rest);
  return values?.length ? { field, values, missing: false } : null;
}

/** `("a" OR "b" OR c)`: at least one value, joined only by OR. */
export function parseValueList(list: string): string[] | null {
  const values = /^\(.*\)$/s.test(list) ? tokenizeValues(list.slice(1, -1), true) : null;
  return values?.length ? values : null;
}

/**
 * One value: a phrase, or a bare term with its special characters escaped (and not starting with
 * `-`). Spaces before it are skipped.
 */
const VALUE = /^ *(?:"((?:\\[\s\S]|[^\\"])*)"|(?!-)((?:\\[\s\S]?|[^ \\+&|!(){}[\]^"~*?:/])+))/;
const OR = /^ *OR(?=\s)/i;
const END = /^ *$/;

/**
 * Splits `"a" OR b\ c OR "d"` into values. With `orSeparated`, the values must alternate with the
 * word OR; otherwise there must be at most one value.
 */
export function tokenizeValues(input: string, orSeparated = false): string[] | null {
  let rest = input;
  /** Matches `pattern` at the start of what is left, and moves past it. */
  const read = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(match[0].length);
    return match;
  };
  const values: string[] = [];
  if (END.test(rest)) return values;
  do {
    const [, phrase, term] = read(VALUE) ?? [];
    // A bare AND/OR/NOT/TO would be an operator, not a value.
    if (phrase === undefined && (term === undefined || /^(?:AND|OR|NOT|TO)$/.test(term))) {
      return null;
    }
    values.push(unescapeTerm(phrase ?? term ?? ''));
  } while (orSeparated && read(OR));
  return END.test(rest) ? values : null;
}
