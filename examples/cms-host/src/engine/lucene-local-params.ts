/**
 * The leading local-params block of a query, `{!type key=value …}`, as far as the demo engine
 * supports it: the parser type (`lucene`, `dismax`, `edismax`), `tag=a,b` and, for the dismax
 * parsers, `qf`. Every other key, parameter dereferencing (`$name`) and other parser types
 * (`join`, `func`, `frange`, …) are `UnsupportedQueryError`, never silently ignored.
 */

import { type LocalParams, UnsupportedQueryError } from './query-ast.js';

const SUPPORTED_PARSERS = new Set(['lucene', 'dismax', 'edismax']);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

export interface LocalParamsResult {
  readonly localParams: LocalParams;
  /** Offset in the input where the query text after the block starts. */
  readonly rest: number;
}

function fail(message: string, input: string, pos: number): never {
  throw new UnsupportedQueryError(`${message} at position ${pos}`, input, pos);
}

const isSpace = (c: string): boolean => /\s/.test(c);

/** Solr's local-param value: `'…'` or `"…"` with backslash escapes, else up to space or `}`. */
function readValue(input: string, start: number): { value: string; end: number; quoted: boolean } {
  const q = input.charAt(start);
  if (q === "'" || q === '"') {
    let value = '';
    let i = start + 1;
    while (i < input.length && input.charAt(i) !== q) {
      if (input.charAt(i) === '\\' && i + 1 < input.length) i++;
      value += input.charAt(i);
      i++;
    }
    if (i >= input.length) fail('Unterminated quoted local param value', input, start);
    return { value, end: i + 1, quoted: true };
  }
  let i = start;
  while (i < input.length && !isSpace(input.charAt(i)) && input.charAt(i) !== '}') i++;
  return { value: input.slice(start, i), end: i, quoted: false };
}

function parseQf(value: string, input: string, pos: number): string[] {
  const fields = value
    .split(/\s+/)
    .filter((f) => f !== '')
    .map((f) => f.replace(/\^[0-9.]*$/, ''));
  if (fields.length === 0 || !fields.every((f) => FIELD_NAME.test(f))) {
    fail('Invalid qf local param', input, pos);
  }
  return fields;
}

/** Reads the local params at the very start of `input`; none gives parser null and no tags. */
export function parseLocalParams(input: string): LocalParamsResult {
  if (!input.startsWith('{!')) return { localParams: { parser: null, tags: [] }, rest: 0 };
  let parser: string | null = null;
  const tags: string[] = [];
  let qf: string[] | null = null;
  let i = 2;
  for (let first = true; ; first = false) {
    while (i < input.length && isSpace(input.charAt(i))) i++;
    if (i >= input.length) fail('Unterminated local params', input, 0);
    if (input.charAt(i) === '}') break;
    const keyStart = i;
    while (i < input.length && !/[\s=}]/.test(input.charAt(i))) i++;
    const key = input.slice(keyStart, i);
    if (key === '') fail('Expected a local param name', input, keyStart);
    let name = key;
    let value: string;
    if (input.charAt(i) === '=') {
      const read = readValue(input, i + 1);
      if (!read.quoted && read.value.startsWith('$')) {
        fail('Parameter dereferencing ($name) is not supported', input, i + 1);
      }
      value = read.value;
      i = read.end;
    } else {
      if (!first) fail(`Expected '${key}=value' in local params`, input, keyStart);
      if (key.startsWith('$')) fail('Parameter dereferencing is not supported', input, keyStart);
      name = 'type';
      value = key;
    }
    if (name === 'type') {
      if (parser !== null) fail('Duplicate query parser type', input, keyStart);
      if (!SUPPORTED_PARSERS.has(value))
        fail(`Query parser '${value}' is not supported`, input, keyStart);
      parser = value;
    } else if (name === 'tag') {
      tags.push(
        ...value
          .split(',')
          .map((t) => t.trim())
          .filter((t) => t !== ''),
      );
    } else if (name === 'qf') {
      qf = [...(qf ?? []), ...parseQf(value, input, keyStart)];
    } else {
      fail(`Local param '${name}' is not supported`, input, keyStart);
    }
  }
  if (qf !== null && parser !== 'dismax' && parser !== 'edismax') {
    fail('qf is only supported with {!dismax} or {!edismax}', input, 0);
  }
  const localParams: LocalParams = qf === null ? { parser, tags } : { parser, tags, qf };
  return { localParams, rest: i + 1 };
}
