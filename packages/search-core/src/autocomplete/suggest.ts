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
  const response = params ? await search.send('autocomplete', params) : null;
  return (response?.facetFields[field as string] ?? []).flatMap((bucket) =>
    bucket.value === null ? [] : [{ value: bucket.value, count: bucket.count }],
  );
}
