/**
 * Clipping to a tile's square (with a margin), so a tile at zoom 18 carries a few points near it
 * instead of a coastline millions of pixels across.
 */
import type { Point } from './mercator.js';

export interface Box {
  readonly min: number;
  readonly max: number;
}

type Edge = { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point };

function edges({ min, max }: Box): Edge[] {
  const atX = (a: Point, b: Point, x: number): Point => ({
    x,
    y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x),
  });
  const atY = (a: Point, b: Point, y: number): Point => ({
    x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y),
    y,
  });
  return [
    { inside: (p) => p.x >= min, cross: (a, b) => atX(a, b, min) },
    { inside: (p) => p.x <= max, cross: (a, b) => atX(a, b, max) },
    { inside: (p) => p.y >= min, cross: (a, b) => atY(a, b, min) },
    { inside: (p) => p.y <= max, cross: (a, b) => atY(a, b, max) },
  ];
}

/**
 * Sutherland–Hodgman: the part of a closed polygon inside the box. A concave polygon may come
 * back with edges along the box's sides; that fills correctly, which is all it is used for (the
 * shore line is clipped separately, by `clipSegment`).
 */
export function clipPolygon(ring: readonly Point[], box: Box): Point[] {
  let output: Point[] = [...ring];
  for (const edge of edges(box)) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Point;
      const previous = input[(i + input.length - 1) % input.length] as Point;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cross(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

/**
 * Liang–Barsky: the part of segment a–b inside the box, or null. An end inside the box comes back
 * as the same object, so a caller can tell where a line runs on unclipped.
 */
export function clipSegment(a: Point, b: Point, { min, max }: Box): [Point, Point] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const checks: [number, number][] = [
    [-dx, a.x - min],
    [dx, max - a.x],
    [-dy, a.y - min],
    [dy, max - a.y],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    t0 === 0 ? a : { x: a.x + t0 * dx, y: a.y + t0 * dy },
    t1 === 1 ? b : { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ];
}
