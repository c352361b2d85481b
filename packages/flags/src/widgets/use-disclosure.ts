/**
 * When the favourites panel is open (SPEC 4.4 and WAI-ARIA APG disclosure, non-modal):
 * - a mouse or keyboard focus reaching the counter opens it, leaving closes it (a mouse after a
 *   moment, so crossing the gap to the panel does not); see watch-reach.ts;
 * - the button toggles it; Escape closes it wherever focus is (WCAG 1.4.13), and focus inside the
 *   panel goes back to the button.
 * `openAtMount`: the panel's code was loaded because the visitor reached for it (the counter's
 * always-loaded part, islands/favourites-counter.ts), so it starts open.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { watchReach } from './watch-reach.js';

/** Leaving for a moment (crossing the gap to the panel) does not close it. */
export const PANEL_CLOSE_DELAY_MS = 150;

export function useDisclosure(
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  enabled: boolean,
  openAtMount = false,
): { readonly open: boolean; toggle(): void } {
  const [wanted, setWanted] = useState(openAtMount);
  const open = wanted && enabled;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    const stop = watchReach(element, {
      reach() {
        clearTimeout(closeTimer.current);
        setWanted(true);
      },
      leave(how) {
        clearTimeout(closeTimer.current);
        if (how === 'focus') setWanted(false);
        else closeTimer.current = setTimeout(() => setWanted(false), PANEL_CLOSE_DELAY_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(closeTimer.current);
    };
  }, [root, enabled]);

  useEffect(() => {
    const document = root.current?.ownerDocument;
    if (!open || !document) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(closeTimer.current);
      setWanted(false);
      if (panel.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, root, panel, button]);

  return {
    open,
    toggle() {
      clearTimeout(closeTimer.current);
      setWanted(!open);
    },
  };
}
