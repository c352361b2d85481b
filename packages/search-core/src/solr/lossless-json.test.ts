import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './lossless-json.js';

const readFixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/solr/${name}`, import.meta.url), 'utf8');

/** Whether `JSON.stringify` writes some number of `value` as an integer literal beyond 2^53. */
function hasUnsafeIntegerLiteral(value: unknown): boolean {
  if (typeof value === 'number') {
    return Number.isInteger(value) && !Number.isSafeInteger(value) && /^-?\d+$/.test(String(value));
  }
  if (Array.isArray(value)) return value.some(hasUnsafeIntegerLiteral);
  if (value && typeof value === 'object') return Object.values(value).some(hasUnsafeIntegerLiteral);
  return false;
}

const TWO_53 = 2n ** 53n;
const unsafeBigInt = fc.oneof(
  fc.bigInt({ min: TWO_53, max: 2n ** 70n }),
  fc.bigInt({ min: -(2n ** 70n), max: -TWO_53 }),
);

/** A JSON tree whose leaves may be unsafe integers, kept as bigint to be written exactly. */
type Tree = null | boolean | number | string | bigint | Tree[] | { [key: string]: Tree };

const safeNumber = fc
  .oneof(fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .filter((value) => !hasUnsafeIntegerLiteral(value));

const { tree } = fc.letrec<{ tree: Tree; leaf: Tree; array: Tree[]; object: Record<string, Tree> }>(
  (tie) => ({
    tree: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
    leaf: fc.oneof(
      fc.constant(null),
      fc.boolean(),
      safeNumber,
      fc.string(),
      // Long digit runs inside strings must be left alone.
      fc.stringMatching(/^-?\d{16,25}$/),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((big) => `x"${big}\\`),
      unsafeBigInt,
    ),
    array: fc.array(tie('tree'), { maxLength: 5 }),
    object: fc.dictionary(fc.oneof(fc.string(), fc.stringMatching(/^\d{16,22}$/)), tie('tree'), {
      maxKeys: 5,
    }),
  }),
);

/** Writes `value` as JSON; bigints as bare literals, or as strings with `quoteBigInts`. */
function write(value: Tree, quoteBigInts: boolean): string {
  if (typeof value === 'bigint') return quoteBigInts ? `"${value}"` : String(value);
  if (Array.isArray(value)) return `[${value.map((item) => write(item, quoteBigInts)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${write(item, quoteBigInts)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

describe('parseJsonLossless properties', () => {
  it('equals JSON.parse for any JSON value without unsafe integer literals', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!hasUnsafeIntegerLiteral(value));
        const text = JSON.stringify(value);
        expect(parseJsonLossless(text)).toEqual(JSON.parse(text));
        // The same value next to a long digit string, which forces the integer scan.
        const scanned = JSON.stringify([value, '12345678901234567890', { n: 1234567890123456 }]);
        expect(parseJsonLossless(scanned)).toEqual(JSON.parse(scanned));
        const pretty = JSON.stringify({ v: value, s: '98765432109876543210' }, null, 2);
        expect(parseJsonLossless(pretty)).toEqual(JSON.parse(pretty));
      }),
      { numRuns: 500 },
    );
  });

  it('equals JSON.parse for any fc.json() text without unsafe integer literals', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        fc.pre(!hasUnsafeIntegerLiteral(JSON.parse(text)));
        expect(parseJsonLossless(text)).toEqual(JSON.parse(text));
        const wrapped = `[${text},"1234567890123456789"]`;
        expect(parseJsonLossless(wrapped)).toEqual(JSON.parse(wrapped));
      }),
      { numRuns: 300 },
    );
  });

  it('turns every unsafe integer into its exact decimal string, anywhere in the tree', () => {
    fc.assert(
      fc.property(tree, (value) => {
        expect(parseJsonLossless(write(value, false))).toEqual(JSON.parse(write(value, true)));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps unsafe integers exact inside arrays and objects', () => {
    fc.assert(
      fc.property(
        fc.array(unsafeBigInt, { minLength: 1, maxLength: 8 }),
        unsafeBigInt,
        (list, one) => {
          const text = `{"list":[${list.join(', ')}],"nested":{"deep":[{"v":${one}}]},"s":"${one}"}`;
          expect(parseJsonLossless(text)).toEqual({
            list: list.map(String),
            nested: { deep: [{ v: one.toString() }] },
            s: one.toString(),
          });
        },
      ),
    );
  });

  it('leaves safe integers as numbers', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        const text = `[${value},"12345678901234567890"]`;
        expect(parseJsonLossless(text)).toEqual([value, '12345678901234567890']);
      }),
    );
  });
});

describe('parseJsonLossless examples', () => {
  it('leaves digits inside strings untouched', () => {
    expect(parseJsonLossless('{"a":"12345678901234567890"}')).toEqual({
      a: '12345678901234567890',
    });
    expect(
      parseJsonLossless('{"a":"x\\"12345678901234567890\\\\","b":12345678901234567890}'),
    ).toEqual({ a: 'x"12345678901234567890\\', b: '12345678901234567890' });
    expect(parseJsonLossless('{"12345678901234567890":1}')).toEqual({ '12345678901234567890': 1 });
  });

  it('quotes integers from 2^53 on, in both signs', () => {
    expect(parseJsonLossless('[9007199254740991,-9007199254740991]')).toEqual([
      9007199254740991, -9007199254740991,
    ]);
    expect(parseJsonLossless('[9007199254740992,-9007199254740993,18446744073709551615]')).toEqual([
      '9007199254740992',
      '-9007199254740993',
      '18446744073709551615',
    ]);
  });

  it('leaves fractions and exponents as numbers', () => {
    expect(
      parseJsonLossless(
        '[12345678901234567890.5,1.2345678901234567890e5,1E+20,-0.0000000000000001]',
      ),
    ).toEqual([Number('12345678901234567890.5'), Number('1.2345678901234567890e5'), 1e20, -1e-16]);
    expect(parseJsonLossless('{"x":1.5e12345678901234567}')).toEqual({
      x: Number.POSITIVE_INFINITY,
    });
  });

  it('reads the ref guide _version_ 1549728120626479104 exactly', () => {
    const body = parseJsonLossless(
      readFixture('solr-refguide-select-single-doc-zkconnected-multivalued.json'),
    ) as { response: { maxScore: unknown; docs: Record<string, unknown>[] } };
    expect(body.response.docs[0]?._version_).toBe('1549728120626479104');
    expect(body.response.docs[0]?.id).toBe('VS1GB400C3');
    expect(body.response.docs[0]?.popularity).toEqual([7]);
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the maxScore Solr printed, not ln 10
    expect(body.response.maxScore).toBe(2.3025851);
  });

  it('reads the hue _version_ 1513046095083602000 exactly', () => {
    const body = parseJsonLossless(readFixture('solr-select-basic-docs.hue.json')) as {
      responseHeader: { params: Record<string, unknown> };
      response: { docs: Record<string, unknown>[] };
    };
    expect(body.response.docs[0]?._version_).toBe('1513046095083602000');
    expect(body.response.docs[0]?.id).toBe('change.me');
    expect(body.responseHeader.params._).toBe('1442953203972');
  });

  it('returns JSON.parse results for bodies without long digit runs', () => {
    const text = readFixture('solr5-quickstart-facet-field-flat-zero-count.json');
    expect(parseJsonLossless(text)).toEqual(JSON.parse(text));
  });

  it('throws like JSON.parse on invalid text, with or without long digit runs', () => {
    expect(() => parseJsonLossless('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('{"a":12345678901234567890')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('')).toThrow(SyntaxError);
  });
});
