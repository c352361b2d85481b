/** The demo's property types and the parameters the generator draws from for each. */

export const PROPERTY_TYPES = ['Villa', 'Cottage', 'Cabin', 'Apartment', 'Condo', 'House'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export interface PropertyTypeProfile {
  /** Relative frequency among generated listings. */
  readonly weight: number;
  readonly minBedrooms: number;
  readonly maxBedrooms: number;
  /** Nightly base price before bedrooms and town. */
  readonly basePrice: number;
  readonly pricePerBedroom: number;
  /** Nouns used in titles ("Harbour View Cottage"). */
  readonly nouns: readonly string[];
}

export const PROPERTY_PROFILES: Readonly<Record<PropertyType, PropertyTypeProfile>> = {
  Villa: {
    weight: 1,
    minBedrooms: 3,
    maxBedrooms: 8,
    basePrice: 220,
    pricePerBedroom: 55,
    nouns: ['Villa', 'Villa', 'Manor', 'Estate'],
  },
  Cottage: {
    weight: 3,
    minBedrooms: 1,
    maxBedrooms: 5,
    basePrice: 95,
    pricePerBedroom: 35,
    nouns: ['Cottage', 'Cottage', 'Cottage', 'Barn'],
  },
  Cabin: {
    weight: 1.5,
    minBedrooms: 1,
    maxBedrooms: 4,
    basePrice: 80,
    pricePerBedroom: 30,
    nouns: ['Cabin', 'Cabin', 'Lodge', 'Hideaway'],
  },
  Apartment: {
    weight: 2.5,
    minBedrooms: 1,
    maxBedrooms: 3,
    basePrice: 70,
    pricePerBedroom: 30,
    nouns: ['Apartment', 'Apartment', 'Loft', 'Flat'],
  },
  Condo: {
    weight: 1.2,
    minBedrooms: 1,
    maxBedrooms: 3,
    basePrice: 85,
    pricePerBedroom: 32,
    nouns: ['Condo', 'Suite', 'Residence'],
  },
  House: {
    weight: 2,
    minBedrooms: 2,
    maxBedrooms: 7,
    basePrice: 120,
    pricePerBedroom: 40,
    nouns: ['House', 'House', 'Retreat', 'Lodge'],
  },
};
