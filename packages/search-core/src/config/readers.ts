/**
 * Table-driven reading of untrusted configuration objects. A schema has one rule per key: how its
 * value is read and its default. `readObject` applies it, so every error names the exact key
 * (`solr.max_rows`), the way integrators look for it, and keys no rule reads are warned about.
 */
import { SearchConfigError } from '../errors.js';
import { isRecord, type Loose } from '../is-record.js';
import { isFieldName } from '../solr/field-name.js';

export type Warn = (message: string) => void;

export function fail(path: string, problem: string): never {
  throw new SearchConfigError(path, problem);
}

/** The one template of wrong-value errors: `expected a number, got "many"`. */
export function expected(path: string, what: string, value: unknown): never {
  const got = Array.isArray(value)
    ? 'a list'
    : isRecord(value)
      ? 'an object'
      : typeof value === 'string'
        ? JSON.stringify(value.slice(0, 40))
        : String(value);
  return fail(path, `expected ${what}, got ${got}`);
}

/**
 * Reads a present value (neither undefined nor null) at `path`, or throws naming it. A reader may
 * return undefined for "unset", and the rule's default applies. `warn` is passed down so a nested
 * object (`ranking`, `doc_cache`, a facet's `range`) warns about its unknown keys too.
 */
export type Read<T> = (value: unknown, path: string, warn?: Warn) => T;

/** One key of a schema: its reader and default. A rule without a default makes the key required. */
type Rule = readonly [read: Read<unknown>, fallback?: unknown];
export type Schema = Readonly<Record<string, Rule>>;

/** `max_rows` → `maxRows`: validated objects use the property names of `SearchConfig`. */
type Camel<K extends string> = K extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : K;
type RuleValue<R> = R extends readonly [Read<infer T>, infer D]
  ? Exclude<T, undefined> | D
  : R extends readonly [Read<infer T>]
    ? Exclude<T, undefined>
    : never;
export type Validated<S extends Schema> = {
  -readonly [K in keyof S & string as Camel<K>]: RuleValue<S[K]>;
};

const camel = (key: string) => key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Reads `value` as an object of `schema`'s keys; `warn` is told about every other key. */
export function readObject<S extends Schema>(
  value: unknown,
  path: string,
  schema: S,
  warn?: Warn,
): Validated<S> {
  const record = readRecord(value, path);
  const prefix = path && `${path}.`;
  // A key nobody reads is almost always a typo in a template.
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(schema, key)) warn?.(`Unknown key "${prefix}${key}" is ignored.`);
  }
  const result: Record<string, unknown> = {};
  for (const [key, [read, fallback]] of Object.entries(schema)) {
    const at = prefix + key;
    const raw = record[key];
    const value = raw === undefined || raw === null ? undefined : read(raw, at, warn);
    result[camel(key)] = value ?? (fallback === undefined ? fail(at, 'is required') : fallback);
  }
  return result as Validated<S>;
}

export const object =
  <S extends Schema>(schema: S): Read<Validated<S>> =>
  (value, path, warn) =>
    readObject(value, path, schema, warn);

/** Takes the value as it is, for keys read later with more context (`solr`, `facets`). */
export const raw: Read<unknown> = (value) => value;

export const readRecord: Read<Loose> = (value, path) =>
  isRecord(value) ? value : expected(path, 'an object', value);

export const str: Read<string> = (value, path) =>
  typeof value === 'string' ? value : expected(path, 'a string', value);

/** Makes '' count as unset, so the default applies: Drupal sends '' for a field left empty. */
export const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, path) =>
    value === '' ? undefined : read(value, path);

/** A string where '' means unset. */
export const text = optional(str);

/** A string that passes `test`; `what` completes "expected …" in the error. */
export const valid =
  (test: (value: string) => boolean, what: string): Read<string> =>
  (value, path) => {
    const string = str(value, path);
    return test(string) ? string : expected(path, what, string);
  };

export const oneOf = <T extends string>(allowed: readonly T[]) =>
  valid(
    (value) => (allowed as readonly string[]).includes(value),
    `one of ${allowed.join(', ')}`,
  ) as Read<T>;

export const solrField = valid(isFieldName, 'a Solr field name');

// Drupal settings carry booleans as 0/1, "0"/"1", "true"/"false", and '' for an unticked box.
const TRUE: unknown[] = [true, 1, '1', 'true'];
const FALSE: unknown[] = [false, 0, '0', 'false', ''];
export const bool: Read<boolean> = (value, path) =>
  TRUE.includes(value) || (FALSE.includes(value) ? false : expected(path, 'a boolean', value));

/** Numbers within bounds; numeric strings are accepted because Drupal settings often carry them. */
export const num = (min = -Infinity, max = Infinity, integer = false) => {
  const bounds =
    max < Infinity ? ` from ${min} to ${max}` : min > -Infinity ? ` of at least ${min}` : '';
  const what = `${integer ? 'an integer' : 'a number'}${bounds}`;
  return optional((value, path) => {
    // Number.isInteger and Number.isFinite are false for anything but a number.
    const number = (typeof value === 'string' ? Number(value) : value) as number;
    return (integer ? Number.isInteger : Number.isFinite)(number) && number >= min && number <= max
      ? number
      : expected(path, what, value);
  });
};

export const int = (min?: number, max?: number) => num(min, max, true);

/**
 * A list of non-empty strings, each also read by `item`. An object's values are taken: Drupal
 * sends lists keyed by value.
 */
export const strings =
  <T extends string = string>(item = str as Read<T>): Read<T[]> =>
  (value, path) =>
    (Array.isArray(value)
      ? value
      : isRecord(value)
        ? Object.values(value)
        : expected(path, 'a list of strings', value)
    ).map((entry: unknown, index) => {
      const at = `${path}[${index}]`;
      // Every item reader refuses what is not a string; '' is refused here, for all of them.
      return entry === '' ? expected(at, 'a string', entry) : item(entry, at);
    });

/** An object whose values are each read by `read` (unset values are left alone). */
export const recordOf =
  <T>(read: Read<T>): Read<Readonly<Record<string, T>>> =>
  (value, path) => {
    const record = readRecord(value, path);
    for (const [key, entry] of Object.entries(record)) {
      if (entry !== undefined && entry !== null) read(entry, `${path}.${key}`);
    }
    return record as Readonly<Record<string, T>>;
  };
