import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMENITY_CATALOGUE } from './amenities.js';
import { amenityDescriptions, generateListings, REGION, TOWNS } from './generate-listings.js';
import { INDEX_ID, type Listing, toSolrDocument } from './listing.js';
import { PROPERTY_TYPES } from './property-types.js';

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const descriptions = amenityDescriptions();
const ALLOWED_PREFIXES = ['ss_', 'sm_', 'its_', 'fts_', 'ds_', 'bs_', 'tm_', 'twm_', 'locs_'];

/** Every problem of a generated listing; empty when it is valid. */
function problems(listing: Listing): string[] {
  const out: string[] = [];
  const check = (ok: boolean, message: string): void => {
    if (!ok) out.push(`${listing.key}: ${message}`);
  };
  const town = TOWNS.find((t) => t.name === listing.town);
  check(town !== undefined, `unknown town ${listing.town}`);
  check(listing.region === REGION, 'region');
  check(Number.isFinite(listing.latitude) && Number.isFinite(listing.longitude), 'coordinates');
  if (town) {
    const km = distanceKm(town.latitude, town.longitude, listing.latitude, listing.longitude);
    check(km <= 3.5, `${km.toFixed(2)} km from ${town.name}`);
  }
  check(/^node\/\d+:en$/.test(listing.key), 'key');
  check(/^VRF-\d{5,}$/.test(listing.propertyCode), 'property code');
  check((PROPERTY_TYPES as readonly string[]).includes(listing.propertyType), 'type');
  check(
    Number.isInteger(listing.bedrooms) && listing.bedrooms >= 1 && listing.bedrooms <= 8,
    'bedrooms',
  );
  check(
    listing.bathrooms >= 1 &&
      listing.bathrooms * 2 === Math.round(listing.bathrooms * 2) &&
      listing.bathrooms <= listing.bedrooms + 0.5,
    `bathrooms ${listing.bathrooms}`,
  );
  check(
    Number.isInteger(listing.sleeps) &&
      listing.sleeps > listing.bedrooms &&
      listing.sleeps <= listing.bedrooms * 2 + 2,
    `sleeps ${listing.sleeps} for ${listing.bedrooms} bedrooms`,
  );
  check(listing.price === null || (Number.isFinite(listing.price) && listing.price > 0), 'price');
  check(
    listing.rating === null
      ? listing.reviewCount === 0
      : listing.rating >= 3 &&
          listing.rating <= 5 &&
          Math.round(listing.rating * 10) === listing.rating * 10 &&
          listing.reviewCount > 0,
    `rating ${listing.rating} with ${listing.reviewCount} reviews`,
  );
  check(listing.title.trim().length > 5 && listing.summary.endsWith('.'), 'title/summary');
  check(listing.description.split('. ').length >= 4, 'multi-sentence description');
  check(listing.amenities.length > 0, 'amenities');
  for (const group of listing.amenities) {
    check(group.items.length > 0, `empty group ${group.group}`);
    for (const item of group.items)
      check(descriptions[item] !== undefined, `no description: ${item}`);
  }
  check(listing.images.length >= 3 && listing.images.length <= 6, 'image count');
  for (const image of listing.images)
    check(/^\/images\/listings\/[a-z0-9-]+\.svg$/.test(image), image);
  check(/^\/rentals\/[a-z0-9-]+$/.test(listing.url), `url ${listing.url}`);
  check(!Number.isNaN(Date.parse(listing.changed)) && listing.changed.endsWith('Z'), 'changed');
  return out;
}

