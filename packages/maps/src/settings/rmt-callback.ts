/**
 * `rmtcallback` (SPEC 3.19, 7.7): a marker's remote content is GET
 * `{basePath}{pathPrefix}{rmtcallback}/{rmt}?{params}`. Legacy settings carry the callback as a
 * Drupal path (`map/node/load`, no leading slash), which the legacy site put under the site's base
 * path and language prefix; read against the page's own URL, it would be looked up under the
 * page's folder (`/rentals/map/node/load/42` on `/rentals/villa`) and every info window would
 * fail. A path from the root (`/fragments/map-marker`) or a URL is taken as it is. The result must
 * be on this site (it is fetched, and checked again when a marker opens): anything else is left
 * out with a warning at its key as the page loads, rather than found by a visitor as "could not
 * be loaded".
 */
import type { Reader } from '@stayfront/widgets';
import { reader, sameOriginUrl } from '@stayfront/widgets';
import { isSafeBasePath, isSafePathPiece, joinImagePath, SCHEME } from '../icons/image-path.js';

/** `base_path`: Drupal's `basePath`, where the site starts. @default "/" */
export const readBasePath: Reader<string> = reader(
  '/',
  (value) => typeof value === 'string' && value.length <= 2000 && isSafeBasePath(value),
  'a path of this site, such as "/" or "/holidays/"',
);

/** `path_prefix`: Drupal's `pathPrefix`, the language prefix (`en/`). @default "" */
export const readPathPrefix: Reader<string> = reader(
  '',
  (value) => typeof value === 'string' && value.length <= 200 && isSafePathPiece(value),
  'a relative path such as "en/"',
);

/** The callback as the legacy site requested it: under the base path and prefix unless rooted. */
export function rmtCallbackPath(callback: string, basePath: string, pathPrefix: string): string {
  if (callback.startsWith('/') || SCHEME.test(callback)) return callback;
  return joinImagePath(basePath, pathPrefix, callback);
}

/** The callback to fetch from, or null (with a warning) when it would leave this site. */
export function resolveRmtCallback(
  callback: string | null,
  basePath: string,
  pathPrefix: string,
  element: Element | undefined,
): string | null {
  if (callback === null) return null;
  const path = rmtCallbackPath(callback, basePath, pathPrefix);
  const page = element?.ownerDocument ?? globalThis.document;
  if (page && sameOriginUrl(path, page)) return path;
  console.warn(
    `Stayfront map: $.rmtcallback expected a URL on this site, such as "/fragments/map-marker"; markers' remote content is left out.`,
    element,
  );
  return null;
}
