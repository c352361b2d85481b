import { describe, expect, it } from 'vitest';
import { generateListings } from '../data/generate-listings.js';
import type { Listing } from '../data/listing.js';
import { generateThingsToDo } from '../data/things-to-do.js';
import {
  listingMapConfig,
  MAP_MAX_ZOOM,
  type MarkerConfig,
  NEARBY_KM,
  NEARBY_MAX,
  nearbyThings,
  regionCentre,
  SEARCH_MAP_ZOOM,
  searchMapConfig,
  thingMapConfig,
} from './map-config.js';
import { project, TILE_SIZE } from './tiles/mercator.js';

const listings = generateListings(60);
const things = generateThingsToDo(40, 1, { today: new Date('2027-01-01T00:00:00Z') });
const listing = listings[0] as Listing;

/** SPEC 3.18's keys, and the behaviour flags, as the widget reads them. */
const BEHAVIOR_FLAGS = [
  'nodrag',
  'nokeyboard',
  'nomousezoom',
  'nocontzoom',
  'overview',
  'scale',
  'collapsehack',
  'autozoom',
  'extramarkerevents',
];

const km = (a: { latitude: number; longitude: number }, b: typeof a) =>
  Math.hypot(
    (a.latitude - b.latitude) * 111.2,
    (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180),
  );

describe('the rental page’s map config', () => {
  const config = listingMapConfig(listing, things);

  it('centres on the home, with the site’s tiles as its one base layer', () => {
    expect(config).toMatchObject({
      latitude: listing.latitude,
      longitude: listing.longitude,
      zoom: 13,
      maxzoom: MAP_MAX_ZOOM,
      maptype: 'Map',
      controltype: 'Small',
      baselayers: {
        Map: {
          url: '/tiles/{z}/{x}/{y}.svg',
          attribution: 'Map: generated for the demo',
          maxzoom: MAP_MAX_ZOOM,
        },
      },
      rmtcallback: '/fragments/map-marker',
    });
    expect(Object.keys(config.baselayers)).toEqual(['Map']);
    expect(Object.keys(config.behavior).sort()).toEqual([...BEHAVIOR_FLAGS].sort());
    for (const flag of Object.values(config.behavior)) expect(typeof flag).toBe('boolean');
    // The map is in a tab panel; the wheel scrolls the page.
    expect(config.behavior).toMatchObject({ collapsehack: true, nomousezoom: true });
    expect(config.label).toContain(listing.title);
  });

  it('shows the home as a remote marker: its id is its entity key in URL form', () => {
    expect(config.markers[0]).toEqual({
      latitude: listing.latitude,
      longitude: listing.longitude,
      title: listing.title,
      rmt: { id: listing.key.replace(/[/:]/g, '-'), params: {} },
    });
  });

  it('shows the closest things to do as links to their pages, and fits them in view', () => {
    const others = config.markers.slice(1) as (MarkerConfig & { link: string })[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(NEARBY_MAX);
    const distances = others.map((marker) => km(listing, marker));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const [index, marker] of others.entries()) {
      const thing = things.find((each) => each.url === marker.link);
      expect(thing).toBeDefined();
      expect(marker).toEqual({
        latitude: thing?.latitude,
        longitude: thing?.longitude,
        title: thing?.title,
        link: thing?.url,
      });
      expect(distances[index]).toBeLessThanOrEqual(NEARBY_KM * 1.01);
    }
    // None nearer left out.
    const farthest = Math.max(...distances);
    const shown = new Set(others.map((marker) => marker.link));
    const nearerLeftOut = things.filter((t) => !shown.has(t.url) && km(listing, t) < farthest);
    expect(nearerLeftOut).toEqual([]);
    expect(config.behavior).toMatchObject({ autozoom: true, overview: true });
  });

  it('shows the home alone, without fitting or an overview, when nothing is near', () => {
    const remote = { ...listing, latitude: 50.9, longitude: -4.2 };
    expect(nearbyThings(remote, things)).toEqual([]);
    const alone = listingMapConfig(remote, things);
    expect(alone.markers).toHaveLength(1);
    expect(alone.behavior).toMatchObject({ autozoom: false, overview: false });
    expect(alone.label).toBe(`Map of ${listing.title}`);
  });
});

