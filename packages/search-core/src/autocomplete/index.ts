/** @stayfront/search-core/autocomplete: suggestions for the autocomplete term input (SPEC 5.2, 7.4). */
export {
  AUTOCOMPLETE_FACET_LIMIT,
  AUTOCOMPLETE_MIN_LENGTH,
  type AutocompleteRequest,
  buildAutocompleteParams,
  type Suggestion,
} from './autocomplete-params.js';
export { suggest } from './suggest.js';
