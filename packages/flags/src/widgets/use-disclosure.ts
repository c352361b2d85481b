/**
 * When the favourites panel is open (SPEC 4.4 and WAI-ARIA APG disclosure, non-modal):
 * - a mouse entering the counter opens it, leaving closes it (after a moment, so crossing the gap
 *   to the panel does not);
 * - keyboard focus entering the counter opens it, focus leaving closes it; focus that follows a
 *   press (mouse, touch, pen) does not open it, so a tap on the button only toggles;
 * - the button toggles it; Escape closes it wherever focus is (WCAG 1.4.13), and focus inside the
 *   panel goes back to the button.
 * The listeners are the browser's own (`pointerenter`, `focusin`), on the counter's element.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Leaving for a moment (crossing the gap to the panel) does not close it. */
export const PANEL_CLOSE_DELAY_MS = 150;

export function useDisclosure(
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  enabled: boolean,
): { readonly open: boolean; toggle(): void } {
  const [wanted, setWanted] = useState(false);
  const open = wanted && enabled;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    let pressed = false;
    let pressTimer: ReturnType<typeof setTimeout> | undefined;
    const setOpen = (next: boolean) => {
      clearTimeout(closeTimer.current);
      setWanted(next);
    };
    const outside = (node: EventTarget | null) => !element.contains(node as Node | null);
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', (event) => (event as PointerEvent).pointerType === 'mouse' && setOpen(true)],
      [
        'pointerleave',
        (event) => {
          if ((event as PointerEvent).pointerType !== 'mouse') return;
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setWanted(false), PANEL_CLOSE_DELAY_MS);
        },
      ],
      [
        'pointerdown',
        () => {
          pressed = true;
          clearTimeout(pressTimer);
          pressTimer = setTimeout(() => {
            pressed = false;
          }, 0);
        },
      ],
      [
        'focusin',
        (event) => !pressed && outside((event as FocusEvent).relatedTarget) && setOpen(true),
      ],
      ['focusout', (event) => outside((event as FocusEvent).relatedTarget) && setOpen(false)],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      clearTimeout(pressTimer);
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
