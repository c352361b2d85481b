/**
 * One rule per kind of parameter value: each parses the value and returns it re-serialised
 * (canonical) with the fields it names, or a reason in plain words. Rules never throw.
 */
import { isFieldName } from '@stayfront/search-core';
import { queryFieldNames } from './query-fields.js';
import { dismaxQueryProblem, localParamsProblem, luceneQueryProblem } from './query-syntax.js';
import { parseRangeBound, parseRangeGap } from './range-rules.js';

export interface Parsed {
  readonly value: string;
  /** Fields the value names (checked against `options.fields`). */
  readonly fields: readonly string[];
}
export type RuleResult = Parsed | { readonly error: string };
export interface RuleContext {
  readonly maxRows: number;
}
export type Rule = (value: string, context: RuleContext) => RuleResult;

export const MAX_START = 10_000;
export const MAX_FACET_LIMIT = 200;
export const MAX_MINCOUNT = 1000;
export const MAX_PREFIX_LENGTH = 100;
export const MAX_SORT_CLAUSES = 4;
export const MAX_IDS = 200;
export const MAX_ID_LENGTH = 200;
const MAX_LIST = 100;

const TAGS = '[A-Za-z0-9_]+(?:,[A-Za-z0-9_]+){0,19}';
const EXCLUDE_PREFIX = new RegExp(`^\\{!ex=${TAGS}\\}`);
const FILTER_PREFIX = new RegExp(`^\\{!(?:tag=${TAGS}|dismax|edismax|lucene)\\}`);
const QUERY_PREFIX = /^\{!(?:dismax|edismax|lucene)\}/;
const NUM = '-?\\d{1,15}(?:\\.\\d{1,10})?(?:e-?\\d{1,2})?';
const RECENCY_BOOST = new RegExp(
  `^recip\\(ms\\(NOW(/(?:YEAR|MONTH|DAY|HOUR))?,([A-Za-z_][A-Za-z0-9_]*)\\),(${NUM}),(${NUM}),(${NUM})\\)$`,
);

const fail = (error: string): RuleResult => ({ error });
const plain = (value: string): RuleResult => ({ value, fields: [] });

export function integer(min: number, max: number | ((context: RuleContext) => number)): Rule {
  return (value, context) => {
    const top = typeof max === 'number' ? max : max(context);
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    return number >= min && number <= top
      ? plain(String(number))
      : fail(`must be a whole number from ${min} to ${top}`);
  };
}

export const facetLimit: Rule = (value, context) =>
  value.trim() === '-1'
    ? fail(`-1 (no limit) is not allowed; use at most ${MAX_FACET_LIMIT}`)
    : integer(1, MAX_FACET_LIMIT)(value, context);

export function oneOf(...allowed: string[]): Rule {
  return (value) =>
    allowed.includes(value) ? plain(value) : fail(`must be one of: ${allowed.join(', ')}`);
}

export const bool = oneOf('true', 'false');

/**
 * `field asc|desc`, up to four, comma separated; `score` counts as a field. Looser than
 * search-core's `isSortClause` on purpose: any spacing is accepted and re-serialised, the fields
 * are returned for the field allowlist, and magic fields are refused.
 */
export const sort: Rule = (value) => {
  const clauses = value.split(',').map((clause) => clause.trim());
  if (clauses.length > MAX_SORT_CLAUSES) return fail(`allows at most ${MAX_SORT_CLAUSES} clauses`);
  const out: string[] = [];
  const fields: string[] = [];
  for (const clause of clauses) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*) +(asc|desc)$/.exec(clause);
    if (!match?.[1] || !isFieldName(match[1])) {
      return fail('must be "field asc" or "field desc" clauses (no functions)');
    }
    out.push(`${match[1]} ${match[2]}`);
    if (match[1] !== 'score') fields.push(match[1]);
  }
  return { value: out.join(','), fields };
};

