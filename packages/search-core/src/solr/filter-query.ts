/**
 * Filter queries (`fq`) for facet selections: built from structured selections with every value
 * quoted, and parsed back from the forms we (and the legacy site) write into the URL hash.
 * Anything that does not parse is rejected rather than passed through, because the hash is
 * visitor-controlled.
 */
import type { RangeSelection } from '../state/search-query.js';
import { isFieldName, quotePhrase, unescapeTerm } from './escape.js';

/** A literal allowed as a range bound: `*`, a number, an ISO date, or Solr date math from NOW. */
const RANGE_BOUND =
  /^(?:\*|-?\d{1,15}(?:\.\d{1,10})?|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z(?:[+-]\d{1,4}(?:YEARS?|MONTHS?|DAYS?|HOURS?))?|NOW(?:\/(?:YEAR|MONTH|DAY|HOUR))?(?:[+-]\d{1,4}(?:YEARS?|MONTHS?|DAYS?|HOURS?))*(?:\/(?:YEAR|MONTH|DAY|HOUR))?)$/;

export function isRangeBound(value: string): boolean {
  return RANGE_BOUND.test(value);
}

export function formatRange(range: RangeSelection): string {
  if (!isRangeBound(range.from) || !isRangeBound(range.to)) {
    throw new TypeError(`Not a range bound: ${range.from} / ${range.to}`);
  }
  return `${range.includeFrom ? '[' : '{'}${range.from} TO ${range.to}${range.includeTo ? ']' : '}'}`;
}

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
export function buildFieldFilters(input: FieldFilterInput): string[] {
  const { field, values, missing, range, operator } = input;
  if (!isFieldName(field)) throw new TypeError(`Not a Solr field name: ${JSON.stringify(field)}`);
  const filters: string[] = [];
  const tag = `{!tag=${field}}`;
  if (operator === 'OR') {
    const clauses: string[] = [];
    if (values.length > 0) clauses.push(`${field}:(${values.map(quotePhrase).join(' OR ')})`);
    if (missing) clauses.push(missingClause(field));
    if (clauses.length === 1) filters.push(`${tag}${clauses[0]}`);
    else if (clauses.length > 1) filters.push(`${tag}(${clauses.join(' OR ')})`);
  } else {
    for (const value of values) filters.push(`${field}:${quotePhrase(value)}`);
    if (missing) filters.push(`-${field}:[* TO *]`);
  }
  // Range facets always tag, so the histogram keeps counts outside the chosen range.
  if (range) filters.push(`${tag}${field}:${formatRange(range)}`);
  return filters;
}

export interface ParsedFilter {
  field: string;
  values: string[];
  missing: boolean;
  range?: RangeSelection;
}

/** Parses one `fq` string, or returns null when it is not a form we write. Never throws. */
export function parseFilterQuery(input: string): ParsedFilter | null {
  if (input.length > 4000) return null;
  const body = input.replace(/^\{!tag=[A-Za-z0-9_,]+\}/, '').trim();

  const negatedMissing = /^-([A-Za-z_][A-Za-z0-9_]*):\[\* TO \*\]$/.exec(body);
  if (negatedMissing?.[1]) return filter(negatedMissing[1], [], true);

  const onlyMissing = /^\(\*:\* -([A-Za-z_][A-Za-z0-9_]*):\[\* TO \*\]\)$/.exec(body);
  if (onlyMissing?.[1]) return filter(onlyMissing[1], [], true);

  const valuesOrMissing =
    /^\(([A-Za-z_][A-Za-z0-9_]*):(\(.*\)) OR \(\*:\* -([A-Za-z_][A-Za-z0-9_]*):\[\* TO \*\]\)\)$/s.exec(
      body,
    );
  if (valuesOrMissing?.[1] && valuesOrMissing[2] && valuesOrMissing[1] === valuesOrMissing[3]) {
    const values = parseValueList(valuesOrMissing[2]);
    return values ? filter(valuesOrMissing[1], values, true) : null;
  }

  const fielded = /^([A-Za-z_][A-Za-z0-9_]*):(.+)$/s.exec(body);
  if (!fielded?.[1] || !fielded[2] || !isFieldName(fielded[1])) return null;
  const field = fielded[1];
  const expression = fielded[2];

  const range = /^([[{])(\S+) TO (\S+)([\]}])$/.exec(expression);
  if (range?.[2] && range[3]) {
    if (!isRangeBound(range[2]) || !isRangeBound(range[3])) return null;
    return {
      field,
      values: [],
      missing: false,
      range: {
        from: range[2],
        to: range[3],
        includeFrom: range[1] === '[',
        includeTo: range[4] === ']',
      },
    };
  }
  const values = expression.startsWith('(')
    ? parseValueList(expression)
    : parseSingleValue(expression);
  return values ? filter(field, values, false) : null;
}

function filter(field: string, values: string[], missing: boolean): ParsedFilter | null {
  return isFieldName(field) ? { field, values, missing } : null;
}

/** `"a"`, or an escaped bare term `a\ b`. */
function parseSingleValue(expression: string): string[] | null {
  const tokens = tokenizeValues(expression);
  return tokens && tokens.length === 1 ? tokens : null;
}

/** `("a" OR "b" OR c)`: values joined only by OR. */
function parseValueList(expression: string): string[] | null {
  if (!expression.startsWith('(') || !expression.endsWith(')')) return null;
  const tokens = tokenizeValues(expression.slice(1, -1), true);
  return tokens && tokens.length > 0 ? tokens : null;
}

/**
 * Splits `"a" OR b\ c OR "d"` into values. With `orSeparated`, the values must alternate with the
 * word OR; otherwise there must be exactly one value.
 */
export function tokenizeValues(input: string, orSeparated = false): string[] | null {
  const values: string[] = [];
  let i = 0;
  let expectValue = true;
  while (i < input.length) {
    const char = input[i];
    if (char === ' ') {
      i++;
      continue;
    }
    if (!expectValue) {
      if (!orSeparated || !/^OR(?=\s)/i.test(input.slice(i, i + 3))) return null;
      i += 2;
      expectValue = true;
      continue;
    }
    if (char === '"') {
      let value = '';
      i++;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        value += input[i];
        i++;
      }
      if (input[i] !== '"') return null;
      i++;
      values.push(value);
    } else {
      let raw = '';
      while (i < input.length && input[i] !== ' ') {
        const current = input[i] as string;
        if (current === '\\' && i + 1 < input.length) {
          raw += current + input[i + 1];
          i += 2;
          continue;
        }
        // An unescaped special character would be syntax, not part of a value.
        if (/[+&|!(){}[\]^"~*?:/]/.test(current) || (current === '-' && raw === '')) return null;
        raw += current;
        i++;
      }
      // A bare AND/OR/NOT would be an operator, not a value.
      if (/^(?:AND|OR|NOT|TO)$/.test(raw)) return null;
      values.push(unescapeTerm(raw));
    }
    expectValue = false;
  }
  if (expectValue && values.length > 0) return null;
  return values;
}
