import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MARKER_ICON_DEFAULTS } from './defaults.js';
import { parseMarkerSets } from './parse-marker-sets.js';

function parse(raw: unknown, basePath = '/') {
  const warn = vi.fn<(message: string) => void>();
  return { sets: parseMarkerSets(raw, basePath, warn), warnings: warn.mock.calls.flat() };
}

const image = { f: 'a.png', w: 20, h: 34 };

describe('parseMarkerSets: SPEC 3.20 fields', () => {
  it('fills every field a first icon leaves out with the defaults table', () => {
    const { sets, warnings } = parse({ blue: { icons: [{ sequence: [image] }] } });
    expect(sets.get('blue')).toEqual({
      icons: [{ ...MARKER_ICON_DEFAULTS, sequence: [{ f: '/a.png', w: 20, h: 34 }] }],
    });
    expect(MARKER_ICON_DEFAULTS).toEqual({
      key: '',
      name: '',
      sequence: [],
      anchorX: 0,
      anchorY: 0,
      infoX: 0,
      infoY: 0,
      shadow: { f: '', w: 0, h: 0 },
      printImage: '',
      mozPrintImage: '',
      printShadow: '',
      transparent: '',
    });
    expect(warnings).toEqual([]);
  });

  it('reads every field it is given, numbers also as numeric strings', () => {
    const { sets } = parse(
      {
        blue: {
          path: 'markers/blue/',
          icons: [
            {
              key: 'blue',
              name: 'Blue',
              sequence: { f: ['1.png', '2.png'], w: [20], h: [34] },
              anchorX: 10,
              anchorY: '34',
              infoX: 9,
              infoY: 2,
              shadow: { f: 'shadow.png', w: 37, h: 34 },
              printImage: 'p.gif',
              mozPrintImage: 'm.gif',
              printShadow: 'ps.gif',
              transparent: 't.png',
            },
          ],
        },
      },
      '/drupal/',
    );
    expect(sets.get('blue')?.icons).toEqual([
      {
        key: 'blue',
        name: 'Blue',
        sequence: [
          { f: '/drupal/markers/blue/1.png', w: 20, h: 34 },
          { f: '/drupal/markers/blue/2.png', w: 20, h: 34 },
        ],
        anchorX: 10,
        anchorY: 34,
        infoX: 9,
        infoY: 2,
        shadow: { f: '/drupal/markers/blue/shadow.png', w: 37, h: 34 },
        printImage: '/drupal/markers/blue/p.gif',
        mozPrintImage: '/drupal/markers/blue/m.gif',
        printShadow: '/drupal/markers/blue/ps.gif',
        transparent: '/drupal/markers/blue/t.png',
      },
    ]);
  });

  it('a later icon takes the first icon’s value for each field it leaves empty', () => {
    const first = {
      key: 'k',
      name: 'First',
      sequence: [image],
      anchorX: 10,
      anchorY: 34,
      infoX: 9,
      infoY: 2,
      shadow: { f: 's.png', w: 37, h: 34 },
      printImage: 'p.gif',
    };
    const { sets, warnings } = parse({
      set: {
        path: 'm/',
        icons: [
          first,
          { name: 'Second', anchorX: 0, sequence: [{ f: 'b.png', w: 30, h: 40 }] },
          { key: '', name: null, infoY: '', shadow: { f: '' }, sequence: [] },
          { anchorY: 'not a number' },
        ],
      },
    });
    const [one, two, three, four] = sets.get('set')?.icons ?? [];
    expect(two).toEqual({
      ...one,
      name: 'Second',
      anchorX: 0, // 0 is a value, not an empty field
      sequence: [{ f: '/m/b.png', w: 30, h: 40 }],
    });
    expect(three).toEqual(one); // '', null, [] and a shadow without a file are empty
    expect(four).toEqual(one); // a refused value counts as left empty
    expect(one?.shadow).toEqual({ f: '/m/s.png', w: 37, h: 34 });
    expect(warnings).toEqual([
      'markerSets["set"].icons[3].anchorY: expected a number, got "not a number"',
    ]);
  });

  it('joins the base path, the set path and the file name (SPEC 3.20)', () => {
    const raw = {
      s: { path: '/markers/small', icons: [{ sequence: [{ f: 'red.png', w: 1, h: 1 }] }] },
    };
    const url = (base: string) => parse(raw, base).sets.get('s')?.icons[0]?.sequence[0]?.f;
    expect(url('/')).toBe('/markers/small/red.png');
    expect(url('/site/')).toBe('/site/markers/small/red.png');
    expect(url('https://cdn.example.com/site')).toBe(
      'https://cdn.example.com/site/markers/small/red.png',
    );
  });

  it('keeps a set named like an Object.prototype member as an ordinary name', () => {
    const { sets } = parse(
      JSON.parse('{"__proto__": {"icons": [{"sequence": [{"f": "a.png", "w": 1, "h": 1}]}]}}'),
    );
    expect([...sets.keys()]).toEqual(['__proto__']);
  });
});

