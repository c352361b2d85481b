import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyString,
  luceneBiasedString,
  toWellFormed,
  utf16String,
  wellFormedString,
} from '../test-support/arbitraries.js';
import {
  decodeComponent,
  encodeFormBody,
  encodeQueryString,
  type Param,
  parseQueryString,
} from './params.js';

const RUNS = { numRuns: 500 };

/** Characters with a meaning in query strings, and broken percent-escapes. */
const QUERY_STRING_PIECES = [
  '%',
  '%2',
  '%zz',
  '%%',
  '%25',
  '%2B',
  '%E0%A4',
  '%C3%A9',
  '%FF',
  '%ED%A0%80',
  '%uD800',
  '+',
  '&',
  '&&',
  '=',
  '==',
  '#',
  '?',
  ' ',
  'a',
  'q',
  'fq',
  'é',
  '🏠',
] as const;

const queryStringish = fc
  .array(fc.oneof(fc.constantFrom(...QUERY_STRING_PIECES), wellFormedString), { maxLength: 16 })
  .map((parts) => parts.join(''));

const paramList = (value: fc.Arbitrary<string>) =>
  fc.array(
    fc.tuple(
      wellFormedString.filter((name) => name.length > 0),
      value,
    ),
    { maxLength: 8 },
  );

describe('encodeFormBody', () => {
  it('encodes an ordered list with repeated names', () => {
    expect(
      encodeFormBody([
        ['q', 'a b&c'],
        ['fq', 'x:"1"'],
        ['fq', '+y'],
      ]),
    ).toBe('q=a+b%26c&fq=x%3A%221%22&fq=%2By');
    expect(encodeFormBody([])).toBe('');
  });

  it('reads back identically through URLSearchParams', () => {
    fc.assert(
      fc.property(paramList(wellFormedString), (list) => {
        expect([...new URLSearchParams(encodeFormBody(list))]).toEqual(list);
      }),
      RUNS,
    );
  });

  it('reads back through URLSearchParams with empty names and lone surrogates too', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyString, anyString), { maxLength: 6 }), (list) => {
        const expected = list.map(([name, value]) => [toWellFormed(name), toWellFormed(value)]);
        expect([...new URLSearchParams(encodeFormBody(list))]).toEqual(expected);
      }),
      RUNS,
    );
  });
});

describe('encodeQueryString', () => {
  it('stays readable in the address bar', () => {
    expect(encodeQueryString([['fq', 'ss_type:Villa']])).toBe('fq=ss_type:Villa');
    expect(encodeQueryString([['q', 'id:(A OR B)']])).toBe('q=id:(A%20OR%20B)');
    expect(encodeQueryString([['x', ':,()*/!@$']])).toBe('x=:,()*/!@$');
  });

  it('escapes what has a meaning in a query string or a hash', () => {
    expect(encodeQueryString([['a&b', 'c=d&e+f#g%h?i']])).toBe('a%26b=c%3Dd%26e%2Bf%23g%25h%3Fi');
    expect(
      encodeQueryString([
        ['a', ''],
        ['b', ' '],
      ]),
    ).toBe('a=&b=%20');
  });

  it('round-trips through parseQueryString for any names and values', () => {
    fc.assert(
      fc.property(paramList(wellFormedString), (list) => {
        expect(parseQueryString(encodeQueryString(list))).toEqual(list);
      }),
      RUNS,
    );
  });

  it('round-trips Lucene-heavy values such as filter queries', () => {
    fc.assert(
      fc.property(paramList(luceneBiasedString), (list) => {
        expect(parseQueryString(encodeQueryString(list))).toEqual(list);
      }),
      RUNS,
    );
  });

  it('never throws on lone surrogates (text cut mid-emoji), writing U+FFFD as the form body does', () => {
    expect(encodeQueryString([['q', 'a\uD83C']])).toBe('q=a%EF%BF%BD');
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            utf16String.filter((name) => name.length > 0),
            utf16String,
          ),
          {
            maxLength: 6,
          },
        ),
        (list) => {
          const expected = list.map(([name, value]) => [toWellFormed(name), toWellFormed(value)]);
          expect(parseQueryString(encodeQueryString(list))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });
});

describe('decodeComponent', () => {
  it('decodes percent-escapes and + as a space', () => {
    expect(decodeComponent('a+b%20c%3A%C3%A9')).toBe('a b c:é');
    expect(decodeComponent('%2B')).toBe('+');
  });

  it('keeps malformed escapes literally and still decodes the good ones', () => {
    expect(decodeComponent('100%')).toBe('100%');
    expect(decodeComponent('%zz%41')).toBe('%zzA');
    expect(decodeComponent('%41%2')).toBe('A%2');
    expect(decodeComponent('%E0%A4 x+%41')).toBe('%E0%A4 x A');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(queryStringish, anyString), (input) => {
        expect(typeof decodeComponent(input)).toBe('string');
      }),
      RUNS,
    );
  });
});

describe('parseQueryString', () => {
  it('reads pairs in order, repeated names included', () => {
    expect(parseQueryString('#fq=a&fq=b&q=x+y')).toEqual([
      ['fq', 'a'],
      ['fq', 'b'],
      ['q', 'x y'],
    ]);
    expect(parseQueryString('?a=1')).toEqual([['a', '1']]);
  });

  it('drops empty pairs and pairs without a name, and keeps names without a value', () => {
    expect(parseQueryString('&&=x&a&b=&=&c=1=2&')).toEqual([
      ['a', ''],
      ['b', ''],
      ['c', '1=2'],
    ]);
    expect(parseQueryString('')).toEqual([]);
    expect(parseQueryString('#')).toEqual([]);
  });

  it('keeps malformed escapes instead of throwing', () => {
    expect(parseQueryString('q=100%&x%zz=%E0%A4')).toEqual([
      ['q', '100%'],
      ['x%zz', '%E0%A4'],
    ]);
  });

  it('never throws on any string and returns only named string pairs', () => {
    fc.assert(
      fc.property(fc.oneof(queryStringish, anyString), (input) => {
        let list: Param[] = [];
        expect(() => {
          list = parseQueryString(input);
        }).not.toThrow();
        for (const pair of list) {
          expect(pair).toHaveLength(2);
          expect(typeof pair[0]).toBe('string');
          expect(pair[0].length).toBeGreaterThan(0);
          expect(typeof pair[1]).toBe('string');
        }
      }),
      RUNS,
    );
  });
});
