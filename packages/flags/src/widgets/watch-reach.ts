/**
 * What counts as the visitor reaching for the counter's panel, and leaving it (SPEC 4.4 and the
 * WAI-ARIA APG disclosure): a mouse entering or leaving the counter (`hover`), keyboard focus
 * entering or leaving it (`focus`). Focus that follows a press (mouse, touch, pen) is not a
 * reach: a tap on the toggle button only toggles. The browser's own events (`pointerenter`,
 * `focusin`) on the counter's element. No React: the panel's hook (use-disclosure.ts) opens and
 * closes by these, and the always-loaded counter loads the panel's code on the first reach.
 */

export type Reach = 'hover' | 'focus';

export interface ReachHandlers {
  /** `event` is the one that showed it (to hold the visitor's interaction from it). */
  reach(how: Reach, event: Event): void;
  leave(how: Reach): void;
}

export function watchReach(element: HTMLElement, { reach, leave }: ReachHandlers): () => void {
  let pressed = false;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  const outside = (node: EventTarget | null) => !element.contains(node as Node | null);
  const byMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';
  const listeners: [string, (event: Event) => void][] = [
    ['pointerenter', (event) => byMouse(event) && reach('hover', event)],
    ['pointerleave', (event) => byMouse(event) && leave('hover')],
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
      (event) => !pressed && outside((event as FocusEvent).relatedTarget) && reach('focus', event),
    ],
    ['focusout', (event) => outside((event as FocusEvent).relatedTarget) && leave('focus')],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    clearTimeout(pressTimer);
  };
}
