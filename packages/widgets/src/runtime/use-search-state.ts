/**
 * The one way islands read search state: a selector over the instance's vanilla store through
 * `useSyncExternalStore`, so an island re-renders only when what it selects changes. Selectors
 * that build objects must be memoised (search-core's are), or React would loop.
 */
import type { SearchInstance, SearchState } from '@stayfront/search-core';
import { useCallback, useSyncExternalStore } from 'react';

export function useSearchState<T>(search: SearchInstance, selector: (state: SearchState) => T): T {
  const subscribe = useCallback((onChange: () => void) => search.subscribe(onChange), [search]);
  const read = () => selector(search.getState());
  return useSyncExternalStore(subscribe, read, read);
}
