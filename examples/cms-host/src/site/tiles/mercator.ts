/**
 * Web Mercator (EPSG:3857) in the slippy-map scheme Leaflet and every tile server use: zoom `z`
 * has 2^z × 2^z tiles of 256 px, x from the antimeridian eastwards, y from the north edge
 * (about 85.05°N) southwards.
 */

export const TILE_SIZE = 256;
export const MAX_ZOOM = 18;
/** The latitude where the square world ends (atan(sinh(π))). */
export const MAX_LATITUDE = 85.0511287798066;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A position as a fraction of the world square: x and y in 0..1. */
export function project(latitude: number, longitude: number): Point {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (longitude + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/** The inverse of `project`. */
export function unproject(point: Point): { latitude: number; longitude: number } {
  const n = Math.PI - 2 * Math.PI * point.y;
  return {
    latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    longitude: point.x * 360 - 180,
  };
}

/** The tile at zoom `z` that holds a position. */
export function tileOf(latitude: number, longitude: number, z: number): { x: number; y: number } {
  const scale = 2 ** z;
  const { x, y } = project(latitude, longitude);
  const clamp = (value: number) => Math.min(scale - 1, Math.max(0, Math.floor(value * scale)));
  return { x: clamp(x), y: clamp(y) };
}

const INTEGER = /^(?:0|[1-9]\d{0,5})$/;

/**
 * `z`, `x`, `y` from a tile URL's parts, or null: integers in their canonical form (no sign,
 * no leading zero, so each tile has one URL and one cache entry), z in 0..MAX_ZOOM, x and y
 * in 0..2^z-1.
 */
export function parseTile(
  z: string,
  x: string,
  y: string,
): { z: number; x: number; y: number } | null {
  if (!INTEGER.test(z) || !INTEGER.test(x) || !INTEGER.test(y)) return null;
  const tile = { z: Number(z), x: Number(x), y: Number(y) };
  if (tile.z > MAX_ZOOM) return null;
  const count = 2 ** tile.z;
  return tile.x < count && tile.y < count ? tile : null;
}
