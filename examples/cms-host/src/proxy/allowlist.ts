/**
 * Request validation for the public Solr proxy: an allowlist of the handler and parameters the
 * search widgets send (search-core README §2), each value parsed, bounded and re-serialised.
 * Everything else is refused: 403 for handlers and parameters that switch handlers, stream
 * content, reach other hosts or expose internals, and for fields or indexes outside the
 * operator's lists (operator-rules.ts); 400 for unknown parameters and bad values.
 * The caller encodes the returned params with URLSearchParams, never by concatenation.
 */
import { isFieldName } from '@stayfront/search-core';
import {
  fieldOutside,
  idOutsideIndexes,
  indexFilter,
  type OperatorOptions,
  readableFields,
} from './operator-rules.js';
import {
  bool,
  facetField,
  facetLimit,
  facetPrefix,
  facetQuery,
  fieldList,
  filterQuery,
  idList,
  integer,
  MAX_MINCOUNT,
  MAX_START,
  mainQuery,
  minimumMatch,
  oneOf,
  queryFields,
  type Rule,
  type RuleContext,
  rangeBound,
  rangeGap,
  boost as recencyBoost,
  sort,
} from './param-rules.js';
import { parseRangeBound, parseRangeGap, rangeProblem } from './range-rules.js';

export type ValidationResult =
  | { ok: true; params: Array<[string, string]> }
  | { ok: false; status: 400 | 403; param: string; message: string };

export interface ValidateOptions extends OperatorOptions {
  /** Upper bound for `rows`. @default 100 */
  maxRows?: number;
}

export const DEFAULT_MAX_ROWS = 100;
export const MAX_PARAMS = 200;
export const MAX_TOTAL_LENGTH = 20_000;
export const MAX_VALUE_LENGTH = 4000;
const MAX_NAME_LENGTH = 100;
/** The `param` reported when the path, not a parameter, is refused. */
export const PATH_PARAM = '(path)';

interface Spec {
  readonly rule: Rule;
  readonly repeatable?: boolean;
  /** The value may start with the local params its rule allows (`{!tag=…}`, `{!ex=…}`, …). */
  readonly localParams?: boolean;
}

const mincount = integer(0, MAX_MINCOUNT);
const facetSort = oneOf('count', 'index');

/** The allowlist. */
const PARAMS = new Map<string, Spec>([
  ['q', { rule: mainQuery, localParams: true }],
  ['defType', { rule: oneOf('lucene', 'dismax', 'edismax') }],
  ['q.op', { rule: oneOf('AND', 'OR') }],
  ['qf', { rule: queryFields, repeatable: true }],
  ['mm', { rule: minimumMatch }],
  ['boost', { rule: recencyBoost, repeatable: true }],
  ['fq', { rule: filterQuery, repeatable: true, localParams: true }],
  ['ids', { rule: idList }],
  ['fl', { rule: fieldList }],
  ['sort', { rule: sort }],
  ['start', { rule: integer(0, MAX_START) }],
  ['rows', { rule: integer(0, (context: RuleContext) => context.maxRows) }],
  ['facet', { rule: bool }],
  ['facet.field', { rule: facetField, repeatable: true, localParams: true }],
  ['facet.range', { rule: facetField, repeatable: true, localParams: true }],
  ['facet.query', { rule: facetQuery, repeatable: true, localParams: true }],
  ['facet.mincount', { rule: mincount }],
  ['facet.limit', { rule: facetLimit }],
  ['facet.prefix', { rule: facetPrefix }],
  ['facet.missing', { rule: bool }],
  ['facet.sort', { rule: facetSort }],
  ['json.nl', { rule: oneOf('map', 'arrarr', 'flat') }],
  ['wt', { rule: oneOf('json') }],
]);
/** Canonical output order; per-field overrides (`f.<field>.facet.*`) sit in the `f.` slot. */
const ORDER = [...PARAMS.keys()].flatMap((name) => (name === 'json.nl' ? ['f.', name] : [name]));
const PER_FIELD_RANK = ORDER.indexOf('f.');

