/**
 * Widget configs (`data-widget-config` JSON) are untrusted: each widget declares its keys once, as
 * readers with defaults and bounds, and gets a `parseConfig` that the loader calls. A wrong value
 * becomes an issue with its JSON path (`$.numvisible`), reported as `stayfront:config-error`, and
 * the server markup stays; an unknown key is only warned about, so a typo never breaks a page.
 */
import type { ConfigIssue, ParsedConfig } from '@stayfront/loader';

type Reader<T> = (value: unknown, path: string, issues: ConfigIssue[]) => T;
type Schema = Record<string, Reader<unknown>>;
export type ConfigOf<S extends Schema> = { readonly [K in keyof S]: ReturnType<S[K]> };
/** The config type a `defineWidgetConfig` parser produces. */
export type ParsedValue<P> = P extends (raw: unknown) => ParsedConfig<infer V> ? V : never;

const fail = <T>(issues: ConfigIssue[], path: string, message: string, fallback: T): T => {
  issues.push({ path, message });
  return fallback;
};

export function text(fallback: string, maxLength = 500): Reader<string> {
  return (value, path, issues) =>
    value === undefined
      ? fallback
      : typeof value === 'string' && value.length <= maxLength
        ? value
        : fail(issues, path, `expected a string of at most ${maxLength} characters`, fallback);
}

export function optionalText(maxLength = 500): Reader<string | null> {
  return (value, path, issues) =>
    value === undefined || value === null ? null : text('', maxLength)(value, path, issues) || null;
}

export function integer(fallback: number, min: number, max: number): Reader<number> {
  return (value, path, issues) =>
    value === undefined
      ? fallback
      : Number.isInteger(value) && (value as number) >= min && (value as number) <= max
        ? (value as number)
        : fail(issues, path, `expected a whole number from ${min} to ${max}`, fallback);
}

export function flag(fallback: boolean): Reader<boolean> {
  return (value, path, issues) =>
    value === undefined
      ? fallback
      : typeof value === 'boolean'
        ? value
        : fail(issues, path, 'expected true or false', fallback);
}

export function oneOf<T extends string>(choices: readonly T[], fallback: T): Reader<T> {
  return (value, path, issues) =>
    value === undefined
      ? fallback
      : choices.includes(value as T)
        ? (value as T)
        : fail(
            issues,
            path,
            `expected one of ${choices.map((c) => `"${c}"`).join(', ')}`,
            fallback,
          );
}

/** A list of `{ "value": …, "label": … }` options, e.g. sort choices. */
export function options(
  fallback: readonly { value: string; label: string }[],
): Reader<readonly { value: string; label: string }[]> {
  return (value, path, issues) => {
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || value.length > 50)
      return fail(issues, path, 'expected a list of at most 50 options', fallback);
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
): (raw: unknown) => ParsedConfig<ConfigOf<S>> {
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { issues: [{ path: '$', message: 'expected a JSON object' }] };
    const input = raw as Record<string, unknown>;
    const issues: ConfigIssue[] = [];
    const value: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(schema))
      value[key] = read(input[key], `$.${key}`, issues);
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(schema, key));
    if (unknown.length)
      console.warn(`Stayfront ${widget}: unknown config key(s) ${unknown.join(', ')} ignored.`);
    return issues.length ? { issues } : { value: value as ConfigOf<S> };
  };
}
