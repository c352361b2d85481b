/**
 * Reads the favourites cookie's value, whatever it holds (SPEC 3.7: a JSON array of ids). The
 * cookie is untrusted input: another script, an extension or the visitor can write anything into
 * it. Reading keeps what is valid and never throws; the store writes the repaired list back.
 */
import { capNewest } from './cookie-size.js';
import { readFavouriteId } from './favourite-ids.js';

// Browsers never hand a script more than ~4 KB per cookie; a larger value can only come from a
// test or a broken proxy. Up to this it is still repaired (a parse stays in the milliseconds);
// beyond it, it is not even parsed.
const MAX_RAW_LENGTH = 1_000_000;

/**
 * The ids in a decoded cookie value, oldest first: not JSON → none; non-ids dropped (see
 * `readFavouriteId`); duplicates dropped keeping the first; then the newest that fit the cookie.
 */
export function parseFavouritesCookie(name: string, raw: string | undefined): readonly string[] {
  if (!raw || raw.length > MAX_RAW_LENGTH) return [];
  const parsed = parseJson(raw) ?? parseJson(unquote(raw));
  if (!Array.isArray(parsed)) return [];
  const ids = new Set<string>();
  for (const item of parsed) {
    const id = readFavouriteId(item);
    if (id !== null) ids.add(id);
  }
  return capNewest(name, [...ids]).kept;
}

/** The value written for `ids`: the JSON array, as the legacy site wrote it. */
export function serializeFavourites(ids: readonly string[]): string {
  return JSON.stringify(ids);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Some servers write a cookie as an RFC 2616 quoted-string (`"[\"a\"]"`); js-cookie strips the
 * outer quotes but not the backslashes, as jQuery.cookie did.
 */
function unquote(text: string): string {
  return text.replace(/\\(["\\])/g, '$1');
}
