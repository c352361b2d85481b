/**
 * The destination of a jump-menu or property-select option (SPEC 2.8, 7.8): the part after the
 * first `::` of a `label::url` value, else the whole value, resolved against the page. Only
 * http(s) destinations are followed (relative paths resolve to the page's own site), so a
 * `javascript:`, `data:` or any other scheme in CMS content can never run or navigate.
 */

/** The separator of `<something>::<url>` option values. */
export const DESTINATION_SEPARATOR = '::';

/** The `URL` to go to for an option `value`, or null when it is empty or not http(s). */
export function resolveDestination(value: string, base: string): URL | null {
  const at = value.indexOf(DESTINATION_SEPARATOR);
  const target = (at === -1 ? value : value.slice(at + DESTINATION_SEPARATOR.length)).trim();
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
