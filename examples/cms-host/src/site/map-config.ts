/**
 * The demo pages' map configs, in the map widget's contract (@stayfront/maps, its settings
 * types; the keys are the legacy map module's, SPEC 3.18, 3.19): the site's own tiles as the
 * base layer, and markers whose content comes from the page or from this site.
 */
import { imageToken } from '../data/images.js';
import type { Listing, ThingToDo } from '../data/listing.js';

/** The base layer: the site's generated tiles (map-routes.ts). */
export const TILE_URL = '/tiles/{z}/{x}/{y}.svg';
/** `rmtcallback`: a remote marker's content is `{this}/{id}` (SPEC 7.7). */
export const MARKER_CONTENT_PATH = '/fragments/map-marker';

/** A remote marker's id: the entity key in URL form, "node/12:en" → "node-12-en". */
export const markerId = (key: string) => imageToken(key);

/** Street level is as close as the generated tiles (and a rough coastline) are worth. */
export const MAP_MAX_ZOOM = 16;
/** Things to do shown on a rental's map: the closest few, within a short drive. */
export const NEARBY_MAX = 5;
export const NEARBY_KM = 8;

/** SPEC 3.19: one marker; its content is the one key of text, rmt, link (or element, tabs). */
export type MarkerConfig = {
  latitude: number;
  longitude: number;
  title: string;
  autoclick?: boolean;
} & ({ text: string } | { rmt: { id: string; params: Record<string, string> } } | { link: string });

/** SPEC 3.18 behaviour flags, all off unless a map says otherwise. */
type Behavior = Record<
  | 'nodrag'
  | 'nokeyboard'
  | 'nomousezoom'
  | 'nocontzoom'
  | 'overview'
  | 'scale'
  | 'collapsehack'
  | 'autozoom'
  | 'extramarkerevents',
  boolean
>;

export interface MapConfig {
  latitude: number;
  longitude: number;
  zoom: number;
  maxzoom: number;
  maptype: 'Map';
  controltype: 'Small';
  baselayers: { Map: { url: string; attribution: string; maxzoom: number } };
  behavior: Behavior;
  markers: MarkerConfig[];
  rmtcallback?: string;
  label: string;
}

const BEHAVIOR: Behavior = {
  nodrag: false,
  nokeyboard: false,
  // The maps sit in a scrolling page: the wheel scrolls it, the +/- buttons and keys zoom.
  nomousezoom: true,
  nocontzoom: false,
  overview: false,
  scale: true,
  collapsehack: false,
  autozoom: false,
  extramarkerevents: false,
};

/** No width or height: the stylesheet reserves the map's box, so waking it moves nothing. */
function baseConfig(place: { latitude: number; longitude: number }, zoom: number) {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    zoom,
    maxzoom: MAP_MAX_ZOOM,
    maptype: 'Map' as const,
    controltype: 'Small' as const,
    baselayers: {
      Map: { url: TILE_URL, attribution: 'Map: generated for the demo', maxzoom: MAP_MAX_ZOOM },
    },
  };
}

/** Great-circle distance in km (haversine; at these distances any formula would do). */
function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The things to do within NEARBY_KM of a listing, closest first, at most NEARBY_MAX. */
export function nearbyThings(listing: Listing, things: readonly ThingToDo[]): ThingToDo[] {
  return things
    .map((thing) => ({ thing, km: distanceKm(listing, thing) }))
    .filter(({ km }) => km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, NEARBY_MAX)
    .map(({ thing }) => thing);
}

/**
 * The rental page's map (section #location): the home as a remote marker (its info window is
 * /fragments/map-marker/<id>), and the things to do nearby as links to their pages (SPEC 4.12).
 */
export function listingMapConfig(listing: Listing, things: readonly ThingToDo[]): MapConfig {
  const nearby = nearbyThings(listing, things);
  return {
    ...baseConfig(listing, 13),
    behavior: {
      ...BEHAVIOR,
      // The map is in a tab panel, hidden until the Location tab is chosen.
      collapsehack: true,
      // With things nearby: the view fits them all (capped at maxzoom, SPEC 9.6), and a button
      // brings them back into view.
      autozoom: nearby.length > 0,
      overview: nearby.length > 0,
    },
    markers: [
      {
        latitude: listing.latitude,
        longitude: listing.longitude,
        title: listing.title,
        rmt: { id: markerId(listing.key), params: {} },
      },
      ...nearby.map((thing) => ({
        latitude: thing.latitude,
        longitude: thing.longitude,
        title: thing.title,
        link: thing.url,
      })),
    ],
    rmtcallback: MARKER_CONTENT_PATH,
    label: nearby.length
      ? `Map of ${listing.title} and things to do nearby`
      : `Map of ${listing.title}`,
  };
}

/** A thing to do's page: its place, with what and where as the marker's text. */
export function thingMapConfig(thing: ThingToDo): MapConfig {
  return {
    ...baseConfig(thing, 14),
    behavior: BEHAVIOR,
    markers: [
      {
        latitude: thing.latitude,
        longitude: thing.longitude,
        title: thing.title,
        text: `${thing.category} in ${thing.town}`,
      },
    ],
    label: `Map of ${thing.title}`,
  };
}

/**
 * The search page's map of results (SPEC 2.3; the `search-map` widget): the map keys above
 * without markers, and the listing fields its markers come from. One marker per home on the
 * search's current page, numbered as the list numbers them, refitted on every answer.
 */
export interface SearchMapConfig extends Omit<MapConfig, 'markers' | 'rmtcallback'> {
  location_field: 'locs_location';
  title_field: 'ss_title';
  link_field: 'ss_url';
  markername: 'numbers';
}

/** All of Cornwall's coast in a map box of about 800 × 360 px. */
export const SEARCH_MAP_ZOOM = 9;

/**
 * The middle of the places' bounding box: the region the listings are in (the Cornish towns, or
 * an imported file's city), shown before the first answer places the markers.
 */
export function regionCentre(places: readonly { latitude: number; longitude: number }[]) {
  if (places.length === 0) throw new Error('no places to centre a map on');
  // A loop, not Math.min(...list): a large imported file would pass the engine's argument limit.
  let [south, north, west, east] = [90, -90, 180, -180];
  for (const { latitude, longitude } of places) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { latitude: round((south + north) / 2), longitude: round((west + east) / 2) };
}

export function searchMapConfig(
  places: readonly { latitude: number; longitude: number }[],
): SearchMapConfig {
  return {
    ...baseConfig(regionCentre(places), SEARCH_MAP_ZOOM),
    // Fitting every page's homes is the point; the overview button brings them back after the
    // visitor has panned or zoomed away.
    behavior: { ...BEHAVIOR, autozoom: true, overview: true },
    location_field: 'locs_location',
    title_field: 'ss_title',
    link_field: 'ss_url',
    markername: 'numbers',
    label: 'Map of the homes on this page',
  };
}
