/**
 * Deterministic demo listings: the same `(count, seed)` gives the same listings on every run and
 * machine, and `generateListings(n, seed)` is a prefix of `generateListings(m, seed)` for n ≤ m.
 */

import { AMENITY_CATALOGUE } from './amenities.js';
import { listingImageUrl } from './images.js';
import type { AmenityDescriptions, AmenityGroup, Listing } from './listing.js';
import {
  ADJECTIVES,
  AMENITY_SENTENCES,
  CLOSINGS,
  capitalise,
  INTERIORS,
  LOCAL_SENTENCES,
  PET_SENTENCES,
  SETTINGS,
  TITLE_PREFIXES,
} from './phrases.js';
import { PROPERTY_PROFILES, PROPERTY_TYPES, type PropertyType } from './property-types.js';
import { createRandom, type Random } from './random.js';
import { slugify } from './text.js';
import { jitter, REGION, TOWNS, type Town } from './towns.js';

export { generateThingsToDo } from './things-to-do.js';
export { REGION, TOWNS } from './towns.js';

/** Share of listings without a price. */
const NO_PRICE_SHARE = 0.05;
/** Share of listings without a rating (and so without reviews). */
const NO_RATING_SHARE = 0.08;
/** `changed` dates fall in the 400 days before this instant. */
const CHANGED_BEFORE = Date.UTC(2025, 5, 1);

const TYPE_WEIGHT_TOTAL = PROPERTY_TYPES.reduce((sum, t) => sum + PROPERTY_PROFILES[t].weight, 0);

function pickType(random: Random): PropertyType {
  let r = random.next() * TYPE_WEIGHT_TOTAL;
  for (const type of PROPERTY_TYPES) {
    r -= PROPERTY_PROFILES[type].weight;
    if (r < 0) return type;
  }
  return 'House';
}

function pickAmenities(random: Random, type: PropertyType): AmenityGroup[] {
  const groups: AmenityGroup[] = [];
  for (const group of AMENITY_CATALOGUE) {
    const items: string[] = [];
    for (const item of group.items) {
      if (random.chance(item.byType?.[type] ?? item.p)) items.push(item.name);
    }
    if (items.length > 0) groups.push({ group: group.group, items });
  }
  return groups;
}

const TITLE_FEATURES: readonly [string, string][] = [
  ['Hot tub', ' with Hot Tub'],
  ['Pool', ' with Pool'],
  ['Sea view', ' with Sea Views'],
];
const SUMMARY_FEATURES: readonly [string, string][] = [
  ['Pool', ', with a pool'],
  ['Hot tub', ', with a hot tub'],
  ['Sea view', ', with sea views'],
  ['Fireplace', ', with a log burner'],
  ['Garden', ', with a garden'],
];

function bathroomsText(bathrooms: number): string {
  return bathrooms === 1 ? 'one bathroom' : `${bathrooms} bathrooms`;
}

function describe(
  random: Random,
  listing: { type: PropertyType; town: Town; bedrooms: number; bathrooms: number; sleeps: number },
  has: ReadonlySet<string>,
  petFriendly: boolean,
): string {
  const { type, town, bedrooms, bathrooms, sleeps } = listing;
  const sentences = [
    `A ${random.pick(ADJECTIVES)} ${bedrooms}-bedroom ${type.toLowerCase()} ${random.pick(SETTINGS)(town)}.`,
    random.pick(INTERIORS),
    `There ${bedrooms === 1 ? 'is one bedroom' : `are ${bedrooms} bedrooms`} sleeping up to ${sleeps} guests, and ${bathroomsText(bathrooms)}.`,
  ];
  const highlights = random.shuffle(Object.keys(AMENITY_SENTENCES).filter((name) => has.has(name)));
  for (const name of highlights.slice(0, 2)) {
    sentences.push(random.pick(AMENITY_SENTENCES[name] ?? []));
  }
  sentences.push(random.pick(LOCAL_SENTENCES)(town));
  if (petFriendly) sentences.push(random.pick(PET_SENTENCES));
  sentences.push(random.pick(CLOSINGS));
  return sentences.join(' ');
}

