/**
 * The favourites as Solr syntax: the counter's filter (SPEC 7.3) and the favourites view link
 * (SPEC 2.4). Ids come from a cookie, so every one is quoted and escaped by search-core before it
 * enters a query; none can add an operator, a field or a local-params block.
 */
import { buildValuesQuery, encodeQueryString } from '@stayfront/search-core';
import type { FlagOptions } from './flag-options.js';
import { normalizeSitePath } from './site-path.js';

type IdOptions = Pick<FlagOptions, 'skipSolrPrefix'>;

/** The Solr document id of a stored id: `skipSolrPrefix` added back. */
export function toSolrId(id: string, options: IdOptions): string {
  return options.skipSolrPrefix ? options.skipSolrPrefix + id : id;
}

/** The stored id of a Solr document id: `skipSolrPrefix` stripped (an id without it is kept as is). */
export function fromSolrId(solrId: string, options: IdOptions): string {
  const prefix = options.skipSolrPrefix;
  return prefix && solrId.startsWith(prefix) ? solrId.slice(prefix.length) : solrId;
}

/**
 * The filter for the favourites (SPEC 7.3): `{key}:("id1" OR "id2")`, each id quoted with `"` and
 * `\` escaped, the prefix added; null when there are none.
 */
export function favouritesFilter(ids: readonly string[], options: FlagOptions): string | null {
  return buildValuesQuery(
    options.key,
    ids.map((id) => toSolrId(id, options)),
  );
}

/**
 * search-core's hash codec ignores a longer hash (it would then show every listing), so the view
 * link keeps the newest favourites that fit. Only a long `skipSolrPrefix` can get there: the
 * cookie cap alone keeps the hash under ~12,000 characters.
 */
export const MAX_VIEW_HASH_LENGTH = 16_000;

/**
 * The favourites view URL (SPEC 2.4): `{path}#q={key}:("id1" OR "id2" …)`, encoded as search-core's
 * hash codec writes it, so its `decodeHash` reads it back as a `values` query on `key` (the view
 * page's search config must list `key` in `value_fields` when it is not `id`). Resolved against
 * `base` (the page URL) when it is an absolute URL, else site-relative. `hashPrefix` is the view
 * page instance's `hash_prefix`. Null when there are no favourites or no path: 'view' does nothing.
 */
export function favouritesViewUrl(
  ids: readonly string[],
  options: FlagOptions,
  base: string,
  hashPrefix = '',
): string | null {
  // Checked again here too: options can be built by hand, without `parseFlagOptions`.
  const path = options.path && normalizeSitePath(options.path);
  if (!path || !ids.length) return null;
  const hashOf = (from: number) =>
    encodeQueryString([[`${hashPrefix}q`, favouritesFilter(ids.slice(from), options) as string]]);
  // Binary search for the fewest oldest ids to leave out (none, nearly always).
  let low = 0;
  let high = ids.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (hashOf(middle).length <= MAX_VIEW_HASH_LENGTH) high = middle;
    else low = middle + 1;
  }
  const hash = hashOf(low);
  try {
    // A site path: the origin is always `base`'s.
    const url = new URL(path, base);
    url.hash = '';
    return `${url.href}#${hash}`;
  } catch {
    return `${path}#${hash}`;
  }
}
