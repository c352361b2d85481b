/**
 * The demo personalisation service (SPEC 7.5): `GET /api/v2/{provider}_serving/ranking` answers
 * `entities[]` in a deterministic "personalised" order for the visitor's `cid`, so the ranking
 * re-sort of search-core can be seen and tested.
 */
import { createHash } from 'node:crypto';
import type { Listing } from '../data/listing.js';

export const RANKED_ENTITIES = 50;

export function rankingFor(
  listings: readonly Listing[],
  cid: string,
): { entities: { id: string }[] } {
  const score = (code: string) =>
    createHash('sha256').update(`${cid}:${code}`).digest().readUInt32BE(0);
  const ranked = [...listings]
    .filter((listing) => listing.rating !== null && listing.rating >= 4)
    .sort((a, b) => score(a.propertyCode) - score(b.propertyCode))
    .slice(0, RANKED_ENTITIES);
  return { entities: ranked.map((listing) => ({ id: listing.propertyCode })) };
}
