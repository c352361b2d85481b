/**
 * Selectors for islands: small functions of `SearchState`. Those that build objects are memoised
 * on their inputs so `useSyncExternalStore` sees a stable value between unrelated updates.
 */
import type { SearchState } from './search-state.js';

export const selectDocs = (state: SearchState) => state.docs;
export const selectPending = (state: SearchState) => state.pending;
export const selectStatus = (state: SearchState) => state.status;
export const selectError = (state: SearchState) => state.error;
export const selectNumFound = (state: SearchState) => state.numFound;
export const selectQuery = (state: SearchState) => state.query;
