/**
 * What the pager's links point to and where a page change takes the visitor: a real address for
 * each page (the current hash with another `start`, so a page opens in a new tab or is copied as
 * a link), and the focus and scroll position after a page change.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { findFocusTarget, focusElement } from '../runtime/focus-rescue.js';

/** The address of the page starting at `start`, or undefined when the hash does not carry it. */
export function pageHref(search: SearchInstance, start: number): string | undefined {
  const { urlHash, exposedParams, hashPrefix } = search.config;
  if (!urlHash || !exposedParams.includes('start')) return undefined;
  const { location } = search.platform;
  const name = `${hashPrefix}start`;
  // Other parameters (this search's filters and sort, other instances', the page's own) stay.
  const params = location
    .getHash()
    .split('&')
    .filter((part) => part !== '' && part.split('=', 1)[0] !== name);
  if (start > 0) params.push(`${name}=${start}`);
  return `${location.href().split('#')[0]}#${params.join('&')}`;
}

/**
 * Takes the visitor to the top of the new page: focuses (for keyboards and screen readers) and
 * scrolls to the focus target, by default the results of the pager's search. False when there is
 * none: the focus then stays in the pager.
 */
export function revealFocusTarget(pager: HTMLElement, selector: string | null): boolean {
  const target = findFocusTarget(pager, selector);
  if (!target) return false;
  focusElement(target, { preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
  return true;
}
