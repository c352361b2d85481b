/**
 * The one way islands read search state: a selector over the instance's vanilla store through
 * `useSyncExternalStore`, so an island re-renders only when what it selects changes. Selectors
 * that build objects must be memoised (search-core's are), or React would loop.
 */
import type { SearchInstance, SearchState } from '@stayfront/search-core';
import { useSyncExternalStore } from 'react';

export function useSearchState<T>(search: SearchInstance, selector: (state: SearchState) => T): T {
  const read = () => selector(search.getState());
  // The instance's `subscribe` is its store's own: one function for its lifetime, needing no
  // `this`, so React keeps its subscription across renders.
  return useSyncExternalStore(search.subscribe, read, read);
}
