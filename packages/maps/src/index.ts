/**
 * @stayfront/maps for sites with a bundler: the map widget module for the loader
 * (`Stayfront.register({ name: 'map', import: async () => mapWidget })`), the settings reader
 * and the map builder. Themers use the classic build (widgets/map.js beside loader.js).
 */
export {
  builtInMarkerSets,
  createIconSequence,
  type IconFor,
  MARKER_COLOURS,
  MARKER_ICON_DEFAULTS,
  type MarkerFile,
  type MarkerIconDefinition,
  type MarkerIconOptions,
  type MarkerSetDefinition,
  type MarkerSets,
  parseMarkerSets,
} from './icons/index.js';
export * as mapWidget from './islands/map.js';
export * as searchMapWidget from './islands/search-map.js';
export {
  CLUSTER_GRID_PX,
  CLUSTER_ICON_SIZES,
  CLUSTER_MIN_SIZE,
  clusterIconSize,
} from './map/cluster-icon.js';
export { createMap, type MapOptions, type StayfrontMap } from './map/create-map.js';
export { DEFAULT_ICON, type IconOptions } from './map/default-icon.js';
export { placeOf, type ResultMarker, resultMarkers } from './search/result-markers.js';
export { parseSearchMapConfig, type SearchMapConfig } from './search/search-map-config.js';
export { cssLength } from './settings/css-length.js';
export { parseLatLong } from './settings/lat-lon.js';
export {
  DEFAULT_MAX_ZOOM,
  DEFAULT_ZOOM,
  parseMapSettings,
} from './settings/parse-map-settings.js';
export type * from './settings/types.js';
