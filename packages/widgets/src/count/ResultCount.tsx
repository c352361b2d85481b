/**
 * The result-count island: "24 properties" (`results.count`) in a polite live region. The text
 * changes only when a search has settled (the count and the end of `pending` arrive in one store
 * update), so screen readers hear the new count once, never an in-between state. Until the first
 * answer the server's text stays. When the element already is a live region, no second one is
 * nested inside it.
 *
 * While the search is in error no number is claimed for it (not the last answer's, not the
 * server's): the region says "The results could not be loaded." (`results.error`), once, and the
 * results' error box, seeing a count of its search on the page, leaves that announcement to it.
 * A retry under way keeps that text, so nothing is read out until it has settled.
 */
import { selectPending, selectStatus } from '@stayfront/search-core';
import { useState } from 'react';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import type { ResultCountConfig } from './result-count-config.js';

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

export function ResultCount({ element, search }: SearchWidgetProps<ResultCountConfig>) {
  const messages = useMessages();
  const [server] = useState(() => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  const [live] = useState(() => element.closest(LIVE) !== null);
  // Null until a search succeeded (a failed first search does not make it "0 properties").
  const count = useSearchState(search, (state) => (state.response ? state.numFound : null));
  const pending = useSearchState(search, selectPending);
  const failed = useSearchState(search, selectStatus) === 'error';
  return (
    <span
      className="sf-result-count"
      role={live ? undefined : 'status'}
      data-state={pending ? 'pending' : failed ? 'error' : count === null ? 'server' : 'ready'}
    >
      {failed
        ? messages.format('results.error')
        : count === null
          ? server
          : messages.format('results.count', { count })}
    </span>
  );
}
