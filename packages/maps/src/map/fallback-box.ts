/**
 * The server's fallback (an address, a list of places), kept in the element once the map wakes,
 * visually hidden, for screen readers: the map alone says nothing to them.
 *
 * Its links and controls leave the Tab order while the map is there. Hidden, they were stops a
 * keyboard user could not see (WCAG 2.4.7), and each place a second time after its marker.
 * A screen reader still reads and follows them; `restore` puts the fallback back exactly, nodes,
 * text and tabindex as the server wrote them.
 */
import { tabbablesIn } from './tabbable.js';

export interface FallbackBox {
  readonly box: HTMLElement;
  restore(): void;
}

export function moveFallbackIntoBox(element: HTMLElement): FallbackBox {
  const box = element.ownerDocument.createElement('div');
  box.className = 'sf-map__sr';
  box.append(...element.childNodes);
  const untabbed = tabbablesIn(box).map((stop) => [stop, stop.getAttribute('tabindex')] as const);
  for (const [stop] of untabbed) stop.tabIndex = -1;
  return {
    box,
    restore() {
      for (const [stop, tabindex] of untabbed) {
        if (tabindex === null) stop.removeAttribute('tabindex');
        else stop.setAttribute('tabindex', tabindex);
      }
      box.replaceWith(...box.childNodes);
    },
  };
}
