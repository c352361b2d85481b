/**
 * The demo's listing, as the CMS holds it, and its Solr document with Drupal Search API Solr's
 * dynamic-field names (`ss_` single string, `sm_` multi string, `its_` integer, `fts_` float,
 * `ds_` date, `bs_` boolean, `tm_` multi text, `twm_` multi text for suggestions, `locs_`
 * location "lat,lon").
 */
import { suggestText } from './suggest-text.js';

export interface AmenityGroup {
  /** e.g. "Outdoor" */
  readonly group: string;
  /** e.g. ["Pool", "Hot tub"] */
  readonly items: readonly string[];
}

export interface Listing {
  /** Entity key within the index, e.g. "node/12:en". */
  readonly key: string;
  /** The vacation-rental system's property code, matched by the ranking service (SPEC 7.5). */
  readonly propertyCode: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  /** e.g. "Villa", "Cottage", "Cabin", "Apartment", "Condo", "House" */
  readonly propertyType: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly sleeps: number;
  /** Nightly price in the site currency; null when unknown. */
  readonly price: number | null;
  readonly amenities: readonly AmenityGroup[];
  readonly town: string;
  readonly region: string;
  readonly latitude: number;
  readonly longitude: number;
  /** 0–5, null when not rated. */
  readonly rating: number | null;
  readonly reviewCount: number;
  /** Site-relative image URLs served by the demo itself. */
  readonly images: readonly string[];
  /** Site-relative detail page URL. */
  readonly url: string;
  readonly petFriendly: boolean;
  /** ISO date-time the listing was last changed. */
  readonly changed: string;
}

/** Short descriptions of amenity items, shown as facet tooltips. */
export type AmenityDescriptions = Readonly<Record<string, string>>;

export interface ThingToDo {
  readonly key: string;
  readonly title: string;
  /** "event" has dates; "attraction" does not. */
  readonly kind: 'event' | 'attraction';
  readonly category: string;
  readonly description: string;
  readonly town: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly image: string;
  readonly url: string;
}

/** A Solr document: field name to a value or a list of values. */
export type SolrDocument = { readonly id: string } & Readonly<
  Record<string, string | number | boolean | readonly (string | number)[]>
>;

/** SPEC 3.1: `{siteHash}-{indexId}-{entityKey}`. */
export const SITE_HASH = 'k3y9zq';
export const INDEX_ID = 'default_index';

export function documentId(key: string): string {
  return `${SITE_HASH}-${INDEX_ID}-${key}`;
}

/**
 * The version of `toSolrDocument`'s mapping, part of the index's fingerprint: an index built from
 * the same listings by an older mapping (one without `twm_suggest`) is rebuilt, not kept.
 */
export const SOLR_DOCUMENT_VERSION = 2;

/** The listing as the search index holds it. */
export function toSolrDocument(listing: Listing): SolrDocument {
  const amenityItems = listing.amenities.flatMap((group) => group.items);
  return {
    id: documentId(listing.key),
    index_id: INDEX_ID,
    ss_search_api_id: `entity:node/${listing.key}`,
    ss_type: 'rental',
    ss_vrfusion_site_property_code: listing.propertyCode,
    tm_title: [listing.title],
    ss_title: listing.title,
    tm_summary: [listing.summary],
    tm_body: [listing.description],
    // The autocomplete's field (suggest-text.ts); Search API Solr's name for suggester text.
    twm_suggest: suggestText(listing),
    ss_property_type: listing.propertyType,
    its_bedrooms: listing.bedrooms,
    fts_bathrooms: listing.bathrooms,
    its_sleeps: listing.sleeps,
    ...(listing.price === null ? {} : { fts_price: listing.price }),
    sm_amenities: amenityItems,
    sm_amenity_groups: listing.amenities.map((group) => group.group),
    ss_town: listing.town,
    ss_region: listing.region,
    locs_location: `${listing.latitude},${listing.longitude}`,
    ...(listing.rating === null ? {} : { fts_rating: listing.rating }),
    its_review_count: listing.reviewCount,
    sm_images: listing.images,
    ss_url: listing.url,
    bs_pets: listing.petFriendly,
    ds_changed: listing.changed,
  };
}
