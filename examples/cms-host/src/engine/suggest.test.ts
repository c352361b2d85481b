/**
 * The search page's autocomplete against the engine (SPEC 5.2, 7.4): the request the widget sends
 * for what the visitor typed (last word a lower-cased facet.prefix, earlier words a dismax fq)
 * suggests towns, property types and notable amenities from `twm_suggest`, with counts that match
 * plain JavaScript over the same documents.
 */
import { buildAutocompleteParams } from '@stayfront/search-core/autocomplete';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SolrDocument } from '../data/listing.js';
import { AUTOCOMPLETE_CONFIG } from '../site/search-request.js';
import { type SqliteDatabase, tokenize } from './index-store.js';
import { fieldType } from './schema.js';
import { select } from './select.js';
import { hasText, openListingIndex, valuesOf } from './test-support/listing-index.js';

let docs: SolrDocument[];
let db: SqliteDatabase;

beforeAll(() => {
  ({ docs, db } = openListingIndex(400, 7, 'suggest'));
});

/** The suggestions for `text` as the widget would ask for them, as [value, count] pairs. */
function suggest(text: string, field: string = AUTOCOMPLETE_CONFIG.field): [string, number][] {
  const params = buildAutocompleteParams({ field, text, filters: [] });
  if (!params) throw new Error(`no request for "${text}"`);
  const answer = select(db, params) as {
    facet_counts: { facet_fields: Record<string, [string, number][]> };
  };
  return answer.facet_counts.facet_fields[field] ?? [];
}

/** Every text field of the documents: a dismax fq with no qf searches them all. */
const textFields = () => [
  ...new Set(docs.flatMap((doc) => Object.keys(doc).filter((f) => fieldType(f) === 'text'))),
];

/** Documents where every earlier word is in some text field and `word` is a suggestion word. */
function expectedCount(earlier: readonly string[], word: string): number {
  const fields = textFields();
  return docs.filter(
    (doc) =>
      earlier.every((w) => hasText(doc, w, fields)) &&
      valuesOf(doc, 'twm_suggest').some((value) => tokenize(String(value)).includes(word)),
  ).length;
}

const townCount = (town: string) => docs.filter((doc) => doc.ss_town === town).length;

describe('autocomplete suggestions (twm_suggest)', () => {
  it('suggests "ives" for "st i", counted as the engine counts St Ives', () => {
    const ives = suggest('st i').find(([value]) => value === 'ives');
    expect(ives?.[1]).toBeGreaterThan(0);
    expect(ives?.[1]).toBe(expectedCount(['st'], 'ives'));
    // Every St Ives summary names its town, and no other document says "ives".
    expect(ives?.[1]).toBe(townCount('St Ives'));
  });

  it('suggests a town from its first letters, with the case the visitor typed', () => {
    for (const text of ['newq', 'Newq', 'NEWQ'])
      expect(suggest(text)).toContainEqual(['newquay', townCount('Newquay')]);
    expect(suggest('St Ives')).toContainEqual(['ives', townCount('St Ives')]);
  });

  it('suggests property types and notable amenities', () => {
    const cottages = docs.filter((doc) => doc.ss_property_type === 'Cottage').length;
    expect(suggest('cott')).toContainEqual(['cottage', expectedCount([], 'cottage')]);
    expect(expectedCount([], 'cottage')).toBeGreaterThanOrEqual(cottages);
    expect(suggest('sea v')).toContainEqual(['view', expectedCount(['sea'], 'view')]);
    expect(suggest('hot t')).toContainEqual(['tub', expectedCount(['hot'], 'tub')]);
    const sauna = docs.filter((doc) => valuesOf(doc, 'sm_amenities').includes('Sauna')).length;
    expect(suggest('saun')).toContainEqual(['sauna', sauna]);
  });

  it('leaves everyday amenities out', () => {
    const wifi = docs.filter((doc) => valuesOf(doc, 'sm_amenities').includes('Wifi')).length;
    expect(wifi).toBeGreaterThan(0);
    expect(suggest('wif')).toEqual([]);
  });

  it('titles alone had no towns to suggest (why the field exists)', () => {
    expect(suggest('st i', 'tm_title').map(([value]) => value)).not.toContain('ives');
    expect(suggest('newq', 'tm_title')).toEqual([]);
  });
});
