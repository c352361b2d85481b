/**
 * Spellcheck in all the shapes Solr has used (SPEC 3.2): the Solr 1.4 flat list that mixes
 * suggestions with `correctlySpelled` and `collation` entries, the 5.x flat list plus a separate
 * `collations` list, and the 6.5+ object keyed by the misspelt word.
 */
import { readNamedList } from './named-list.js';
import type { Spellcheck, SpellcheckCollation, SpellcheckSuggestion } from './response-types.js';

type Loose = Record<string, unknown>;

const asNumber = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : null;

export function readSpellcheck(value: unknown): Spellcheck | null {
  if (!value || typeof value !== 'object') return null;
  const section = value as Loose;
  let correctlySpelled: boolean | null =
    typeof section.correctlySpelled === 'boolean' ? section.correctlySpelled : null;
  const suggestions: SpellcheckSuggestion[] = [];
  const collations: SpellcheckCollation[] = [];

  for (const [name, entry] of readNamedList(section.suggestions)) {
    if (name === 'correctlySpelled') correctlySpelled = entry === true || entry === 'true';
    else if (name === 'collation') collations.push(readCollation(entry));
    else if (name !== null && entry && typeof entry === 'object')
      suggestions.push(readSuggestion(name, entry as Loose));
  }
  for (const [name, entry] of readNamedList(section.collations)) {
    if (name === 'collation') collations.push(readCollation(entry));
  }
  return { correctlySpelled, suggestions, collations };
}

function readSuggestion(word: string, entry: Loose): SpellcheckSuggestion {
  const list = Array.isArray(entry.suggestion) ? entry.suggestion : [];
  return {
    word,
    numFound: asNumber(entry.numFound) ?? list.length,
    startOffset: asNumber(entry.startOffset),
    endOffset: asNumber(entry.endOffset),
    origFreq: asNumber(entry.origFreq),
    alternatives: list.map((item: unknown) =>
      item && typeof item === 'object'
        ? { word: String((item as Loose).word ?? ''), freq: asNumber((item as Loose).freq) }
        : { word: String(item), freq: null },
    ),
  };
}

function readCollation(entry: unknown): SpellcheckCollation {
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const record = entry as Loose;
    const corrections = readNamedList(record.misspellingsAndCorrections)
      .filter((pair): pair is [string, unknown] => pair[0] !== null)
      .map(([from, to]) => [from, String(to)] as const);
    return { query: String(record.collationQuery ?? ''), hits: asNumber(record.hits), corrections };
  }
  return { query: String(entry ?? ''), hits: null, corrections: [] };
}
