/**
 * Imports listings from other sources: a JSON array of flat objects. The default field mapping is
 * Inside Airbnb's "detailed listings" (e.g. `test/fixtures/albany-listings.json`):
 *
 * | Listing        | source field(s), first non-empty wins                                  |
 * | -------------- | ---------------------------------------------------------------------- |
 * | key            | `id` → `node/<id>:en` (row number when missing); propertyCode `VRF-<id>` |
 * | title          | `name` (whitespace collapsed)                                          |
 * | description    | `description`, `neighborhood_overview` (HTML stripped, `<br />` → newline) |
 * | summary        | first sentence of the description                                      |
 * | propertyType   | `property_type` + `room_type`, normalised (see `normalisePropertyType`) |
 * | bedrooms       | `bedrooms`; when missing 1 for rooms, 0 (studio) for entire places      |
 * | bathrooms      | `bathrooms`, else parsed `bathrooms_text` ("1.5 shared baths", "Half-bath"), else 1 |
 * | sleeps         | `accommodates`, else 2 per bedroom (at least 1)                        |
 * | price          | `price` (number or "$1,234.00"); null when missing or not positive     |
 * | amenities      | `amenities` (array or JSON text) grouped by the catalogue, rest in "Other" |
 * | petFriendly    | an amenity "Pets allowed" (consumed, not listed in "Other")             |
 * | town           | `neighbourhood_cleansed`, `neighbourhood` (ALL CAPS → Title Case)       |
 * | region         | `options.region` (default "Albany, NY")                                |
 * | latitude/longitude | `latitude`, `longitude`                                           |
 * | rating         | `review_scores_rating` scaled to 0–5 (0–10 halves, 0–100 ÷ 20), 2 decimals |
 * | reviewCount    | `number_of_reviews`, else 0                                            |
 * | changed        | `last_scraped`, `last_modified` as ISO date-time                      |
 * | images, url    | generated as for demo listings (3–6 SVGs, `/rentals/<slug>-<id>`)       |
 *
 * Rows that are not objects, have no title or no valid coordinates (missing, out of range or
 * 0,0), or repeat an id already imported are skipped; `importListingsWithReport` says how many and
 * why.
 */

import { AMENITY_CATALOGUE, matchAmenity, normaliseAmenityText, OTHER_GROUP } from './amenities.js';
import { listingImageUrl } from './images.js';
import type { AmenityGroup, Listing } from './listing.js';
import { hashString } from './random.js';
import { firstSentence, slugify, stripHtml, titleCaseIfShouting } from './text.js';

export interface ImportFieldMapping {
  readonly id: readonly string[];
  readonly title: readonly string[];
  readonly description: readonly string[];
  readonly propertyType: readonly string[];
  readonly roomType: readonly string[];
  readonly bedrooms: readonly string[];
  readonly bathrooms: readonly string[];
  readonly bathroomsText: readonly string[];
  readonly sleeps: readonly string[];
  readonly price: readonly string[];
  readonly amenities: readonly string[];
  readonly town: readonly string[];
  readonly latitude: readonly string[];
  readonly longitude: readonly string[];
  readonly rating: readonly string[];
  readonly reviewCount: readonly string[];
  readonly changed: readonly string[];
}

/** Inside Airbnb "detailed listings" columns. */
export const INSIDE_AIRBNB_MAPPING: ImportFieldMapping = {
  id: ['id'],
  title: ['name'],
  description: ['description', 'neighborhood_overview'],
  propertyType: ['property_type'],
  roomType: ['room_type'],
  bedrooms: ['bedrooms'],
  bathrooms: ['bathrooms'],
  bathroomsText: ['bathrooms_text'],
  sleeps: ['accommodates'],
  price: ['price'],
  amenities: ['amenities'],
  town: ['neighbourhood_cleansed', 'neighbourhood'],
  latitude: ['latitude'],
  longitude: ['longitude'],
  rating: ['review_scores_rating'],
  reviewCount: ['number_of_reviews'],
  changed: ['last_scraped', 'last_modified'],
};