describe('a thing to do’s map config', () => {
  it('shows its place with what and where as the marker’s text', () => {
    const thing = things[0] as (typeof things)[number];
    const config = thingMapConfig(thing);
    expect(config).toMatchObject({
      latitude: thing.latitude,
      longitude: thing.longitude,
      zoom: 14,
      maxzoom: MAP_MAX_ZOOM,
      baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg' } },
      markers: [
        {
          latitude: thing.latitude,
          longitude: thing.longitude,
          title: thing.title,
          text: `${thing.category} in ${thing.town}`,
        },
      ],
    });
    expect(config).not.toHaveProperty('rmtcallback');
    expect(config.behavior.collapsehack).toBe(false);
  });
});

describe('the search page’s map config (SPEC 2.3, data-widget="search-map")', () => {
  const all = generateListings(500);
  const config = searchMapConfig(all);

  it('has every map key but markers, the listing fields its markers come from, and numbered icons', () => {
    expect(config).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      zoom: 9,
      maxzoom: MAP_MAX_ZOOM,
      maptype: 'Map',
      controltype: 'Small',
      baselayers: {
        Map: {
          url: '/tiles/{z}/{x}/{y}.svg',
          attribution: 'Map: generated for the demo',
          maxzoom: MAP_MAX_ZOOM,
        },
      },
      behavior: {
        nodrag: false,
        nokeyboard: false,
        nomousezoom: true,
        nocontzoom: false,
        overview: true,
        scale: true,
        collapsehack: false,
        autozoom: true,
        extramarkerevents: false,
      },
      location_field: 'locs_location',
      title_field: 'ss_title',
      link_field: 'ss_url',
      markername: 'numbers',
      label: 'Map of the homes on this page',
    });
    expect(MAP_MAX_ZOOM).toBe(16);
    expect(Object.keys(config.behavior).sort()).toEqual([...BEHAVIOR_FLAGS].sort());
  });

  it('centres on the middle of the homes: the Cornish towns between St Ives and Fowey', () => {
    const lats = all.map((each) => each.latitude);
    const lons = all.map((each) => each.longitude);
    expect(config.latitude).toBeCloseTo((Math.min(...lats) + Math.max(...lats)) / 2, 4);
    expect(config.longitude).toBeCloseTo((Math.min(...lons) + Math.max(...lons)) / 2, 4);
    expect(config.latitude).toBeGreaterThan(50.3);
    expect(config.latitude).toBeLessThan(50.4);
    expect(config.longitude).toBeGreaterThan(-5.1);
    expect(config.longitude).toBeLessThan(-5);
  });

  it('zooms to fit every home in the desktop box (about 800 × 360 px), and 9 is the closest zoom that does', () => {
    // The homes' extent in pixels at a zoom: the world is 256 × 2^z px square.
    const extent = (zoom: number) => {
      const points = all.map((each) => project(each.latitude, each.longitude));
      const size = TILE_SIZE * 2 ** zoom;
      const xs = points.map((point) => point.x * size);
      const ys = points.map((point) => point.y * size);
      return {
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      };
    };
    const fits = (zoom: number) => extent(zoom).width <= 800 && extent(zoom).height <= 360;
    expect(SEARCH_MAP_ZOOM).toBe(9);
    expect(fits(SEARCH_MAP_ZOOM)).toBe(true);
    expect(fits(SEARCH_MAP_ZOOM + 1)).toBe(false);
  });

  it('centres on any site’s homes (an imported city), however many there are', () => {
    const albany = [
      { latitude: 42.6, longitude: -73.8 },
      { latitude: 42.7, longitude: -73.7 },
    ];
    expect(searchMapConfig(albany)).toMatchObject({ latitude: 42.65, longitude: -73.75 });
    // More places than a function call may take as arguments.
    const many = Array.from({ length: 300_000 }, (_, index) => ({
      latitude: 50 + (index % 100) / 100,
      longitude: -5 - (index % 10) / 10,
    }));
    expect(regionCentre(many)).toEqual({ latitude: 50.495, longitude: -5.45 });
    expect(() => regionCentre([])).toThrow(/no places/);
  });
});
