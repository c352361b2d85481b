/**
 * The words the search box's autocomplete suggests from (SPEC 5.2, 7.4: one facet field's terms).
 * Titles alone never hold a town, so "st i" or "newq" found nothing to suggest although the
 * search finds those homes and the box's placeholder offers "Sea view, hot tub, St Ives…": the
 * suggestion field holds the title, the town, the property type and the notable amenities.
 */
import type { Listing } from './listing.js';
import { AMENITY_SENTENCES } from './phrases.js';

/** The amenities the descriptions single out (hot tub, pool, sea view…), not the everyday ones. */
const NOTABLE_AMENITIES: ReadonlySet<string> = new Set(Object.keys(AMENITY_SENTENCES));

/** The listing's suggestion texts, each a value of the multi-valued text field `twm_suggest`. */
export function suggestText(listing: Listing): string[] {
  const notable = listing.amenities
    .flatMap((group) => group.items)
    .filter((item) => NOTABLE_AMENITIES.has(item));
  return [listing.title, listing.town, listing.propertyType, ...notable];
}
