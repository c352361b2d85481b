/** The focus on markers through the map's own rearranging, and Escape after a click. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import { sizeMapCanvases } from '../test-support/sized-canvas.js';
import { createMap } from './create-map.js';

let unsize: () => void;
beforeAll(() => {
  unsize = sizeMapCanvases();
});
afterAll(() => unsize());
afterEach(() => document.body.replaceChildren());

// Three places far apart: never clustered in a 600 px map at zoom 5.
const PLACES = [
  { latitude: 50, longitude: -8, title: 'West', text: 'The west' },
  { latitude: 50, longitude: 0, title: 'Middle', text: 'The middle' },
  { latitude: 50, longitude: 8, title: 'East', text: 'The east' },
];

function mountMap() {
  const parsed = parseMapSettings({
    latitude: 50,
    longitude: 0,
    zoom: 5,
    baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo' } },
    markers: PLACES,
  });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const element = document.createElement('div');
  document.body.append(element);
  const settings = parsed.value;
  const map = createMap(element, settings, {
    signal: new AbortController().signal,
    texts: settings.texts,
  });
  const icon = (title: string) =>
    element.querySelector<HTMLElement>(`.leaflet-marker-icon[alt="${title}"]`) as HTMLElement;
  return { element, map, icon };
}

describe('createMap: focus on markers', () => {
  it('keeps the focus on a marker when the map puts the icons back in order', () => {
    const { map, icon } = mountMap();
    const pane = map.map.getPane('markerPane') as HTMLElement;
    expect([...pane.children].map((child) => child.getAttribute('alt'))).toEqual([
      'West',
      'Middle',
      'East',
    ]);
    icon('Middle').focus();
    // The clusterer adds icons as they come into view, at the end: out of order again.
    pane.append(icon('West'));
    map.map.fire('moveend');
    expect([...pane.children].map((child) => child.getAttribute('alt'))).toEqual([
      'West',
      'Middle',
      'East',
    ]);
    expect(document.activeElement).toBe(icon('Middle'));
  });

  it('closes a window opened by a click with Escape on its marker, where the focus stayed', () => {
    const { element, icon } = mountMap();
    icon('East').focus();
    icon('East').click();
    expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(1);
    icon('East').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(0);
    expect(document.activeElement).toBe(icon('East'));
  });

  describe('an info window in the Tab order after its marker (WCAG 2.4.3)', () => {
    const press = (target: Element, shiftKey = false) => {
      const event = new KeyboardEvent('keydown', {
        key: 'Tab',
        shiftKey,
        bubbles: true,
        cancelable: true,
      });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const openByKeyboard = (element: HTMLElement, marker: HTMLElement) => {
      marker.focus();
      marker.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      const shell = element.querySelector<HTMLElement>('.leaflet-popup') as HTMLElement;
      return {
        box: shell.querySelector<HTMLElement>('.sf-map__popup') as HTMLElement,
        close: shell.querySelector<HTMLElement>('.leaflet-popup-close-button') as HTMLElement,
      };
    };

    it('goes on from its last control to the next marker, not to the zoom buttons', () => {
      const { element, icon } = mountMap();
      const { box, close } = openByKeyboard(element, icon('Middle'));
      expect(document.activeElement).toBe(box);
      close.focus();
      expect(press(close)).toBe(true);
      expect(document.activeElement).toBe(icon('East'));
      // The window stays open, as a disclosure's panel does when the focus moves on.
      expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(1);
    });

    it('goes back from its start to the marker that opened it, not to the last marker', () => {
      const { element, icon } = mountMap();
      const { box } = openByKeyboard(element, icon('West'));
      expect(press(box, true)).toBe(true);
      expect(document.activeElement).toBe(icon('West'));
    });

    it('leaves Tab inside the window, and after the last marker, to the browser', () => {
      const { element, icon } = mountMap();
      const { box, close } = openByKeyboard(element, icon('East'));
      // From the box to the window's first control: the browser's own step.
      expect(press(box)).toBe(false);
      close.focus();
      // No marker after the last one: on to the map's controls, as from the marker itself.
      expect(press(close)).toBe(false);
      expect(document.activeElement).toBe(close);
    });

    // happy-dom lays nothing out: each box is placed by hand, as a 360 px phone's map had them.
    const place = (element: Element, left: number, top: number, width: number, height: number) => {
      element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
    };
    /** Middle's window open by keyboard, its card at (90, 270) 200 × 110, Middle's icon at `top`. */
    const openOverPhoneMap = (middleTop: number) => {
      const { element, icon } = mountMap();
      const opened = openByKeyboard(element, icon('Middle'));
      const card = element.querySelector('.leaflet-popup-content-wrapper') as HTMLElement;
      place(card, 90, 270, 200, 110);
      place(icon('Middle'), 170, middleTop, 25, 41);
      return { element, icon, ...opened };
    };

    it('closes when the focus goes on to a marker under it, the focus staying there (WCAG 2.4.11)', () => {
      const { element, icon, close } = openOverPhoneMap(400);
      // The next marker lies entirely under the window's card.
      place(icon('East'), 160, 330, 25, 41);
      close.focus();
      expect(press(close)).toBe(true);
      expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(0);
      expect(document.activeElement).toBe(icon('East'));
    });

    it('stays open for a marker clear of it, and for the marker that opened it', () => {
      const { element, icon, box } = openOverPhoneMap(360);
      place(icon('East'), 300, 400, 25, 41);
      expect(press(box, true)).toBe(true);
      expect(document.activeElement).toBe(icon('Middle'));
      icon('East').focus();
      expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(1);
    });
  });
});
