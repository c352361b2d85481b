/**
 * Widget configs (`data-widget-config` JSON) are untrusted: each widget declares its keys once, as
 * readers with defaults and bounds, and gets a `parseConfig` that the loader calls. A wrong value
 * becomes an issue with its JSON path (`$.numvisible`), reported as `stayfront:config-error`, and
 * the server markup stays; an unknown key is only warned about, so a typo never breaks a page.
 */
import type { ConfigIssue, ParsedConfig } from '@stayfront/loader';

/** `element`, the widget's, is for warnings: `console.warn(message, element)` names it. */
export type Reader<T> = (
  value: unknown,
  path: string,
  issues: ConfigIssue[],
  element?: Element,
) => T;
type Schema = Record<string, Reader<unknown>>;
export type ConfigOf<S extends Schema> = { readonly [K in keyof S]: ReturnType<S[K]> };
/** The config type a `defineWidgetConfig` parser produces. */
export type ParsedValue<P> = P extends (raw: unknown, element?: Element) => ParsedConfig<infer V>
  ? V
  : never;

/** A JSON object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reader of one key: `fallback` when the key is absent, the value when `accepts` it, else the
 * issue "expected `expected`" and the fallback.
 */
export function reader<T>(
  fallback: T,
  accepts: (value: unknown) => boolean,
  expected: string,
): Reader<T> {
  return (value, path, issues) => {
    if (value === undefined) return fallback;
    if (accepts(value)) return value as T;
    issues.push({ path, message: `expected ${expected}` });
    return fallback;
  };
}

/**
 * A text the widget shows or speaks (a button's name, a status, a label). Blank is refused, as the
 * favourites widgets' texts are: `"close": ""` made a button without a name (WCAG 4.1.2).
 */
export const text = (fallback: string, maxLength = 500): Reader<string> =>
  reader(
    fallback,
    (value) => typeof value === 'string' && value.trim() !== '' && value.length <= maxLength,
    `a non-empty string of at most ${maxLength} characters`,
  );

/** A text that may be left out, null, empty or blank: null then. */
export function optionalText(maxLength = 500): Reader<string | null> {
  const read = text('', maxLength);
  return (value, path, issues) =>
    value === null || (typeof value === 'string' && !value.trim())
      ? null
      : read(value, path, issues) || null;
}

export const integer = (fallback: number, min: number, max: number): Reader<number> =>
  reader(
    fallback,
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    `a whole number from ${min} to ${max}`,
  );

export const flag = (fallback: boolean): Reader<boolean> =>
  reader(fallback, (value) => typeof value === 'boolean', 'true or false');

export const oneOf = <T extends string>(choices: readonly T[], fallback: T): Reader<T> =>
  reader(
    fallback,
    (value) => choices.includes(value as T),
    `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`,
  );

/** A list of `{ "value": …, "label": … }` options, e.g. sort choices. */
export function options(
  fallback: readonly { value: string; label: string }[],
): Reader<readonly { value: string; label: string }[]> {
  return (value, path, issues) => {
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || value.length > 50) {
      issues.push({ path, message: 'expected a list of at most 50 options' });
      return fallback;
    }
    return value.flatMap((option, index) => {
      const { value: optionValue, label } = (option ?? {}) as Record<string, unknown>;
      if (typeof optionValue === 'string' && typeof label === 'string' && label.length <= 200)
        return [{ value: optionValue, label }];
      issues.push({
        path: `${path}[${index}]`,
        message: 'expected { "value": string, "label": string }',
      });
      return [];
    });
  };
}

export function defineWidgetConfig<S extends Schema>(
  widget: string,
  schema: S,
): (raw: unknown, element?: Element) => ParsedConfig<ConfigOf<S>> {
  return (raw, element) => {
    if (!isRecord(raw)) return { issues: [{ path: '$', message: 'expected a JSON object' }] };
    const issues: ConfigIssue[] = [];
    const value: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(schema))
      value[key] = read(raw[key], `$.${key}`, issues, element);
    const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(schema, key));
    // The element too, as the loader's errors do: with twelve facets on a page, the warning must
    // say which one has the typo (DevTools links the element).
    if (unknown.length)
      console.warn(
        `Stayfront ${widget}: unknown config key(s) ${unknown.join(', ')} ignored.`,
        element,
      );
    return issues.length ? { issues } : { value: value as ConfigOf<S> };
  };
}
