/** Twelve listings for component tests, shaped like the demo's documents. */
export interface Listing {
  readonly id: string;
  readonly [field: string]: unknown;
}

const TOWNS = ['St Ives', 'Fowey', 'Padstow'];
const AMENITIES = [['Pool', 'Wifi'], ['Wifi'], ['Hot tub', 'Wifi', 'Parking'], ['Parking']];

export const LISTINGS: readonly Listing[] = Array.from({ length: 12 }, (_, index) => ({
  id: `k3y9zq-default_index-entity:node/${index + 1}:en`,
  ss_title: `Cottage ${index + 1}`,
  ss_vrfusion_site_property_code: `P${index + 1}`,
  ss_url: `/rentals/cottage-${index + 1}`,
  ss_town: TOWNS[index % 3],
  sm_amenities: AMENITIES[index % 4],
  its_bedrooms: (index % 4) + 1,
  fts_price: 100 + index * 25,
  sm_images: [`/images/cottage-${index + 1}.jpg`],
}));
