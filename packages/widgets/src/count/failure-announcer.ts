/**
 * Who tells screen readers that a search failed. A result count on the page says it in its live
 * region ("The results could not be loaded.", `results.error`); the results' error box then is no
 * alert of its own, so the failure is heard once. Without a count of that search the error box is
 * the alert. The result count registers here while it is mounted; nothing about the search's
 * state is kept, only which instances have a count.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { useEffect, useSyncExternalStore } from 'react';

const counts = new WeakMap<SearchInstance, number>();
const listeners = new Set<() => void>();

function change(search: SearchInstance, by: number): void {
  const next = (counts.get(search) ?? 0) + by;
  if (next > 0) counts.set(search, next);
  else counts.delete(search);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks `search`'s failures as announced by the calling widget while it is mounted. */
export function useAnnouncesFailures(search: SearchInstance): void {
  useEffect(() => {
    change(search, 1);
    return () => change(search, -1);
  }, [search]);
}

/** True while another widget (a result count) announces `search`'s failures. */
export function useFailuresAnnounced(search: SearchInstance): boolean {
  const read = () => counts.has(search);
  return useSyncExternalStore(subscribe, read, read);
}
