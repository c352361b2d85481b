/** The demo region: five Cornish coastal towns the generated listings cluster around. */

import type { Random } from './random.js';

export const REGION = 'Cornwall';

export interface Town {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Nightly price multiplier (popular harbours cost more). */
  readonly priceFactor: number;
  /** A local landmark the phrase banks mention. */
  readonly landmark: string;
}

export const TOWNS: readonly Town[] = [
  {
    name: 'St Ives',
    latitude: 50.2105,
    longitude: -5.48,
    priceFactor: 1.25,
    landmark: 'Porthmeor Beach',
  },
  {
    name: 'Padstow',
    latitude: 50.5418,
    longitude: -4.9386,
    priceFactor: 1.2,
    landmark: 'the Camel Estuary',
  },
  {
    name: 'Falmouth',
    latitude: 50.1526,
    longitude: -5.0663,
    priceFactor: 1,
    landmark: 'Pendennis Point',
  },
  {
    name: 'Newquay',
    latitude: 50.4155,
    longitude: -5.0737,
    priceFactor: 0.95,
    landmark: 'Fistral Beach',
  },
  {
    name: 'Fowey',
    latitude: 50.336,
    longitude: -4.636,
    priceFactor: 1.1,
    landmark: 'the Fowey River',
  },
];

/** Maximum jitter around a town centre, in degrees (about 3 km either way at 50°N). */
export const JITTER_LAT = 0.027;
export const JITTER_LON = 0.042;

/** A point uniformly inside the ellipse around a town centre, rounded to 5 decimals (~1 m). */
export function jitter(random: Random, town: Town): { latitude: number; longitude: number } {
  let u = 0;
  let v = 0;
  do {
    u = random.float(-1, 1);
    v = random.float(-1, 1);
  } while (u * u + v * v > 1);
  return {
    latitude: Math.round((town.latitude + u * JITTER_LAT) * 1e5) / 1e5,
    longitude: Math.round((town.longitude + v * JITTER_LON) * 1e5) / 1e5,
  };
}
