/**
 * SPEC 5.3: a map's width and height are a number with a unit (em, ex, px, in, cm, mm, pt, pc or
 * %); anything else is ignored, as the legacy form did, and the theme's stylesheet decides.
 */
import type { Reader } from '@stayfront/widgets';

const CSS_LENGTH = /^\s*(\d+(?:\.\d+)?|\.\d+)(em|ex|px|in|cm|mm|pt|pc|%)\s*$/i;

/** `"400px"` → `"400px"`; `"400"`, `"10vw"`, `"1e3px"`, numbers and anything else → null. */
export function cssLength(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = CSS_LENGTH.exec(value);
  return match ? `${match[1]}${match[2]?.toLowerCase()}` : null;
}

export const readCssLength: Reader<string | null> = (value, path, _issues, element) => {
  const length = cssLength(value);
  if (value !== undefined && value !== null && value !== '' && length === null)
    console.warn(
      `Stayfront map: ${path} ${JSON.stringify(value)} is not a number with a unit (px, em, %…); ignored.`,
      element,
    );
  return length;
};
