/**
 * The map widget's `data-widget-config` (SPEC 3.18, 3.19, 5.3): untrusted JSON from the CMS,
 * read key by key with bounds. A wrong value is an issue with its JSON path (the server's
 * fallback stays); an unknown key is warned about and ignored; invalid sizes are ignored as the
 * legacy form did (SPEC 5.3).
 */
import type { ConfigIssue } from '@stayfront/loader';
import {
  defineWidgetConfig,
  flag,
  isRecord,
  optionalText,
  type Reader,
  reader,
  text,
} from '@stayfront/widgets';
import { builtInMarkerSets } from '../icons/built-in-sets.js';
import { parseMarkerSets } from '../icons/parse-marker-sets.js';
import { readBaseLayers } from './base-layers.js';
import { readCssLength } from './css-length.js';
import { readLatLon } from './lat-lon.js';
import { readMarkers } from './markers.js';
import { readBasePath, readPathPrefix, resolveRmtCallback } from './rmt-callback.js';
import {
  CONTROL_TYPES,
  type ControlType,
  MAP_TYPES,
  type MapBehaviour,
  type MapSettings,
  type MapType,
} from './types.js';

/** Leaflet needs a ceiling (ENVIRONMENT.md); most tile services stop at 18 or 19. */
export const DEFAULT_MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 13;

const BEHAVIOUR_FLAGS = [
  'nodrag',
  'nokeyboard',
  'nomousezoom',
  'nocontzoom',
  'overview',
  'scale',
  'collapsehack',
  'autozoom',
  'extramarkerevents',
] as const satisfies readonly (keyof MapBehaviour)[];

/** `behavior` (the legacy module's spelling): `{ "nodrag": true, … }`. */
const behaviour: Reader<MapBehaviour> = (value, path, issues, element) => {
  const flags = Object.fromEntries(BEHAVIOUR_FLAGS.map((name) => [name, false])) as Record<
    keyof MapBehaviour,
    boolean
  >;
  if (value === undefined) return flags;
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected an object of true/false flags' });
    return flags;
  }
  for (const [name, on] of Object.entries(value)) {
    if (!(BEHAVIOUR_FLAGS as readonly string[]).includes(name))
      console.warn(`Stayfront map: unknown behaviour flag ${path}.${name} ignored.`, element);
    else flags[name as keyof MapBehaviour] = flag(false)(on, `${path}.${name}`, issues);
  }
  return flags;
};

const zoomLevel = (fallback: number): Reader<number> =>
  reader(
    fallback,
    (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 22,
    'a whole number from 0 to 22',
  );

/** `maptype` and `controltype`, matched without regard to case as the legacy forms stored them. */
const choice = <T extends string>(choices: readonly T[], fallback: T): Reader<T> => {
  const read = reader(fallback, (value) => typeof value === 'string', 'a string');
  return (value, path, issues) => {
    const given = read(value, path, issues);
    const found = choices.find((option) => option.toLowerCase() === given.toLowerCase());
    if (!found) issues.push({ path, message: `expected one of ${choices.join(', ')}` });
    return found ?? fallback;
  };
};

const parseRaw = defineWidgetConfig('map', {
  latitude: reader<unknown>(undefined, () => true, ''),
  longitude: reader<unknown>(undefined, () => true, ''),
  latlong: reader<unknown>(undefined, () => true, ''),
  zoom: reader<unknown>(undefined, () => true, ''),
  maxzoom: zoomLevel(DEFAULT_MAX_ZOOM),
  maptype: choice<MapType>(MAP_TYPES, 'Map'),
  controltype: choice<ControlType>(CONTROL_TYPES, 'Small'),
  width: readCssLength,
  height: readCssLength,
  baselayers: readBaseLayers,
  behavior: behaviour,
  // WCAG 2.5.7: on by default; false for a theme that gives the map its own pan buttons.
  pan_buttons: flag(true),
  markers: readMarkers,
  // Resolved below against base_path and path_prefix (rmt-callback.ts, SPEC 7.7).
  rmtcallback: optionalText(2000),
  base_path: readBasePath,
  path_prefix: readPathPrefix,
  // Read below, with icon_path: warnings name their key and the rest of the map still shows.
  markersets: reader<unknown>(undefined, () => true, ''),
  icon_path: text('/', 2000),
  label: text('Map'),
  loading_text: text('Loading…'),
  error_text: text('This content could not be loaded.'),
  places_text: text('places'),
  overview_text: text('Show all places'),
  marker_text: text('Place', 100),
  close_text: text('Close', 100),
  zoom_in_text: text('Zoom in', 100),
  zoom_out_text: text('Zoom out', 100),
  pan_text: text('Move the map', 100),
  pan_up_text: text('Move the map up', 100),
  pan_down_text: text('Move the map down', 100),
  pan_left_text: text('Move the map left', 100),
  pan_right_text: text('Move the map right', 100),
  leaflet_title_text: text('A JavaScript library for interactive maps', 200),
});

/** Validates a map's config; the loader calls it before the map's code mounts. */
export function parseMapSettings(
  raw: unknown,
  element?: Element,
): { readonly value: MapSettings } | { readonly issues: readonly ConfigIssue[] } {
  const parsed = parseRaw(raw, element);
  if (!('value' in parsed)) return parsed;
  const {
    latitude,
    longitude,
    latlong,
    zoom,
    maxzoom,
    behavior,
    loading_text,
    error_text,
    places_text,
    overview_text,
    marker_text,
    close_text,
    zoom_in_text,
    zoom_out_text,
    pan_text,
    pan_up_text,
    pan_down_text,
    pan_left_text,
    pan_right_text,
    leaflet_title_text,
    pan_buttons,
    markersets,
    icon_path,
    rmtcallback,
    base_path,
    path_prefix,
    ...rest
  } = parsed.value;
  const issues: ConfigIssue[] = [];
  const centre = readLatLon({ latitude, longitude, latlong }, '$', issues);
  const firstMarker = rest.markers[0];
  // Without a centre, the first marker's place (a map of one listing needs it once, not twice).
  const where = centre ?? (firstMarker ? [firstMarker.latitude, firstMarker.longitude] : null);
  // Only when none was given: a centre given wrong already has its issue at its own key.
  if (!where && !issues.length)
    issues.push({ path: '$.latitude', message: 'expected a centre or a marker' });
  const level = zoomLevel(Math.min(DEFAULT_ZOOM, maxzoom))(zoom, '$.zoom', issues);
  if (issues.length || !where) return { issues };
  return {
    value: {
      ...rest,
      rmtcallback: resolveRmtCallback(rmtcallback, base_path, path_prefix, element),
      latitude: where[0],
      longitude: where[1],
      maxzoom,
      // SPEC 9.6: the view never goes past maxzoom.
      zoom: Math.min(level, maxzoom),
      behaviour: behavior,
      panButtons: pan_buttons,
      // A site's set replaces a built-in one of the same name.
      markerSets: new Map([
        ...builtInMarkerSets(),
        ...(markersets === undefined
          ? []
          : parseMarkerSets(markersets, icon_path, (message) =>
              console.warn(`Stayfront map: ${message}`, element),
            )),
      ]),
      texts: {
        loading: loading_text,
        failed: error_text,
        places: places_text,
        overview: overview_text,
        marker: marker_text,
        close: close_text,
        zoomIn: zoom_in_text,
        zoomOut: zoom_out_text,
        pan: pan_text,
        panUp: pan_up_text,
        panDown: pan_down_text,
        panLeft: pan_left_text,
        panRight: pan_right_text,
        leafletTitle: leaflet_title_text,
      },
    },
  };
}