/** Plain field names, `*` or `score`: no transformers, functions, globs or aliases. */
export const fieldList: Rule = (value) => {
  const items = value.split(',').map((item) => item.trim());
  if (items.length > MAX_LIST) return fail(`lists at most ${MAX_LIST} fields`);
  for (const item of items) {
    if (item !== '*' && !isFieldName(item)) {
      return fail(
        'must list plain field names, * or score (no [transformers], functions or aliases)',
      );
    }
  }
  return {
    value: items.join(','),
    fields: items.filter((item) => item !== '*' && item !== 'score'),
  };
};

/** `facet.field` / `facet.range`: a field, optionally after exactly `{!ex=tag[,tag]}`. */
export const facetField: Rule = (value) => {
  const prefix = EXCLUDE_PREFIX.exec(value)?.[0] ?? '';
  const field = value.slice(prefix.length);
  return isFieldName(field)
    ? { value, fields: [field] }
    : fail('must be a field name, optionally after {!ex=tag}');
};

/** `fq`: optional leading `{!tag=…}` or a bare parser (`{!dismax}` for autocomplete words). */
export const filterQuery: Rule = (value) => {
  const prefix = FILTER_PREFIX.exec(value)?.[0] ?? '';
  if (value.startsWith('{!') && !prefix) {
    return fail(
      'only {!tag=name} or {!dismax} may start a filter; other local parameters are not allowed',
    );
  }
  return queryBody(value, value.slice(prefix.length), prefix === '{!dismax}');
};

/** `q`: optional leading `{!dismax}`, `{!edismax}` or `{!lucene}`, exactly. */
export const mainQuery: Rule = (value) => {
  const prefix = QUERY_PREFIX.exec(value)?.[0] ?? '';
  if (value.startsWith('{!') && !prefix) {
    return fail(
      'only {!dismax}, {!edismax} or {!lucene} may start the query; other local parameters are not allowed',
    );
  }
  return queryBody(value, value.slice(prefix.length), prefix === '{!dismax}');
};

/**
 * A query body, checked; with the fields its `field:` clauses name (dismax reads none: it takes
 * its fields from `qf` and colons as text).
 */
function queryBody(value: string, body: string, dismax: boolean): RuleResult {
  const problem = dismax ? dismaxQueryProblem(body) : luceneQueryProblem(body);
  if (problem) return fail(problem);
  const fields = dismax ? [] : queryFieldNames(body).filter((field) => field !== '*');
  // Solr unescapes a field name before it looks for its magic fields, and a quoted phrase before
  // it parses a nested query: `\_query\_:"{\!join …}x"` is `_query_:"{!join …}x"`, local params
  // that the raw text's checks (localParamsProblem) never see. Refused here, with or without the
  // operator's field list (attack list 3.5, 3.8).
  if (fields.some((field) => MAGIC_FIELD.test(field))) {
    return fail('nested queries and functions (_query_, _val_) are not allowed, escaped or not');
  }
  return { value, fields };
}

/** Solr's magic fields (MagicFieldName): a nested query and a function query. */
const MAGIC_FIELD = /^_(?:query|val)_$/;

/** `facet.query`: optional `{!ex=…}`, then `field:"phrase"`, `field:[a TO b]` or `field:term`. */
export const facetQuery: Rule = (value) => {
  const prefix = EXCLUDE_PREFIX.exec(value)?.[0] ?? '';
  const match = /^([A-Za-z_][A-Za-z0-9_]*):(.+)$/s.exec(value.slice(prefix.length));
  const field = match?.[1] ?? '';
  const expression = match?.[2] ?? '';
  const range = /^[[{](\S+) TO (\S+)[\]}]$/.exec(expression);
  const ok =
    isFieldName(field) &&
    (/^"(?:[^"\\]|\\[\s\S])*"$/.test(expression) ||
      /^(?:[^\s\\+&|!(){}[\]^"~*?:/-]|\\[\s\S])(?:[^\s\\&|!(){}[\]^"~*?:/]|\\[\s\S])*$/.test(
        expression,
      ) ||
      (range !== null && isBoundOrStar(range[1]) && isBoundOrStar(range[2])));
  const problem = ok ? localParamsProblem(expression) : null;
  if (!ok || problem) {
    return fail(problem ?? 'must be field:"value", field:term or field:[from TO to]');
  }
  return { value, fields: [field] };
};

