import type { MarkerIconDefinition } from './types.js';

/** SPEC 3.20: the value of each icon field that a set's first icon leaves out. */
export const MARKER_ICON_DEFAULTS: MarkerIconDefinition = {
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
};
