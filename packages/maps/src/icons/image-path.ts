/**
 * Image URLs of integrator-configured sets (SPEC 3.20: site base path + set path + file name).
 * The pieces come from untrusted JSON and end up in `<img src>`, so a piece that could make the
 * URL leave the site's paths is refused: a scheme (`javascript:`, `data:`, even `http:` — the
 * pieces are joined, only the base path may be absolute), `//host`, `..` segments, backslashes
 * (browsers read them as `/`) and control characters (browsers drop tabs and newlines, so
 * `java\tscript:` would become a scheme). Checked after percent-decoding, as browsers decode
 * `%2e%2e` to `..`.
 */

/** A URL's scheme at the start (`https:`, `javascript:`). */
export const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it rejects
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether `value` is a safe relative path piece (a set path or a file name). */
export function isSafePathPiece(value: string): boolean {
  const text = decoded(value);
  return (
    text !== null &&
    text === text.trim() &&
    !CONTROL.test(text) &&
    !text.includes('\\') &&
    !text.includes('//') &&
    !SCHEME.test(text) &&
    !text.split('/').includes('..')
  );
}

/** Whether `value` may be the site base path: a safe path, or an http(s) URL with a safe path. */
export function isSafeBasePath(value: string): boolean {
  const absolute = /^https?:\/\/[^/?#\\@]+(\/.*)?$/i.exec(value);
  if (absolute) return isSafePathPiece(absolute[1] ?? '');
  return isSafePathPiece(value);
}

/** Joins the pieces with exactly one `/` between non-empty ones; the base's own start is kept. */
export function joinImagePath(basePath: string, ...pieces: readonly string[]): string {
  let url = basePath;
  for (const piece of pieces) {
    if (piece === '') continue;
    url = url === '' ? piece : `${url.replace(/\/+$/, '')}/${piece.replace(/^\/+/, '')}`;
  }
  return url;
}
