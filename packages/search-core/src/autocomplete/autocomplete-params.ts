/**
 * Autocomplete requests (SPEC 5.2, 7.4): a facet on the configured field with the last typed
 * word as prefix, the current filters, and the earlier words as an escaped dismax filter.
 */
import { AUTOCOMPLETE_FIELD_REQUIRED } from '../errors.js';
import { escapeTerm, isFieldName } from '../solr/escape.js';
import type { Param } from '../solr/params.js';

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

/** The request parameters, or null when nothing should be sent (under 2 characters, trailing space). */
export function buildAutocompleteParams(request: AutocompleteRequest): Param[] | null {
  const { field, text } = request;
  if (!field) throw new Error(AUTOCOMPLETE_FIELD_REQUIRED);
  if (!isFieldName(field)) throw new TypeError(`Not a Solr field name: ${JSON.stringify(field)}`);
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
  // Escaped word by word, so typed text can never close the local params or add operators.
  if (words.length) params.push(['fq', `{!dismax}${words.map(escapeTerm).join(' ')}`]);
  params.push(['wt', 'json']);
  return params;
}
