/**
 * Review findings on the map in happy-dom: what visitors meet with reduced motion, keyboard-only
 * use, several base layers, a map hidden when it woke, and link markers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import { sizeMapCanvases } from '../test-support/sized-canvas.js';
import { createMap } from './create-map.js';
import * as leaflet from './leaflet.js';

const HERE = { latitude: 50.33, longitude: -4.63 };
const EAST = { latitude: 50.33, longitude: -4.48 };

function mountMap(raw: Record<string, unknown>) {
  const parsed = parseMapSettings({
    baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo' } },
    ...raw,
  });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const element = document.createElement('div');
  document.body.append(element);
  const navigate = vi.fn();
  const map = createMap(element, parsed.value, {
    signal: new AbortController().signal,
    texts: parsed.value.texts,
    navigate,
  });
  return { element, map, navigate };
}

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

let unsize: () => void;
beforeAll(() => {
  unsize = sizeMapCanvases();
});
afterAll(() => unsize());
afterEach(() => document.body.replaceChildren());

describe('createMap under prefers-reduced-motion', () => {
  it('turns off the zoom, fade, marker and cluster animations (WCAG 2.3.3)', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );
    const { map } = mountMap({ ...HERE, markers: [{ ...HERE, title: 'Here', text: 'x' }] });
    const { options } = map.map;
    expect([
      options.zoomAnimation,
      options.fadeAnimation,
      options.markerZoomAnimation,
      options.inertia,
    ]).toEqual([false, false, false, false]);
    let clusterAnimates: boolean | undefined;
    map.map.eachLayer((layer) => {
      if ('getVisibleParent' in layer)
        clusterAnimates = (layer as unknown as { options: { animate: boolean } }).options.animate;
    });
    expect(clusterAnimates).toBe(false);
    map.destroy();
  });

  it('keeps them without the preference', () => {
    const { map } = mountMap({ ...HERE });
    expect(map.map.options.zoomAnimation).toBe(true);
    expect(map.map.options.fadeAnimation).toBe(true);
    map.destroy();
  });
});

describe('createMap with nokeyboard', () => {
  it('keeps the focus in the map when Enter zooms into a cluster', () => {
    const { element, map } = mountMap({
      ...HERE,
      zoom: 5,
      behavior: { nokeyboard: true },
      markers: [
        { ...HERE, title: 'A', text: 'A' },
        { ...HERE, latitude: 50.3301, title: 'B', text: 'B' },
      ],
    });
    const canvas = element.querySelector<HTMLElement>('.sf-map__canvas');
    // Not in the Tab order (the arrow keys do nothing there), but a place for the focus (happy-dom
    // focuses any element; a browser only one with a tabindex, see map-review.e2e.test.ts).
    expect(canvas?.getAttribute('tabindex')).toBe('-1');
    const cluster = element.querySelector<HTMLElement>('.sf-map-cluster') as HTMLElement;
    cluster.focus();
    expect(press(cluster, 'Enter')).toBe(true);
    expect(map.map.getZoom()).toBeGreaterThan(5);
    expect(document.activeElement).toBe(canvas);
    map.destroy();
  });
});

describe("createMap: Leaflet's link buttons", () => {
  it('closes the info window with Space on its close button, the focus back on the marker', () => {
    const { element, map } = mountMap({
      ...HERE,
      markers: [{ ...HERE, title: 'Wheal Rose', text: 'A cottage' }],
    });
    const marker = element.querySelector<HTMLElement>('.leaflet-marker-icon') as HTMLElement;
    marker.focus();
    press(marker, 'Enter');
    const close = element.querySelector<HTMLElement>('.leaflet-popup-close-button') as HTMLElement;
    expect(close.getAttribute('role')).toBe('button');
    close.focus();
    expect(press(close, ' ')).toBe(true);
    expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(0);
    expect(document.activeElement).toBe(marker);
    map.destroy();
  });

  it('zooms in and out with Space on the zoom buttons', () => {
    const { element, map } = mountMap({ ...HERE, zoom: 10 });
    const zoomIn = element.querySelector<HTMLElement>('.leaflet-control-zoom-in') as HTMLElement;
    expect(press(zoomIn, ' ')).toBe(true);
    expect(map.map.getZoom()).toBe(11);
    const zoomOut = element.querySelector<HTMLElement>('.leaflet-control-zoom-out') as HTMLElement;
    expect(press(zoomOut, ' ')).toBe(true);
    expect(map.map.getZoom()).toBe(10);
    map.destroy();
  });
});

describe('createMap: the base layer switch', () => {
  it('is an open list of radios, with no toggle to hide under the focus', () => {
    const { element, map } = mountMap({
      ...HERE,
      maptype: 'Satellite',
      baselayers: {
        Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo' },
        Satellite: { url: '/sat/{z}/{x}/{y}.jpg', attribution: 'Demo' },
      },
    });
    const control = element.querySelector('.leaflet-control-layers') as HTMLElement;
    expect(control.classList).toContain('leaflet-control-layers-expanded');
    expect(control.hasAttribute('aria-haspopup')).toBe(false);
    const radios = [...control.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(
      radios.map((radio) => [radio.parentElement?.textContent?.trim(), radio.checked]),
    ).toEqual([
      ['Map', false],
      ['Satellite', true],
    ]);
    map.destroy();
  });
});

describe('createMap hidden when it wakes (a closed tab, a collapsed section)', () => {
  it('fits its markers with autozoom when it is shown, not at 0 × 0 px', () => {
    let size: readonly [number, number] = [0, 0];
    unsize();
    unsize = sizeMapCanvases(() => size);
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { map } = mountMap({
        ...HERE,
        zoom: 5,
        maxzoom: 16,
        behavior: { autozoom: true },
        markers: [
          { ...HERE, title: 'A', text: 'A' },
          { ...EAST, title: 'B', text: 'B' },
        ],
      });
      size = [600, 400];
      resized();
      const view = map.map.getBounds();
      expect(view.contains([HERE.latitude, HERE.longitude])).toBe(true);
      expect(view.contains([EAST.latitude, EAST.longitude])).toBe(true);
      expect(map.map.getZoom()).toBeLessThan(16);
      map.destroy();
    } finally {
      vi.unstubAllGlobals();
      unsize();
      unsize = sizeMapCanvases();
    }
  });
});

describe('createMap: link markers (SPEC 4.12)', () => {
  it('are links to screen readers, the others buttons, also when they leave a cluster', () => {
    const { element, map } = mountMap({
      ...HERE,
      zoom: 5,
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, title: 'Lifeboat station', link: '/things-to-do/lifeboat' },
      ],
    });
    const roles = () =>
      [...element.querySelectorAll('.leaflet-marker-icon:not(.sf-map-cluster)')].map((icon) => [
        icon.getAttribute('alt'),
        icon.getAttribute('role'),
      ]);
    expect(roles()).toEqual([]);
    map.map.setZoom(13);
    expect(roles()).toEqual([
      ['Wheal Rose', 'button'],
      ['Lifeboat station', 'link'],
    ]);
    map.destroy();
  });
});

describe('createMap: the info window', () => {
  it("is a dialog named by its marker's title, the focus inside it when opened by keyboard", () => {
    const { element, map } = mountMap({
      ...HERE,
      markers: [{ ...HERE, title: 'Wheal Rose', text: 'A cottage' }],
    });
    const marker = element.querySelector<HTMLElement>('.leaflet-marker-icon') as HTMLElement;
    press(marker, 'Enter');
    const popup = element.querySelector('.leaflet-popup') as HTMLElement;
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(popup.getAttribute('aria-label')).toBe('Wheal Rose');
    expect(popup.contains(document.activeElement)).toBe(true);
    map.destroy();
  });
});

describe('createMap: markers without a title (SPEC 3.19 has none)', () => {
  it('are named by their position, as their info window is', () => {
    const { element, map } = mountMap({
      ...HERE,
      marker_text: 'Ort',
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, text: 'A flat on the quay' },
      ],
    });
    const icons = [...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    expect(icons.map((icon) => icon.getAttribute('alt'))).toEqual(['Wheal Rose', 'Ort 2']);
    // No tooltip is made up: the title attribute stays for markers that have one.
    expect(icons.map((icon) => icon.getAttribute('title'))).toEqual(['Wheal Rose', null]);
    press(icons[1] as HTMLElement, 'Enter');
    expect(element.querySelector('.leaflet-popup')?.getAttribute('aria-label')).toBe('Ort 2');
    map.destroy();
  });
});

describe('createMap: remote content coming into an open window', () => {
  it('leaves the focus of a keyboard user where it was, in the window', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<p class="card">Wheal Rose, 3 bedrooms</p>')),
    );
    try {
      const { element, map } = mountMap({
        ...HERE,
        rmtcallback: '/fragments/map-marker',
        markers: [{ ...HERE, title: 'Wheal Rose', rmt: { id: 'node-1-en' } }],
      });
      const marker = element.querySelector<HTMLElement>('.leaflet-marker-icon') as HTMLElement;
      marker.focus();
      press(marker, 'Enter');
      const focused = document.activeElement;
      expect(focused?.closest('.leaflet-popup')).not.toBeNull();
      await vi.waitFor(() =>
        expect(element.querySelector('.leaflet-popup')?.textContent).toContain('3 bedrooms'),
      );
      expect(document.activeElement).toBe(focused);
      map.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("createMap: Leaflet's button names in the page's language", () => {
  it('names the zoom buttons and the close button with the texts it was given', () => {
    const { element, map } = mountMap({
      ...HERE,
      close_text: 'Schließen',
      zoom_in_text: 'Vergrößern',
      zoom_out_text: 'Verkleinern',
      markers: [{ ...HERE, title: 'Wheal Rose', text: 'Ein Häuschen' }],
    });
    const zoom = [...element.querySelectorAll('.leaflet-control-zoom a')];
    expect(zoom.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Vergrößern',
      'Verkleinern',
    ]);
    expect(zoom.map((button) => button.getAttribute('title'))).toEqual([
      'Vergrößern',
      'Verkleinern',
    ]);
    press(element.querySelector('.leaflet-marker-icon') as HTMLElement, 'Enter');
    expect(element.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe(
      'Schließen',
    );
    map.destroy();
  });
});

describe('createMap: the attribution on a page in another language', () => {
  const OSM = '© OpenStreetMap contributors';
  const attribution = (element: HTMLElement) =>
    element.querySelector('.leaflet-control-attribution') as HTMLElement;

  it('titles the Leaflet link with the text it was given, the tiles’ attribution intact', () => {
    const { element, map } = mountMap({
      ...HERE,
      baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: OSM } },
      leaflet_title_text: 'Eine JavaScript-Bibliothek für interaktive Karten',
    });
    const link = attribution(element).querySelector('a[href="https://leafletjs.com"]');
    expect(link?.getAttribute('title')).toBe('Eine JavaScript-Bibliothek für interaktive Karten');
    expect(link?.textContent?.trim()).toBe('Leaflet');
    expect(attribution(element).textContent).toContain(OSM);
    expect(attribution(element).textContent).not.toContain('JavaScript library');
    map.destroy();
  });

  it('keeps Leaflet’s own prefix by default, and writes a given title as text', () => {
    const { L } = leaflet;
    const english = mountMap(HERE);
    const prefix = english.element.querySelector('.leaflet-control-attribution a');
    const expected = document.createElement('div');
    expected.innerHTML = String(L.Control.Attribution.prototype.options.prefix);
    expect(prefix?.outerHTML).toBe(expected.firstElementChild?.outerHTML);
    english.map.destroy();
    const quoted = mountMap({ ...HERE, leaflet_title_text: '"><b>Karten</b>' });
    const link = attribution(quoted.element).querySelector('a');
    expect(link?.getAttribute('title')).toBe('"><b>Karten</b>');
    expect(attribution(quoted.element).querySelector('b')).toBeNull();
    quoted.map.destroy();
  });
});

describe('createMap: a base layer whose tiles stop before the map’s maxzoom', () => {
  it('draws its last level larger beyond it instead of leaving the map blank', () => {
    const { element, map } = mountMap({
      ...HERE,
      zoom: 18,
      maxzoom: 18,
      baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo', maxzoom: 16 } },
    });
    expect(map.map.getZoom()).toBe(18);
    const tiles = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(new URL(tile.src).pathname).toMatch(/^\/tiles\/16\//);
    map.destroy();
  });
});

describe('createMap: a long info window', () => {
  it('is kept within the height the map leaves it, and scrolls', () => {
    const { element, map } = mountMap({
      ...HERE,
      markers: [{ ...HERE, title: 'Wheal Rose', text: 'A long description.\n'.repeat(60) }],
    });
    press(element.querySelector('.leaflet-marker-icon') as HTMLElement, 'Enter');
    let popup: { options: { maxHeight?: number } } | undefined;
    map.map.eachLayer((layer) => {
      if ('getContent' in layer) popup = layer as unknown as typeof popup;
    });
    // The test canvas is 400 px tall.
    expect(popup?.options.maxHeight).toBe(320);
    map.destroy();
  });
});
