import { describe, expect, it, vi } from 'vitest';
import { parseMapSettings } from './parse-map-settings.js';
import type { MarkerSettings } from './types.js';

const PLACE = { latitude: 50.33, longitude: -4.63 };

/** The markers of a map centred at PLACE, and the console warnings reading them gave. */
const read = (markers: unknown): { markers: readonly MarkerSettings[]; warned: string[] } => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const parsed = parseMapSettings({ ...PLACE, markers });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const warned = warn.mock.calls.map(([message]) => String(message));
  warn.mockRestore();
  return { markers: parsed.value.markers, warned };
};

const contentOf = (marker: Record<string, unknown>) => {
  const { markers, warned } = read([{ ...PLACE, ...marker }]);
  expect(warned).toEqual([]);
  expect(markers).toHaveLength(1);
  return markers[0]?.content;
};

/** The marker is warned about (naming `path`) and left out; a good one beside it stays. */
const leftOut = (marker: Record<string, unknown>, path: string) => {
  const { markers, warned } = read([
    { ...PLACE, text: 'Good one' },
    { ...PLACE, ...marker },
  ]);
  expect(markers.map(({ content }) => content)).toEqual([{ kind: 'text', text: 'Good one' }]);
  expect(warned.length).toBeGreaterThan(0);
  expect(warned.join('\n')).toContain(path);
  for (const message of warned) expect(message).toContain('marker left out');
};

describe('markers (SPEC 3.19): content', () => {
  it('reads text', () => {
    expect(contentOf({ text: 'A <b>cottage</b>' })).toEqual({
      kind: 'text',
      text: 'A <b>cottage</b>',
    });
  });

  it('reads a page element, offset 0 by default', () => {
    expect(contentOf({ element: { selector: '.office', offset: 2 } })).toEqual({
      kind: 'element',
      selector: '.office',
      offset: 2,
    });
    expect(contentOf({ element: { selector: '#office' } })).toEqual({
      kind: 'element',
      selector: '#office',
      offset: 0,
    });
  });

  it('reads rmt as a string id, a number id, or an id with params', () => {
    expect(contentOf({ rmt: 'node-12-en' })).toEqual({
      kind: 'remote',
      id: 'node-12-en',
      params: {},
    });
    expect(contentOf({ rmt: 42 })).toEqual({ kind: 'remote', id: '42', params: {} });
    expect(contentOf({ rmt: { id: 7, params: { lang: 'en', view: 'short' } } })).toEqual({
      kind: 'remote',
      id: '7',
      params: { lang: 'en', view: 'short' },
    });
  });

  it('reads tabs', () => {
    const tabs = [
      { title: 'About', text: 'A cottage' },
      { title: 'Prices', text: 'From £80' },
    ];
    expect(contentOf({ tabs })).toEqual({ kind: 'tabs', tabs });
  });

  it('reads a link to a path of this site (SPEC 4.12)', () => {
    expect(contentOf({ link: '/rentals/42?from=map#top' })).toEqual({
      kind: 'link',
      href: '/rentals/42?from=map#top',
    });
  });

  it('reads a marker without content, and its other fields', () => {
    const { markers } = read([
      {
        latlong: '50.2, -5.1',
        title: '  Wheal Rose  ',
        autoclick: true,
        markername: 'numbers',
        offset: 3,
      },
    ]);
    expect(markers).toEqual([
      {
        latitude: 50.2,
        longitude: -5.1,
        title: 'Wheal Rose',
        content: { kind: 'none' },
        autoclick: true,
        markername: 'numbers',
        offset: 3,
      },
    ]);
    expect(read([PLACE]).markers[0]).toMatchObject({
      title: '',
      autoclick: false,
      markername: '',
      offset: null,
    });
  });
});

describe('markers (SPEC 3.19): a bad marker is warned about and left out', () => {
  it('refuses a link off this site', () => {
    leftOut({ link: 'https://evil.example/' }, '$.markers[1].link');
    leftOut({ link: '//evil.example/x' }, '$.markers[1].link');
    leftOut({ link: 'javascript:alert(1)' }, '$.markers[1].link');
    leftOut({ link: '/\\evil.example/x' }, '$.markers[1].link');
    leftOut({ link: 'rentals/42' }, '$.markers[1].link');
  });

  it('refuses two contents at once', () => {
    leftOut({ text: 'A', link: '/rentals/42' }, '$.markers[1]');
    const { warned } = read([{ ...PLACE, text: 'A', rmt: '42' }]);
    expect(warned.join('\n')).toMatch(/text, rmt/);
  });

  it('refuses bad content of each kind', () => {
    leftOut({ text: 42 }, '$.markers[1].text');
    leftOut({ text: 'x'.repeat(5001) }, '$.markers[1].text');
    leftOut({ element: '.office' }, '$.markers[1].element');
    leftOut({ element: { selector: '.office', offset: -1 } }, '$.markers[1].element');
    leftOut({ rmt: '' }, '$.markers[1].rmt');
    leftOut({ rmt: 1.5 }, '$.markers[1].rmt');
    leftOut({ rmt: { id: '7', params: { page: 2 } } }, '$.markers[1].rmt');
    leftOut({ tabs: [] }, '$.markers[1].tabs');
    leftOut({ tabs: [{ title: 'About' }] }, '$.markers[1].tabs');
    leftOut(
      { tabs: Array.from({ length: 11 }, (_, i) => ({ title: `${i}`, text: 'x' })) },
      '$.markers[1].tabs',
    );
  });

  it('refuses bad coordinates', () => {
    leftOut({ latitude: 'north' }, '$.markers[1].latitude');
    leftOut({ latitude: 91 }, '$.markers[1].latitude');
    leftOut({ latitude: undefined, longitude: undefined, latlong: '50' }, '$.markers[1].latlong');
    const { markers, warned } = read([{ text: 'Nowhere' }, { ...PLACE, text: 'Here' }]);
    expect(markers).toHaveLength(1);
    expect(warned.join('\n')).toContain('$.markers[0].latitude');
  });

  it('refuses bad fields', () => {
    leftOut({ title: 3 }, '$.markers[1].title');
    leftOut({ autoclick: 'yes' }, '$.markers[1].autoclick');
    leftOut({ markername: 4 }, '$.markers[1].markername');
    leftOut({ offset: -2 }, '$.markers[1].offset');
    leftOut({ offset: 1.5 }, '$.markers[1].offset');
  });

  it('refuses what is not a marker', () => {
    const { markers, warned } = read([null, 'here', { ...PLACE, text: 'Good one' }]);
    expect(markers).toHaveLength(1);
    expect(warned.join('\n')).toContain('$.markers[0]');
    expect(warned.join('\n')).toContain('$.markers[1]');
  });

  it('refuses a markers value that is not a list, as an issue', () => {
    const parsed = parseMapSettings({ ...PLACE, markers: { text: 'A' } });
    expect('issues' in parsed && parsed.issues.map(({ path }) => path)).toEqual(['$.markers']);
  });

  it('centres on the first marker that was kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parseMapSettings({
      markers: [
        { latlong: '50.2,-5.1', link: 'https://evil.example/' },
        { latlong: '51,-4', text: 'Kept' },
      ],
    });
    expect(parsed).toMatchObject({ value: { latitude: 51, longitude: -4 } });
    expect(warn).toHaveBeenCalled();
  });
});
