/**
 * The favourites cookie's size, counted exactly as js-cookie writes it, and the cap that keeps it
 * within what every browser stores. Browsers keep at least 4,096 bytes of name and value per cookie
 * (RFC 6265 6.1) and silently drop a larger cookie, which would lose every favourite at once; we stop
 * a little below that and drop the oldest ids instead.
 */
import Cookies from 'js-cookie';

/** The most bytes of `name=value` we write, the value encoded as js-cookie encodes it. */
export const MAX_COOKIE_BYTES = 4000;

// js-cookie's own converter (typed as optional, always present), so the count is exact.
const encodeValue = (value: string) =>
  Cookies.converter.write?.(value, '') ?? encodeURIComponent(value);
// js-cookie's own name encoding (v3), so that the count matches the header it writes.
const encodeName = (name: string) =>
  encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

// Percent-encoding works character by character, so the encoded array is the encoded brackets,
// ids and commas side by side, and each id can be counted once.
const BRACKETS = encodeValue('[]').length;
const COMMA = encodeValue(',').length;

/** Bytes one id adds to the encoded JSON array, without its separating comma. */
export function encodedIdBytes(id: string): number {
  return encodeValue(JSON.stringify(id)).length;
}

/** Bytes of `name=value` for this list, as js-cookie writes it. */
export function cookieBytes(name: string, ids: readonly string[]): number {
  const separators = Math.max(0, ids.length - 1) * COMMA;
  return ids.reduce(
    (total, id) => total + encodedIdBytes(id),
    encodeName(name).length + 1 + BRACKETS + separators,
  );
}

export interface CappedIds {
  readonly kept: readonly string[];
  /** Oldest first. */
  readonly dropped: readonly string[];
}

/** The newest ids (the end of the list) whose cookie fits `MAX_COOKIE_BYTES`; the rest dropped. */
export function capNewest(name: string, ids: readonly string[]): CappedIds {
  let bytes = encodeName(name).length + 1 + BRACKETS;
  let start = ids.length;
  for (let index = ids.length - 1; index >= 0; index--) {
    const cost = encodedIdBytes(ids[index] as string) + (start < ids.length ? COMMA : 0);
    if (bytes + cost > MAX_COOKIE_BYTES) break;
    bytes += cost;
    start = index;
  }
  return start === 0
    ? { kept: ids, dropped: [] }
    : { kept: ids.slice(start), dropped: ids.slice(0, start) };
}
