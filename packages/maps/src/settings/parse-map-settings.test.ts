import { describe, expect, it, vi } from 'vitest';
import { OSM_LAYER } from './base-layers.js';
import { DEFAULT_MAX_ZOOM, DEFAULT_ZOOM, parseMapSettings } from './parse-map-settings.js';
import type { MapSettings } from './types.js';

const CENTRE = { latitude: 50.33, longitude: -4.63 };

/** The settings, or the test fails with the issues. */
const valid = (raw: Record<string, unknown>): MapSettings => {
  const parsed = parseMapSettings(raw);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
};

/** The issues' paths, or the test fails because the config was accepted. */
const issuePaths = (raw: unknown): string[] => {
  const parsed = parseMapSettings(raw);
  if ('value' in parsed) throw new Error('expected issues, the config was accepted');
  return parsed.issues.map(({ path }) => path);
};

const warnings = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mock.calls.map(([message]) => String(message));
};

describe('parseMapSettings: defaults (SPEC 3.18)', () => {
  it('fills every setting a map leaves out', () => {
    const settings = valid(CENTRE);
    expect(settings).toMatchObject({
      latitude: 50.33,
      longitude: -4.63,
      zoom: 13,
      maxzoom: 18,
      maptype: 'Map',
      controltype: 'Small',
      width: null,
      height: null,
      baselayers: { Map: OSM_LAYER },
      markers: [],
      rmtcallback: null,
      label: 'Map',
      texts: {
        loading: 'Loading…',
        failed: 'This content could not be loaded.',
        places: 'places',
        overview: 'Show all places',
        marker: 'Place',
        close: 'Close',
        zoomIn: 'Zoom in',
        zoomOut: 'Zoom out',
        pan: 'Move the map',
        panUp: 'Move the map up',
        panDown: 'Move the map down',
        panLeft: 'Move the map left',
        panRight: 'Move the map right',
        leafletTitle: 'A JavaScript library for interactive maps',
      },
      panButtons: true,
    });
    expect(DEFAULT_ZOOM).toBe(13);
    expect(DEFAULT_MAX_ZOOM).toBe(18);
    expect(OSM_LAYER.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(OSM_LAYER.attribution).toContain('OpenStreetMap');
    expect(Object.values(settings.behaviour)).toEqual(Array(9).fill(false));
    expect(Object.keys(settings.behaviour).sort()).toEqual(
      [
        'autozoom',
        'collapsehack',
        'extramarkerevents',
        'nocontzoom',
        'nodrag',
        'nokeyboard',
        'nomousezoom',
        'overview',
        'scale',
      ].sort(),
    );
  });

  it('takes the texts a site gives, and refuses a blank one', () => {
    const settings = valid({
      ...CENTRE,
      label: 'Where the cottage is',
      loading_text: 'Laden…',
      error_text: 'Fehler',
      places_text: 'Orte',
      overview_text: 'Alle',
      marker_text: 'Ort',
      close_text: 'Schließen',
      zoom_in_text: 'Vergrößern',
      zoom_out_text: 'Verkleinern',
      pan_text: 'Karte verschieben',
      pan_up_text: 'Nach oben',
      pan_down_text: 'Nach unten',
      pan_left_text: 'Nach links',
      pan_right_text: 'Nach rechts',
      leaflet_title_text: 'Eine JavaScript-Bibliothek für interaktive Karten',
    });
    expect(settings.label).toBe('Where the cottage is');
    expect(settings.texts).toEqual({
      loading: 'Laden…',
      failed: 'Fehler',
      places: 'Orte',
      overview: 'Alle',
      marker: 'Ort',
      close: 'Schließen',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      pan: 'Karte verschieben',
      panUp: 'Nach oben',
      panDown: 'Nach unten',
      panLeft: 'Nach links',
      panRight: 'Nach rechts',
      leafletTitle: 'Eine JavaScript-Bibliothek für interaktive Karten',
    });
    expect(issuePaths({ ...CENTRE, label: '  ' })).toEqual(['$.label']);
    expect(issuePaths({ ...CENTRE, pan_right_text: '' })).toEqual(['$.pan_right_text']);
  });

  it('turns the pan buttons off with pan_buttons: false, and refuses a value not true or false', () => {
    expect(valid({ ...CENTRE, pan_buttons: false }).panButtons).toBe(false);
    expect(valid({ ...CENTRE, pan_buttons: true }).panButtons).toBe(true);
    expect(issuePaths({ ...CENTRE, pan_buttons: 'no' })).toEqual(['$.pan_buttons']);
    expect(issuePaths({ ...CENTRE, pan_buttons: 0 })).toEqual(['$.pan_buttons']);
  });

  it('refuses a config that is not an object', () => {
    expect(issuePaths(null)).toEqual(['$']);
    expect(issuePaths([CENTRE])).toEqual(['$']);
  });

  it('warns about an unknown key and still shows the map', () => {
    const warned = warnings();
    expect(valid({ ...CENTRE, zooom: 4 }).zoom).toBe(13);
    expect(warned().join('\n')).toContain('zooom');
  });
});

describe('parseMapSettings: the centre (SPEC 3.18, 5.3)', () => {
  it('reads "lat,lon" text, with or without spaces', () => {
    expect(valid({ latlong: '50.1, -5.2' })).toMatchObject({ latitude: 50.1, longitude: -5.2 });
    expect(valid({ latlong: '-33.9,151.2' })).toMatchObject({ latitude: -33.9, longitude: 151.2 });
  });

  it('reads numbers and numeric strings', () => {
    expect(valid({ latitude: '50.1', longitude: ' -5.2 ' })).toMatchObject({
      latitude: 50.1,
      longitude: -5.2,
    });
    expect(valid({ latitude: 0, longitude: 0 })).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('refuses what is not a place, at its JSON path', () => {
    expect(issuePaths({ latlong: '50.1' })).toEqual(['$.latlong']);
    expect(issuePaths({ latlong: '50.1,-5.2,3' })).toEqual(['$.latlong']);
    expect(issuePaths({ latlong: 'north, west' })).toEqual(['$.latlong']);
    expect(issuePaths({ latlong: 50.1 })).toEqual(['$.latlong']);
    expect(issuePaths({ latitude: 'fifty', longitude: -5.2 })).toEqual(['$.latitude']);
    expect(issuePaths({ latitude: 50.1, longitude: '' })).toEqual(['$.longitude']);
    expect(issuePaths({ latitude: 50.1 })).toEqual(['$.longitude']);
    expect(issuePaths({ latitude: Number.NaN, longitude: true })).toEqual([
      '$.latitude',
      '$.longitude',
    ]);
  });

  it('refuses a place out of range, at the key that gave it', () => {
    expect(issuePaths({ latitude: 90.5, longitude: 0 })).toEqual(['$.latitude']);
    expect(issuePaths({ latitude: -91, longitude: 0 })).toEqual(['$.latitude']);
    expect(issuePaths({ latitude: 0, longitude: 180.01 })).toEqual(['$.longitude']);
    expect(issuePaths({ latitude: 100, longitude: -200 })).toEqual(['$.latitude', '$.longitude']);
    expect(issuePaths({ latlong: '91,0' })).toEqual(['$.latlong']);
    // The edges are places.
    expect(valid({ latitude: -90, longitude: 180 })).toMatchObject({
      latitude: -90,
      longitude: 180,
    });
  });

  it('takes the first marker as the centre when none is given', () => {
    const settings = valid({
      markers: [
        { latlong: '50.2,-5.1', text: 'First' },
        { latitude: 51, longitude: -4, text: 'Second' },
      ],
    });
    expect(settings).toMatchObject({ latitude: 50.2, longitude: -5.1 });
  });

  it('keeps a given centre over the first marker', () => {
    const settings = valid({ ...CENTRE, markers: [{ latlong: '50.2,-5.1', text: 'First' }] });
    expect(settings).toMatchObject(CENTRE);
  });

  it('refuses a map with neither a centre nor a marker', () => {
    expect(issuePaths({})).toEqual(['$.latitude']);
    expect(issuePaths({ markers: [] })).toEqual(['$.latitude']);
  });
});

describe('parseMapSettings: zoom (SPEC 3.18, 9.6)', () => {
  it('caps the zoom at maxzoom', () => {
    expect(valid({ ...CENTRE, zoom: 17, maxzoom: 15 })).toMatchObject({ zoom: 15, maxzoom: 15 });
    expect(valid({ ...CENTRE, maxzoom: 10 })).toMatchObject({ zoom: 10, maxzoom: 10 });
    expect(valid({ ...CENTRE, zoom: 4, maxzoom: 15 })).toMatchObject({ zoom: 4, maxzoom: 15 });
    expect(valid({ ...CENTRE, zoom: 0 }).zoom).toBe(0);
  });

  it('refuses a zoom or maxzoom that is not a whole number from 0 to 22', () => {
    expect(issuePaths({ ...CENTRE, zoom: 23 })).toEqual(['$.zoom']);
    expect(issuePaths({ ...CENTRE, zoom: -1 })).toEqual(['$.zoom']);
    expect(issuePaths({ ...CENTRE, zoom: 12.5 })).toEqual(['$.zoom']);
    expect(issuePaths({ ...CENTRE, zoom: '12' })).toEqual(['$.zoom']);
    expect(issuePaths({ ...CENTRE, maxzoom: 30 })).toEqual(['$.maxzoom']);
  });
});

describe('parseMapSettings: width and height (SPEC 5.3)', () => {
  it('keeps a number with a unit', () => {
    expect(valid({ ...CENTRE, width: '400px', height: '50%' })).toMatchObject({
      width: '400px',
      height: '50%',
    });
    expect(valid({ ...CENTRE, width: ' 12.5EM ', height: '.5in' })).toMatchObject({
      width: '12.5em',
      height: '.5in',
    });
    for (const unit of ['em', 'ex', 'px', 'in', 'cm', 'mm', 'pt', 'pc', '%'])
      expect(valid({ ...CENTRE, width: `3${unit}` }).width).toBe(`3${unit}`);
  });

  it('ignores anything else with a warning, and the map still shows', () => {
    for (const size of ['400', '10vw', '1e3px', '-4px', '400 px', 'calc(100% - 4px)', 400]) {
      const warned = warnings();
      const settings = valid({ ...CENTRE, width: size, height: size });
      expect(settings).toMatchObject({ width: null, height: null });
      expect(warned().filter((message) => message.includes('$.width'))).toHaveLength(1);
      expect(warned().filter((message) => message.includes('$.height'))).toHaveLength(1);
      vi.restoreAllMocks();
    }
  });

  it('takes an empty or absent size quietly', () => {
    const warned = warnings();
    expect(valid({ ...CENTRE, width: '', height: null })).toMatchObject({
      width: null,
      height: null,
    });
    expect(warned()).toEqual([]);
  });
});

describe('parseMapSettings: map and control types (SPEC 3.18)', () => {
  it('matches them without regard to case', () => {
    expect(valid({ ...CENTRE, maptype: 'hybrid', controltype: 'NONE' })).toMatchObject({
      maptype: 'Hybrid',
      controltype: 'None',
    });
    expect(valid({ ...CENTRE, maptype: 'Satellite', controltype: 'android' })).toMatchObject({
      maptype: 'Satellite',
      controltype: 'Android',
    });
    expect(valid({ ...CENTRE, maptype: 'PHYSICAL', controltype: 'Large' })).toMatchObject({
      maptype: 'Physical',
      controltype: 'Large',
    });
  });

  it('refuses an unknown one', () => {
    expect(issuePaths({ ...CENTRE, maptype: 'Terrain' })).toEqual(['$.maptype']);
    expect(issuePaths({ ...CENTRE, controltype: 'Big' })).toEqual(['$.controltype']);
    expect(issuePaths({ ...CENTRE, maptype: 1 })).toEqual(['$.maptype']);
  });
});

describe('parseMapSettings: base layers (SPEC 3.18)', () => {
  const layer = (url: string) => ({ ...CENTRE, baselayers: { Map: { url, attribution: '©' } } });

  it('accepts an http(s) tile URL and a path of this site', () => {
    for (const url of [
      'https://{s}.tile.example/{z}/{x}/{y}.png',
      'http://tiles.example/{z}/{x}/{y}.png',
      '/tiles/{z}/{x}/{y}.svg',
    ])
      expect(valid(layer(url)).baselayers.Map?.url).toBe(url);
  });

  it('refuses other schemes, protocol-relative hosts and URLs without {z}', () => {
    for (const url of [
      'javascript:alert(1)//{z}/{x}/{y}',
      'data:image/png;base64,{z}{x}{y}',
      '//evil.example/{z}/{x}/{y}.png',
      'https://tile.example/tile.png',
      'tiles/{z}/{x}/{y}.png',
      '/\\evil.example/{z}/{x}/{y}',
    ])
      expect(issuePaths(layer(url)), url).toEqual(['$.baselayers.Map.url']);
  });

  it('reads each map type, its attribution, subdomains and maxzoom', () => {
    const settings = valid({
      ...CENTRE,
      maptype: 'Satellite',
      baselayers: {
        map: { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Ours' },
        Satellite: {
          url: 'https://{s}.sat.example/{z}/{x}/{y}.jpg',
          attribution: 'Sat <b>Co</b>',
          subdomains: '1234',
          maxzoom: 17,
        },
      },
    });
    expect(settings.baselayers).toEqual({
      Map: { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Ours', subdomains: 'abc', maxZoom: null },
      Satellite: {
        url: 'https://{s}.sat.example/{z}/{x}/{y}.jpg',
        attribution: 'Sat <b>Co</b>',
        subdomains: '1234',
        maxZoom: 17,
      },
    });
  });

  it('refuses an unknown map type and bad layer fields at their paths', () => {
    const url = '/tiles/{z}/{x}/{y}.png';
    expect(issuePaths({ ...CENTRE, baselayers: { Terrain: { url } } })).toEqual([
      '$.baselayers.Terrain',
    ]);
    expect(issuePaths({ ...CENTRE, baselayers: { Map: { url, attribution: 3 } } })).toEqual([
      '$.baselayers.Map.attribution',
    ]);
    expect(issuePaths({ ...CENTRE, baselayers: { Map: { url, subdomains: 'a.b' } } })).toEqual([
      '$.baselayers.Map.subdomains',
    ]);
    expect(issuePaths({ ...CENTRE, baselayers: { Map: { url, maxzoom: 23 } } })).toEqual([
      '$.baselayers.Map.maxzoom',
    ]);
    expect(issuePaths({ ...CENTRE, baselayers: [url] })).toEqual(['$.baselayers']);
  });
});

describe('parseMapSettings: behaviour flags (SPEC 3.18)', () => {
  it('turns on the flags a map gives', () => {
    const settings = valid({ ...CENTRE, behavior: { scale: true, autozoom: true, nodrag: false } });
    expect(settings.behaviour).toMatchObject({ scale: true, autozoom: true, nodrag: false });
    expect(settings.behaviour.overview).toBe(false);
  });

  it('warns about an unknown flag and ignores it', () => {
    const warned = warnings();
    const settings = valid({ ...CENTRE, behavior: { scale: true, fullscreen: true } });
    expect(settings.behaviour.scale).toBe(true);
    expect(settings.behaviour).not.toHaveProperty('fullscreen');
    expect(warned().join('\n')).toContain('$.behavior.fullscreen');
  });

  it('refuses a flag that is not true or false', () => {
    expect(issuePaths({ ...CENTRE, behavior: { scale: 'yes' } })).toEqual(['$.behavior.scale']);
    expect(issuePaths({ ...CENTRE, behavior: { autozoom: 1 } })).toEqual(['$.behavior.autozoom']);
    expect(issuePaths({ ...CENTRE, behavior: ['scale'] })).toEqual(['$.behavior']);
  });
});

describe('parseMapSettings: rmtcallback and marker sets', () => {
  it('reads rmtcallback, blank as none', () => {
    expect(valid({ ...CENTRE, rmtcallback: '/fragments/map-marker' }).rmtcallback).toBe(
      '/fragments/map-marker',
    );
    expect(valid({ ...CENTRE, rmtcallback: ' ' }).rmtcallback).toBeNull();
    expect(issuePaths({ ...CENTRE, rmtcallback: 42 })).toEqual(['$.rmtcallback']);
  });

  it('leaves out an rmtcallback of another site or scheme with a warning naming the key and the element', () => {
    const element = document.createElement('div');
    for (const rmtcallback of [
      'javascript:alert(1)',
      'https://elsewhere.example/rmt',
      '//elsewhere.example/rmt',
    ]) {
      const warned = warnings();
      const parsed = parseMapSettings({ ...CENTRE, rmtcallback }, element);
      expect('value' in parsed && parsed.value.rmtcallback).toBeNull();
      expect(warned().filter((message) => message.includes('$.rmtcallback'))).toHaveLength(1);
      expect(vi.mocked(console.warn).mock.calls.at(-1)?.[1]).toBe(element);
      vi.mocked(console.warn).mockRestore();
    }
    const sameSite = `${location.origin}/fragments/map-marker`;
    expect(valid({ ...CENTRE, rmtcallback: sameSite }).rmtcallback).toBe(sameSite);
  });

  it('puts a legacy Drupal-path rmtcallback under base_path and path_prefix (SPEC 7.7)', () => {
    // {basePath}{pathPrefix}{rmtcallback}: not under the page's own folder.
    expect(valid({ ...CENTRE, rmtcallback: 'map/node/load' }).rmtcallback).toBe('/map/node/load');
    expect(
      valid({ ...CENTRE, rmtcallback: 'map/node/load', base_path: '/holidays', path_prefix: 'fr/' })
        .rmtcallback,
    ).toBe('/holidays/fr/map/node/load');
    expect(
      valid({ ...CENTRE, rmtcallback: 'map/node/load', base_path: '/', path_prefix: 'en' })
        .rmtcallback,
    ).toBe('/en/map/node/load');
    // A path from the root, or a URL of this site, is taken as it is.
    expect(
      valid({ ...CENTRE, rmtcallback: '/fragments/map-marker', base_path: '/holidays/' })
        .rmtcallback,
    ).toBe('/fragments/map-marker');
    // The two keys are read, not passed on, and a path that would leave the site is an issue.
    expect(valid({ ...CENTRE, base_path: '/x/' })).not.toHaveProperty('base_path');
    expect(
      issuePaths({ ...CENTRE, base_path: 'javascript:alert(1)', path_prefix: '../admin/' }),
    ).toEqual(['$.base_path', '$.path_prefix']);
  });

  it('has the built-in sets, and a site set of the same name replaces the built-in one', () => {
    const builtIn = valid(CENTRE).markerSets;
    expect(builtIn.get('numbers')?.icons[0]?.sequence).toHaveLength(26);
    const settings = valid({
      ...CENTRE,
      icon_path: '/themes/site/',
      markersets: {
        numbers: { path: 'markers/', icons: [{ sequence: [{ f: 'one.png', w: 20, h: 34 }] }] },
        own: { path: 'own/', icons: [{ sequence: [{ f: 'a.png', w: 20, h: 34 }] }] },
      },
    });
    const numbers = settings.markerSets.get('numbers')?.icons;
    expect(numbers).toHaveLength(1);
    expect(numbers?.[0]?.sequence).toEqual([{ f: '/themes/site/markers/one.png', w: 20, h: 34 }]);
    expect(settings.markerSets.get('own')?.icons[0]?.sequence[0]?.f).toBe('/themes/site/own/a.png');
    // The other built-in sets stay.
    expect(settings.markerSets.get('letters')).toEqual(builtIn.get('letters'));
  });

  it('warns about a bad site set and keeps the built-in one', () => {
    const warned = warnings();
    const settings = valid({
      ...CENTRE,
      markersets: { numbers: { path: 'https://evil.example/', icons: [] } },
    });
    expect(settings.markerSets.get('numbers')?.icons[0]?.sequence).toHaveLength(26);
    expect(warned().join('\n')).toContain('numbers');
  });
});
