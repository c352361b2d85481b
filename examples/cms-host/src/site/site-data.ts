/**
 * Everything the site serves, loaded once at start: listings (generated, or LISTINGS_FILE), things
 * to do, amenity descriptions, and the search index (rebuilt only when the data changed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { amenityDescriptions, generateThingsToDo } from '../data/generate-listings.js';
import { imageToken } from '../data/images.js';
import {
  type AmenityDescriptions,
  documentId,
  type Listing,
  SOLR_DOCUMENT_VERSION,
  type ThingToDo,
  toSolrDocument,
} from '../data/listing.js';
import { fingerprint, loadListings } from '../data/listings-source.js';
import { openIndex, type SqliteDatabase } from '../engine/index-store.js';

export interface SiteData {
  readonly listings: readonly Listing[];
  readonly source: string;
  readonly listingsById: ReadonlyMap<string, Listing>;
  readonly listingsBySlug: ReadonlyMap<string, Listing>;
  readonly listingsByToken: ReadonlyMap<string, Listing>;
  readonly things: readonly ThingToDo[];
  readonly thingsBySlug: ReadonlyMap<string, ThingToDo>;
  readonly thingsByToken: ReadonlyMap<string, ThingToDo>;
  readonly amenityDescriptions: AmenityDescriptions;
  readonly db: SqliteDatabase;
}

const slugOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function loadSiteData(env: NodeJS.ProcessEnv, dataDir: string): SiteData {
  const { listings, source } = loadListings(env);
  const things = generateThingsToDo();
  mkdirSync(dataDir, { recursive: true });
  const db = openIndex(
    join(dataDir, 'index.sqlite'),
    () => listings.map(toSolrDocument),
    // The same listings mapped to other documents (a new field) need a new index too.
    `${fingerprint(listings)}/v${SOLR_DOCUMENT_VERSION}`,
  );
  return {
    listings,
    source,
    listingsById: new Map(listings.map((listing) => [documentId(listing.key), listing])),
    listingsBySlug: new Map(listings.map((listing) => [slugOf(listing.url), listing])),
    listingsByToken: new Map(listings.map((listing) => [imageToken(listing.key), listing])),
    things,
    thingsBySlug: new Map(things.map((thing) => [slugOf(thing.url), thing])),
    thingsByToken: new Map(things.map((thing) => [imageToken(thing.key), thing])),
    amenityDescriptions: amenityDescriptions(),
    db,
  };
}
