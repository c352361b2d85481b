/**
 * The pan buttons (WCAG 2.5.7): a named group of four named buttons beneath the zoom buttons;
 * each press pans a third of the map's size, without a glide under prefers-reduced-motion, and
 * never reaches the map as a click; `pan_buttons: false` leaves them out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import { sizeMapCanvases } from '../test-support/sized-canvas.js';
import { createMap } from './create-map.js';

const HERE = { latitude: 50.33, longitude: -4.63 };

const mountMap = (raw: Record<string, unknown>) => {
  const element = document.createElement('div');
  document.body.append(element);
  const parsed = parseMapSettings({
    baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo tiles' } },
    ...HERE,
    ...raw,
  });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const settings = parsed.value;
  const map = createMap(element, settings, {
    signal: new AbortController().signal,
    texts: settings.texts,
  });
  return { element, map };
};

const buttonsOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLButtonElement>('[role="group"] button'),
];

// The map is 600 × 400 px: a third is 200 px across, 133 px down.
let unsize: () => void;
beforeAll(() => {
  unsize = sizeMapCanvases();
});
afterAll(() => unsize());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the pan buttons (WCAG 2.5.7)', () => {
  it('are four named buttons in a group named "Move the map", beneath the zoom buttons', () => {
    const { element, map } = mountMap({});
    const group = element.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('Move the map');
    const buttons = buttonsOf(element);
    expect(buttons.map((button) => [button.type, button.getAttribute('aria-label')])).toEqual([
      ['button', 'Move the map up'],
      ['button', 'Move the map left'],
      ['button', 'Move the map down'],
      ['button', 'Move the map right'],
    ]);
    // Their names are their only text: the arrows are hidden from screen readers.
    for (const button of buttons) {
      expect(button.textContent).toBe('');
      expect(button.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
    }
    const corner = element.querySelector('.leaflet-top.leaflet-left');
    expect([...(corner?.children ?? [])].map((control) => control === group)).toEqual([
      false,
      true,
    ]);
    expect(corner?.firstElementChild?.classList.contains('leaflet-control-zoom')).toBe(true);
    map.destroy();
  });

  it('pan a third of the map in their direction, and never click the map', () => {
    const { element, map } = mountMap({});
    const panBy = vi.spyOn(map.map, 'panBy');
    const clicked = vi.fn();
    map.map.on('click dblclick', clicked);
    for (const button of buttonsOf(element)) button.click();
    expect(panBy.mock.calls.map(([offset]) => offset)).toEqual([
      [0, -133],
      [-200, 0],
      [0, 133],
      [200, 0],
    ]);
    expect(panBy.mock.calls.every(([, options]) => options?.animate === true)).toBe(true);
    const right = buttonsOf(element)[3] as HTMLButtonElement;
    right.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(clicked).not.toHaveBeenCalled();
    map.destroy();
  });

  it('move without a glide under prefers-reduced-motion (WCAG 2.3.3)', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );
    const { element, map } = mountMap({});
    const panBy = vi.spyOn(map.map, 'panBy');
    const before = map.map.getCenter();
    buttonsOf(element)[3]?.click();
    expect(panBy.mock.calls[0]?.[1]).toEqual({ animate: false });
    // Moved at once, east (the rounding to whole pixels leaves the latitude a hair off).
    expect(map.map.getCenter().lng).toBeGreaterThan(before.lng);
    expect(map.map.getCenter().lat).toBeCloseTo(before.lat, 3);
    map.destroy();
  });

  it('take their names from the config', () => {
    const { element, map } = mountMap({
      pan_text: 'Karte verschieben',
      pan_up_text: 'Nach oben',
      pan_down_text: 'Nach unten',
      pan_left_text: 'Nach links',
      pan_right_text: '<b>Nach rechts</b>',
    });
    expect(element.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(
      'Karte verschieben',
    );
    const buttons = buttonsOf(element);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Nach oben',
      'Nach links',
      'Nach unten',
      '<b>Nach rechts</b>',
    ]);
    expect(buttons.map((button) => button.title)[3]).toBe('<b>Nach rechts</b>');
    // Text, never markup.
    expect(element.querySelector('[role="group"] b')).toBeNull();
    map.destroy();
  });

  it('are left out with pan_buttons: false, and stand alone without the zoom buttons', () => {
    const off = mountMap({ pan_buttons: false });
    expect(off.element.querySelector('[role="group"]')).toBeNull();
    expect(off.element.querySelector('.leaflet-control-zoom')).not.toBeNull();
    off.map.destroy();
    const alone = mountMap({ controltype: 'None' });
    expect(buttonsOf(alone.element)).toHaveLength(4);
    alone.map.destroy();
  });
});
