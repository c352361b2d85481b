/**
 * Selectors for islands: small functions of `SearchState`. Those that build objects are memoised
 * on their inputs so `useSyncExternalStore` sees a stable value between unrelated updates.
 */
import { buildPager, type PagerModel } from '../results/pager.js';
import type { SearchState } from './search-state.js';

export const selectDocs = (state: SearchState) => state.docs;
export const selectPending = (state: SearchState) => state.pending;
export const selectStatus = (state: SearchState) => state.status;
export const selectError = (state: SearchState) => state.error;
export const selectNumFound = (state: SearchState) => state.numFound;
export const selectQuery = (state: SearchState) => state.query;
export const selectSpellcheck = (state: SearchState) => state.response?.spellcheck ?? null;

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
