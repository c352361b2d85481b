/**
 * When the panel's failed query (SPEC 7.3; the panel then says `error_text`) is asked again,
 * besides the next change of the favourites (SPEC 4.1). Without this a visitor whose phone was
 * offline for a moment saw the error for the rest of the page's life.
 * - The connection coming back: the window's `online` event, as the results and lazy-block widgets
 *   do. It fires only on an offline-to-online change, so a failing server is not asked again and
 *   again.
 * - The visitor opening the panel again (a mouse or focus reaching for it, or its button; see
 *   use-disclosure.ts): reaching for it again is the natural "try again", so there is no retry
 *   button to find. Once per opening; the panel staying open when it fails asks nothing more.
 * `retry` is null unless the latest query failed and none is on its way (use-favourite-docs.ts),
 * so nothing is asked while one is in flight or once one answered, and the listener goes with it.
 */
import { useEffect, useRef } from 'react';

export function useRetry(view: Window | null, open: boolean, retry: (() => void) | null): void {
  useEffect(() => {
    if (!view || !retry) return;
    view.addEventListener('online', retry);
    return () => view.removeEventListener('online', retry);
  }, [view, retry]);

  const wasOpen = useRef(open);
  useEffect(() => {
    // An opening, not a failure arriving while it is open (retry changing from null).
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (opened) retry?.();
  }, [open, retry]);
}
