import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInMarkerSets } from '../icons/built-in-sets.js';
import { createIconSequence } from '../icons/icon-sequence.js';
import { mount } from '../islands/map.js';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import type { MapSettings } from '../settings/types.js';
import { sizeMapCanvases } from '../test-support/sized-canvas.js';
import { createMap } from './create-map.js';
import { DEFAULT_ICON } from './default-icon.js';

const settingsOf = (raw: Record<string, unknown>): MapSettings => {
  const parsed = parseMapSettings({
    baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo <b>tiles</b>' } },
    ...raw,
  });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
};

const mountMap = (raw: Record<string, unknown>, navigate = vi.fn()) => {
  const element = document.createElement('div');
  element.innerHTML = '<p>Fowey, Cornwall (50.33, -4.63)</p>';
  document.body.append(element);
  const controller = new AbortController();
  const settings = settingsOf(raw);
  const map = createMap(element, settings, {
    signal: controller.signal,
    texts: settings.texts,
    navigate,
  });
  return { element, map, navigate, controller };
};

// happy-dom lays nothing out: the map's box is given a size, or Leaflet draws no marker in it.
let unsize: () => void;
beforeAll(() => {
  unsize = sizeMapCanvases();
});
afterAll(() => unsize());

afterEach(() => {
  document.body.replaceChildren();
});

describe('createMap', () => {
  it('draws the markers as named buttons and keeps the fallback for screen readers', () => {
    const { element, map } = mountMap({
      latitude: 50.33,
      longitude: -4.63,
      markers: [
        { latitude: 50.33, longitude: -4.63, title: 'Wheal Rose Cottage', text: 'A cottage' },
      ],
    });
    const region = element.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Map');
    const marker = element.querySelector('.leaflet-marker-icon');
    expect(marker?.getAttribute('role')).toBe('button');
    expect(marker?.getAttribute('alt')).toBe('Wheal Rose Cottage');
    expect(element.querySelector('.sf-map__sr')?.textContent).toContain('Fowey, Cornwall');
    map.destroy();
    expect(element.innerHTML).toBe('<p>Fowey, Cornwall (50.33, -4.63)</p>');
  });
});

const HERE = { latitude: 50.33, longitude: -4.63 };
/** About 11 km east: two markers far enough apart at zoom 13 not to cluster. */
const EAST = { latitude: 50.33, longitude: -4.48 };

const markerIcons = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('.leaflet-marker-icon:not(.sf-map-cluster)'),
];
const markerNamed = (element: HTMLElement, title: string) =>
  markerIcons(element).find((icon) => icon.getAttribute('alt') === title) as HTMLElement;
