/**
 * What counts as a favourite id (SPEC 3.7). Ids come back from a cookie any script or visitor can
 * edit, so they are checked every time they are read, not only when a widget adds one.
 */

/** Longer ids are not stored: real document ids are far shorter, and one id must fit the cookie. */
export const MAX_ID_LENGTH = 200;

// A lone surrogate cannot be percent-encoded (encodeURIComponent throws), so it could reach
// neither the cookie nor the favourites URL. (`String#isWellFormed` is ES2024, above our lib.)
const LONE_SURROGATE = /\p{Cs}/u;

/** A non-empty, well-formed string of at most `MAX_ID_LENGTH` UTF-16 code units. */
export function isFavouriteId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !LONE_SURROGATE.test(value)
  );
}

/**
 * One entry of a parsed cookie as an id, or null. Integers become their decimal string: the legacy
 * site read ids with jQuery's `.data()`, which turns `data-id="123"` into the number 123, so old
 * cookies may hold `[123]`, and those visitors keep their favourites. Anything else that is not a
 * string (floats, booleans, null, objects, nested arrays) is dropped.
 */
export function readFavouriteId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return isFavouriteId(id) ? id : null;
}
