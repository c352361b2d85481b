/**
 * Buttons that move the map up, left, down and right (WCAG 2.2 SC 2.5.7 Dragging Movements):
 * with a pointer, dragging was the only way to bring an arbitrary place into view (the arrow keys
 * pan, but they are no pointer alternative; zoom, clusters and the overview do not pan). The W3C's
 * Understanding document names these buttons as the remedy for maps.
 *
 * A group named "Move the map" of four real buttons, named by the config's texts (`pan_*_text`),
 * laid out as an inverted T (up above left, down, right) in the order a screen reader and Tab meet
 * them, drawn as four keys with the map showing between them and in the T's empty corners. On a
 * small map (a phone's, 240 px tall) the T stands beside the zoom buttons rather than beneath
 * them (a container query in map-styles.ts): stacked, the controls filled most of its left side.
 * Clicks stay out of the map (a quick second press is no double-click zoom); arrow keys on
 * a button are left alone.
 */
import type { Control, Map as LeafletMap } from 'leaflet';
import type { MapTexts } from '../settings/types.js';
import { L } from './leaflet.js';

type PanTexts = Pick<MapTexts, 'pan' | 'panUp' | 'panLeft' | 'panDown' | 'panRight'>;

/** Each button: its text, its class, and which way it moves the view (x right, y down). */
const DIRECTIONS = [
  ['panUp', 'up', 0, -1],
  ['panLeft', 'left', -1, 0],
  ['panDown', 'down', 0, 1],
  ['panRight', 'right', 1, 0],
] as const;

/**
 * A press moves the view a third of the map's width or height: Leaflet's arrow keys move 80 px,
 * fine for a key held down but many clicks to cross a wide map; a third keeps two thirds of what
 * was in view on screen, so the visitor still sees where they came from.
 */
const SHARE = 3;

/** The control, for `addTo(map)`; `still` (prefers-reduced-motion) moves the view without a glide. */
export function panControl(texts: PanTexts, still: boolean): Control {
  const Pan = L.Control.extend({
    onAdd: (map: LeafletMap) => {
      const document = map.getContainer().ownerDocument;
      const box = document.createElement('div');
      // Not a `leaflet-bar`: each button is drawn as a key of its own (map-styles.ts).
      box.className = 'sf-map__pan';
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', texts.pan);
      for (const [text, name, x, y] of DIRECTIONS) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `sf-map__pan-${name}`;
        // Attributes, never markup: the config's texts are untrusted.
        button.setAttribute('aria-label', texts[text]);
        button.title = texts[text];
        const arrow = document.createElement('span');
        arrow.setAttribute('aria-hidden', 'true');
        button.append(arrow);
        button.addEventListener('click', () => {
          const size = map.getSize();
          map.panBy([Math.round((x * size.x) / SHARE), Math.round((y * size.y) / SHARE)], {
            animate: !still,
          });
        });
        box.append(button);
      }
      // Mousedown, click and dblclick stay here: not a drag start, a map click or a zoom.
      L.DomEvent.disableClickPropagation(box);
      return box;
    },
  });
  // Leaflet stacks a corner's controls in the order they are added: beneath the zoom buttons.
  return new Pan({ position: 'topleft' });
}
