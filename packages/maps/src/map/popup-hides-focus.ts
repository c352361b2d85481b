/**
 * An info window that would hide the focus closes (WCAG 2.4.11 Focus Not Obscured).
 *
 * An open window stays open as the focus moves on, as a disclosure's panel does (see
 * popup-focus-order.ts), and Tab from its end goes to the next marker. On a phone's map the
 * window covers much of the map: that next marker, or a cluster, could be entirely under it, the
 * focus on something no one could see, and Escape there did nothing (clusters have no Escape).
 * When the focus lands on something in the map that the window overlaps, other than the marker
 * that opened it, the window closes; the focus stays where it went.
 */

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 &&
  a.height > 0 &&
  b.width > 0 &&
  b.height > 0 &&
  a.left < b.right &&
  b.left < a.right &&
  a.top < b.bottom &&
  b.top < a.bottom;

/** Listens on `map` (the map's box) until the returned function is called. */
export function closeWhenItHidesFocus(
  map: HTMLElement,
  shell: HTMLElement,
  markerOf: () => HTMLElement | undefined,
  close: () => void,
): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || shell.contains(target) || target === markerOf()) return;
    // The window's card, not its tip's box (which reaches down to the marker).
    const card = shell.querySelector('.leaflet-popup-content-wrapper') ?? shell;
    if (overlaps(card.getBoundingClientRect(), target.getBoundingClientRect())) close();
  };
  map.addEventListener('focusin', onFocusIn);
  return () => map.removeEventListener('focusin', onFocusIn);
}
