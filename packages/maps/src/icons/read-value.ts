/**
 * Readers for one untrusted JSON value. `undefined` means "left empty" (absent, null or ''), which
 * SPEC 3.20 fills from the first icon or the defaults; a value of the wrong kind is reported
 * through `warn` with its key path and then counts as left empty, so one typo never drops a set.
 */

export type Warn = (message: string) => void;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A shown value in a warning, cut short: the JSON is the integrator's and may be long. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * A finite number, or a numeric string: legacy settings exported from PHP ini files give
 * numbers as strings ("10"). `min` rejects what cannot be a size.
 */
export function readNumber(
  value: unknown,
  at: string,
  warn: Warn,
  min = -Infinity,
): number | undefined {
  if (isEmpty(value)) return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (Number.isFinite(number) && number >= min) return number;
  warn(
    `${at}: expected a number${min > -Infinity ? ` of at least ${min}` : ''}, got ${show(value)}`,
  );
  return undefined;
}

export function readString(value: unknown, at: string, warn: Warn): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'string') return value;
  warn(`${at}: expected a string, got ${show(value)}`);
  return undefined;
}