/** `f.<field>.facet.<name>` overrides the widgets send, and their rules. */
const PER_FIELD = new Map<string, Rule>([
  ['limit', facetLimit],
  ['mincount', mincount],
  ['missing', bool],
  ['sort', facetSort],
  ['prefix', facetPrefix],
  ['range.start', rangeBound],
  ['range.end', rangeBound],
  ['range.gap', rangeGap],
  ['range.other', oneOf('before', 'after', 'between', 'none', 'all')],
]);
const PER_FIELD_NAME = /^f\.([A-Za-z_][A-Za-z0-9_]*)\.facet\.(.+)$/;

/** Parameters refused with 403, whatever their value (names compared case-insensitively). */
const FORBIDDEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^qt$/is, 'switches the request handler'],
  [/^stream(?:\..*)?$/is, 'makes Solr read a content stream (body, file or URL)'],
  [/^(?:shards(?:\..*)?|isShard|distrib|collection)$/is, 'sends the query to other cores or hosts'],
  [/^json(?:\.(?!nl$).*)?$/is, 'uses the JSON request API, facets or JSONP'],
  [/^(?:v|tr)(?:\..*)?$/is, 'selects response templates or transforms'],
  [/^(?:debug.*|echoHandler|echoParams)$/is, 'exposes Solr internals'],
  [/^(?:expr|command|dataConfig|masterUrl|leaderUrl|processor|update\..*)$/is, 'runs admin work'],
  [/^(?:commit|commitWithin|optimize|overwrite|softCommit)$/is, 'changes the index'],
];

interface Accepted {
  readonly name: string;
  readonly value: string;
  readonly rank: number;
}

export function validateSearchRequest(
  path: string,
  params: ReadonlyArray<readonly [string, string]>,
  options: ValidateOptions = {},
): ValidationResult {
  if (!isSelectPath(path)) {
    const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
    return refuse(403, PATH_PARAM, `only the search handler (select) is available, not "${shown}"`);
  }
  for (const [name] of params) {
    const reason = FORBIDDEN.find(([pattern]) => pattern.test(name))?.[1];
    if (reason) return refuse(403, name, `"${name}" is not allowed: it ${reason}`);
  }
  const limits = checkLimits(params);
  if (limits) return limits;

  const context: RuleContext = { maxRows: maxRowsOf(options.maxRows) };
  const seen = new Set<string>();
  const accepted: Accepted[] = [];
  for (const [name, value] of params) {
    const spec = specOf(name);
    if (!spec) {
      return refuse(
        400,
        name,
        `unknown parameter "${name}": only the parameters the search widgets send are accepted`,
      );
    }
    if (!spec.repeatable && seen.has(name)) {
      return refuse(400, name, `"${name}" may be given only once`);
    }
    seen.add(name);
    const textProblem = valueTextProblem(value, spec.localParams === true);
    if (textProblem) return refuse(400, name, `"${name}": ${textProblem}`);
    const result = spec.rule(value, context);
    if ('error' in result) return refuse(400, name, `"${name}": ${result.error}`);
    const fields = spec.field ? [spec.field, ...result.fields] : result.fields;
    const unknown = fieldOutside(fields, options.fields);
    if (unknown !== undefined) return refuse(403, name, fieldRefused(name, unknown));
    accepted.push({ name, value: result.value, rank: spec.rank });
  }
  const ranges = checkRanges(accepted);
  if (ranges) return ranges;
  const enforced = enforceOperatorOptions(accepted, options);
  if (enforced) return enforced;
  if (!seen.has('wt')) accepted.push({ name: 'wt', value: 'json', rank: ORDER.indexOf('wt') });

  // Stable: equal ranks keep their order, and per-field overrides are grouped by name.
  const ordered = [...accepted].sort(
    (a, b) => a.rank - b.rank || (a.rank === PER_FIELD_RANK ? compare(a.name, b.name) : 0),
  );
  return { ok: true, params: ordered.map(({ name, value }): [string, string] => [name, value]) };
}

const fieldRefused = (name: string, field: string) =>
  `"${name}" names the field "${field}", which this site does not make available to searches`;

/**
 * The operator's lists, server side: the index filter added (once) and `ids=` kept to its
 * indexes, `fl` narrowed to the field list. Changes `accepted` in place; a refusal or null.
 */
