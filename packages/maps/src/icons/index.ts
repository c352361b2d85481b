export { builtInMarkerSets, MARKER_COLOURS } from './built-in-sets.js';
export { MARKER_ICON_DEFAULTS } from './defaults.js';
export { createIconSequence, type IconFor } from './icon-sequence.js';
export { parseMarkerSets } from './parse-marker-sets.js';
export { clusterSvg, pinSvg, svgDataUri } from './svg-pin.js';
export type {
  MarkerFile,
  MarkerIconDefinition,
  MarkerIconOptions,
  MarkerSetDefinition,
  MarkerSets,
} from './types.js';