const popups = (element: HTMLElement) => [...element.querySelectorAll('.leaflet-popup')];
const click = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
/** A key pressed on `target`; whether its default action was prevented. */
const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('createMap: markers and info windows (SPEC 4.12)', () => {
  const twoPlaces = {
    ...HERE,
    markers: [
      { ...HERE, title: 'Wheal Rose', text: 'A cottage <b>by the sea</b>' },
      { ...EAST, title: 'Fowey Quay', text: 'A flat on the quay' },
    ],
  };

  it("opens a text marker's info window on click, with its text as text", () => {
    const { element } = mountMap(twoPlaces);
    click(markerNamed(element, 'Wheal Rose'));
    const [popup] = popups(element);
    expect(popup?.textContent).toContain('A cottage <b>by the sea</b>');
    expect(popup?.querySelector('b')).toBeNull();
    // A click does not move the focus into it.
    expect(popup?.contains(document.activeElement)).toBe(false);
  });

  it('closes the open info window before opening another', () => {
    const { element } = mountMap(twoPlaces);
    click(markerNamed(element, 'Wheal Rose'));
    click(markerNamed(element, 'Fowey Quay'));
    expect(popups(element)).toHaveLength(1);
    expect(popups(element)[0]?.textContent).toContain('A flat on the quay');
    expect(element.textContent).not.toContain('A cottage');
  });

  it('follows a link marker on this site with navigate, opening no window', () => {
    const { element, navigate } = mountMap({
      ...HERE,
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, title: 'Fowey Quay', link: '/rentals/42?from=map' },
      ],
    });
    click(markerNamed(element, 'Wheal Rose'));
    expect(popups(element)).toHaveLength(1);
    click(markerNamed(element, 'Fowey Quay'));
    expect(navigate).toHaveBeenCalledTimes(1);
    const [url] = navigate.mock.calls[0] as [URL];
    expect(url.href).toBe(`${location.origin}/rentals/42?from=map`);
    // SPEC 4.12: the open window was closed first, and none opened.
    expect(popups(element)).toHaveLength(0);
  });

  it('opens nothing for a marker without content', () => {
    const { element, navigate } = mountMap({ ...HERE, markers: [{ ...HERE, title: 'Here' }] });
    click(markerNamed(element, 'Here'));
    expect(popups(element)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['Enter', ' '])(
    'opens the window with %j, focus inside; Escape closes it and the focus returns',
    (key) => {
      const { element } = mountMap(twoPlaces);
      const marker = markerNamed(element, 'Wheal Rose');
      marker.focus();
      expect(press(marker, key)).toBe(true);
      const [popup] = popups(element);
      expect(popup?.textContent).toContain('A cottage');
      expect(popup?.contains(document.activeElement)).toBe(true);
      expect(press(document.activeElement as Element, 'Escape')).toBe(false);
      expect(popups(element)).toHaveLength(0);
      expect(document.activeElement).toBe(marker);
    },
  );

  it('closes the open window when a link marker is followed by keyboard', () => {
    const { element, navigate } = mountMap({
      ...HERE,
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, title: 'Fowey Quay', link: '/rentals/42' },
      ],
    });
    click(markerNamed(element, 'Wheal Rose'));
    expect(press(markerNamed(element, 'Fowey Quay'), 'Enter')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(popups(element)).toHaveLength(0);
  });

  it('keeps the Escape that closed the window from the page (a dialog around the map)', () => {
    const { element } = mountMap(twoPlaces);
    const pageKeys = vi.fn();
    document.body.addEventListener('keydown', pageKeys);
    press(markerNamed(element, 'Wheal Rose'), 'Enter');
    pageKeys.mockClear();
    press(document.activeElement as Element, 'Escape');
    expect(popups(element)).toHaveLength(0);
    expect(pageKeys).not.toHaveBeenCalled();
    document.body.removeEventListener('keydown', pageKeys);
  });

  it('leaves other keys on a marker alone', () => {
    const { element } = mountMap(twoPlaces);
    const marker = markerNamed(element, 'Wheal Rose');
    expect(press(marker, 'a')).toBe(false);
    expect(popups(element)).toHaveLength(0);
  });

  it('opens an autoclick marker with the map, without moving the focus', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { element } = mountMap({
      ...HERE,
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, title: 'Fowey Quay', text: 'A flat on the quay', autoclick: true },
      ],
    });
    expect(popups(element)).toHaveLength(1);
    expect(popups(element)[0]?.textContent).toContain('A flat on the quay');
    expect(document.activeElement).toBe(outside);
  });

  it('shows tabs in the info window', () => {
    const { element } = mountMap({
      ...HERE,
      markers: [
        {
          ...HERE,
          title: 'Wheal Rose',
          tabs: [
            { title: 'About', text: 'A cottage' },
            { title: 'Prices', text: 'From £80' },
          ],
        },
      ],
    });
    click(markerNamed(element, 'Wheal Rose'));
    const tabs = popups(element)[0]?.querySelectorAll('[role="tab"]');
    expect([...(tabs ?? [])].map((tab) => tab.textContent)).toEqual(['About', 'Prices']);
  });
});

