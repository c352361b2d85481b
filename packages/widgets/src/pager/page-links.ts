/**
 * What the pager's links point to and where a page change takes the visitor: a real address for
 * each page (the current hash with another `start`, so a page opens in a new tab or is copied as
 * a link), and the focus and scroll position after a page change.
 */
import { MAX_START, type SearchInstance, type SearchState } from '@stayfront/search-core';
import { buildPager, type PagerModel } from '@stayfront/search-core/results';
import { searchNameOf } from '../runtime/resolve-search.js';

/**
 * The pager model (SPEC 2.2, 9.2), memoised. The current page follows the query at once (the
 * pager moves when clicked, and after Back); totals follow the latest answer. Pages past the
 * deepest offset the search accepts (`MAX_START`) are not offered.
 */
export function createPagerSelector(): (state: SearchState) => PagerModel {
  let memo: { key: string; model: PagerModel } | null = null;
  return ({ numFound, rows, query }) => {
    const capped = Math.min(numFound, MAX_START + rows);
    const key = `${capped} ${query.start} ${rows}`;
    if (memo?.key !== key)
      memo = { key, model: buildPager({ numFound: capped, start: query.start, rows }) };
    return memo.model;
  };
}

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

/** The element a page change focuses and scrolls to; null keeps the focus in the pager. */
export function findFocusTarget(pager: HTMLElement, selector: string | null): HTMLElement | null {
  const document = pager.ownerDocument;
  if (selector) return document.querySelector<HTMLElement>(selector);
  const name = searchNameOf(pager);
  return (
    [...document.querySelectorAll<HTMLElement>('[data-widget="results"]')].find(
      (element) => searchNameOf(element) === name,
    ) ?? null
  );
}

/** Takes the visitor to the top of the new page: focus (for keyboards and screen readers), scroll. */
export function revealTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
}
