import type { SearchInstance } from '../search/search-instance.js';
import { buildAutocompleteParams, type Suggestion } from './autocomplete-params.js';

/**
 * Suggestions for an autocomplete term input (SPEC 7.4), narrowed by the instance's current
 * filters; shown as "value (count)" by the widget. Each keystroke supersedes the previous request.
 * Throws '"field" must be set on AutocompleteTermWidget.' without a field (SPEC 8).
 */
export async function suggest(
  search: SearchInstance,
  field: string | undefined,
  text: string,
): Promise<Suggestion[]> {
  const params = buildAutocompleteParams({ field, text, filters: search.currentFilters() });
  let response = null;
  try {
    response = params ? await search.send('autocomplete', params) : null;
  } catch (error) {
    // SPEC 8: a failed search request is logged as "status, error", the suggestions' too (an
    // integrator whose proxy refused the autocomplete's params saw nothing). A keystroke that
    // superseded it is no failure: the queue resolves that one with null. The status (a
    // SearchRequestError's, else 0) is read off the error, not by its class: errors.ts imported
    // here becomes a chunk the main entry shares, +55 B gzip to it (pnpm bench).
    search.platform.console.error((error as { status?: number } | null)?.status ?? 0, error);
    throw error;
  }
  return (response?.facetFields[field as string] ?? []).flatMap((bucket) =>
    bucket.value === null ? [] : [{ value: bucket.value, count: bucket.count }],
  );
}
