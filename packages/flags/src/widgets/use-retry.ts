/**
 * When the panel's failed query (SPEC 7.3; the panel then says `error_text`) is asked again,
 * besides the next change of the favourites (SPEC 4.1). Without this a visitor whose phone was
 * offline for a moment saw the error for the rest of the page's life.
 * - The connection coming back: the search instance's `platform.onOnline` (the window's `online`
 *   event in a page), as the instance's own search does. It fires only on an offline-to-online
 *   change, so a failing server is not asked again and again.
 * - The visitor opening the panel again (a mouse or focus reaching for it, or its button; see
 *   use-disclosure.ts): reaching for it again is the natural "try again", so there is no retry
 *   button to find. Once per opening; the panel staying open when it fails asks nothing more.
 * `retry` is null unless the latest query failed and none is on its way (use-favourite-docs.ts),
 * so nothing is asked while one is in flight or once one answered, and the listener goes with it.
 */
import type { Platform } from '@stayfront/search-core';
import { useEffect, useRef } from 'react';

export function useRetry(
  platform: Platform | undefined,
  open: boolean,
  retry: (() => void) | null,
): void {
  useEffect(() => {
    if (retry) return platform?.onOnline?.(retry);
  }, [platform, retry]);

  const wasOpen = useRef(open);
  useEffect(() => {
    // An opening, not a failure arriving while it is open (retry changing from null).
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (opened) retry?.();
  }, [open, retry]);
}
