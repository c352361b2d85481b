import { describe, expect, it } from 'vitest';
import { TOWNS } from '../../data/towns.js';
import { clipPolygon, clipSegment } from './clip.js';
import { LAND } from './coastline.js';
import { LruCache } from './lru.js';
import { tileOf } from './mercator.js';
import { createTileCache, renderTile, SEA_TILE, TILE_COLOURS } from './render-tile.js';

/** Ray casting: whether a position is inside a ring of [latitude, longitude] pairs. */
function inside(ring: readonly (readonly [number, number])[], lat: number, lon: number): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lonI] = ring[i] as readonly [number, number];
    const [latJ, lonJ] = ring[j] as readonly [number, number];
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI)
      result = !result;
  }
  return result;
}

const landPath = (svg: string) => /<path d="([^"]+)" fill="#f2efe6"\/>/.exec(svg)?.[1];

describe('the coastline', () => {
  it('has every demo town on land', () => {
    const mainland = LAND[0]?.points ?? [];
    expect(mainland.length).toBeGreaterThanOrEqual(30);
    for (const town of TOWNS) expect(inside(mainland, town.latitude, town.longitude)).toBe(true);
  });

  it('leaves the open Atlantic and the Channel at sea', () => {
    expect(LAND.some((ring) => inside(ring.points, 50.5, -5.6))).toBe(false);
    expect(LAND.some((ring) => inside(ring.points, 49.9, -4.8))).toBe(false);
  });
});

describe('a map tile', () => {
  it('is open sea, the same small SVG, far from Cornwall', () => {
    expect(renderTile(0, 0, 0)).not.toBe(SEA_TILE); // the whole world holds Cornwall
    const atlantic = tileOf(48, -20, 8);
    expect(renderTile(8, atlantic.x, atlantic.y)).toBe(SEA_TILE);
    expect(SEA_TILE).toContain(`fill="${TILE_COLOURS.sea}"`);
    expect(SEA_TILE).not.toContain('<path');
  });

  it('differs over the sea and over land, and is all land inland', () => {
    const sea = tileOf(50.5, -5.6, 12);
    const land = tileOf(50.4, -4.8, 12);
    const seaTile = renderTile(12, sea.x, sea.y);
    const landTile = renderTile(12, land.x, land.y);
    expect(seaTile).toBe(SEA_TILE);
    expect(landTile).not.toBe(seaTile);
    // Inland at zoom 12: the land fills the square (with its margin), and there is no shore.
    const corners = (landPath(landTile) ?? '').slice(1, -1).split('L').sort();
    expect(corners).toEqual(['-6 -6', '-6 262', '262 -6', '262 262']);
    expect(landTile).not.toContain(`stroke="${TILE_COLOURS.shore}"`);
  });

  it('draws the shore and the land near a coast, in the tile’s own pixels', () => {
    const falmouth = tileOf(50.14, -5.045, 11);
    const svg = renderTile(11, falmouth.x, falmouth.y);
    expect(svg).toContain(`stroke="${TILE_COLOURS.shore}"`);
    const numbers = (landPath(svg) ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(numbers.length).toBeGreaterThan(6);
    for (const n of numbers) expect(Math.abs(n - 128)).toBeLessThanOrEqual(134);
  });

  it('shows the towns as dots from zoom 6 and names them from zoom 8 where the name fits', () => {
    const at = (z: number) => {
      const { x, y } = tileOf(50.4155, -5.0737, z);
      return renderTile(z, x, y);
    };
    expect(at(5)).not.toContain('<circle');
    expect(at(6)).toContain('<circle');
    expect(at(7)).not.toContain('>Newquay</text>');
    expect(at(12)).toContain('>Newquay</text>');
    // At zoom 10 Padstow's dot is near its tile's right edge: its name would be cut, so it is left out.
    const padstow = tileOf(50.5418, -4.9386, 10);
    const tile = renderTile(10, padstow.x, padstow.y);
    expect(tile).toContain('<circle');
    expect(tile).not.toContain('Padstow');
  });

  it('is well-formed SVG of 256 px with no outside references', () => {
    const { x, y } = tileOf(50.2105, -5.48, 12);
    const svg = renderTile(12, x, y);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"')).toBe(
      true,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|url\(/);
    expect(svg).not.toMatch(/NaN|Infinity/);
  });

  it('keeps zoom 18 small: only the points near the tile', () => {
    const { x, y } = tileOf(50.145, -5.045, 18);
    const svg = renderTile(18, x, y);
    expect(svg.length).toBeLessThan(2000);
    expect(svg).not.toMatch(/\d{5,}/);
  });
});

describe('clipping', () => {
  const box = { min: 0, max: 10 };
  it('cuts a polygon to the box', () => {
    const square = [
      { x: -5, y: -5 },
      { x: 5, y: -5 },
      { x: 5, y: 5 },
      { x: -5, y: 5 },
    ];
    expect(clipPolygon(square, box)).toEqual(
      expect.arrayContaining([
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 5, y: 5 },
        { x: 0, y: 5 },
      ]),
    );
    expect(
      clipPolygon(
        square.map((p) => ({ x: p.x - 20, y: p.y })),
        box,
      ),
    ).toEqual([]);
  });

  it('cuts a segment to the box and keeps an end inside as it is', () => {
    const a = { x: 5, y: 5 };
    const cut = clipSegment(a, { x: 15, y: 5 }, box);
    expect(cut?.[0]).toBe(a);
    expect(cut?.[1]).toEqual({ x: 10, y: 5 });
    expect(clipSegment({ x: -1, y: -1 }, { x: -5, y: 20 }, box)).toBeNull();
  });
});

describe('the tile cache', () => {
  it('answers a repeated tile from the cache and forgets the least recently used', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
    const tile = createTileCache(4);
    const { x, y } = tileOf(50.2105, -5.48, 12);
    expect(tile(12, x, y)).toBe(renderTile(12, x, y));
    expect(tile(12, x, y)).toBe(tile(12, x, y));
  });
});
