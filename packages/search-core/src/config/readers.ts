/**
 * Typed readers for untrusted configuration objects. A `Reader` knows the path of its object, so
 * every error names the exact key (`solr.max_rows`), the way integrators look for it.
 */
import { SearchConfigError } from '../errors.js';

export type Loose = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

export function fail(path: string, problem: string): never {
  throw new SearchConfigError(path, problem);
}

export function readRecord(value: unknown, path: string): Loose {
  return isRecord(value) ? value : fail(path, `expected an object, got ${describe(value)}`);
}

export function readEnum<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fail(path, `expected one of ${allowed.join(', ')}, got ${describe(value)}`);
}

export interface NumberBounds {
  min?: number;
  max?: number;
  integer?: boolean;
}

const absent = (value: unknown) => value === undefined || value === null;

/** Reads the keys of one object; optional readers return undefined for absent keys. */
export interface Reader {
  readonly record: Loose;
  path(key: string): string;
  /** A non-empty string; `optional` also accepts an empty one. */
  string(key: string): string;
  optionalString(key: string): string | undefined;
  /** Numbers; numeric strings are accepted because Drupal settings often carry them. */
  optionalNumber(key: string, bounds?: NumberBounds): number | undefined;
  number(key: string, bounds?: NumberBounds): number;
  /** Booleans; 0/1 and "0"/"1"/"true"/"false" are accepted for Drupal settings. */
  optionalBoolean(key: string): boolean | undefined;
  /** A list of strings; an object's values are taken (Drupal sends lists keyed by value). */
  optionalStrings(key: string): string[] | undefined;
  optionalRecord(key: string): Reader | undefined;
  /** Warns about keys nobody reads: almost always a typo in a template. */
  checkKeys(known: readonly string[], warn: (message: string) => void): void;
}

export function reader(record: Loose, base: string): Reader {
  const path = (key: string) => (base ? `${base}.${key}` : key);
  const self: Reader = {
    record,
    path,
    string(key) {
      const value = self.optionalString(key);
      return value?.trim()
        ? value
        : fail(path(key), value === undefined ? 'is required' : 'must not be empty');
    },
    optionalString(key) {
      const value = record[key];
      if (absent(value)) return undefined;
      return typeof value === 'string'
        ? value
        : fail(path(key), `expected a string, got ${describe(value)}`);
    },
    number(key, bounds) {
      return self.optionalNumber(key, bounds) ?? fail(path(key), 'is required');
    },
    optionalNumber(key, bounds = {}) {
      const value = record[key];
      if (absent(value) || value === '') return undefined;
      const number = typeof value === 'string' ? Number(value) : value;
      const at = path(key);
      if (typeof number !== 'number' || !Number.isFinite(number))
        fail(at, `expected a number, got ${describe(value)}`);
      if (bounds.integer && !Number.isInteger(number))
        fail(at, `expected an integer, got ${number}`);
      if (number < (bounds.min ?? -Infinity))
        fail(at, `must be at least ${bounds.min}, got ${number}`);
      if (number > (bounds.max ?? Infinity))
        fail(at, `must be at most ${bounds.max}, got ${number}`);
      return number;
    },
    optionalBoolean(key) {
      const value = record[key];
      if (absent(value)) return undefined;
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false' || value === '')
        return false;
      return fail(path(key), `expected a boolean, got ${describe(value)}`);
    },
    optionalStrings(key) {
      const value = record[key];
      if (absent(value)) return undefined;
      const list = Array.isArray(value)
        ? value
        : isRecord(value)
          ? Object.values(value)
          : fail(path(key), 'expected a list of strings');
      return list.map((item, index) =>
        typeof item === 'string' && item
          ? item
          : fail(`${path(key)}[${index}]`, `expected a string, got ${describe(item)}`),
      );
    },
    optionalRecord(key) {
      const value = record[key];
      return absent(value) ? undefined : reader(readRecord(value, path(key)), path(key));
    },
    checkKeys(known, warn) {
      for (const key of Object.keys(record)) {
        if (!known.includes(key)) warn(`Unknown key "${path(key)}" is ignored.`);
      }
    },
  };
  return self;
}
