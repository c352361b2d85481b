/**
 * The demo's map tiles (`/tiles/{z}/{x}/{y}.svg`): sea, the land of `coastline.ts` with a shore
 * line, and the demo towns as dots, named where the name fits inside the tile (a label cut at a
 * tile edge would be cut differently by each neighbour). Deterministic, so the server caches them
 * and browsers may keep them for good.
 */
import { escapeXml } from '../../data/images.js';
import { TOWNS } from '../../data/towns.js';
import { type Box, clipPolygon, clipSegment } from './clip.js';
import { LAND } from './coastline.js';
import { LruCache } from './lru.js';
import { type Point, project, TILE_SIZE } from './mercator.js';

export const TILE_COLOURS = {
  sea: '#aad3df',
  land: '#f2efe6',
  shore: '#7eaec2',
  town: '#b3472d',
  label: '#2b2b2b',
} as const;

/** Beyond the tile, so strokes and dots that straddle an edge are drawn whole on both sides. */
const MARGIN = 6;
const BOX: Box = { min: -MARGIN, max: TILE_SIZE + MARGIN };
const DOT_RADIUS = 4;
/** Below these zooms the five towns sit a few pixels apart: dots from 6, names from 8. */
const DOT_MIN_ZOOM = 6;
const LABEL_MIN_ZOOM = 8;
const FONT_SIZE = 12;
/** A generous average glyph width of a sans-serif at FONT_SIZE, so a name that "fits" does. */
const GLYPH_WIDTH = FONT_SIZE * 0.62;

/** Projected once, as fractions of the world square; a tile only scales and shifts them. */
const WORLD_LAND = LAND.map((ring) => ({
  points: ring.points.map(([latitude, longitude]) => project(latitude, longitude)),
  cut: ring.cut,
}));
const WORLD_TOWNS = TOWNS.map((town) => ({
  name: town.name,
  point: project(town.latitude, town.longitude),
}));
const LAND_BOUNDS = WORLD_LAND.flatMap((ring) => ring.points).reduce(
  (box, p) => ({
    minX: Math.min(box.minX, p.x),
    maxX: Math.max(box.maxX, p.x),
    minY: Math.min(box.minY, p.y),
    maxY: Math.max(box.maxY, p.y),
  }),
  { minX: 1, maxX: 0, minY: 1, maxY: 0 },
);

const round = (value: number) => Math.round(value * 10) / 10;
const xy = (p: Point) => `${round(p.x)} ${round(p.y)}`;

const OPEN = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}"><rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${TILE_COLOURS.sea}"/>`;
/** Open sea (and the rest of the world): the same few bytes for every such tile. */
export const SEA_TILE = `${OPEN}</svg>`;

function landPaths(toTile: (p: Point) => Point): string {
  let fill = '';
  let shore = '';
  for (const ring of WORLD_LAND) {
    const local = ring.points.map(toTile);
    const clipped = clipPolygon(local, BOX);
    if (clipped.length >= 3) fill += `M${clipped.map(xy).join('L')}Z`;
    // The pen is at this segment's start when the previous one ended unclipped: one polyline
    // while the shore runs on inside the tile.
    let pen: Point | null = null;
    const edges = ring.cut ? local.length - 1 : local.length;
    for (let i = 0; i < edges; i++) {
      const a = local[i] as Point;
      const b = local[(i + 1) % local.length] as Point;
      const segment = clipSegment(a, b, BOX);
      if (!segment) {
        pen = null;
        continue;
      }
      const [from, to] = segment;
      shore += pen === from ? `L${xy(to)}` : `M${xy(from)}L${xy(to)}`;
      pen = to === b ? b : null;
    }
  }
  return (
    (fill ? `<path d="${fill}" fill="${TILE_COLOURS.land}"/>` : '') +
    (shore
      ? `<path d="${shore}" fill="none" stroke="${TILE_COLOURS.shore}" stroke-width="1.5" stroke-linejoin="round"/>`
      : '')
  );
}

function towns(z: number, toTile: (p: Point) => Point): string {
  if (z < DOT_MIN_ZOOM) return '';
  let out = '';
  for (const town of WORLD_TOWNS) {
    const p = toTile(town.point);
    if (p.x < -DOT_RADIUS - 1 || p.x > TILE_SIZE + DOT_RADIUS + 1) continue;
    if (p.y < -DOT_RADIUS - 1 || p.y > TILE_SIZE + DOT_RADIUS + 1) continue;
    out += `<circle cx="${round(p.x)}" cy="${round(p.y)}" r="${DOT_RADIUS}" fill="${TILE_COLOURS.town}" stroke="#fff" stroke-width="1.5"/>`;
    const left = p.x + DOT_RADIUS + 3;
    const baseline = p.y + FONT_SIZE / 3;
    const fits =
      left >= 0 &&
      left + town.name.length * GLYPH_WIDTH <= TILE_SIZE &&
      baseline - FONT_SIZE >= 0 &&
      baseline + FONT_SIZE / 4 <= TILE_SIZE;
    if (z >= LABEL_MIN_ZOOM && fits) {
      out += `<text x="${round(left)}" y="${round(baseline)}" font-family="system-ui,sans-serif" font-size="${FONT_SIZE}" fill="${TILE_COLOURS.label}" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeXml(town.name)}</text>`;
    }
  }
  return out;
}

/** The tile's SVG. `z`, `x`, `y` must be valid (`parseTile`). */
export function renderTile(z: number, x: number, y: number): string {
  const count = 2 ** z;
  const scale = TILE_SIZE * count;
  const toTile = (p: Point): Point => ({
    x: p.x * scale - x * TILE_SIZE,
    y: p.y * scale - y * TILE_SIZE,
  });
  // A tile far from the land (most of the world, at every zoom) is open sea.
  const pad = MARGIN / scale;
  const nearLand =
    (x + 1) / count + pad >= LAND_BOUNDS.minX &&
    x / count - pad <= LAND_BOUNDS.maxX &&
    (y + 1) / count + pad >= LAND_BOUNDS.minY &&
    y / count - pad <= LAND_BOUNDS.maxY;
  if (!nearLand) return SEA_TILE;
  const body = landPaths(toTile) + towns(z, toTile);
  return body ? `${OPEN}${body}</svg>` : SEA_TILE;
}

/** `renderTile` behind a bounded LRU: a map view asks for the same few dozen tiles again and again. */
export function createTileCache(capacity = 2048): (z: number, x: number, y: number) => string {
  const cache = new LruCache<string, string>(capacity);
  return (z, x, y) => {
    const key = `${z}/${x}/${y}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const svg = renderTile(z, x, y);
    cache.set(key, svg);
    return svg;
  };
}
