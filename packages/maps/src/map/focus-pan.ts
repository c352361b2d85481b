/**
 * A marker or cluster that takes the focus is panned into view with its whole focus ring
 * (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured).
 *
 * Leaflet's own pan on focus (`autoPanOnFocus`, turned off on our markers and clusters) brings
 * the icon just inside the map, with no room for the ring drawn around it (map-styles.ts: a 3 px
 * outline 2 px away): at an edge, 5 px of the ring stayed cut off by the map's box. This reads the
 * drawn boxes instead of the icon's options, so pins, icon sets and clusters alike fit.
 */
import type { Map as LeafletMap } from 'leaflet';

/** The ring's reach outside the icon: its outline's width and offset (map-styles.ts), 1 px spare. */
const RING = 6;

/** How far (px, x right, y down) the view must move for `inner`, grown by RING, to lie in `outer`. */
export function shortfall(inner: DOMRect, outer: DOMRect): [number, number] {
  const along = (start: number, end: number, from: number, to: number) =>
    Math.min(0, start - RING - from) || Math.max(0, end + RING - to);
  return [
    along(inner.left, inner.right, outer.left, outer.right),
    along(inner.top, inner.bottom, outer.top, outer.bottom),
  ];
}

/** Pans `map` (its box: `canvas`) as a marker icon in it gets the focus; `still`: no glide. */
export function panToFocusedIcons(map: LeafletMap, canvas: HTMLElement, still: boolean): void {
  canvas.addEventListener('focusin', (event) => {
    const icon = event.target as Element;
    if (!icon.classList.contains('leaflet-marker-icon')) return;
    const [x, y] = shortfall(icon.getBoundingClientRect(), canvas.getBoundingClientRect());
    // Under prefers-reduced-motion the view moves at once, as the pan buttons' does (WCAG 2.3.3).
    if (x || y) map.panBy([x, y], { animate: !still });
  });
}
