import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Comparator,
  chain,
  descending,
  lexicographicComparator,
  numericComparator,
  RANDOM_SORT_MAX,
  RANDOM_SORT_MIN,
  randomSortValue,
} from './sort-handlers.js';

const identity = <T>(value: T) => value;
const sign = (value: number) => (value < 0 ? -1 : value > 0 ? 1 : 0);

describe('numericComparator', () => {
  const byNumber = numericComparator<number | string | null>(identity);

  it('compares numbers and numeric strings as numbers: 10 after 9', () => {
    expect(sign(byNumber('10', '9'))).toBe(1);
    expect(sign(byNumber('9', '10'))).toBe(-1);
    expect(sign(byNumber(2, '2'))).toBe(0);
    expect(sign(byNumber('-1.5', '0'))).toBe(-1);
    expect(['10', '9', '100', '2', '1e1', '0.5'].sort(byNumber)).toEqual([
      '0.5',
      '2',
      '9',
      '10',
      '1e1',
      '100',
    ]);
  });

  it('treats equal infinite values as a tie, so a chain falls through to the next comparator', () => {
    expect(byNumber('Infinity', '1e999')).toBe(0);
    expect(byNumber('-Infinity', '-1e999')).toBe(0);
    expect(sign(byNumber('Infinity', '5'))).toBe(1);
    const withTieBreak = chain([byNumber, lexicographicComparator<string | null>(identity)]);
    expect(['Infinity', '1e999'].sort(withTieBreak)).toEqual(['1e999', 'Infinity']);
  });

  it('puts values that are not numbers last, keeping their original order', () => {
    expect(sign(byNumber('abc', '1'))).toBe(1);
    expect(sign(byNumber('1', 'abc'))).toBe(-1);
    expect(byNumber('abc', 'xyz')).toBe(0);
    expect(['x', '3', null, '', '1', '  ', 'y'].sort(byNumber)).toEqual([
      '1',
      '3',
      'x',
      null,
      '',
      '  ',
      'y',
    ]);
  });

  it('reads the sort value through the accessor', () => {
    const byCount = numericComparator((item: { count: number }) => item.count);
    expect([{ count: 3 }, { count: 1 }, { count: 2 }].sort(byCount)).toEqual([
      { count: 1 },
      { count: 2 },
      { count: 3 },
    ]);
  });
});

describe('lexicographicComparator', () => {
  const byText = lexicographicComparator<string | null>(identity);

  it('is case-insensitive and trimmed', () => {
    expect(byText(' b', 'B')).toBe(0);
    expect(byText('Apple ', 'apple')).toBe(0);
    expect(sign(byText('a', 'B'))).toBe(-1);
    expect(sign(byText('B', 'a'))).toBe(1);
    expect(sign(byText('  z', 'a'))).toBe(1);
  });

  it('sorts mixed case words alphabetically, not by code point', () => {
    expect(['banana', 'Cherry', 'apple', ' Date'].sort(byText)).toEqual([
      'apple',
      'banana',
      'Cherry',
      ' Date',
    ]);
  });

  it('treats null as the empty string', () => {
    expect(byText(null, '')).toBe(0);
    expect(sign(byText(null, 'a'))).toBe(-1);
  });
});

describe('descending and chain', () => {
  const byLength = numericComparator((text: string) => text.length);
  const byText = lexicographicComparator((text: string) => text);

  it('descending reverses a comparator', () => {
    expect(['bb', 'a', 'ccc'].sort(descending(byLength))).toEqual(['ccc', 'bb', 'a']);
    expect(descending(byLength)('aa', 'bb')).toBe(0);
  });

  it('chain lets the first comparator that tells items apart decide', () => {
    const comparator = chain([byLength, byText]);
    expect(['bb', 'c', 'aa', 'a', 'B'].sort(comparator)).toEqual(['a', 'B', 'c', 'aa', 'bb']);
    expect(['bb', 'c', 'aa'].sort(chain([descending(byLength), descending(byText)]))).toEqual([
      'bb',
      'aa',
      'c',
    ]);
  });

  it('does not consult later comparators once one decided', () => {
    let later = 0;
    const spy: Comparator<string> = () => {
      later++;
      return 0;
    };
    chain([byLength, spy])('a', 'bb');
    expect(later).toBe(0);
    chain([byLength, spy])('a', 'b');
    expect(later).toBe(1);
  });

  it('an empty chain keeps everything equal', () => {
    expect(chain<string>([])('a', 'b')).toBe(0);
  });

  it('property: comparators are antisymmetric and reflexive', () => {
    const comparators: Comparator<string>[] = [
      numericComparator(identity),
      lexicographicComparator(identity),
      descending(numericComparator(identity)),
      chain([numericComparator(identity), lexicographicComparator(identity)]),
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('Infinity', '-Infinity', '1e999', '-1e999'),
    );
    fc.assert(
      fc.property(value, value, (a, b) => {
        for (const comparator of comparators) {
          expect(comparator(a, a)).toBe(0);
          expect(sign(comparator(a, b)) + sign(comparator(b, a))).toBe(0);
        }
      }),
    );
  });
});

describe('randomSortValue (SPEC 9.2)', () => {
  it('gives integers from 1 to 9999', () => {
    expect(RANDOM_SORT_MIN).toBe(1);
    expect(RANDOM_SORT_MAX).toBe(9999);
    expect(randomSortValue(() => 0)).toBe(1);
    expect(randomSortValue(() => 1 - Number.EPSILON)).toBe(9999);
    expect(randomSortValue(() => 0.5)).toBe(5000);
  });

  it('property: every source value in [0, 1) maps into 1..9999', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const value = randomSortValue(() => r);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(9999);
      }),
    );
  });
});
