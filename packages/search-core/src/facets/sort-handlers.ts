/**
 * The sort handlers of SPEC 9.2: numeric, lexicographic (case-insensitive and trimmed) and random
 * (values 1–9999), each ascending or descending. Comparators return <0, 0, >0 like `Array#sort`.
 */

export type Comparator<T> = (a: T, b: T) => number;

/** SPEC 9.2: random sort values are integers from 1 to 9999. */
export const RANDOM_SORT_MIN = 1;
export const RANDOM_SORT_MAX = 9999;

export function randomSortValue(random: () => number): number {
  return RANDOM_SORT_MIN + Math.floor(random() * (RANDOM_SORT_MAX - RANDOM_SORT_MIN + 1));
}

/**
 * Numbers by value in the given direction; values that are not numbers go last in either
 * direction, in their original order.
 */
export function numericComparator<T>(
  read: (item: T) => number | string | null,
  order: 'asc' | 'desc' = 'asc',
): Comparator<T> {
  const sign = order === 'desc' ? -1 : 1;
  return (a, b) => {
    const x = toNumber(read(a));
    const y = toNumber(read(b));
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    // Not `x - y` alone: equal infinities would give NaN, which `chain` takes for a decision.
    return x === y ? 0 : sign * (x - y);
  };
}

function toNumber(value: number | string | null): number {
  if (typeof value === 'number') return value;
  if (value === null || value.trim() === '') return Number.NaN;
  return Number.parseFloat(value);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: false });

export function lexicographicComparator<T>(read: (item: T) => string | null): Comparator<T> {
  return (a, b) =>
    collator.compare((read(a) ?? '').trim().toLowerCase(), (read(b) ?? '').trim().toLowerCase());
}

export function descending<T>(comparator: Comparator<T>): Comparator<T> {
  return (a, b) => comparator(b, a);
}

/** The first comparator that tells two items apart decides. */
export function chain<T>(comparators: readonly Comparator<T>[]): Comparator<T> {
  return (a, b) => {
    for (const comparator of comparators) {
      const result = comparator(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}
