/**
 * The texts of the drop-down facets and the autocomplete (react-select), loaded with those widgets
 * rather than with every search page. SPEC 8: the select-box messages; SPEC 7.4: suggestions read
 * "value (count)". A page overrides them like any other (`createMessages`).
 */
import type { createMessages, MessageValues, SelectMessageKey } from './messages.js';

type Messages = ReturnType<typeof createMessages>;

export const SELECT_MESSAGES = {
  // SPEC 8: select-box messages.
  'select.loadFailed': 'The results could not be loaded.',
  'select.inputTooShort': 'Please enter {count} or more characters',
  'select.inputTooLong': 'Please delete {count} character(s)',
  'select.maximumSelected': 'You can only select {count} item(s)',
  'select.noResults': 'No results found',
  'select.searching': 'Searching…',
  'select.loadingMore': 'Loading more results…',
  // Spoken by screen readers through a drop-down facet's live region.
  'select.guidanceMenu': 'Use Up and Down to choose, Enter to select, Escape to close the list.',
  'select.optionFocused': '{label}, {index} of {count}.',
  'select.optionSelected': '{label}, selected.',
  'select.optionRemoved': '{label}, removed.',
  'select.results': '{count} option|{count} options',
  'autocomplete.suggestion': '{value} ({count})',
  'autocomplete.label': 'Search',
  'autocomplete.placeholder': 'Search…',
  // Spoken by screen readers through the combobox's live region (react-select's own are English).
  'autocomplete.guidanceInput': 'Type {count} or more characters for suggestions.',
  'autocomplete.guidanceMenu':
    'Use Up and Down to choose a suggestion, Enter to search for it, Escape to close the list.',
  'autocomplete.results': '{count} suggestion|{count} suggestions',
} as const satisfies Record<SelectMessageKey, string>;

/** `format` for these texts, over the page's overrides: `selectMessage('select.noResults')`. */
export const selectMessageFormatter =
  (messages: Messages) =>
  (key: SelectMessageKey, values: MessageValues = {}): string =>
    messages.format(key, values, SELECT_MESSAGES);
