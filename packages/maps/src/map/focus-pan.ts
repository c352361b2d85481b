/**
 * A marker or cluster that takes the focus is panned into view with its whole focus ring, clear
 * of the map's own controls (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured).
 *
 * Leaflet's own pan on focus (`autoPanOnFocus`, turned off on our markers and clusters) brings
 * the icon just inside the map, with no room for the ring drawn around it (map-styles.ts: a 3 px
 * outline 2 px away): at an edge, 5 px of the ring stayed cut off by the map's box. Nor does it
 * know the controls: a marker tabbed to under the zoom or pan buttons stayed hidden by them. This
 * reads the drawn boxes instead of the icon's options, so pins, icon sets and clusters alike fit.
 */
import type { Map as LeafletMap } from 'leaflet';

/** The ring's reach outside the icon: its outline's width and offset (map-styles.ts), 1 px spare. */
const RING = 6;

/** A box in page pixels, as getBoundingClientRect gives it. */
type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/**
 * How far (px, x right, y down) the view must move for `inner`, grown by RING, to lie in `outer`
 * and clear of each of `covers` (the controls standing in the map's corners).
 */
export function shortfall(inner: Box, outer: Box, covers: readonly Box[] = []): [number, number] {
  const along = (start: number, end: number, from: number, to: number) =>
    Math.min(0, start - RING - from) || Math.max(0, end + RING - to);
  let x = along(inner.left, inner.right, outer.left, outer.right);
  let y = along(inner.top, inner.bottom, outer.top, outer.bottom);
  // Moving the view by (x, y) moves what it shows by (-x, -y). A control it then still covers
  // is cleared the shorter way towards the middle of the map, where no control stands; a second
  // pass catches a control that the first move brought the ring under (zoom beside pan).
  for (let pass = 0; pass < 2; pass++)
    for (const cover of covers) {
      const ring = {
        left: inner.left - x - RING,
        right: inner.right - x + RING,
        top: inner.top - y - RING,
        bottom: inner.bottom - y + RING,
      };
      const overlaps =
        ring.left < cover.right &&
        ring.right > cover.left &&
        ring.top < cover.bottom &&
        ring.bottom > cover.top;
      if (!overlaps) continue;
      const onLeft = cover.left + cover.right < outer.left + outer.right;
      const onTop = cover.top + cover.bottom < outer.top + outer.bottom;
      const dx = onLeft ? ring.left - cover.right : ring.right - cover.left;
      const dy = onTop ? ring.top - cover.bottom : ring.bottom - cover.top;
      if (Math.abs(dx) <= Math.abs(dy)) x += dx;
      else y += dy;
    }
  return [x, y];
}

/** What covers the map: each control's box, the pan group's keys one by one (its corners are open). */
const controlBoxes = (canvas: HTMLElement): Box[] =>
  [...canvas.querySelectorAll('.leaflet-control:not(.sf-map__pan),.sf-map__pan>*')]
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);

/** Pans `map` (its box: `canvas`) as a marker icon in it gets the focus; `still`: no glide. */
export function panToFocusedIcons(map: LeafletMap, canvas: HTMLElement, still: boolean): void {
  canvas.addEventListener('focusin', (event) => {
    const icon = event.target as Element;
    if (!icon.classList.contains('leaflet-marker-icon')) return;
    const [x, y] = shortfall(
      icon.getBoundingClientRect(),
      canvas.getBoundingClientRect(),
      controlBoxes(canvas),
    );
    // Under prefers-reduced-motion the view moves at once, as the pan buttons' does (WCAG 2.3.3).
    if (x || y) map.panBy([x, y], { animate: !still });
  });
}