describe('parseMarkerSets: refusing URLs that leave the site', () => {
  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['//evil.example/x.png'],
    ['../../private.png'],
    ['https://evil.example/x.png'],
  ])('skips the image file %j with a warning', (file) => {
    const { sets, warnings } = parse({
      s: { icons: [{ sequence: [{ f: file, w: 1, h: 1 }, { f: 'ok.png' }] }] },
    });
    expect(sets.get('s')?.icons[0]?.sequence).toEqual([{ f: '/ok.png', w: 1, h: 1 }]);
    expect(warnings).toEqual([
      `markerSets["s"].icons[0].sequence[0].f: refused ${JSON.stringify(file)} (must be a file name on this site)`,
    ]);
  });

  it('refuses bad shadow and print files as left empty, and a bad set path skips the set', () => {
    const { sets, warnings } = parse({
      s: {
        icons: [
          {
            sequence: [image],
            shadow: { f: '//evil/s.png', w: 1, h: 1 },
            printImage: 'javascript:x',
          },
        ],
      },
      t: { path: '../up/', icons: [{ sequence: [image] }] },
    });
    const icon = sets.get('s')?.icons[0];
    expect(icon?.shadow).toEqual(MARKER_ICON_DEFAULTS.shadow);
    expect(icon?.printImage).toBe('');
    expect(sets.has('t')).toBe(false);
    expect(warnings).toEqual([
      'markerSets["s"].icons[0].shadow.f: refused "//evil/s.png" (must be a file name on this site)',
      'markerSets["s"].icons[0].printImage: refused "javascript:x" (must be a file name on this site)',
      'markerSets["t"].path: refused "../up/" (must stay on this site); set skipped',
    ]);
  });

  it('falls back to the site root for a refused base path', () => {
    const { sets, warnings } = parse(
      { s: { icons: [{ sequence: [image] }] } },
      'javascript:alert(1)//',
    );
    expect(sets.get('s')?.icons[0]?.sequence[0]?.f).toBe('/a.png');
    expect(warnings).toEqual([
      'basePath: refused "javascript:alert(1)//"; images are looked up from the site root',
    ]);
  });

  it('never hands out a URL that leaves the site, whatever the pieces', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'javascript:x',
        'data:image/png,x',
        '//h/x',
        '..',
        '%2e%2e',
        'a\\b',
        'http://h/x',
        'ok.png',
        'dir/',
      ),
      fc.string(),
    );
    const base = fc.constantFrom('', '/', '/site/', 'https://cdn.example/');
    fc.assert(
      fc.property(base, piece, piece, piece, (basePath, path, f, shadow) => {
        const { sets } = parse(
          {
            s: {
              path,
              icons: [{ sequence: [{ f, w: 1, h: 1 }], shadow: { f: shadow, w: 1, h: 1 } }],
            },
          },
          basePath,
        );
        for (const icon of sets.get('s')?.icons ?? []) {
          for (const url of [...icon.sequence.map((i) => i.f), icon.shadow.f]) {
            if (url === '') continue;
            const { origin } = new URL(url, 'https://site.example/base/');
            expect([origin, url]).toEqual([
              url.startsWith('https:') ? 'https://cdn.example' : 'https://site.example',
              url,
            ]);
            expect(decodeURIComponent(url).split('/')).not.toContain('..');
          }
        }
      }),
    );
  });
});

describe('parseMarkerSets: bad entries are skipped with warnings, never thrown', () => {
  it('names the key path of each bad entry', () => {
    const { sets, warnings } = parse({
      '': { icons: [{ sequence: [image] }] },
      notAnObject: 3,
      noIcons: { path: 'm/' },
      emptyIcons: { icons: [] },
      badIcon: { icons: ['x', { sequence: [image] }] },
      noImage: { icons: [{ sequence: [{ f: 'a.png' }] }] },
    });
    expect([...sets.keys()]).toEqual(['badIcon']);
    expect(sets.get('badIcon')?.icons).toHaveLength(1);
    expect(warnings).toEqual([
      'markerSets[""]: a set needs a name; skipped',
      'markerSets["notAnObject"]: expected { path, icons }, got 3; skipped',
      'markerSets["noIcons"].icons: expected a list of icons, got undefined; set skipped',
      'markerSets["emptyIcons"].icons: expected a list of icons, got []; set skipped',
      'markerSets["badIcon"].icons[0]: expected an icon definition, got "x"; skipped',
      'markerSets["noImage"].icons[0].sequence: image "/a.png" has no width; skipped',
      'markerSets["noImage"]: no usable image; set skipped',
    ]);
  });

  it('drops a shadow without sizes', () => {
    const { sets, warnings } = parse({
      s: { icons: [{ sequence: [image], shadow: { f: 's.png' } }] },
    });
    expect(sets.get('s')?.icons[0]?.shadow).toEqual(MARKER_ICON_DEFAULTS.shadow);
    expect(warnings).toEqual([
      'markerSets["s"].icons[0].shadow: shadow "s.png" needs a width and a height; ignored',
    ]);
  });

  it('gives no sets for a missing config and warns about one of the wrong kind', () => {
    expect(parse(undefined)).toEqual({ sets: new Map(), warnings: [] });
    expect(parse([1]).warnings).toEqual(['markerSets: expected sets by name, got [1]']);
  });

  it('cuts long values short in warnings', () => {
    const [warning] = parse({ s: 'x'.repeat(500) }).warnings;
    expect(warning?.length).toBeLessThan(120);
  });

  it('does not throw on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (sets, icon) => {
        expect(() => parse(sets)).not.toThrow();
        expect(() => parse({ s: { icons: [icon, icon] } })).not.toThrow();
      }),
    );
  });
});