export interface ImportOptions {
  /** Stop after this many imported listings (skipped rows do not count). */
  readonly limit?: number | undefined;
  /** Field names overriding the Inside Airbnb mapping. */
  readonly mapping?: Partial<ImportFieldMapping> | undefined;
  /** The region every imported listing is in. Default "Albany, NY". */
  readonly region?: string | undefined;
}

export interface ImportProblem {
  /** Index of the row in the input array. */
  readonly index: number;
  readonly reason: 'not an object' | 'no title' | 'no coordinates' | 'duplicate id';
}

export interface ImportResult {
  readonly listings: Listing[];
  readonly skipped: number;
  readonly problems: readonly ImportProblem[];
}

/** `changed` when a row has no usable date. */
export const UNKNOWN_CHANGED = '2024-01-01T00:00:00.000Z';

type Row = Readonly<Record<string, unknown>>;

function first(row: Row, fields: readonly string[]): unknown {
  for (const field of fields) {
    const value = row[field];
    if (value !== null && value !== undefined && value !== '') return value;
  }
  return undefined;
}

function text(row: Row, fields: readonly string[]): string | null {
  const value = first(row, fields);
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : null;
}

function num(row: Row, fields: readonly string[]): number | null {
  const value = first(row, fields);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$€£,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function list(row: Row, fields: readonly string[]): string[] {
  let value = first(row, fields);
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Short labels: the demo's six types plus "Private room", "Shared room", "Hotel room". */
export function normalisePropertyType(
  propertyType: string | null,
  roomType: string | null,
): string {
  const pt = (propertyType ?? '').toLowerCase().trim();
  const rt = (roomType ?? '').toLowerCase();
  if (pt.startsWith('shared room') || rt.includes('shared')) return 'Shared room';
  if (/^room in /.test(pt) || rt.includes('hotel')) return 'Hotel room';
  if (pt.startsWith('private room') || rt.includes('private room')) return 'Private room';
  const rules: readonly [RegExp, string][] = [
    [/villa/, 'Villa'],
    [/cottage|bungalow|chalet|guest ?house|farm stay/, 'Cottage'],
    [/cabin|hut|tiny home|lodge|treehouse/, 'Cabin'],
    [/condo/, 'Condo'],
    [/rental unit|apartment|flat|loft|guest suite|studio/, 'Apartment'],
    [/home|house|place/, 'House'],
  ];
  for (const [pattern, label] of rules) if (pattern.test(pt)) return label;
  const rest = pt.replace(/^entire /, '');
  return rest === '' ? 'House' : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** "1.5 shared baths" → 1.5, "Half-bath" → 0.5, unparsable → null. */
export function parseBathroomsText(value: string | null): number | null {
  if (value === null) return null;
  if (/half-bath/i.test(value)) return 0.5;
  const match = /(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : null;
}

function scaleRating(value: number | null): number | null {
  if (value === null || value < 0) return null;
  if (value <= 5) return round2(value);
  if (value <= 10) return round2(value / 2);
  if (value <= 100) return round2(value / 20);
  return null;
}

function groupAmenities(items: readonly string[]): { groups: AmenityGroup[]; pets: boolean } {
  const byGroup = new Map<string, Set<string>>();
  const other = new Set<string>();
  let pets = false;
  for (const raw of items) {
    const item = normaliseAmenityText(raw);
    if (item === '') continue;
    if (/^pets allowed$/i.test(item)) {
      pets = true;
      continue;
    }
    const match = matchAmenity(item);
    if (match === null) {
      other.add(item);
      continue;
    }
    let set = byGroup.get(match.group);
    if (set === undefined) {
      set = new Set();
      byGroup.set(match.group, set);
    }
    set.add(match.item);
  }
  // Catalogue order for groups and items; "Other" last, in source order.
  const groups: AmenityGroup[] = [];
  for (const definition of AMENITY_CATALOGUE) {
    const found = byGroup.get(definition.group);
    if (found === undefined) continue;
    const items = definition.items.map((item) => item.name).filter((name) => found.has(name));
    groups.push({ group: definition.group, items });
  }
  if (other.size > 0) groups.push({ group: OTHER_GROUP, items: [...other] });
  return { groups, pets };
}

/**
 * Maps `json` (an array of rows) to listings and reports the rows it skipped.
 * @throws TypeError when `json` is not an array.
 */
export function importListingsWithReport(json: unknown, options: ImportOptions = {}): ImportResult {
  if (!Array.isArray(json))
    throw new TypeError('importListings: expected a JSON array of listings');
  const map: ImportFieldMapping = { ...INSIDE_AIRBNB_MAPPING, ...options.mapping };
  const region = options.region ?? 'Albany, NY';
  const limit = options.limit === undefined ? Number.POSITIVE_INFINITY : Math.floor(options.limit);
  const listings: Listing[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < json.length && listings.length < limit; index++) {
    const row: unknown = json[index];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      problems.push({ index, reason: 'not an object' });
      continue;
    }
    const r = row as Row;
    const title = text(r, map.title)?.replace(/\s+/g, ' ').trim() ?? '';
    if (title === '') {
      problems.push({ index, reason: 'no title' });
      continue;
    }
    const latitude = num(r, map.latitude);
    const longitude = num(r, map.longitude);
    if (
      latitude === null ||
      longitude === null ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180 ||
      (latitude === 0 && longitude === 0)
    ) {
      problems.push({ index, reason: 'no coordinates' });
      continue;
    }
    const id = (text(r, map.id) ?? String(index + 1)).replace(/[^A-Za-z0-9_-]+/g, '-');
    if (seen.has(id)) {
      problems.push({ index, reason: 'duplicate id' });
      continue;
    }
    seen.add(id);
    listings.push(mapRow(r, map, { id, title, latitude, longitude, region }));
  }
  return { listings, skipped: problems.length, problems };
}

function mapRow(
  r: Row,
  map: ImportFieldMapping,
  known: { id: string; title: string; latitude: number; longitude: number; region: string },
): Listing {
  const { id, title, latitude, longitude, region } = known;
  const propertyType = normalisePropertyType(text(r, map.propertyType), text(r, map.roomType));
  const isRoom = propertyType.endsWith('room');
  const rawBedrooms = num(r, map.bedrooms);
  const bedrooms = rawBedrooms === null ? (isRoom ? 1 : 0) : Math.max(0, Math.round(rawBedrooms));
  const bathrooms = num(r, map.bathrooms) ?? parseBathroomsText(text(r, map.bathroomsText)) ?? 1;
  const rawSleeps = num(r, map.sleeps);
  const sleeps = Math.max(1, Math.round(rawSleeps ?? bedrooms * 2));
  const rawPrice = num(r, map.price);
  const price = rawPrice !== null && rawPrice > 0 ? round2(rawPrice) : null;
  const town = titleCaseIfShouting(text(r, map.town)?.trim() ?? region);
  const rawDescription = text(r, map.description);
  const stripped = rawDescription === null ? '' : stripHtml(rawDescription);
  const description = stripped === '' ? `${propertyType} in ${town}, sleeps ${sleeps}.` : stripped;
  const { groups, pets } = groupAmenities(list(r, map.amenities));
  const changedValue = text(r, map.changed);
  const changedTime = changedValue === null ? Number.NaN : Date.parse(changedValue);
  const key = `node/${id}:en`;
  const imageCount = 3 + (hashString(key) % 4);
  const images: string[] = [];
  for (let i = 1; i <= imageCount; i++) images.push(listingImageUrl(key, i));
  return {
    key,
    propertyCode: `VRF-${id}`,
    title,
    summary: firstSentence(description),
    description,
    propertyType,
    bedrooms,
    bathrooms,
    sleeps,
    price,
    amenities: groups,
    town,
    region,
    latitude,
    longitude,
    rating: scaleRating(num(r, map.rating)),
    reviewCount: Math.max(0, Math.round(num(r, map.reviewCount) ?? 0)),
    images,
    url: `/rentals/${slugify(title)}-${slugify(id)}`,
    petFriendly: pets,
    changed: Number.isNaN(changedTime) ? UNKNOWN_CHANGED : new Date(changedTime).toISOString(),
  };
}

/** The listings of `json` (see `importListingsWithReport` for what was skipped). */
export function importListings(json: unknown, options: ImportOptions = {}): Listing[] {
  return importListingsWithReport(json, options).listings;
}
