/**
 * The amenity catalogue: groups, items, their tooltip sentences, how often generated listings of
 * each property type have them, and the free-text patterns an import maps onto them.
 */

import type { PropertyType } from './property-types.js';

export interface AmenityDefinition {
  readonly name: string;
  /** One short sentence, shown as a facet tooltip. */
  readonly description: string;
  /** Probability a generated listing has it. */
  readonly p: number;
  /** Per-type probabilities overriding `p`. */
  readonly byType?: Partial<Record<PropertyType, number>>;
  /** Matches an imported free-text amenity (lower-cased, whitespace collapsed). */
  readonly match: RegExp;
}

export interface AmenityGroupDefinition {
  readonly group: string;
  readonly items: readonly AmenityDefinition[];
}

/** Imported amenities that match no catalogue item land in this group. */
export const OTHER_GROUP = 'Other';

export const AMENITY_CATALOGUE: readonly AmenityGroupDefinition[] = [
  {
    group: 'Outdoor',
    items: [
      {
        name: 'Pool',
        description: 'A swimming pool guests can use during their stay.',
        p: 0.05,
        byType: { Villa: 0.7, House: 0.12 },
        match: /^(private |shared )?(indoor |outdoor |heated )?pool\b(?! table| view)/,
      },
      {
        name: 'Hot tub',
        description: 'An outdoor hot tub, ready for a soak after a day out.',
        p: 0.15,
        byType: { Villa: 0.5, Cabin: 0.45, House: 0.2 },
        match: /hot tub|jacuzzi/,
      },
      {
        name: 'BBQ grill',
        description: 'A barbecue grill for cooking outdoors.',
        p: 0.4,
        byType: { Apartment: 0.1, Condo: 0.15 },
        match: /\b(bbq|barbecue) grill/,
      },
      {
        name: 'Garden',
        description: 'A private or shared garden to relax in.',
        p: 0.6,
        byType: { Apartment: 0.15, Condo: 0.15 },
        match: /backyard|\bgarden\b(?! view)/,
      },
      {
        name: 'Patio or balcony',
        description: 'A patio, terrace or balcony with outdoor seating.',
        p: 0.55,
        match: /patio|balcony|terrace/,
      },
      {
        name: 'Sea view',
        description: 'Views of the sea from the property.',
        p: 0.35,
        byType: { Cabin: 0.15 },
        match: /\b(sea|ocean|bay|harbou?r|beach) views?\b/,
      },
      {
        name: 'Fire pit',
        description: 'An outdoor fire pit for evenings under the stars.',
        p: 0.1,
        byType: { Cabin: 0.45, Villa: 0.25 },
        match: /fire pit/,
      },
      {
        name: 'Outdoor dining area',
        description: 'A table and chairs for eating outside.',
        p: 0.4,
        byType: { Apartment: 0.15, Condo: 0.2 },
        match: /outdoor dining/,
      },
      {
        name: 'Outdoor shower',
        description: 'An outdoor shower to rinse off sand and salt.',
        p: 0.08,
        byType: { Villa: 0.2, House: 0.12 },
        match: /outdoor shower/,
      },
    ],
  },
  {
    group: 'Indoor',
    items: [
      {
        name: 'Wifi',
        description: 'Wireless internet throughout the property.',
        p: 0.95,
        match: /\bwi-?fi\b/,
      },
      {
        name: 'Fireplace',
        description: 'An open fireplace or wood-burning stove.',
        p: 0.3,
        byType: { Cottage: 0.6, Cabin: 0.75, House: 0.4, Apartment: 0.06, Condo: 0.05 },
        match: /^(indoor )?fireplace(?! guard)|wood-?burning stove|log burner/,
      },
      {
        name: 'Air conditioning',
        description: 'Air conditioning to keep rooms cool in summer.',
        p: 0.15,
        byType: { Villa: 0.6, Condo: 0.45, Apartment: 0.25 },
        match: /air conditioning|\bac\b/,
      },
      {
        name: 'Washing machine',
        description: 'A washing machine guests may use.',
        p: 0.75,
        match: /^(free |paid )?washer\b|washing machine/,
      },
      {
        name: 'Tumble dryer',
        description: 'A tumble dryer for laundry.',
        p: 0.45,
        match: /^(free |paid )?dryer\b|tumble dryer/,
      },
      {
        name: 'TV',
        description: 'A television, often with streaming apps.',
        p: 0.9,
        match: /\b(hd)?tv\b/,
      },
      {
        name: 'Dedicated workspace',
        description: 'A desk and chair suitable for working remotely.',
        p: 0.35,
        match: /workspace/,
      },
      {
        name: 'Games room',
        description: 'A room with games such as pool, table tennis or arcade machines.',
        p: 0.05,
        byType: { Villa: 0.35, House: 0.15 },
        match: /pool table|ping pong|games? room|arcade/,
      },
      {
        name: 'Sauna',
        description: 'A private sauna.',
        p: 0.03,
        byType: { Villa: 0.2, Cabin: 0.15 },
        match: /sauna/,
      },
    ],
  },
  {
    group: 'Kitchen',
    items: [
      {
        name: 'Dishwasher',
        description: 'A dishwasher in the kitchen.',
        p: 0.65,
        byType: { Apartment: 0.45, Cabin: 0.4 },
        match: /dishwasher/,
      },
      {
        name: 'Coffee machine',
        description: 'A coffee machine or cafetière.',
        p: 0.6,
        match: /coffee maker|coffee machine|espresso|nespresso|french press/,
      },
      {
        name: 'Oven',
        description: 'A full-size oven.',
        p: 0.9,
        byType: { Cabin: 0.7 },
        match: /\boven\b/,
      },
      {
        name: 'Microwave',
        description: 'A microwave oven.',
        p: 0.8,
        match: /microwave/,
      },
      {
        name: 'Range cooker',
        description: 'A traditional range cooker, such as an Aga.',
        p: 0.08,
        byType: { Cottage: 0.3, House: 0.15 },
        match: /range cooker|\baga\b/,
      },
      {
        name: 'Dining table',
        description: 'A dining table seating the whole party.',
        p: 0.85,
        match: /dining table/,
      },
    ],
  },
  {
    group: 'Family',
    items: [
      {
        name: 'Cot',
        description: 'A cot or travel cot for babies.',
        p: 0.4,
        match: /\bcrib\b|\bcot\b|pack .n play/,
      },
      {
        name: 'High chair',
        description: 'A high chair for young children.',
        p: 0.35,
        match: /high chair/,
      },
      {
        name: 'Stair gates',
        description: 'Safety gates for stairs.',
        p: 0.12,
        match: /safety gate|stair gate/,
      },
      {
        name: 'Toys and books',
        description: "Children's toys and books.",
        p: 0.25,
        match: /children.s books|toys/,
      },
      {
        name: 'Board games',
        description: 'A selection of board games and puzzles.',
        p: 0.45,
        match: /board games/,
      },
      {
        name: 'Baby bath',
        description: 'A baby bath for the little ones.',
        p: 0.1,
        match: /baby bath/,
      },
    ],
  },
  {
    group: 'Accessibility',
    items: [
      {
        name: 'Step-free access',
        description: 'Step-free access from parking to the entrance.',
        p: 0.12,
        byType: { Condo: 0.25, Cabin: 0.2 },
        match: /step-? ?free (access|entrance|path)|single level home/,
      },
      {
        name: 'Ground-floor bedroom',
        description: 'At least one bedroom on the ground floor.',
        p: 0.2,
        byType: { House: 0.3, Villa: 0.4, Apartment: 0.05, Condo: 0.05 },
        match: /ground.floor bedroom/,
      },
      {
        name: 'Wide doorways',
        description: 'Doorways wide enough for a wheelchair.',
        p: 0.06,
        match: /wide (doorway|entrance|hallway)/,
      },
      {
        name: 'Walk-in shower',
        description: 'A level-access, walk-in shower.',
        p: 0.25,
        match: /walk-in shower|roll-in shower|step-free shower/,
      },
      {
        name: 'Grab rails',
        description: 'Grab rails in the bathroom.',
        p: 0.06,
        match: /grab (rail|bar)/,
      },
      {
        name: 'Lift',
        description: 'A lift to the upper floors.',
        p: 0,
        byType: { Apartment: 0.3, Condo: 0.45, Villa: 0.03 },
        match: /elevator|\blift\b/,
      },
    ],
  },
  {
    group: 'Parking',
    items: [
      {
        name: 'Free parking',
        description: 'Free parking on the property or on the street.',
        p: 0.75,
        byType: { Apartment: 0.35, Condo: 0.5 },
        match: /^free .*parking|free parking/,
      },
      {
        name: 'Garage',
        description: 'A garage on the property.',
        p: 0.1,
        byType: { House: 0.25, Villa: 0.35 },
        match: /garage on premises/,
      },
      {
        name: 'EV charger',
        description: 'A charging point for electric vehicles.',
        p: 0.12,
        byType: { Villa: 0.35 },
        match: /\bev charger/,
      },
      {
        name: 'Bike storage',
        description: 'A secure place to keep bicycles.',
        p: 0.15,
        match: /bike storage|bicycle storage/,
      },
    ],
  },
  {
    group: 'Safety',
    items: [
      {
        name: 'Smoke alarm',
        description: 'Working smoke alarms.',
        p: 0.97,
        match: /smoke (alarm|detector)/,
      },
      {
        name: 'Carbon monoxide alarm',
        description: 'A carbon monoxide alarm.',
        p: 0.85,
        match: /carbon monoxide/,
      },
      {
        name: 'First aid kit',
        description: 'A first aid kit on the property.',
        p: 0.6,
        match: /first aid/,
      },
      {
        name: 'Fire extinguisher',
        description: 'A fire extinguisher on the property.',
        p: 0.7,
        match: /fire extinguisher/,
      },
    ],
  },
];

/** Collapses whitespace (including no-break spaces) and trims a free-text amenity. */
export function normaliseAmenityText(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** The catalogue group and item an imported free-text amenity maps onto, if any. */
export function matchAmenity(text: string): { group: string; item: string } | null {
  const lower = normaliseAmenityText(text).toLowerCase();
  for (const group of AMENITY_CATALOGUE) {
    for (const item of group.items) {
      if (item.match.test(lower)) return { group: group.group, item: item.name };
    }
  }
  return null;
}
