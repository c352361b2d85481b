/**
 * The search container (SPEC 2.2, 4.2): an enhancer on the element around the search page. While
 * a search is in flight it carries class `pending` and `aria-busy="true"` (screen readers then
 * hold the live regions inside until the results are complete); a spinner appears only when the
 * wait is long enough to notice, so fast answers do not flash. While the search is in error it
 * carries `data-state="error"`: the facets inside keep the last answer's counts, and the default
 * stylesheet hides them there (no number of a failed search is shown). The server's children are
 * never touched: the container holds the other widgets.
 */
import type { SearchInstance, SearchState } from '@stayfront/search-core';
import { defineWidgetConfig, flag, integer, type ParsedValue } from '../config/widget-config.js';
import type { Messages } from '../runtime/messages.js';

/** A wait shorter than this shows no spinner. */
export const SPINNER_DELAY_MS = 200;

export const parseSearchContainerConfig = defineWidgetConfig('search-container', {
  /** Add a spinner to the container when a search takes longer than `spinner_delay`. @default true */
  spinner: flag(true),
  /** Milliseconds before the spinner appears. @default 200 */
  spinner_delay: integer(SPINNER_DELAY_MS, 0, 10_000),
});

export type SearchContainerConfig = ParsedValue<typeof parseSearchContainerConfig>;

// Hidden on screen, read by screen readers; inline so it holds without the optional stylesheet.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

/**
 * Marks `element` while `search` is pending, and while it is in error; returns the cleanup, which
 * leaves it as it was.
 */
export function watchPending(
  element: HTMLElement,
  search: SearchInstance,
  config: SearchContainerConfig,
  messages: Messages,
): () => void {
  const { timers } = search.platform;
  const document = element.ownerDocument;
  let timer: unknown = null;
  let spinner: HTMLElement | null = null;

  const showSpinner = () => {
    timer = null;
    spinner = document.createElement('div');
    spinner.className = 'sf-search-spinner';
    spinner.setAttribute('data-state', 'visible');
    const text = spinner.appendChild(document.createElement('span'));
    text.style.cssText = VISUALLY_HIDDEN;
    text.textContent = messages.format('results.pending');
    element.append(spinner);
  };

  const apply = (pending: boolean) => {
    element.classList.toggle('pending', pending);
    if (pending) {
      element.setAttribute('aria-busy', 'true');
      if (config.spinner && timer === null && !spinner)
        timer = timers.setTimeout(showSpinner, config.spinner_delay);
    } else {
      element.removeAttribute('aria-busy');
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      spinner?.remove();
      spinner = null;
    }
  };

  const applyStatus = (failed: boolean) =>
    failed ? element.setAttribute('data-state', 'error') : element.removeAttribute('data-state');

  // Both are idempotent (a spinner already due or shown is not started again): every store
  // update applies the state as it is.
  const show = (state: SearchState) => {
    apply(state.pending);
    applyStatus(state.status === 'error');
  };
  show(search.getState());
  const unsubscribe = search.subscribe(show);
  return () => {
    unsubscribe();
    apply(false);
    applyStatus(false);
  };
}
