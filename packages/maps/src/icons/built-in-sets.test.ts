import { describe, expect, it } from 'vitest';
import { CLUSTER_ICON_SIZES } from '../map/cluster-icon.js';
import { builtInMarkerSets, MARKER_COLOURS } from './built-in-sets.js';
import { createIconSequence } from './icon-sequence.js';
import { parseMarkerSets } from './parse-marker-sets.js';
import { parseSvgDataUri } from './test-support/svg-data-uri.js';

const sets = builtInMarkerSets();
const images = (name: string) => sets.get(name)?.icons.flatMap((icon) => icon.sequence) ?? [];
const labels = (name: string) =>
  images(name).map((image) => parseSvgDataUri(image.f).querySelector('text')?.textContent);
const sizes = (name: string) => images(name).map((image) => [image.w, image.h]);

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('builtInMarkerSets (SPEC 3.20 named sets)', () => {
  it('has the named sets, the legacy one-colour names included', () => {
    const colours = Object.keys(MARKER_COLOURS);
    expect([...sets.keys()].sort()).toEqual(
      [
        'small',
        'big',
        ...colours.flatMap((c) => [`small ${c}`, `big ${c}`]),
        'numbers',
        'letters',
        'weekdays',
        'route',
        'cluster',
      ].sort(),
    );
  });

  it('numbers 1 to 26, letters A to Z, weekdays Mo to Su, route A and B, on 24×36 pins', () => {
    expect(labels('numbers')).toEqual(Array.from({ length: 26 }, (_, i) => String(i + 1)));
    expect(labels('letters')).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(labels('weekdays')).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(labels('route')).toEqual(['A', 'B']);
    for (const name of ['numbers', 'letters', 'weekdays', 'route']) {
      expect(new Set(sizes(name).map(String))).toEqual(new Set(['24,36']));
    }
  });

  it('small and big: every colour in turn, 18×27 and 32×48; one colour per legacy name', () => {
    const fills = (name: string) =>
      images(name).map((image) =>
        parseSvgDataUri(image.f).querySelector('path')?.getAttribute('fill'),
      );
    expect(fills('small')).toEqual(Object.values(MARKER_COLOURS));
    expect(fills('big')).toEqual(Object.values(MARKER_COLOURS));
    expect(fills('small red')).toEqual([MARKER_COLOURS.red]);
    expect(fills('big gray')).toEqual([MARKER_COLOURS.gray]);
    expect(new Set(sizes('small').map(String))).toEqual(new Set(['18,27']));
    expect(new Set(sizes('big blue').map(String))).toEqual(new Set(['32,48']));
    expect(images('small')).toHaveLength(6);
  });

  it('cluster: the SPEC 9.6 sizes, square, anchored and opening at the centre', () => {
    expect(CLUSTER_ICON_SIZES).toEqual([53, 56, 66, 78, 90]);
    expect(sizes('cluster')).toEqual(CLUSTER_ICON_SIZES.map((s) => [s, s]));
    const iconFor = createIconSequence(sets);
    expect(CLUSTER_ICON_SIZES.map((_, i) => iconFor('cluster', i))).toEqual(
      CLUSTER_ICON_SIZES.map((s, i) => ({
        iconUrl: images('cluster')[i]?.f,
        iconSize: [s, s],
        iconAnchor: [s / 2, s / 2],
        popupAnchor: [0, 0],
      })),
    );
  });

  it('every image is a valid SVG document of its stated size', () => {
    for (const [name, set] of sets) {
      for (const icon of set.icons) {
        expect(icon.key, name).toBe(name);
        for (const image of icon.sequence) {
          const svg = parseSvgDataUri(image.f);
          expect([svg.getAttribute('width'), svg.getAttribute('height')], name).toEqual([
            String(image.w),
            String(image.h),
          ]);
        }
      }
    }
  });

  it('pins stand on their tip and open their popup above the head', () => {
    expect(createIconSequence(sets)('numbers')).toEqual({
      iconUrl: images('numbers')[0]?.f,
      iconSize: [24, 36],
      iconAnchor: [12, 36],
      popupAnchor: [0, -36],
    });
  });

  it('colours: at least 3:1 against a light map, 4.5:1 under a white label', () => {
    for (const [name, hex] of Object.entries(MARKER_COLOURS)) {
      expect(contrast(hex, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex, '#f2efe9'), name).toBeGreaterThanOrEqual(3); // OpenStreetMap land
    }
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('works by name with the sequence: markername "numbers" cycles 1 to 26', () => {
    const iconFor = createIconSequence(sets);
    const first = iconFor('numbers');
    for (let i = 1; i < 26; i += 1) iconFor('numbers');
    expect(iconFor('numbers')).toEqual(first);
  });

  it('a site’s own set of the same name replaces the built-in one', () => {
    const own = parseMarkerSets(
      { numbers: { path: 'm/', icons: [{ sequence: [{ f: '1.png', w: 20, h: 34 }] }] } },
      '/',
      () => {},
    );
    const merged = new Map([...builtInMarkerSets(), ...own]);
    expect(createIconSequence(merged)('numbers')?.iconUrl).toBe('/m/1.png');
    expect(merged.has('letters')).toBe(true);
  });
});
