/**
 * The result-count widget: "24 properties" (`results.count`) in a polite live region. An enhancer,
 * not a React island: a React root would replace the server's text on waking, and a screen reader
 * reads out nodes added to a live region, so the count already on screen would be heard again.
 * The live region is the element itself when the server made it one (`role="status"`), else a
 * `<span aria-live="polite">` around the server's nodes; it carries `.sf-result-count` and
 * `data-state`. Not a `role="status"` span: the count is often a heading's text (the demo's
 * results heading), and Chromium names a heading from its content but not through a status in
 * it, so a screen reader's headings list showed that heading blank.
 *
 * The text changes only when a search has settled (the count and the end of `pending` arrive in
 * one store update) and says something new, so the server's count is adopted as it is (no node
 * touched) and a screen reader hears each new count once. While the search is in error no number
 * is claimed for it (not the last answer's, not the server's): the region says "The results could
 * not be loaded." (`results.error`), and the results' error box, seeing a count of its search on
 * the page, leaves that announcement to it. Each failure is announced once, a retry that fails
 * the same way too (the text is written again as a new node); a retry under way keeps the text.
 * A new filter, words, sort or page size that leaves the count as it was is announced again the
 * same way (WCAG 4.1.3: otherwise a screen reader user hears nothing after ticking a facet that
 * every listing has); a new page of the same results is not, as the focus moves to the results.
 */
import {
  queriesEqual,
  type SearchInstance,
  type SearchQuery,
  type SearchState,
} from '@stayfront/search-core';
import type { Messages } from '../runtime/messages.js';

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

export function watchResultCount(
  element: HTMLElement,
  search: SearchInstance,
  messages: Messages,
): () => void {
  const server = [...element.childNodes];
  let region = element;
  if (!element.closest(LIVE)) {
    region = element.ownerDocument.createElement('span');
    region.setAttribute('aria-live', 'polite');
    region.append(...server);
    element.append(region);
  }
  region.classList.add('sf-result-count');

  // The query, on its first page, whose answer the region last showed.
  let counted: SearchQuery | undefined;
  const show = (state: SearchState, previous?: SearchState) => {
    const failed = state.status === 'error';
    // A new answer: the query is set before its search starts, so it is read only with one.
    const settled = state.response && state.response !== previous?.response && !state.pending;
    const query = { ...state.query, start: 0 };
    region.setAttribute(
      'data-state',
      state.pending ? 'pending' : failed ? 'error' : state.response ? 'ready' : 'server',
    );
    // Until a search succeeded (or failed) the server's text stays: a failed first search does
    // not make it "0 properties".
    const text = failed
      ? messages.format('results.error')
      : state.response && messages.format('results.count', { count: state.numFound });
    const failure = failed && state.error !== previous?.error;
    const asked = settled && counted && !queriesEqual(query, counted);
    if (settled) counted = query;
    if (text && (failure || asked || region.textContent?.replace(/\s+/g, ' ').trim() !== text))
      region.textContent = text;
  };

  show(search.getState());
  const unsubscribe = search.subscribe(show);
  return () => {
    unsubscribe();
    region.classList.remove('sf-result-count');
    region.removeAttribute('data-state');
    element.replaceChildren(...server);
  };
}
