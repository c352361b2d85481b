/**
 * Autocomplete requests (SPEC 5.2, 7.4): a facet on the configured field with the last typed
 * word as prefix, the current filters, and the earlier words as an escaped dismax filter.
 */
import { assertFieldName } from '../solr/field-name.js';
import type { Param } from '../solr/params.js';
import { AUTOCOMPLETE_FIELD_REQUIRED } from './field-required.js';

/** SPEC 7.4 / 9.2: autocomplete asks for 10 suggestions and needs 2 characters. */
export const AUTOCOMPLETE_FACET_LIMIT = 10;
export const AUTOCOMPLETE_MIN_LENGTH = 2;

export interface AutocompleteRequest {
  field: string | undefined;
  text: string;
  /** The instance's current filters, so suggestions match what the visitor would find. */
  filters: readonly string[];
  limit?: number;
}

export interface Suggestion {
  readonly value: string;
  readonly count: number;
}

/**
 * A typed word as a dismax clause: a phrase of its own, so it is always words to match. Dismax
 * escapes most of Lucene's syntax itself, but not `+`, `-`, quotes, AND, OR, NOT, `&&` and `||`:
 * unquoted, "villa NOT pool" would exclude pools and a lone "AND" fails to parse. Quotes inside
 * the word are dropped (there is no escape for them in dismax); empty: nothing to match.
 */
export function toDismaxWord(word: string): string {
  const text = word.replace(/"/g, '');
  return text && `"${text}"`;
}

/** The request parameters, or null when nothing should be sent (under 2 characters, trailing space). */
export function buildAutocompleteParams(request: AutocompleteRequest): Param[] | null {
  const { field, text } = request;
  if (!field) throw new Error(AUTOCOMPLETE_FIELD_REQUIRED);
  assertFieldName(field);
  if (text.trim().length < AUTOCOMPLETE_MIN_LENGTH || /\s$/.test(text)) return null;
  const words = text.trim().split(/\s+/);
  const last = (words.pop() ?? '').toLowerCase();
  const params: Param[] = [
    ['json.nl', 'arrarr'],
    ['q', '*:*'],
    ['rows', '0'],
    ['facet', 'true'],
    ['facet.mincount', '1'],
    ['facet.field', field],
    ['facet.limit', String(request.limit ?? AUTOCOMPLETE_FACET_LIMIT)],
    ['facet.prefix', last],
    ...request.filters.map((fq): Param => ['fq', fq]),
  ];
  // Backslash escaping would be doubled by dismax and search for '\': each word is quoted instead.
  const earlier = words.map(toDismaxWord).filter(Boolean);
  if (earlier.length) params.push(['fq', `{!dismax}${earlier.join(' ')}`]);
  params.push(['wt', 'json']);
  return params;
}
