import { CLUSTER_ICON_SIZES } from '../map/cluster-icon.js';
import { MARKER_ICON_DEFAULTS } from './defaults.js';
import { clusterSvg, pinSvg, svgDataUri } from './svg-pin.js';
import type { MarkerIconDefinition, MarkerSetDefinition } from './types.js';

/**
 * Pin colours of the built-in sets: each at least 3:1 against white (so against any light map
 * background, WCAG 1.4.11) and at least 4.5:1 under their white labels.
 */
export const MARKER_COLOURS = {
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  orange: '#b45309',
  purple: '#6a1b9a',
  gray: '#546e7a',
} as const;

const { red, blue, green, orange, purple } = MARKER_COLOURS;
const COLOURS = Object.entries(MARKER_COLOURS);
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** One definition of same-sized images, anchored as drawn: tip or centre on the position. */
function icon(
  key: string,
  w: number,
  h: number,
  files: readonly string[],
  centred = false,
): MarkerIconDefinition {
  return {
    ...MARKER_ICON_DEFAULTS,
    key,
    name: key,
    sequence: files.map((svg) => ({ f: svgDataUri(svg), w, h })),
    anchorX: w / 2,
    anchorY: centred ? h / 2 : h,
    infoX: w / 2,
    infoY: centred ? h / 2 : 0,
  };
}

/**
 * The named sets of SPEC 3.20, drawn by us, so `markername: "numbers"` works without image files:
 * `small` and `big` (every colour, in turn) and `small red`, `big blue`... (one colour; the
 * legacy set names), `numbers` 1–26, `letters` A–Z, `weekdays` Mo–Su, `route` (start A, end B)
 * and `cluster` (SPEC 9.6 sizes, centred). Drawn once per page (each map's config read used to
 * draw all of them again); each call hands out a new map of them, so a site's own sets of the same
 * name replace them, e.g. `new Map([...builtInMarkerSets(), ...parseMarkerSets(...)])`.
 */
let drawn: ReadonlyMap<string, MarkerSetDefinition> | null = null;

export function builtInMarkerSets(): Map<string, MarkerSetDefinition> {
  drawn ??= drawBuiltInSets();
  return new Map(drawn);
}

function drawBuiltInSets(): Map<string, MarkerSetDefinition> {
  const sets = new Map<string, MarkerSetDefinition>();
  const pins = (
    name: string,
    w: number,
    fills: readonly string[],
    labels: readonly string[] = [],
  ) => {
    const files = Array.from({ length: Math.max(fills.length, labels.length) }, (_, i) =>
      pinSvg(fills[i % fills.length] ?? red, w, w * 1.5, labels[i]),
    );
    sets.set(name, { icons: [icon(name, w, w * 1.5, files)] });
  };
  const upTo26 = Array.from({ length: 26 }, (_, i) => i);
  for (const [size, w] of [
    ['small', 18],
    ['big', 32],
  ] as const) {
    pins(size, w, Object.values(MARKER_COLOURS));
    for (const [colour, fill] of COLOURS) pins(`${size} ${colour}`, w, [fill]);
  }
  pins(
    'numbers',
    24,
    [blue],
    upTo26.map((i) => String(i + 1)),
  );
  pins(
    'letters',
    24,
    [red],
    upTo26.map((i) => String.fromCharCode(65 + i)),
  );
  pins('weekdays', 24, Object.values(MARKER_COLOURS), WEEKDAYS);
  pins('route', 24, [green, red], ['A', 'B']);
  const clusterFills = [blue, green, orange, red, purple];
  sets.set('cluster', {
    icons: CLUSTER_ICON_SIZES.map((s, i) =>
      icon('cluster', s, s, [clusterSvg(clusterFills[i] ?? red, s)], true),
    ),
  });
  return sets;
}
