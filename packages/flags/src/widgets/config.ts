/**
 * The favourites widgets' `data-widget-config`: the flag options (SPEC 3.6, read by the store's
 * `parseFlagOptions`, legacy keys included) next to each widget's own keys, in one flat object:
 *
 *   {"path": "/favourites", "namespace": "riot_solr_flag_items", "id": "…", "template": "#fav"}
 *
 * Configs are untrusted JSON: a wrong value is an issue with its JSON path (`$.rows`,
 * `$.text.flag`), reported by the loader as `stayfront:config-error` while the server markup stays.
 */
import type { ConfigIssue, ParsedConfig } from '@stayfront/loader';
import { type FlagOptions, parseFlagOptions } from '../store/index.js';

export type Reader<T> = (value: unknown, path: string, issues: ConfigIssue[]) => T;
type Schema = Record<string, Reader<unknown>>;

/** A widget's config: its own keys, and the flag options as `options`. */
export type FlagsConfig<S extends Schema> = { readonly [K in keyof S]: ReturnType<S[K]> } & {
  readonly options: FlagOptions;
};

/** The config type a `defineFlagsConfig` parser produces. */
export type ParsedValue<P> = P extends (raw: unknown, element?: Element) => ParsedConfig<infer V>
  ? V
  : never;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function reader<T>(fallback: T, accepts: (value: unknown) => boolean, expected: string): Reader<T> {
  return (value, path, issues) => {
    if (value === undefined) return fallback;
    if (accepts(value)) return value as T;
    issues.push({ path, message: `expected ${expected}` });
    return fallback;
  };
}

/** A visible string (a message); `{count}` placeholders and `one|other` forms are the catalogue's. */
export const text = (fallback: string, maxLength = 300): Reader<string> =>
  reader(
    fallback,
    (value) => typeof value === 'string' && value.trim() !== '' && value.length <= maxLength,
    `a non-empty string of at most ${maxLength} characters`,
  );

/** A string that may be left out or null: null then. */
export const optionalText = (maxLength = 200): Reader<string | null> =>
  reader<string | null>(
    null,
    (value) => value === null || (typeof value === 'string' && value.length <= maxLength),
    `a string of at most ${maxLength} characters`,
  );

export const integer = (fallback: number, min: number, max: number): Reader<number> =>
  reader(
    fallback,
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    `a whole number from ${min} to ${max}`,
  );

/**
 * The same check as widgets' layout/selector-reader.ts and leads' call-tracking config, kept in
 * each bundle on purpose: importing it from widgets loads the search chunk, and moving one copy
 * into the shared chunk cost every search page 60 B gzip (tried and measured).
 */
function isSelector(value: unknown): boolean {
  if (typeof value !== 'string' || !value.trim() || value.length > 300) return false;
  try {
    // Parsing only: a fragment matches nothing, but an invalid selector throws.
    globalThis.document?.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

/** A CSS selector, checked for syntax; `required` makes a missing one an issue. */
export function selector(required: true): Reader<string>;
export function selector(required?: false): Reader<string | null>;
export function selector(required = false): Reader<string | null> {
  const read = reader<string | null>(null, isSelector, 'a CSS selector');
  return (value, path, issues) => {
    if ((value === undefined || value === null) && required) {
      issues.push({ path, message: 'is required: a CSS selector' });
      return null;
    }
    return value === null ? null : read(value, path, issues);
  };
}

/** `parseFlagOptions` reports its issues by throwing; their paths become JSON paths. */
function optionIssues(error: unknown): ConfigIssue[] | null {
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((issue: { path?: unknown; message?: unknown }) => {
    const path = String(issue.path ?? '');
    return {
      path: path.startsWith('$') ? path : path ? `$.${path}` : '$',
      message: String(issue.message ?? 'invalid value'),
    };
  });
}

/**
 * The `parseConfig` of a favourites widget: the keys of `schema` are the widget's, every other key
 * goes to `parseFlagOptions` (which warns about keys it does not know, naming `element`, the
 * widget's, as the loader's errors do; once a page, so the first of fifty flags with that typo).
 */
export function defineFlagsConfig<S extends Schema>(
  widget: string,
  schema: S,
): (raw: unknown, element?: Element) => ParsedConfig<FlagsConfig<S>> {
  return (raw, element) => {
    if (!isRecord(raw)) return { issues: [{ path: '$', message: 'expected a JSON object' }] };
    const issues: ConfigIssue[] = [];
    const own: Record<string, unknown> = {};
    const flagOptions: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw))
      (Object.hasOwn(schema, key) ? own : flagOptions)[key] = value;
    for (const [key, read] of Object.entries(schema)) own[key] = read(raw[key], `$.${key}`, issues);
    let options: FlagOptions | null = null;
    try {
      options = parseFlagOptions(flagOptions, (message) =>
        console.warn(`Stayfront ${widget}: ${message}`, element),
      );
    } catch (error) {
      const found = optionIssues(error);
      if (!found) throw error;
      issues.push(...found);
    }
    if (issues.length || !options) return { issues };
    return { value: { ...own, options } as FlagsConfig<S> };
  };
}
