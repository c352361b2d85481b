/**
 * The favourites view path (SPEC 2.4, `flag_options.path`) comes from configuration a CMS editor
 * can type, and ends up in a link the visitor follows: only a path on this site is accepted, never
 * a `javascript:` URL or another host (`//evil.example`, `/\evil.example`, `http://…`).
 */

// `\` is read as `/` by browsers in special URLs, and tabs and newlines are removed from URLs
// before parsing, so both could hide a `//host`; `#` would collide with the hash we add.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const UNSAFE = /[\s\\#\u0000-\u001F\u007F]/;
const SCHEME = /^[A-Za-z][A-Za-z\d+.-]*:/;
const PROBE = 'https://site.invalid';
export const MAX_PATH_LENGTH = 2000;

/**
 * `path` as an absolute path on the site (`/favourites?x=1`), or null when it is not a path on the
 * site. A path without a leading slash is taken from the site root (`favourites` → `/favourites`),
 * as Drupal writes internal paths.
 */
export function normalizeSitePath(path: string): string | null {
  if (!path || path.length > MAX_PATH_LENGTH || UNSAFE.test(path) || SCHEME.test(path)) return null;
  if (path.startsWith('//')) return null;
  try {
    // The URL parser has the last word on what is a host: resolved against a probe origin, a
    // path on the site stays on it.
    const url = new URL(path.startsWith('/') ? path : `/${path}`, PROBE);
    return url.origin === PROBE ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
