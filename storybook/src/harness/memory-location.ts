/**
 * A URL hash kept in memory for one story. Stories share one preview page: writing search state
 * into its real hash would carry one story's filters into the next, and into Storybook's own
 * address. Links still show the page's address with the story's hash, as on a real page.
 */
import type { PlatformLocation } from '@stayfront/search-core';

export interface MemoryLocation extends PlatformLocation {
  /** Navigates, as a visitor's Back button or a shared link would: listeners are told. */
  navigate(hash: string): void;
}

export function memoryLocation(initial = ''): MemoryLocation {
  let hash = initial.replace(/^#/, '');
  const listeners = new Set<() => void>();
  return {
    getHash: () => hash,
    setHash(next) {
      hash = next;
    },
    onHashChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: () => `${location.href.split('#')[0]}${hash ? `#${hash}` : ''}`,
    navigate(next) {
      hash = next.replace(/^#/, '');
      for (const listener of listeners) listener();
    },
  };
}
