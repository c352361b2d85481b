/**
 * `@stayfront/widgets/selection-text`: the selection chips' list and wording without React, so a
 * site's server renders its no-JavaScript chips exactly as the selections widget will: the same
 * filters, in the same order, in the same words.
 */
export { type ActiveFilter, activeFilters } from './active-filters.js';
