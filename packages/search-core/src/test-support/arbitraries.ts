/** fast-check arbitraries shared by the escaping, filter, params and hash tests. */
import fc from 'fast-check';
import type { RangeSelection } from '../state/search-query.js';

/** Pieces with a meaning somewhere in Lucene/Solr syntax, URL query strings or JS objects. */
export const LUCENE_PIECES = [
  '+',
  '-',
  '&&',
  '||',
  '&',
  '|',
  '!',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '^',
  '"',
  '~',
  '*',
  '?',
  ':',
  '\\',
  '/',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u3000',
  '\u00a0',
  '\u2028',
  '\u001c',
  '\u001f',
  'AND',
  'OR',
  'NOT',
  'TO',
  'and',
  'or',
  'not',
  'And',
  '{!',
  '{!join from=a to=b}',
  '{!lucene}',
  '{!tag=f}',
  '_query_',
  '_val_',
  '*:*',
  'id:',
  ' OR ',
  ' AND ',
  '[* TO *]',
  '\\"',
  '\\\\',
  'a',
  'b',
  'x y',
  'é',
  '🏠',
  '1',
] as const;

/** Strings built mostly from Lucene-special pieces. */
export const luceneBiasedString = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...LUCENE_PIECES) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  ),
  maxLength: 12,
});

/** Any UTF-16 code unit, lone surrogates included. */
export const utf16String = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 20,
});

/** Well-formed strings (no lone surrogates) from every corner of Unicode, Lucene-biased too. */
export const wellFormedString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  luceneBiasedString,
);

/** What a lone surrogate becomes on the wire (as URLSearchParams and TextEncoder write it). */
export function toWellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Any string at all, including lone surrogates. */
export const anyString = fc.oneof(wellFormedString, utf16String);

/** A Solr field name as used in the tests: /^[a-z_][a-z0-9_]{0,10}$/. */
export const fieldNameArb = fc.stringMatching(/^[a-z_][a-z0-9_]{0,10}$/);

/** A range bound `isRangeBound` accepts: `*`, integers, decimals, ISO dates, date math. */
export const rangeBoundArb = fc.oneof(
  fc.constant('*'),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
  fc
    .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }))
    .map(([whole, fraction]) => `${whole}.${fraction}`),
  fc.constantFrom(
    '2024-05-01T00:00:00Z',
    '2024-05-01T12:30:00.5Z',
    'NOW',
    'NOW/DAY',
    'NOW-1YEAR',
    'NOW/DAY+1DAY',
    'NOW+3MONTHS/MONTH',
  ),
);

export const rangeArb: fc.Arbitrary<RangeSelection> = fc.record({
  from: rangeBoundArb,
  to: rangeBoundArb,
  includeFrom: fc.boolean(),
  includeTo: fc.boolean(),
});
