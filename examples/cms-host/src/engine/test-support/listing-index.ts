/**
 * Shared setup of the engine's select tests: generated listings indexed in memory, and plain
 * JavaScript readings of the same documents to check the engine's answers against.
 */
import { generateListings } from '../../data/generate-listings.js';
import { type SolrDocument, toSolrDocument } from '../../data/listing.js';
import { openIndex, type SqliteDatabase, tokenize } from '../index-store.js';
import type { JsonNl } from '../named-list.js';
import { select } from '../select.js';

export const TEXT_FIELDS = ['tm_title', 'tm_summary', 'tm_body'] as const;

/** `count` generated listings (`seed`) as Solr documents, indexed in an in-memory database. */
export function openListingIndex(
  count: number,
  seed: number,
  fingerprint: string,
): { docs: SolrDocument[]; db: SqliteDatabase } {
  const docs = generateListings(count, seed).map(toSolrDocument);
  return { docs, db: openIndex(':memory:', () => docs, fingerprint) };
}

/** `select` with `wt=json` (and `json.nl` when given) after the params. */
export function selectJson(db: SqliteDatabase, params: [string, string][], nl?: JsonNl): unknown {
  return select(db, [
    ...params,
    ['wt', 'json'],
    ...(nl ? [['json.nl', nl] as [string, string]] : []),
  ]);
}

/** A field's values in a document, single-valued or not. */
export function valuesOf(doc: SolrDocument, field: string): (string | number | boolean)[] {
  const value = doc[field];
  return value === undefined
    ? []
    : Array.isArray(value)
      ? [...value]
      : [value as string | number | boolean];
}

/** Documents per value of a field (each document counted once per value), as text. */
export function countValues(list: readonly SolrDocument[], field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of list)
    for (const value of new Set(valuesOf(doc, field).map(String)))
      counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Whether a word is one of the tokens of any of `fields` (the text fields by default). */
export function hasText(
  doc: SolrDocument,
  word: string,
  fields: readonly string[] = TEXT_FIELDS,
): boolean {
  return fields.some((field) =>
    valuesOf(doc, field).some((value) => tokenize(String(value)).includes(word)),
  );
}
