import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  importListings,
  importListingsWithReport,
  normalisePropertyType,
  parseBathroomsText,
  UNKNOWN_CHANGED,
} from './import-listings.js';
import { type Listing, toSolrDocument } from './listing.js';

// Inside Airbnb, Albany NY (CC BY 4.0): see test/fixtures/README.md.
const albany: unknown = JSON.parse(
  readFileSync(new URL('../../test/fixtures/albany-listings.json', import.meta.url), 'utf8'),
);
const byKey = (listings: readonly Listing[], id: string): Listing => {
  const listing = listings.find((l) => l.key === `node/${id}:en`);
  if (!listing) throw new Error(`no listing ${id}`);
  return listing;
};

describe('importListings: Albany (Inside Airbnb)', () => {
  const report = importListingsWithReport(albany);
  const { listings } = report;

  it('imports all 421 rows and skips none (every row has a name and coordinates)', () => {
    expect(listings).toHaveLength(421);
    expect(report.skipped).toBe(0);
    expect(report.problems).toEqual([]);
    expect(importListings(albany)).toEqual(listings);
  });

  it('maps a known row exactly', () => {
    expect(byKey(listings, '2992450')).toEqual({
      key: 'node/2992450:en',
      propertyCode: 'VRF-2992450',
      title: 'Luxury 2 bedroom apartment',
      summary: 'The apartment is located in a quiet neighborhood .',
      description:
        "The apartment is located in a quiet neighborhood . Fully furnished. Linens and towels are provided. It's two blocks away from downtown Albany, and the Palace theater.",
      propertyType: 'Apartment',
      bedrooms: 2,
      bathrooms: 1,
      sleeps: 4,
      price: 70,
      amenities: [
        { group: 'Indoor', items: ['Wifi', 'Air conditioning', 'TV'] },
        { group: 'Safety', items: ['Smoke alarm', 'Carbon monoxide alarm'] },
        { group: 'Other', items: ['Kitchen', 'Heating', 'Essentials'] },
      ],
      town: 'Third Ward',
      region: 'Albany, NY',
      latitude: 42.65789,
      longitude: -73.7537,
      rating: 3.56,
      reviewCount: 9,
      images: [1, 2, 3, 4, 5].map((n) => `/images/listings/node-2992450-en-${n}.svg`),
      url: '/rentals/luxury-2-bedroom-apartment-2992450',
      petFriendly: false,
      changed: '2024-11-05T00:00:00.000Z',
    });
  });

  it('rows without price map to null (37 of them), and so do rows without review scores (49)', () => {
    expect(listings.filter((l) => l.price === null)).toHaveLength(37);
    expect(byKey(listings, '3820211').price).toBeNull();
    expect(toSolrDocument(byKey(listings, '3820211'))).not.toHaveProperty('fts_price');
    expect(listings.filter((l) => l.rating === null)).toHaveLength(49);
    for (const l of listings) {
      expect(l.price === null || l.price > 0).toBe(true);
      expect(l.rating === null || (l.rating >= 0 && l.rating <= 5)).toBe(true);
    }
  });

  it('reads bathrooms from bathrooms_text when bathrooms is null', () => {
    // bathrooms null, bathrooms_text "1.5 shared baths", bedrooms null (a private room).
    const room = byKey(listings, '32279028');
    expect(room.bathrooms).toBe(1.5);
    expect(room.bedrooms).toBe(1);
    expect(room.propertyType).toBe('Private room');
    expect(byKey(listings, '3820211').bathrooms).toBe(1);
  });

  it('strips HTML from descriptions', () => {
    const bungalow = byKey(listings, '11253948');
    expect(bungalow.description).not.toMatch(/<br|<\/?[a-z]/i);
    expect(bungalow.description).toContain(
      'around the corner.\n\nTotally renovated with open floor plan.',
    );
    expect(bungalow.propertyType).toBe('House');
    expect(bungalow.petFriendly).toBe(true);
    for (const l of listings) expect(l.description).not.toMatch(/<br\s*\/?>/i);
  });

  it('normalises property types to short labels', () => {
    const counts: Record<string, number> = {};
    for (const l of listings) counts[l.propertyType] = (counts[l.propertyType] ?? 0) + 1;
    expect(counts).toEqual({
      Apartment: 207,
      House: 81,
      'Private room': 110,
      'Hotel room': 12,
      Condo: 8,
      Cottage: 2,
      'Shared room': 1,
    });
  });

  it('groups free-text amenities, keeping unknown ones under "Other"', () => {
    for (const l of listings) {
      const groups = l.amenities.map((g) => g.group);
      expect(new Set(groups).size).toBe(groups.length);
      if (groups.includes('Other')) expect(groups.at(-1)).toBe('Other');
      for (const g of l.amenities) expect(g.items.length).toBeGreaterThan(0);
    }
    const all = listings.flatMap((l) => l.amenities.flatMap((g) => g.items));
    expect(all).not.toContain('Pets allowed');
    expect(listings.filter((l) => l.petFriendly)).toHaveLength(143);
  });

  it('keys, property codes and URLs are unique and site-relative', () => {
    expect(new Set(listings.map((l) => l.key)).size).toBe(421);
    expect(new Set(listings.map((l) => l.propertyCode)).size).toBe(421);
    expect(new Set(listings.map((l) => l.url)).size).toBe(421);
    for (const l of listings) {
      expect(l.url).toMatch(/^\/rentals\/[a-z0-9-]+$/);
      for (const image of l.images) expect(image).toMatch(/^\/images\/listings\/[a-z0-9-]+\.svg$/);
      expect(Number.isFinite(l.latitude) && Number.isFinite(l.longitude)).toBe(true);
    }
  });

  it('honours limit', () => {
    expect(importListings(albany, { limit: 10 })).toEqual(listings.slice(0, 10));
    expect(importListings(albany, { limit: 0 })).toEqual([]);
  });
});

