import type { SearchState } from '../search/search-state.js';
import { buildPager, type PagerModel } from './pager.js';

/** A pager selector with its own memo; create one per pager widget. */
export function createPagerSelector(): (state: SearchState) => PagerModel {
  let last: { numFound: number; start: number; rows: number; model: PagerModel } | null = null;
  return (state) => {
    if (
      last &&
      last.numFound === state.numFound &&
      last.start === state.start &&
      last.rows === state.rows
    ) {
      return last.model;
    }
    const model = buildPager({ numFound: state.numFound, start: state.start, rows: state.rows });
    last = { numFound: state.numFound, start: state.start, rows: state.rows, model };
    return model;
  };
}