describe('createMap: controls and behaviour flags (SPEC 3.18)', () => {
  it('has the zoom control unless controltype is None', () => {
    expect(mountMap(HERE).element.querySelector('.leaflet-control-zoom')).not.toBeNull();
    document.body.replaceChildren();
    const { element } = mountMap({ ...HERE, controltype: 'None' });
    expect(element.querySelector('.leaflet-control-zoom')).toBeNull();
  });

  it('has a scale bar with behaviour scale, and none without', () => {
    expect(mountMap(HERE).element.querySelector('.leaflet-control-scale')).toBeNull();
    document.body.replaceChildren();
    const { element } = mountMap({ ...HERE, behavior: { scale: true } });
    expect(element.querySelector('.leaflet-control-scale')).not.toBeNull();
  });

  it('has an overview button with behaviour overview that fits every marker', () => {
    expect(mountMap(HERE).element.querySelector('.sf-map__overview')).toBeNull();
    document.body.replaceChildren();
    const { element, map } = mountMap({
      ...HERE,
      zoom: 3,
      overview_text: 'All the places',
      behavior: { overview: true },
      markers: [
        { ...HERE, text: 'A' },
        { ...EAST, text: 'B' },
      ],
    });
    const button = element.querySelector<HTMLButtonElement>('button.sf-map__overview');
    expect(button?.textContent).toBe('All the places');
    expect(map.map.getZoom()).toBe(3);
    button?.click();
    expect(map.map.getZoom()).toBeGreaterThan(3);
    expect(map.map.getBounds().contains([EAST.latitude, EAST.longitude])).toBe(true);
    expect(map.map.getBounds().contains([HERE.latitude, HERE.longitude])).toBe(true);
  });

  it('turns off dragging, keys, wheel zoom and zoom animation by the flags', () => {
    const plain = mountMap(HERE).map.map;
    expect(plain.dragging.enabled()).toBe(true);
    expect(plain.keyboard.enabled()).toBe(true);
    expect(plain.scrollWheelZoom.enabled()).toBe(true);
    expect(plain.options.zoomAnimation).toBe(true);
    const map = mountMap({
      ...HERE,
      behavior: { nodrag: true, nokeyboard: true, nomousezoom: true, nocontzoom: true },
    }).map.map;
    expect(map.dragging.enabled()).toBe(false);
    expect(map.keyboard.enabled()).toBe(false);
    expect(map.scrollWheelZoom.enabled()).toBe(false);
    expect(map.options.zoomAnimation).toBe(false);
  });

  it('fits every marker with autozoom, never past maxzoom (SPEC 9.6)', () => {
    const { map } = mountMap({
      ...HERE,
      zoom: 3,
      maxzoom: 15,
      behavior: { autozoom: true },
      markers: [
        { ...HERE, text: 'A' },
        { latitude: 50.3301, longitude: -4.6301, text: 'B' },
      ],
    });
    expect(map.map.getZoom()).toBe(15);
    expect(map.map.getMaxZoom()).toBe(15);
  });

  it('sets the size it was given and writes the attribution as text', () => {
    const { element } = mountMap({ ...HERE, width: '400px', height: '50%' });
    const canvas = element.querySelector<HTMLElement>('.sf-map__canvas');
    expect(canvas?.style.width).toBe('400px');
    expect(canvas?.style.height).toBe('50%');
    const attribution = element.querySelector('.leaflet-control-attribution');
    expect(attribution?.textContent).toContain('Demo <b>tiles</b>');
    expect(attribution?.querySelector('b')).toBeNull();
  });

  it('shows the maptype layer first and a switch between several', () => {
    const { element } = mountMap({
      ...HERE,
      maptype: 'satellite',
      baselayers: {
        Map: { url: '/tiles/map/{z}/{x}/{y}.png' },
        Satellite: { url: '/tiles/sat/{z}/{x}/{y}.png' },
      },
    });
    const tiles = [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.getAttribute('src')).toMatch(/^\/tiles\/sat\//);
    expect(element.querySelector('.leaflet-control-layers')).not.toBeNull();
  });

  it('dispatches stayfront:marker on the element with extramarkerevents', () => {
    const { element } = mountMap({
      ...HERE,
      behavior: { extramarkerevents: true },
      markers: [
        { ...HERE, title: 'Wheal Rose', text: 'A cottage' },
        { ...EAST, title: 'Fowey Quay', text: 'A flat' },
      ],
    });
    const events: CustomEvent[] = [];
    element.addEventListener('stayfront:marker', (event) => events.push(event as CustomEvent));
    click(markerNamed(element, 'Fowey Quay'));
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({
      type: 'click',
      index: 1,
      marker: { title: 'Fowey Quay' },
    });
  });

  it('dispatches no stayfront:marker without extramarkerevents', () => {
    const { element } = mountMap({ ...HERE, markers: [{ ...HERE, title: 'A', text: 'A' }] });
    const listener = vi.fn();
    element.addEventListener('stayfront:marker', listener);
    click(markerNamed(element, 'A'));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createMap: clusters (SPEC 9.6)', () => {
  it('clusters two markers at one place, named with their count', () => {
    const { element } = mountMap({
      ...HERE,
      zoom: 5,
      places_text: 'places',
      markers: [
        { ...HERE, title: 'A', text: 'A' },
        { ...HERE, title: 'B', text: 'B' },
      ],
    });
    const cluster = element.querySelector<HTMLElement>('.sf-map-cluster');
    expect(cluster?.textContent).toContain('2 places');
    expect(cluster?.style.width).toBe('53px');
    expect(markerIcons(element)).toHaveLength(0);
  });

  // SPEC 9.6's grid of 60 px is the clusterer's radius (CLUSTER_GRID_PX), and a cluster takes 2
  // markers: pinned by where markers land, not by reading the constants back.
  it.each([
    [50, 1, 0],
    [70, 0, 2],
  ])('two markers %i px apart: %i cluster(s), %i lone marker(s)', (apart, clusters, lone) => {
    // At zoom 10 a degree of longitude is 256 * 2^10 / 360 px (Web Mercator).
    const degrees = apart / ((256 * 2 ** 10) / 360);
    const { element } = mountMap({
      ...HERE,
      zoom: 10,
      markers: [
        { ...HERE, title: 'A', text: 'A' },
        { ...HERE, longitude: HERE.longitude + degrees, title: 'B', text: 'B' },
      ],
    });
    expect(element.querySelectorAll('.sf-map-cluster')).toHaveLength(clusters);
    expect(markerIcons(element)).toHaveLength(lone);
  });

  it('draws one marker alone as a marker, never a cluster of one', () => {
    const { element } = mountMap({
      ...HERE,
      zoom: 5,
      markers: [{ ...HERE, title: 'A', text: 'A' }],
    });
    expect(element.querySelectorAll('.sf-map-cluster')).toHaveLength(0);
    expect(markerIcons(element)).toHaveLength(1);
  });

  it('names a cluster with its markers in their order, the first five', () => {
    const titles = ['A', '', 'C', 'D', 'E', 'F', 'G'];
    const { element } = mountMap({
      ...HERE,
      zoom: 5,
      places_text: 'places',
      marker_text: 'Place',
      markers: titles.map((title) => ({ ...HERE, title, text: 'x' })),
    });
    const cluster = element.querySelector<HTMLElement>('.sf-map-cluster .sf-map__sr');
    // Before: '7 places', as every other cluster of seven.
    expect(cluster?.textContent).toBe('7 places: A, Place 2, C, D, E, …');
  });

  it('builds a cluster icon from nodes, not an HTML string Trusted Types would refuse', () => {
    // Leaflet writes a divIcon's string `html` with innerHTML, a Trusted Types sink: record what
    // reaches it (Leaflet's own controls write there too, and keep working here).
    const written: string[] = [];
    const prototype = [HTMLElement.prototype, Element.prototype].find((candidate) =>
      Object.getOwnPropertyDescriptor(candidate, 'innerHTML'),
    ) as HTMLElement;
    const { set } = Object.getOwnPropertyDescriptor(prototype, 'innerHTML') ?? {};
    vi.spyOn(prototype, 'innerHTML', 'set').mockImplementation(function (this: Element, value) {
      written.push(String(value));
      set?.call(this, value);
    });
    const { element } = mountMap({
      ...HERE,
      zoom: 5,
      places_text: 'places',
      markers: [
        { ...HERE, title: 'A <b>', text: 'A' },
        { ...HERE, title: 'B', text: 'B' },
      ],
    });
    vi.restoreAllMocks();
    expect(element.querySelector('.sf-map-cluster > [aria-hidden]:first-child')?.textContent).toBe(
      '2',
    );
    expect(element.querySelector('.sf-map-cluster > .sf-map__sr:last-child')?.textContent).toBe(
      '2 places: A <b>, B',
    );
    expect(written.filter((html) => html.includes('places'))).toEqual([]);
  });

  it('does not cluster a lone marker', () => {
    const { element } = mountMap({ ...HERE, zoom: 5, markers: [{ ...HERE, title: 'A' }] });
    expect(element.querySelector('.sf-map-cluster')).toBeNull();
    expect(markerIcons(element)).toHaveLength(1);
  });
});

describe('the map island: marker icons (SPEC 3.20, 4.13, 5.4)', () => {
  const mountIsland = (raw: Record<string, unknown>) => {
    const element = document.createElement('div');
    element.innerHTML = '<p>Fowey</p>';
    document.body.append(element);
    const config = settingsOf(raw);
    const cleanup = mount(element, {
      config,
      signal: new AbortController().signal,
      name: 'map',
      report() {},
    });
    return { element, cleanup: cleanup as () => void };
  };

  it("draws a marker of a built-in set with that set's icon", () => {
    const expected = createIconSequence(builtInMarkerSets())('numbers', 2);
    const { element } = mountIsland({
      ...HERE,
      markers: [{ ...HERE, title: 'Three', markername: 'numbers', offset: 2 }],
    });
    const src = markerNamed(element, 'Three').getAttribute('src');
    expect(src).toMatch(/^data:image\/svg\+xml/);
    expect(src).toBe(expected?.iconUrl);
    expect(src).not.toBe(DEFAULT_ICON.iconUrl);
  });

  it("hands out a set's icons in turn to markers without an offset", () => {
    const next = createIconSequence(builtInMarkerSets());
    const expected = [next('numbers')?.iconUrl, next('numbers')?.iconUrl];
    const { element } = mountIsland({
      ...HERE,
      markers: [
        { ...HERE, title: 'One', markername: 'numbers' },
        { ...EAST, title: 'Two', markername: 'numbers' },
      ],
    });
    expect(markerNamed(element, 'One').getAttribute('src')).toBe(expected[0]);
    expect(markerNamed(element, 'Two').getAttribute('src')).toBe(expected[1]);
    expect(expected[0]).not.toBe(expected[1]);
  });

  it('reports an unknown set on the console and draws the default pin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { element } = mountIsland({
      ...HERE,
      markers: [{ ...HERE, title: 'Odd', markername: 'nosuchset' }],
    });
    expect(markerNamed(element, 'Odd').getAttribute('src')).toBe(DEFAULT_ICON.iconUrl);
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toContain(
      'Request for invalid marker set nosuchset!',
    );
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('gives back the server fallback exactly when it is removed', () => {
    const { element, cleanup } = mountIsland({ ...HERE, markers: [{ ...HERE, text: 'A' }] });
    expect(element.querySelector('.leaflet-container')).not.toBeNull();
    cleanup();
    expect(element.innerHTML).toBe('<p>Fowey</p>');
  });
});

describe('createMap: destroy', () => {
  it('restores the fallback exactly, text nodes and all, with a window open', () => {
    const element = document.createElement('div');
    const fallback =
      ' <h3 id="where">Where</h3>\n<p>Fowey, <a href="/towns/fowey">Cornwall</a></p><!-- note --> <button tabindex="2">Near</button>';
    element.innerHTML = fallback;
    const firstChild = element.firstElementChild;
    document.body.append(element);
    const settings = settingsOf({ ...HERE, markers: [{ ...HERE, title: 'A', text: 'A cottage' }] });
    const map = createMap(element, settings, {
      signal: new AbortController().signal,
      texts: settings.texts,
    });
    // Hidden, its link is read by a screen reader but is no Tab stop a sighted user cannot see.
    const link = element.querySelector<HTMLElement>('.sf-map__sr a');
    expect(element.querySelector<HTMLElement>('.sf-map__sr button')?.tabIndex).toBe(-1);
    expect(link?.textContent).toBe('Cornwall');
    expect(link?.tabIndex).toBe(-1);
    click(markerNamed(element, 'A'));
    expect(popups(element)).toHaveLength(1);
    map.destroy();
    expect(element.innerHTML).toBe(fallback);
    expect(element.querySelector<HTMLElement>('a')?.tabIndex).toBe(0);
    // A tabindex the server wrote comes back as it was.
    expect(element.querySelector('button')?.getAttribute('tabindex')).toBe('2');
    // The same nodes, not copies: a listener or a widget on them survives.
    expect(element.firstElementChild).toBe(firstChild);
    expect(element.classList.contains('leaflet-container')).toBe(false);
  });
});

describe('createMap: remote content', () => {
  it('asks again on the next activation when the remote content failed (a flaky network)', async () => {
    const answers = [
      new Response('busy', { status: 503 }),
      new Response('<p class="card">Wheal Rose</p>', { status: 200 }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetch);
    const { element } = mountMap({
      ...HERE,
      rmtcallback: '/fragments/map-marker',
      markers: [{ ...HERE, title: 'A', rmt: { id: 'node-1-en' } }],
    });
    const settled = () => vi.waitFor(() => expect(element.querySelector('[aria-busy]')).toBeNull());
    click(markerNamed(element, 'A'));
    await settled();
    expect(popups(element)[0]?.textContent).toContain('This content could not be loaded.');
    click(markerNamed(element, 'A'));
    await settled();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(popups(element)[0]?.textContent).toContain('Wheal Rose');
    expect(popups(element)[0]?.textContent).not.toContain('could not be loaded');
    vi.unstubAllGlobals();
  });
});