describe('importListings: other input', () => {
  const valid = { id: 7, name: 'Sea Loft', latitude: 50.1, longitude: -5.1 };

  it('skips rows without a title or coordinates, non-objects and repeated ids', () => {
    const report = importListingsWithReport([
      valid,
      { ...valid, id: 8, name: '   ' },
      { ...valid, id: 9, latitude: null },
      { ...valid, id: 10, longitude: 'east' },
      { ...valid, id: 11, latitude: 0, longitude: 0 },
      { ...valid, id: 12, latitude: 123 },
      'not a listing',
      null,
      valid,
    ]);
    expect(report.listings.map((l) => l.key)).toEqual(['node/7:en']);
    expect(report.skipped).toBe(8);
    expect(report.problems.map((p) => [p.index, p.reason])).toEqual([
      [1, 'no title'],
      [2, 'no coordinates'],
      [3, 'no coordinates'],
      [4, 'no coordinates'],
      [5, 'no coordinates'],
      [6, 'not an object'],
      [7, 'not an object'],
      [8, 'duplicate id'],
    ]);
  });

  it('fills in missing fields with documented defaults', () => {
    const [listing] = importListings([valid]);
    expect(listing).toMatchObject({
      key: 'node/7:en',
      propertyCode: 'VRF-7',
      description: 'House in Albany, NY, sleeps 1.',
      propertyType: 'House',
      bedrooms: 0,
      bathrooms: 1,
      sleeps: 1,
      price: null,
      amenities: [],
      town: 'Albany, NY',
      rating: null,
      reviewCount: 0,
      petFriendly: false,
      changed: UNKNOWN_CHANGED,
    });
  });

  it('parses text prices, old rating scales, JSON amenity text and a custom mapping', () => {
    const [listing] = importListings(
      [
        {
          listing_id: 'abc/42',
          title: 'Harbour Flat',
          lat: '50.2',
          lng: '-5.4',
          price: '$1,234.00',
          review_scores_rating: 96,
          amenities: '["Wifi", "Pool", "Kayak", "Pets allowed"]',
          neighbourhood_cleansed: 'St Ives',
        },
      ],
      {
        mapping: { id: ['listing_id'], title: ['title'], latitude: ['lat'], longitude: ['lng'] },
        region: 'Cornwall',
      },
    );
    expect(listing).toMatchObject({
      key: 'node/abc-42:en',
      price: 1234,
      rating: 4.8,
      latitude: 50.2,
      longitude: -5.4,
      town: 'St Ives',
      region: 'Cornwall',
      petFriendly: true,
      amenities: [
        { group: 'Outdoor', items: ['Pool'] },
        { group: 'Indoor', items: ['Wifi'] },
        { group: 'Other', items: ['Kayak'] },
      ],
    });
  });

  it('rejects input that is not an array', () => {
    expect(() => importListings({ listings: [] })).toThrow(TypeError);
  });

  it('never throws on arbitrary rows and accounts for every row', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.object(), fc.anything())), (rows) => {
        const report = importListingsWithReport(rows);
        expect(report.listings.length + report.skipped).toBe(rows.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('import helpers', () => {
  it('normalisePropertyType', () => {
    expect(normalisePropertyType('Entire rental unit', 'Entire home/apt')).toBe('Apartment');
    expect(normalisePropertyType('Entire townhouse', 'Entire home/apt')).toBe('House');
    expect(normalisePropertyType('Room in aparthotel', 'Entire home/apt')).toBe('Hotel room');
    expect(normalisePropertyType('Private room in villa', 'Private room')).toBe('Private room');
    expect(normalisePropertyType('Entire villa', null)).toBe('Villa');
    expect(normalisePropertyType('Tiny home', null)).toBe('Cabin');
    expect(normalisePropertyType('Entire boat', null)).toBe('Boat');
    expect(normalisePropertyType(null, null)).toBe('House');
  });

  it('parseBathroomsText', () => {
    expect(parseBathroomsText('1 bath')).toBe(1);
    expect(parseBathroomsText('1.5 shared baths')).toBe(1.5);
    expect(parseBathroomsText('Half-bath')).toBe(0.5);
    expect(parseBathroomsText('Private half-bath')).toBe(0.5);
    expect(parseBathroomsText('0 shared baths')).toBe(0);
    expect(parseBathroomsText('none')).toBeNull();
    expect(parseBathroomsText(null)).toBeNull();
  });
});
