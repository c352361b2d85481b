/**
 * The favourites page (SPEC 2.4): an enhancer on the element beside the results widget. It makes
 * the search list the favourite ids in flag order, unless the address already says what to list
 * (a `q=` in the hash: the counter's link, a shared list, Back), and again whenever the favourites
 * change (unflagging an item there removes it). With none it says "You have no favourites yet."
 * in a polite live region after the server's own content, which stays.
 *
 * Removing: a visitor who unflags an item from its card loses the button they pressed when the
 * card goes; focus then moves to the nearest card left, and the removal is announced (removal.ts).
 */
import type { SearchInstance } from '@stayfront/search-core';
import type { FavouritesStore } from '../store/index.js';
import { prepareAnnouncer } from './announce.js';
import { noteRemoval } from './removal.js';
import { showFavourites } from './show-favourites.js';
import { solrIdsOf } from './solr-ids.js';
import { sameIds } from './use-favourites.js';
import type { ViewConfig } from './view-config.js';
import { pruneAfterAnswers } from './view-pruning.js';

export function attachFavouritesView(
  element: HTMLElement,
  search: SearchInstance,
  store: FavouritesStore,
  config: ViewConfig,
): () => void {
  const document = element.ownerDocument;
  const message = document.createElement('p');
  message.className = 'sf-favourites-view__empty';
  message.setAttribute('role', 'status');
  const hadClass = element.hasAttribute('class');
  element.classList.add('sf-favourites-view');
  element.append(message);
  const hadTabIndex = element.getAttribute('tabindex');
  // The live region exists before its first message, so screen readers already watch it.
  prepareAnnouncer(document);

  let shownIds: readonly string[] | null = null;
  let stopFocusWatch = () => {};
  const render = (ids: readonly string[]) => {
    element.setAttribute('data-state', ids.length ? 'listed' : 'empty');
    message.textContent = ids.length ? '' : config.empty_text;
  };
  const update = (ids: readonly string[]) => {
    render(ids);
    if (shownIds && sameIds(ids, shownIds)) return;
    const gone = shownIds?.filter((id) => !ids.includes(id)) ?? [];
    if (gone.length) {
      stopFocusWatch();
      const settle = noteRemoval(element, message, new Set(solrIdsOf(gone, config.options)), {
        removed: config.removed_text,
      });
      stopFocusWatch = afterResults(search, settle);
    }
    shownIds = ids;
    showFavourites(search, config.options, ids);
  };

  const first = store.get();
  render(first);
  // The hash's `q=` (read when the search started) wins on arrival.
  if (search.getState().query.q.type === 'all') update(first);
  else shownIds = first;
  const unsubscribe = store.subscribe(update);
  // Ids of listings that left the index stop counting, in the header too (view-pruning.ts).
  const stopPruning = pruneAfterAnswers(search, store, config.options);
  return () => {
    unsubscribe();
    stopPruning();
    stopFocusWatch();
    message.remove();
    element.classList.remove('sf-favourites-view');
    if (!hadClass && !element.classList.length) element.removeAttribute('class');
    element.removeAttribute('data-state');
    if (hadTabIndex === null) element.removeAttribute('tabindex');
  };
}

/** Calls `settle` once the search started by the change has finished and its results are in. */
function afterResults(search: SearchInstance, settle: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let searching = false;
  const unsubscribe = search.subscribe((state) => {
    searching ||= state.pending;
    if (!searching || state.pending) return;
    unsubscribe();
    // After React has put the new results in.
    timer = setTimeout(settle, 0);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
