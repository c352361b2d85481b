/**
 * Spellcheck in all the shapes Solr has used (SPEC 3.2): the Solr 1.4 flat list that mixes
 * suggestions with `correctlySpelled` and `collation` entries, the 5.x flat list plus a separate
 * `collations` list, and the 6.5+ object keyed by the misspelt word. Read on demand from the raw
 * section the normaliser keeps (`SolrResponse.spellcheck`), so pages that show no spellcheck never
 * download this code.
 */
import { isRecord, type Loose } from '../is-record.js';
import { readNamedList } from '../solr/named-list.js';

export interface SpellcheckSuggestion {
  readonly word: string;
  readonly numFound: number;
  readonly startOffset: number | null;
  readonly endOffset: number | null;
  readonly origFreq: number | null;
  readonly alternatives: readonly { readonly word: string; readonly freq: number | null }[];
}

export interface SpellcheckCollation {
  readonly query: string;
  readonly hits: number | null;
  readonly corrections: readonly (readonly [string, string])[];
}

export interface Spellcheck {
  /** null when Solr did not say. */
  readonly correctlySpelled: boolean | null;
  readonly suggestions: readonly SpellcheckSuggestion[];
  readonly collations: readonly SpellcheckCollation[];
}

/** A number, or a string holding one; null otherwise. */
const asNumber = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : null;

/** A Solr `spellcheck` section in any of its shapes; null when it is absent or not an object. */
export function readSpellcheck(value: unknown): Spellcheck | null {
  if (!value || typeof value !== 'object') return null;
  const section = value as Loose;
  let correctlySpelled =
    typeof section.correctlySpelled === 'boolean' ? section.correctlySpelled : null;
  const suggestions: SpellcheckSuggestion[] = [];
  const collations: SpellcheckCollation[] = [];
  // Solr 5+ lists collations apart; only the `collation` entries of that list count.
  const separateCollations = readNamedList(section.collations).filter(
    ([name]) => name === 'collation',
  );

  for (const [name, entry] of [...readNamedList(section.suggestions), ...separateCollations]) {
    if (name === 'correctlySpelled') correctlySpelled = entry === true || entry === 'true';
    else if (name === 'collation') collations.push(readCollation(entry));
    else if (name !== null && entry && typeof entry === 'object')
      suggestions.push(readSuggestion(name, entry as Loose));
  }
  return { correctlySpelled, suggestions, collations };
}

function readSuggestion(word: string, entry: Loose): SpellcheckSuggestion {
  const list: unknown[] = Array.isArray(entry.suggestion) ? entry.suggestion : [];
  return {
    word,
    numFound: asNumber(entry.numFound) ?? list.length,
    startOffset: asNumber(entry.startOffset),
    endOffset: asNumber(entry.endOffset),
    origFreq: asNumber(entry.origFreq),
    alternatives: list.map((item) => {
      // Extended results give `{word, freq}`, plain ones the bare word.
      const alternative = (
        item && typeof item === 'object' ? item : { word: String(item) }
      ) as Loose;
      return { word: String(alternative.word ?? ''), freq: asNumber(alternative.freq) };
    }),
  };
}

/** Solr 1.4 gives the collated query alone; later versions an object around it. */
function readCollation(entry: unknown): SpellcheckCollation {
  const record = isRecord(entry) ? entry : { collationQuery: entry };
  return {
    query: String(record.collationQuery ?? ''),
    hits: asNumber(record.hits),
    corrections: readNamedList(record.misspellingsAndCorrections)
      .filter((pair): pair is [string, unknown] => pair[0] !== null)
      .map(([from, to]) => [from, String(to)] as const),
  };
}
