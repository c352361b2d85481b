import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import type { MapSettings } from '../settings/types.js';
import { createMap } from './create-map.js';

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
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const [index, property] of sized.entries())
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('sf-map__canvas') ? [600, 400][index] : 0;
      },
    });
});
afterAll(() => {
  for (const property of sized)
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property];
});

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
