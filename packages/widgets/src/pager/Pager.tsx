/**
 * The pager island (SPEC 2.2, 9.2): 4 pages each side of the current one, 1 at each end, gaps,
 * previous and next, as a `<nav>` landmark with a list (WAI-ARIA APG). Each page is a link to its
 * hash state (opens in a new tab; a plain click stays in the page), or a button when the hash does
 * not carry `start`. A page change focuses and scrolls to the results; hidden for a single page.
 * The server's pager stays until the first answer.
 */
import { selectStatus } from '@stayfront/search-core';
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { isPlainClick } from '../runtime/navigation-hooks.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { createPagerSelector, findFocusTarget, pageHref, revealTarget } from './page-links.js';
import type { PagerConfig } from './pager-config.js';
import { ServerNodes, useServerNodes } from './ServerNodes.js';

export function Pager({ config, element, search }: SearchWidgetProps<PagerConfig>) {
  const messages = useMessages();
  const [selectPager] = useState(createPagerSelector);
  const pager = useSearchState(search, selectPager);
  const status = useSearchState(search, selectStatus);
  // Links are built from the hash, which changes with the query (sort, filters) too.
  useSearchState(search, (state) => state.query);
  const server = useServerNodes(element);
  const list = useRef<HTMLUListElement>(null);
  const keepFocus = useRef(false);
  // The server may render the pager element as the <nav> itself: no landmark inside a landmark.
  const isNav = element.localName === 'nav';
  const hidden = status !== 'idle' && pager.totalPages <= 1;
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

  // Focus stays in the pager (no focus target): when the clicked control went away with the
  // render after the click (next on the last page), the current page takes it.
  useLayoutEffect(() => {
    if (!keepFocus.current || !list.current) return;
    keepFocus.current = false;
    if (!list.current.contains(element.ownerDocument.activeElement))
      list.current.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });

  if (status === 'idle') return <ServerNodes nodes={server} />;
  if (hidden) return null;

  const go = (event: MouseEvent<HTMLElement>, start: number) => {
    const control = event.currentTarget;
    if (control instanceof HTMLAnchorElement && !isPlainClick(event.nativeEvent, control)) return;
    event.preventDefault();
    if (start === search.getState().query.start) return;
    search.setStart(start);
    const target = findFocusTarget(element, config.focus_target);
    if (target) revealTarget(target);
    else keepFocus.current = true;
  };

  const control = (
    start: number,
    text: ReactNode,
    extra: { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string } = {},
  ) => {
    const href = pageHref(search, start);
    const { rel, ...props } = extra;
    const onClick = (event: MouseEvent<HTMLElement>) => go(event, start);
    return href === undefined ? (
      <button type="button" className="sf-pager__link" onClick={onClick} {...props}>
        {text}
      </button>
    ) : (
      <a href={href} rel={rel} className="sf-pager__link" onClick={onClick} {...props}>
        {text}
      </a>
    );
  };

  const items = (
    <ul className="sf-pager__list" ref={list}>
      {pager.previousStart !== null && (
        <li key="previous" className="sf-pager__item" data-type="previous">
          {control(pager.previousStart, messages.format('pager.previous'), { rel: 'prev' })}
        </li>
      )}
      {pager.entries.map((entry) =>
        entry.type === 'gap' ? (
          <li key={entry.key} className="sf-pager__item" data-type="gap" aria-hidden="true">
            …
          </li>
        ) : (
          <li
            key={entry.page}
            className="sf-pager__item"
            data-type="page"
            data-state={entry.current ? 'current' : undefined}
          >
            {control(entry.start, entry.page, {
              'aria-label': messages.format('pager.page', { page: entry.page }),
              ...(entry.current ? { 'aria-current': 'page' as const } : {}),
            })}
          </li>
        ),
      )}
      {pager.nextStart !== null && (
        <li key="next" className="sf-pager__item" data-type="next">
          {control(pager.nextStart, messages.format('pager.next'), { rel: 'next' })}
        </li>
      )}
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
