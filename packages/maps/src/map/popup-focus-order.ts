/**
 * An info window in the Tab order just after the marker that opened it (WCAG 2.4.3 Focus Order).
 *
 * Leaflet puts every window in its popup pane, after all the markers and before nothing but the
 * map's controls: Tab out of a window went to the zoom buttons, skipping the markers after its
 * own, and Shift+Tab out of it went to the last marker on the map. A keyboard user who opened the
 * third of ten markers lost their place. The window now reads as if it were inside its marker:
 * Shift+Tab from its start goes back to the marker, Tab from its end goes on to the next marker
 * (after the last marker, the browser's own order goes on, to the controls, as it does from there).
 */

import { tabbablesIn } from './tabbable.js';

/** The first icon after `marker` in the marker pane that Tab can reach, if any. */
function markerAfter(marker: HTMLElement): HTMLElement | undefined {
  for (let next = marker.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLElement && next.tabIndex >= 0) return next;
  }
  return undefined;
}

/**
 * Listens on the window's element for Tab at its edges. `markerOf` is read at each key press:
 * the clusterer can replace a marker's icon element while its window is open.
 */
export function placePopupAfterMarker(
  shell: HTMLElement,
  markerOf: () => HTMLElement | undefined,
): void {
  shell.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const marker = markerOf();
    if (!marker?.isConnected) return;
    const tabbables = tabbablesIn(shell);
    const active = shell.ownerDocument.activeElement;
    const position = tabbables.indexOf(active as HTMLElement);
    // The window's own box (focused when a key opened it) sits before its first tabbable.
    const atStart = position <= 0;
    const atEnd = tabbables.length === 0 || position === tabbables.length - 1;
    const target = event.shiftKey ? (atStart ? marker : undefined) : atEnd && markerAfter(marker);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  });
}
