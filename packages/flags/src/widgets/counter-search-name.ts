/**
 * Which search instance the counter's panel queries (SPEC 7.3), and whether the page defines it:
 * plain, so the always-loaded counter can tell whether a panel is possible without loading
 * search-core (see counter-search.ts, which loads the instance).
 */
import { readBlock } from '@stayfront/loader';

export const DEFAULT_SEARCH = 'main';

/** `search` in the config, else the element's `data-search`, else `main`. */
export const counterSearchName = (element: HTMLElement, configured: string | null): string =>
  configured || element.getAttribute('data-search') || DEFAULT_SEARCH;

/**
 * Whether the page has a readable config block for the search (`<script type="application/json"
 * data-search-config="…">`): without one the panel has nothing to query, so none is offered.
 */
export function hasSearchBlock(element: HTMLElement, name: string): boolean {
  try {
    readBlock(element.ownerDocument, 'search', name);
    return true;
  } catch {
    return false;
  }
}
