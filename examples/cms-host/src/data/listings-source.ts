/**
 * Where the demo's listings come from, chosen by environment variables:
 *
 * - `LISTINGS_FILE`: path to a JSON array imported with `importListings` (Inside Airbnb fields by
 *   default); relative paths resolve from the current working directory. `LISTINGS_COUNT`, when
 *   set, limits how many are imported. `LISTINGS_REGION` sets the imported region.
 * - otherwise `LISTINGS_COUNT` (default 500) demo listings from `generateListings`, with
 *   `LISTINGS_SEED` (default 1).
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateListings } from './generate-listings.js';
import { importListingsWithReport } from './import-listings.js';
import type { Listing } from './listing.js';

export const DEFAULT_LISTINGS_COUNT = 500;
export const DEFAULT_LISTINGS_SEED = 1;

function integerVariable(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return Number(raw);
}

export function loadListings(env: NodeJS.ProcessEnv): { listings: Listing[]; source: string } {
  const count = integerVariable(env, 'LISTINGS_COUNT');
  const file = env.LISTINGS_FILE?.trim();
  if (file !== undefined && file !== '') {
    const path = resolve(process.cwd(), file);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`LISTINGS_FILE: cannot read ${path}: ${message}`);
    }
    const region = env.LISTINGS_REGION?.trim();
    const { listings, skipped } = importListingsWithReport(json, {
      limit: count,
      region: region === '' ? undefined : region,
    });
    return {
      listings,
      source: `file ${path} (${listings.length} imported, ${skipped} skipped)`,
    };
  }
  const total = count ?? DEFAULT_LISTINGS_COUNT;
  const seed = integerVariable(env, 'LISTINGS_SEED') ?? DEFAULT_LISTINGS_SEED;
  return {
    listings: generateListings(total, seed),
    source: `generated (${total} listings, seed ${seed})`,
  };
}

/** JSON with object keys sorted, so equal data gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the canonical JSON of the listings: rebuild the index only when it changes. */
export function fingerprint(listings: readonly Listing[]): string {
  const hash = createHash('sha256');
  hash.update('[');
  listings.forEach((listing, i) => {
    hash.update(i === 0 ? canonicalJson(listing) : `,${canonicalJson(listing)}`);
  });
  hash.update(']');
  return hash.digest('hex');
}
