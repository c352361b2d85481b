import fc from 'fast-check';
import type { IconOptions } from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { MARKER_ICON_DEFAULTS } from './defaults.js';
import { createIconSequence } from './icon-sequence.js';
import type { MarkerIconDefinition, MarkerIconOptions, MarkerSets } from './types.js';

function definition(files: readonly string[], more: Partial<MarkerIconDefinition> = {}) {
  return { ...MARKER_ICON_DEFAULTS, sequence: files.map((f) => ({ f, w: 20, h: 30 })), ...more };
}

const sets: MarkerSets = new Map([
  [
    'abc',
    { icons: [definition(['a', 'b', 'c'], { anchorX: 10, anchorY: 30, infoX: 9, infoY: 2 })] },
  ],
  [
    'shadows',
    {
      icons: [
        definition(['x'], { shadow: { f: 'sx', w: 40, h: 30 } }),
        definition(['y', 'z'], { shadow: { f: 'syz', w: 44, h: 32 } }),
        definition(['plain']),
      ],
    },
  ],
  ['one', { icons: [definition(['only'])] }],
  ['empty', { icons: [definition([])] }],
]);

const url = (icon: MarkerIconOptions | null) => icon?.iconUrl;

describe('createIconSequence: SPEC 4.13 counter', () => {
  it('starts at -1, so the first request without an index gets icon 0, then 1, 2...', () => {
    const iconFor = createIconSequence(sets);
    expect([1, 2, 3].map(() => url(iconFor('abc')))).toEqual(['a', 'b', 'c']);
  });

  it('wraps around modulo the set’s icon count', () => {
    const iconFor = createIconSequence(sets);
    expect(Array.from({ length: 7 }, () => url(iconFor('abc')))).toEqual([
      'a',
      'b',
      'c',
      'a',
      'b',
      'c',
      'a',
    ]);
    expect(url(iconFor('one'))).toBe('only');
    expect(url(iconFor('one'))).toBe('only');
  });

  it('an explicit index picks modulo the count and does not move the counter', () => {
    const iconFor = createIconSequence(sets);
    expect(url(iconFor('abc'))).toBe('a');
    expect(url(iconFor('abc', 0))).toBe('a');
    expect(url(iconFor('abc', 5))).toBe('c');
    expect(url(iconFor('abc', -1))).toBe('c');
    expect(url(iconFor('abc', 1.7))).toBe('b');
    expect(url(iconFor('abc'))).toBe('b');
  });

  it('null or a non-finite index counts as none given', () => {
    const iconFor = createIconSequence(sets);
    expect(
      [null, undefined, Number.NaN, Number.POSITIVE_INFINITY].map((i) => url(iconFor('abc', i))),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps one counter per set, and one set of counters per sequence', () => {
    const iconFor = createIconSequence(sets);
    iconFor('abc');
    expect(url(iconFor('shadows'))).toBe('x');
    expect(url(iconFor('abc'))).toBe('b');
    expect(url(createIconSequence(sets)('abc'))).toBe('a');
  });

  it('matches the model for any mix of requests (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined })),
        (count, requests) => {
          const files = Array.from({ length: count }, (_, i) => `f${i}`);
          const iconFor = createIconSequence(new Map([['s', { icons: [definition(files)] }]]));
          let counter = -1;
          for (const index of requests) {
            if (index === undefined) counter += 1;
            const expected = index ?? counter;
            expect(url(iconFor('s', index))).toBe(`f${((expected % count) + count) % count}`);
          }
        },
      ),
    );
  });
});

describe('createIconSequence: icon options', () => {
  it('gives L.icon options: size, anchor and the popup anchor measured from it', () => {
    const icon = createIconSequence(sets)('abc');
    expect(icon).toEqual({
      iconUrl: 'a',
      iconSize: [20, 30],
      iconAnchor: [10, 30],
      popupAnchor: [-1, -28],
    });
    // Type-level: what it hands out is what Leaflet's L.icon takes.
    const asLeaflet: IconOptions | undefined = icon ?? undefined;
    expect(asLeaflet).toBeDefined();
  });

  it('chooses shadows the same way: each image brings its own definition’s shadow', () => {
    const iconFor = createIconSequence(sets);
    const shadows = Array.from({ length: 5 }, () => iconFor('shadows')).map((icon) => [
      icon?.iconUrl,
      icon?.shadowUrl,
      icon?.shadowSize,
    ]);
    expect(shadows).toEqual([
      ['x', 'sx', [40, 30]],
      ['y', 'syz', [44, 32]],
      ['z', 'syz', [44, 32]],
      ['plain', undefined, undefined],
      ['x', 'sx', [40, 30]],
    ]);
    expect(Object.keys(iconFor('shadows', 3) ?? {})).not.toContain('shadowUrl');
  });

  it('hands out fresh tuples, so a caller changing one changes no other icon', () => {
    const iconFor = createIconSequence(sets);
    const first = iconFor('abc', 0);
    first?.iconSize.splice(0, 2, 1, 1);
    expect(iconFor('abc', 0)?.iconSize).toEqual([20, 30]);
  });
});

describe('createIconSequence: SPEC 5.4 requests', () => {
  it('gives nothing for an empty set name, without a report', () => {
    const report = vi.fn();
    expect(createIconSequence(sets, report)('')).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports the exact legacy message for an unknown set, once per name, and gives null', () => {
    const report = vi.fn();
    const iconFor = createIconSequence(sets, report);
    expect(iconFor('nope')).toBeNull();
    expect(iconFor('nope', 2)).toBeNull();
    expect(iconFor('constructor')).toBeNull();
    expect(iconFor('empty')).toBeNull();
    expect(report.mock.calls).toEqual([
      ['Request for invalid marker set nope!'],
      ['Request for invalid marker set constructor!'],
      ['Request for invalid marker set empty!'],
    ]);
  });

  it('reports to the console by default, never with alert()', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    try {
      expect(createIconSequence(sets)('missing')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).toHaveBeenCalledWith('Request for invalid marker set missing!');
    expect(alert).not.toHaveBeenCalled();
  });
});
