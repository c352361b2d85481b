/**
 * Favourites whose listing has left the index. The header counts the ids in the cookie (SPEC 2.4,
 * 3.7), the favourites view lists the documents the index has for them (SPEC 2.4, 7.3), so an id
 * of a removed listing made the header say 5 where the view showed 4, on every page. The plain
 * counter on every page never queries (no search code there), so the cookie itself must lose the
 * id for the two to agree: when a favourites query answers, ids it did not find are pruned.
 *
 * Removing a visitor's favourite for good is only right when the answer is sure about it, so
 * nothing is pruned:
 * - on a failed, superseded or aborted query (no answer at all; SPEC 8: a failed search is only
 *   logged), nor on one that was not about exactly these ids (the view's facets or typed words);
 * - unless the answer is complete: every document it counts (`numFound`) came back, so an id not
 *   among them is not in the index (a capped or paged answer cannot tell), and Solr did not stop
 *   early (`partialResults`: `timeAllowed` ran out, or a shard was down);
 * - when it found none of the ids: an emptied or rebuilding index, a proxy answering `{}` or a
 *   field list without the key all look like that, and would wipe the whole list at once;
 * - when the search narrows its answers beyond its index (`bundles`, `entity_type`, an `fq` in
 *   `params`, such as a language): an id it does not find may be a listing it does not show,
 *   a favourite flagged on the site's other language, not one gone from the index;
 * - for ids flagged in the last day, on any page or tab (the store keeps them,
 *   FLAGGED_GRACE_MS): a listing's page can be up before the index has it (search_api indexes
 *   on cron), and the visitor goes on to other pages meanwhile.
 * A partial index (a reindex in progress that has some of the ids) cannot be told from a real
 * answer; the cost is a favourite to flag again, against a count that is wrong on every page.
 */
import type { SearchConfig, SolrDoc } from '@stayfront/search-core';
import type { FavouritesStore, FlagOptions } from '../store/index.js';
import { storeIdOfDoc } from './solr-ids.js';

export interface FavouritesAnswer {
  readonly docs: readonly SolrDoc[];
  readonly numFound: number;
  /** Solr stopped early (`timeAllowed`, a shard down): it may have missed some of the ids. */
  readonly partial?: boolean | undefined;
}

/** What of a search's config says whether its answers hold every listing of its index. */
export type AnswerScope = Pick<SearchConfig, 'bundles' | 'entityType' | 'params'>;

/**
 * Whether the search's favourites queries filter by nothing but its index (SPEC 7.3): else no
 * answer of theirs can prune, and the view does not ask (view-pruning.ts).
 */
export const wholeIndex = ({ bundles, entityType, params }: AnswerScope) =>
  !bundles.length && !entityType && !params.some(([name]) => name === 'fq');

/** Prunes the `asked` store ids that a complete `answer` to their query did not find. */
export function pruneMissing(
  store: FavouritesStore,
  options: FlagOptions,
  scope: AnswerScope,
  asked: readonly string[],
  answer: FavouritesAnswer,
): void {
  if (answer.partial || answer.numFound !== answer.docs.length || !wholeIndex(scope)) return;
  const found = new Set(answer.docs.map((doc) => storeIdOfDoc(doc, options)));
  const missing = asked.filter((id) => !found.has(id));
  if (missing.length < asked.length) store.prune(missing);
}
