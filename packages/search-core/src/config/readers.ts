/**
 * Typed readers for untrusted configuration objects. Each takes the path of the value so an
 * error names the exact key (`solr.max_rows`), the way integrators look for it.
 */
import { SearchConfigError } from '../errors.js';

export type Loose = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readRecord(value: unknown, path: string): Loose {
  if (!isRecord(value))
    throw new SearchConfigError(path, `expected an object, got ${describe(value)}`);
  return value;
}

export function optionalRecord(value: unknown, path: string): Loose | undefined {
  return value === undefined || value === null ? undefined : readRecord(value, path);
}

export function readString(
  value: unknown,
  path: string,
  options: { allowEmpty?: boolean } = {},
): string {
  if (typeof value !== 'string')
    throw new SearchConfigError(path, `expected a string, got ${describe(value)}`);
  if (!options.allowEmpty && value.trim() === '')
    throw new SearchConfigError(path, 'must not be empty');
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined || value === null
    ? undefined
    : readString(value, path, { allowEmpty: true });
}

/** Numbers; numeric strings are accepted because Drupal settings often carry them. */
export function readNumber(
  value: unknown,
  path: string,
  bounds: { min?: number; max?: number; integer?: boolean } = {},
): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new SearchConfigError(path, `expected a number, got ${describe(value)}`);
  }
  if (bounds.integer && !Number.isInteger(number))
    throw new SearchConfigError(path, `expected an integer, got ${number}`);
  if (bounds.min !== undefined && number < bounds.min)
    throw new SearchConfigError(path, `must be at least ${bounds.min}, got ${number}`);
  if (bounds.max !== undefined && number > bounds.max)
    throw new SearchConfigError(path, `must be at most ${bounds.max}, got ${number}`);
  return number;
}

export function optionalNumber(
  value: unknown,
  path: string,
  bounds: { min?: number; max?: number; integer?: boolean } = {},
): number | undefined {
  return value === undefined || value === null || value === ''
    ? undefined
    : readNumber(value, path, bounds);
}

/** Booleans; 0/1 and "0"/"1"/"true"/"false" are accepted for legacy settings. */
export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  throw new SearchConfigError(path, `expected a boolean, got ${describe(value)}`);
}

export function readEnum<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new SearchConfigError(
    path,
    `expected one of ${allowed.map((item) => `"${item}"`).join(', ')}, got ${describe(value)}`,
  );
}

export function optionalStringList(value: unknown, path: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  // Drupal often sends lists as objects keyed by the value.
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null;
  if (!list)
    throw new SearchConfigError(path, `expected a list of strings, got ${describe(value)}`);
  return list.map((item, index) => readString(item, `${path}[${index}]`));
}

/** Warns about keys nobody reads: almost always a typo in a template. */
export function checkKnownKeys(
  record: Loose,
  path: string,
  known: readonly string[],
  warn: (message: string) => void,
): void {
  for (const key of Object.keys(record)) {
    if (!known.includes(key)) warn(`Unknown key "${path ? `${path}.` : ''}${key}" is ignored.`);
  }
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
