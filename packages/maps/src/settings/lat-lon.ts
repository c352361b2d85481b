/**
 * A place, given as `latitude` and `longitude` numbers (or numeric strings, as CMS settings store
 * them) or as one `latlong: "lat,lon"` text (SPEC 5.3). Out of range or not a number: an issue.
 */
import type { ConfigIssue } from '@stayfront/loader';

export type LatLon = readonly [latitude: number, longitude: number];

const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const RANGE = 'latitude must be within ±90 and longitude within ±180';

/** `"50.15,-5.07"` (spaces allowed) → [50.15, -5.07]; else null. */
export function parseLatLong(value: unknown): LatLon | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [latitude, longitude] = parts.map(coordinate);
  return latitude == null || longitude == null ? null : [latitude, longitude];
}

/**
 * Reads the place at `path` from an object's `latitude`/`longitude` or `latlong`; null when it
 * gives none (the caller decides whether one is required).
 */
export function readLatLon(
  source: { readonly latitude?: unknown; readonly longitude?: unknown; readonly latlong?: unknown },
  path: string,
  issues: ConfigIssue[],
): LatLon | null {
  const { latitude, longitude, latlong } = source;
  let place: LatLon | null = null;
  if (latlong !== undefined) {
    place = parseLatLong(latlong);
    if (!place) issues.push({ path: `${path}.latlong`, message: 'expected "latitude,longitude"' });
  } else if (latitude !== undefined || longitude !== undefined) {
    const pair = [coordinate(latitude), coordinate(longitude)] as const;
    if (pair[0] === null) issues.push({ path: `${path}.latitude`, message: 'expected a number' });
    if (pair[1] === null) issues.push({ path: `${path}.longitude`, message: 'expected a number' });
    if (pair[0] !== null && pair[1] !== null) place = [pair[0], pair[1]];
  }
  if (!place) return null;
  // Out of range: the issue names the key that gave the place, as a wrong type's does.
  const [latitudeOut, longitudeOut] = [Math.abs(place[0]) > 90, Math.abs(place[1]) > 180];
  if (latlong !== undefined && (latitudeOut || longitudeOut))
    issues.push({ path: `${path}.latlong`, message: RANGE });
  else {
    if (latitudeOut) issues.push({ path: `${path}.latitude`, message: RANGE });
    if (longitudeOut) issues.push({ path: `${path}.longitude`, message: RANGE });
  }
  return latitudeOut || longitudeOut ? null : place;
}
