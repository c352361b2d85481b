/** @stayfront/search-core/results: the pager model and progressive reveal (SPEC 2.2, 9.2). */
export {
  buildPager,
  DEFAULT_ROWS_PER_PAGE,
  PAGER_INNER_WINDOW,
  PAGER_OUTER_WINDOW,
  type PagerEntry,
  type PagerInput,
  type PagerModel,
} from './pager.js';
export { createPagerSelector } from './pager-selector.js';
export {
  isFullyRevealed,
  type RevealState,
  resetReveal,
  revealMore,
  startReveal,
} from './progressive-reveal.js';