function enforceOperatorOptions(
  accepted: Accepted[],
  { fields, indexIds, siteHash }: ValidateOptions,
): ValidationResult | null {
  if (indexIds) {
    const ids = accepted.find((item) => item.name === 'ids')?.value;
    const outside = ids === undefined ? undefined : idOutsideIndexes(ids, indexIds, siteHash);
    if (outside !== undefined) {
      const shown = outside.length > 100 ? `${outside.slice(0, 100)}…` : outside;
      return refuse(403, 'ids', `"ids": "${shown}" is not a document of this site's search index`);
    }
    const filter = indexFilter(indexIds);
    if (!accepted.some((item) => item.name === 'fq' && item.value === filter))
      accepted.push({ name: 'fq', value: filter, rank: ORDER.indexOf('fq') });
  }
  if (fields) {
    const fl = accepted.find((item) => item.name === 'fl');
    const value = readableFields(fl?.value, fields);
    if (fl) accepted.splice(accepted.indexOf(fl), 1);
    accepted.push({ name: 'fl', value, rank: ORDER.indexOf('fl') });
  }
  return null;
}

/** The main search posts to the proxy root (mapped to select); side requests use `select`. */
function isSelectPath(path: string): boolean {
  return path === '' || path === '/' || path === 'select' || path === '/select';
}

function specOf(name: string): (Spec & { rank: number; field?: string }) | undefined {
  const per = PER_FIELD_NAME.exec(name);
  if (per?.[1] && per[2]) {
    const rule = PER_FIELD.get(per[2]);
    return rule && isFieldName(per[1]) ? { rule, rank: PER_FIELD_RANK, field: per[1] } : undefined;
  }
  const spec = PARAMS.get(name);
  return spec && { ...spec, rank: ORDER.indexOf(name) };
}

function checkLimits(params: ReadonlyArray<readonly [string, string]>): ValidationResult | null {
  const extra = params[MAX_PARAMS];
  if (extra) return refuse(400, extra[0], `too many parameters: at most ${MAX_PARAMS}`);
  let total = 0;
  for (const [name, value] of params) {
    if (name.length > MAX_NAME_LENGTH) {
      return refuse(400, name.slice(0, MAX_NAME_LENGTH), 'parameter name is too long');
    }
    if (value.length > MAX_VALUE_LENGTH) {
      return refuse(400, name, `"${name}": is longer than ${MAX_VALUE_LENGTH} characters`);
    }
    total += name.length + value.length;
    if (total > MAX_TOTAL_LENGTH) {
      return refuse(400, name, `the request is longer than ${MAX_TOTAL_LENGTH} characters`);
    }
  }
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Checks every value gets: text only, and `{!` only where the parameter's rule parses it. */
function valueTextProblem(value: string, localParams: boolean): string | null {
  if (CONTROL.test(value)) return 'contains control characters';
  if (LONE_SURROGATE.test(value)) return 'is not valid Unicode text';
  if (value.indexOf('{!') > 0 || (!localParams && value.startsWith('{!'))) {
    return 'contains local parameters ({!…}), which are allowed only at the start of q, fq and facet parameters';
  }
  return null;
}

/** Each range facet's start/end/gap must agree and ask for a bounded number of buckets. */
function checkRanges(accepted: readonly Accepted[]): ValidationResult | null {
  const value = (name: string) => accepted.find((item) => item.name === name)?.value;
  for (const { name } of accepted) {
    const field = /^f\.(.+)\.facet\.range\.gap$/.exec(name)?.[1];
    if (!field) continue;
    const start = parseRangeBound(value(`f.${field}.facet.range.start`) ?? '');
    const end = parseRangeBound(value(`f.${field}.facet.range.end`) ?? '');
    const gap = parseRangeGap(value(name) ?? '');
    if (!start || !end || !gap) {
      return refuse(400, name, `"${name}" needs f.${field}.facet.range.start and .end as well`);
    }
    const problem = rangeProblem(start, end, gap);
    if (problem) return refuse(400, name, `range facet on "${field}": ${problem}`);
  }
  return null;
}

function maxRowsOf(maxRows: number | undefined): number {
  return maxRows !== undefined && Number.isSafeInteger(maxRows) && maxRows >= 0
    ? maxRows
    : DEFAULT_MAX_ROWS;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function refuse(status: 400 | 403, param: string, message: string): ValidationResult {
  return { ok: false, status, param, message };
}
