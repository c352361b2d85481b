/**
 * Where the counter's link goes (SPEC 2.4): the favourites view with the ids in its hash; with no
 * favourites the configured `path` (the link is then `aria-disabled`), else the server fallback's
 * link. Null: no link at all, the count is text. Shared by the plain counter and its React island.
 */
import { type FlagOptions, favouritesViewUrl } from '../store/index.js';

export function counterHref(
  ids: readonly string[],
  options: FlagOptions,
  serverHref: string | null,
  base: string,
): string | null {
  const viewUrl = ids.length ? favouritesViewUrl(ids, options, base) : null;
  return viewUrl ?? options.path ?? serverHref;
}
