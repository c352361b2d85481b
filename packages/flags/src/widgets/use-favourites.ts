/**
 * How the favourites widgets read the store: through `useSyncExternalStore`, so every toggle,
 * counter and view of a namespace re-renders from the same state in the same update (SPEC 4.1:
 * "every other widget showing the same item updates to match").
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FavouritesStore } from '../store/index.js';

const NONE: readonly string[] = Object.freeze([]);

export const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a === b || (a.length === b.length && a.every((id, index) => id === b[index]));

/** Whether `id` is a favourite. */
export function useIsFavourite(store: FavouritesStore, id: string): boolean {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const read = () => store.has(id);
  return useSyncExternalStore(subscribe, read, read);
}

/** The favourite ids in flag order; the same array until they change. */
export function useFavouriteIds(store: FavouritesStore): readonly string[] {
  const last = useRef(NONE);
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  // The store may hand out a new array per read: an equal one keeps the previous snapshot, or
  // React would render forever.
  const read = () => {
    const ids = store.get();
    if (!sameIds(ids, last.current)) last.current = ids;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, read);
}