describe('generateListings', () => {
  const listings = generateListings();

  it('makes 500 listings by default, or as many as asked', () => {
    expect(listings).toHaveLength(500);
    expect(generateListings(0)).toEqual([]);
    expect(generateListings(7, 3)).toHaveLength(7);
    expect(() => generateListings(-1)).toThrow(RangeError);
  });

  it('is deterministic: same seed, same listings; another seed, other listings', () => {
    expect(generateListings(500, 1)).toEqual(listings);
    const other = generateListings(500, 2);
    expect(other).not.toEqual(listings);
    expect(other.map((l) => l.title)).not.toEqual(listings.map((l) => l.title));
  });

  it('pins the first listing of seed 1', () => {
    const first = listings[0] as Listing;
    expect({
      key: first.key,
      propertyCode: first.propertyCode,
      title: first.title,
      town: first.town,
      latitude: first.latitude,
      longitude: first.longitude,
      price: first.price,
    }).toEqual({
      key: 'node/1:en',
      propertyCode: 'VRF-10001',
      title: 'Saltwater Flat with Sea Views',
      town: 'St Ives',
      latitude: 50.21198,
      longitude: -5.43959,
      price: 90,
    });
  });

  it('a shorter run is a prefix of a longer one', () => {
    expect(generateListings(40)).toEqual(listings.slice(0, 40));
  });

  it('every listing is valid', () => {
    expect(listings.flatMap(problems)).toEqual([]);
  });

  it('listings are valid for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        expect(generateListings(30, seed).flatMap(problems)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('keys, property codes and URLs are unique', () => {
    for (const field of ['key', 'propertyCode', 'url'] as const) {
      expect(new Set(listings.map((l) => l[field])).size).toBe(listings.length);
    }
    expect(new Set(listings.flatMap((l) => l.images)).size).toBe(
      listings.reduce((sum, l) => sum + l.images.length, 0),
    );
  });

  it('has realistic spreads: every town and type, some nulls, pet-friendly mix', () => {
    expect(new Set(listings.map((l) => l.town)).size).toBe(TOWNS.length);
    expect(new Set(listings.map((l) => l.propertyType)).size).toBe(PROPERTY_TYPES.length);
    const noPrice = listings.filter((l) => l.price === null).length;
    expect(noPrice).toBeGreaterThan(5);
    expect(noPrice).toBeLessThan(50);
    expect(listings.some((l) => l.rating === null)).toBe(true);
    const pets = listings.filter((l) => l.petFriendly).length;
    expect(pets).toBeGreaterThan(50);
    expect(pets).toBeLessThan(450);
    expect(listings.some((l) => l.bathrooms % 1 === 0.5)).toBe(true);
    expect(new Set(listings.map((l) => l.bedrooms))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    // Nobody has every amenity; pools are mostly at villas.
    const items = (l: Listing): string[] => l.amenities.flatMap((g) => g.items);
    const total = AMENITY_CATALOGUE.reduce((sum, g) => sum + g.items.length, 0);
    expect(Math.max(...listings.map((l) => items(l).length))).toBeLessThan(total);
    const pools = listings.filter((l) => items(l).includes('Pool'));
    expect(pools.filter((l) => l.propertyType === 'Villa').length).toBeGreaterThan(
      pools.length / 2,
    );
  });

  it('prices depend on the type and bedrooms', () => {
    const mean = (xs: readonly Listing[]): number => {
      const prices = xs.flatMap((l) => (l.price === null ? [] : [l.price]));
      return prices.reduce((a, b) => a + b, 0) / prices.length;
    };
    expect(mean(listings.filter((l) => l.propertyType === 'Villa'))).toBeGreaterThan(
      mean(listings.filter((l) => l.propertyType === 'Apartment')) * 2,
    );
    expect(mean(listings.filter((l) => l.bedrooms >= 4))).toBeGreaterThan(
      mean(listings.filter((l) => l.bedrooms === 1)),
    );
  });

  it('Solr documents use only the allowed dynamic prefixes plus id and index_id', () => {
    for (const listing of listings) {
      const doc = toSolrDocument(listing);
      expect(doc.id.endsWith(listing.key)).toBe(true);
      expect(doc.index_id).toBe(INDEX_ID);
      for (const [field, value] of Object.entries(doc)) {
        if (field === 'id' || field === 'index_id') continue;
        expect(
          ALLOWED_PREFIXES.some((prefix) => field.startsWith(prefix)),
          field,
        ).toBe(true);
        if (field.startsWith('its_')) expect(Number.isInteger(value)).toBe(true);
        if (field.startsWith('fts_')) expect(Number.isFinite(value)).toBe(true);
        if (field.startsWith('bs_')) expect(typeof value).toBe('boolean');
        if (field.startsWith('sm_') || field.startsWith('tm_'))
          expect(Array.isArray(value)).toBe(true);
        if (field.startsWith('locs_')) expect(value).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
        if (field.startsWith('ds_'))
          expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      }
    }
  });

  it('generates 100,000 listings quickly (benchmark data)', { timeout: 60_000 }, () => {
    const start = performance.now();
    const many = generateListings(100_000);
    const elapsed = performance.now() - start;
    expect(many).toHaveLength(100_000);
    expect(many[99_999]?.key).toBe('node/100000:en');
    expect(elapsed).toBeLessThan(8_000);
  });
});

describe('amenityDescriptions', () => {
  it('describes every catalogue item with a short sentence', () => {
    const names = AMENITY_CATALOGUE.flatMap((g) => g.items.map((i) => i.name));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(descriptions).sort()).toEqual(names.slice().sort());
    for (const text of Object.values(descriptions)) {
      expect(text).toMatch(/^[A-Z].{5,100}\.$/);
    }
  });
});