const isBoundOrStar = (bound: string | undefined) =>
  bound === '*' || (bound !== undefined && parseRangeBound(bound) !== null);

export const facetPrefix: Rule = (value) =>
  value.length <= MAX_PREFIX_LENGTH
    ? plain(value)
    : fail(`must be at most ${MAX_PREFIX_LENGTH} characters`);

export const rangeBound: Rule = (value) => {
  const bound = parseRangeBound(value);
  return bound ? plain(bound.text) : fail('must be a number, an ISO date or NOW date math');
};

export const rangeGap: Rule = (value) => {
  const gap = parseRangeGap(value);
  return gap ? plain(gap.text) : fail('must be a positive number or a date step such as +1DAY');
};

/**
 * `boost`: a numeric field, or the recency form `recip(ms(NOW[/UNIT],field),m,a,b)` with plain
 * numbers; every other function is refused. The accepted text is passed on as it came.
 */
export const boost: Rule = (value) => {
  if (isFieldName(value)) return { value, fields: [value] };
  const match = RECENCY_BOOST.exec(value);
  if (!match?.[2] || !isFieldName(match[2])) {
    return fail('must be a field or recip(ms(NOW,field),m,a,b); other functions are not allowed');
  }
  return { value, fields: [match[2]] };
};

/** `qf`: `field` or `field^boost`, separated by spaces. */
export const queryFields: Rule = (value) => {
  const items = value.trim().split(/\s+/);
  if (items.length > 20) return fail('lists at most 20 fields');
  const fields: string[] = [];
  for (const item of items) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\^\d{1,6}(?:\.\d{1,6})?)?$/.exec(item);
    if (!match?.[1] || !isFieldName(match[1])) return fail('must be fields with optional ^boost');
    fields.push(match[1]);
  }
  return { value: items.join(' '), fields };
};

/** `mm`: `2`, `-1`, `75%`, or up to four conditions such as `2<-25% 9<-3`. */
export const minimumMatch: Rule = (value) => {
  const normal = value.trim().replace(/\s+/g, ' ');
  const simple = /^-?\d{1,3}%?$/;
  const conditional = /^\d{1,2}<-?\d{1,3}%?(?: \d{1,2}<-?\d{1,3}%?){0,3}$/;
  return simple.test(normal) || conditional.test(normal)
    ? plain(normal)
    : fail('must be a number, a percentage or conditions such as 2<75%');
};

/**
 * The ids of an `ids` value, `\,` and `\\` unescaped; null for any other backslash. The one
 * reader of the format: the rule below and the index check (operator-rules.ts) both use it.
 */
export function splitIdList(value: string): string[] | null {
  const ids: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '\\') {
      const next = value[i + 1];
      if (next !== ',' && next !== '\\') return null;
      current += next;
      i++;
    } else if (char === ',') {
      ids.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  ids.push(current);
  return ids;
}

/** `ids`: a comma list (`\,` and `\\` escaped) of at most 200 ids of at most 200 characters. */
export const idList: Rule = (value) => {
  const ids = splitIdList(value);
  if (ids === null) return fail('may escape only , and \\ with a backslash');
  if (ids.length > MAX_IDS) return fail(`lists at most ${MAX_IDS} ids`);
  if (ids.some((id) => id === '' || id.length > MAX_ID_LENGTH)) {
    return fail(`ids must be 1 to ${MAX_ID_LENGTH} characters`);
  }
  return plain(ids.map((id) => id.replace(/[\\,]/g, (c) => `\\${c}`)).join(','));
};