function generateOne(random: Random, n: number): Listing {
  const type = pickType(random);
  const profile = PROPERTY_PROFILES[type];
  const town = random.pick(TOWNS);
  const { latitude, longitude } = jitter(random, town);
  // min() of two uniforms skews towards smaller homes.
  const span = profile.maxBedrooms - profile.minBedrooms + 1;
  const bedrooms = profile.minBedrooms + Math.floor(Math.min(random.next(), random.next()) * span);
  const fullBaths = random.int(Math.ceil(bedrooms / 2), Math.max(1, bedrooms - 1));
  const bathrooms = fullBaths + (random.chance(0.3) ? 0.5 : 0);
  const sleeps = Math.max(2, bedrooms + 1, bedrooms * 2 + random.int(-1, 2));
  const amenities = pickAmenities(random, type);
  const has = new Set(amenities.flatMap((group) => group.items));
  const petChance = type === 'Cottage' || type === 'Cabin' ? 0.5 : type === 'House' ? 0.35 : 0.15;
  const petFriendly = random.chance(petChance);

  let price: number | null = null;
  const priceRoll = random.float(0.85, 1.2);
  if (!random.chance(NO_PRICE_SHARE)) {
    const base = profile.basePrice + profile.pricePerBedroom * (bedrooms - 1);
    const premium = (has.has('Sea view') ? 1.1 : 1) * (has.has('Pool') ? 1.15 : 1);
    price = Math.max(40, Math.round((base * town.priceFactor * premium * priceRoll) / 5) * 5);
  }

  let rating: number | null = null;
  let reviewCount = 0;
  if (!random.chance(NO_RATING_SHARE)) {
    rating = Math.round((3 + 2 * Math.max(random.next(), random.next())) * 10) / 10;
    reviewCount = random.int(1, 12) + Math.floor(Math.min(random.next(), random.next()) * 240);
  }

  const prefix = random.pick(TITLE_PREFIXES);
  const feature = TITLE_FEATURES.find(([item]) => has.has(item));
  const suffix = feature && random.chance(0.2) ? feature[1] : '';
  const title = `${prefix} ${random.pick(profile.nouns)}${suffix}`;
  const summaryFeature = SUMMARY_FEATURES.find(([item]) => has.has(item))?.[1] ?? '';
  const summary = `${capitalise(random.pick(ADJECTIVES))} ${type.toLowerCase()} in ${town.name} for up to ${sleeps} guests${summaryFeature}.`;
  const description = describe(
    random,
    { type, town, bedrooms, bathrooms, sleeps },
    has,
    petFriendly,
  );

  const key = `node/${n}:en`;
  const imageCount = random.int(3, 6);
  const images: string[] = [];
  for (let i = 1; i <= imageCount; i++) images.push(listingImageUrl(key, i));
  const changed = new Date(CHANGED_BEFORE - random.int(0, 400 * 86_400) * 1000).toISOString();

  return {
    key,
    propertyCode: `VRF-${10000 + n}`,
    title,
    summary,
    description,
    propertyType: type,
    bedrooms,
    bathrooms,
    sleeps,
    price,
    amenities,
    town: town.name,
    region: REGION,
    latitude,
    longitude,
    rating,
    reviewCount,
    images,
    url: `/rentals/${slugify(title)}-${n}`,
    petFriendly,
    changed,
  };
}

/** `count` demo listings with keys `node/1:en` … `node/<count>:en`. */
export function generateListings(count = 500, seed = 1): Listing[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`generateListings: count must be a non-negative integer, got ${count}`);
  }
  const random = createRandom(seed);
  const listings: Listing[] = new Array(count);
  for (let n = 1; n <= count; n++) listings[n - 1] = generateOne(random, n);
  return listings;
}

/** A short sentence for every amenity item of the catalogue (facet tooltips). */
export function amenityDescriptions(): AmenityDescriptions {
  const descriptions: Record<string, string> = {};
  for (const group of AMENITY_CATALOGUE) {
    for (const item of group.items) descriptions[item.name] = item.description;
  }
  return descriptions;
}
