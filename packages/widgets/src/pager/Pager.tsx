/**
 * The pager island (SPEC 2.2, 9.2): 4 pages each side of the current one, 1 at each end, gaps,
 * previous and next, as a `<nav>` landmark with a list (WAI-ARIA APG). Each page is a link to its
 * hash state (opens in a new tab; a plain click stays in the page), or a button when the hash does
 * not carry `start`. A page change focuses and scrolls to the results; hidden for a single page,
 * and while the search is in error (no pages are offered of results that are not shown; a focus
 * it held goes to the focus target). The server's pager stays until the first answer.
 */
import { MAX_START, selectStatus } from '@stayfront/search-core';
import { buildPager } from '@stayfront/search-core/results';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useFocusRescue } from '../runtime/focus-rescue.js';
import { isPlainClick } from '../runtime/navigation-hooks.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { keepNodes, serverNodes } from '../runtime/server-nodes.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { pageHref, revealFocusTarget } from './page-links.js';
import type { PagerConfig } from './pager-config.js';

export function Pager({ config, element, search }: SearchWidgetProps<PagerConfig>) {
  const messages = useMessages();
  const numFound = useSearchState(search, (state) => state.numFound);
  const rows = useSearchState(search, (state) => state.rows);
  const status = useSearchState(search, selectStatus);
  // Links are built from the hash, which changes with the query (sort, filters) too.
  const query = useSearchState(search, (state) => state.query);
  // The current page follows the query at once (the pager moves when clicked, and after Back);
  // totals follow the latest answer. Pages past the deepest offset the search accepts
  // (`MAX_START`) are not offered.
  const pager = buildPager({
    numFound: Math.min(numFound, MAX_START + rows),
    start: query.start,
    rows,
  });
  // The server's pager (JSON config blocks left out), read before React's first commit empties it.
  const [server] = useState(() => serverNodes(element));
  const keepFocus = useRef(false);
  // The server may render the pager element as the <nav> itself: no landmark inside a landmark.
  const isNav = element.localName === 'nav';
  const failed = status === 'error';
  const hidden = failed || (status !== 'idle' && pager.totalPages <= 1);
  const label = messages.format('pager.label');

  useLayoutEffect(() => {
    if (!isNav) return;
    const labelled = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    if (!labelled) element.setAttribute('aria-label', label);
    element.hidden = hidden;
    return () => {
      element.hidden = false;
      if (!labelled) element.removeAttribute('aria-label');
    };
  }, [element, isNav, hidden, label]);

  useLayoutEffect(() => {
    element.setAttribute('data-state', status === 'idle' ? 'server' : failed ? 'error' : 'ready');
    return () => element.removeAttribute('data-state');
  }, [element, status, failed]);

  // The list went away (an error, a single page) while it held the focus: not to <body>.
  const focusRescue = useFocusRescue(hidden, () => revealFocusTarget(element, config.focus_target));

  // Focus stays in the pager (no focus target): when the clicked control went away with the
  // render after the click (next on the last page), the current page takes it.
  useLayoutEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    if (!element.contains(element.ownerDocument.activeElement))
      element.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });

  if (status === 'idle')
    return <div className="sf-server" style={{ display: 'contents' }} ref={keepNodes(server)} />;
  if (hidden) return null;

  /** A list item whose control goes to the page at `start` (none without a start). */
  const item = (
    type: string,
    start: number | null,
    text: ReactNode,
    { rel, page, current }: { rel?: string; page?: number; current?: boolean },
  ) => {
    if (start === null) return null;
    const href = pageHref(search, start);
    // A link to the page's hash state; a button when the hash does not carry `start`.
    const Control = href === undefined ? 'button' : 'a';
    return (
      <li
        key={page ?? type}
        className="sf-pager__item"
        data-type={type}
        data-state={current ? 'current' : undefined}
      >
        <Control
          type={href === undefined ? 'button' : undefined}
          href={href}
          rel={href && rel}
          className="sf-pager__link"
          aria-label={page ? messages.format('pager.page', { page }) : undefined}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            const control = event.currentTarget;
            if (control instanceof HTMLAnchorElement && !isPlainClick(event.nativeEvent, control))
              return;
            event.preventDefault();
            if (start === search.getState().query.start) return;
            search.setStart(start);
            if (!revealFocusTarget(element, config.focus_target)) keepFocus.current = true;
          }}
        >
          {text}
        </Control>
      </li>
    );
  };

  const items = (
    <ul className="sf-pager__list" {...focusRescue}>
      {item('previous', pager.previousStart, messages.format('pager.previous'), { rel: 'prev' })}
      {pager.entries.map((entry) =>
        entry.type === 'gap' ? (
          <li key={entry.key} className="sf-pager__item" data-type="gap" aria-hidden="true">
            …
          </li>
        ) : (
          item('page', entry.start, entry.page, entry)
        ),
      )}
      {item('next', pager.nextStart, messages.format('pager.next'), { rel: 'next' })}
    </ul>
  );
  return isNav ? (
    items
  ) : (
    <nav className="sf-pager" aria-label={label}>
      {items}
    </nav>
  );
}
