import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LATITUDE, parseTile, project, tileOf, unproject } from './mercator.js';

describe('Web Mercator in the slippy-map scheme', () => {
  it('puts 0°,0° in the middle of the world and the square’s corners at ±85.05°, ±180°', () => {
    expect(project(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    const northWest = project(MAX_LATITUDE, -180);
    expect(northWest.x).toBe(0);
    expect(northWest.y).toBeCloseTo(0, 12);
    const southEast = project(-MAX_LATITUDE, 180);
    expect(southEast.x).toBe(1);
    expect(southEast.y).toBeCloseTo(1, 12);
    // Beyond the square's edge the poles clamp instead of going to infinity.
    expect(project(90, 0).y).toBeCloseTo(0, 12);
  });

  it('finds the tiles any slippy map would: Land’s End and Falmouth', () => {
    // The numbers the OpenStreetMap wiki's lon2tile/lat2tile (asinh(tan φ)) give.
    expect(tileOf(50.066, -5.716, 10)).toEqual({ x: 495, y: 346 });
    expect(tileOf(50.1526, -5.0663, 14)).toEqual({ x: 7961, y: 5545 });
    expect(tileOf(50.1526, -5.0663, 0)).toEqual({ x: 0, y: 0 });
  });

  it('unprojects what it projects', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const back = unproject(project(latitude, longitude));
          expect(back.latitude).toBeCloseTo(latitude, 9);
          expect(back.longitude).toBeCloseTo(longitude, 9);
        },
      ),
    );
  });

  it('accepts tiles with z in 0..18 and x, y in 0..2^z-1, written canonically', () => {
    expect(parseTile('0', '0', '0')).toEqual({ z: 0, x: 0, y: 0 });
    expect(parseTile('18', '262143', '262143')).toEqual({ z: 18, x: 262143, y: 262143 });
    expect(parseTile('10', '495', '347')).toEqual({ z: 10, x: 495, y: 347 });
    for (const [z, x, y] of [
      ['19', '0', '0'],
      ['0', '1', '0'],
      ['0', '0', '1'],
      ['1', '2', '0'],
      ['18', '262144', '0'],
      ['-1', '0', '0'],
      ['1', '-0', '0'],
      ['01', '0', '0'],
      ['2', '1.5', '0'],
      ['2', '1e0', '0'],
      ['2', ' 1', '0'],
      ['2', '0x1', '0'],
      ['', '0', '0'],
      ['99999999', '0', '0'],
    ] as const) {
      expect(parseTile(z, x, y), `${z}/${x}/${y}`).toBeNull();
    }
  });
});
