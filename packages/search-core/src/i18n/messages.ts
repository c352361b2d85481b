/**
 * The message catalogue every widget reads its visible strings from (ARCHITECTURE 2). Defaults
 * are the legacy site's texts (SPEC 8); a page overrides any of them, e.g. for a translation.
 * Placeholders are `{name}`; `{count}` selects a plural form written as `one|other`.
 */

export const DEFAULT_MESSAGES = {
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
  // SPEC 7.4: suggestions read "value (count)".
  'autocomplete.suggestion': '{value} ({count})',
  'results.count': '{count} property|{count} properties',
  'results.empty': 'No properties match your search.',
  'results.error': 'The results could not be loaded.',
  'results.retry': 'Try again',
  'facet.missing': '(none)',
  // Search widgets (@stayfront/widgets). `{count}` with `one|other` picks the plural form.
  'results.pending': 'Loading results…',
  'facet.itemCount': '({count})',
  'facet.showMore': 'Show more',
  'facet.showFewer': 'Show fewer',
  'facet.reset': 'Clear {label}',
  'facet.resetAll': 'Clear all filters',
  'facet.selectPlaceholder': 'Any {label}',
  'facet.rangeFrom': 'From',
  'facet.rangeTo': 'To',
  'facet.rangeApply': 'Apply',
  'selections.label': 'Active filters',
  'selections.remove': 'Remove filter: {label}',
  'selections.range': '{from} – {to}',
  // A range open at one end (`*`) or both: "Price: from 100" reads better than "Price: 100 –".
  'selections.rangeFrom': 'from {from}',
  'selections.rangeTo': 'up to {to}',
  'selections.rangeAny': 'any value',
  'selections.clearAll': 'Clear all',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page}',
  'sort.label': 'Sort by',
  'sort.relevance': 'Best match',
  'hitsPerPage.label': 'Results per page',
  'hitsPerPage.option': '{count} per page',
  'autocomplete.label': 'Search',
  'autocomplete.placeholder': 'Search…',
  // Spoken by screen readers through the combobox's live region (react-select's own are English).
  'autocomplete.guidanceInput': 'Type {count} or more characters for suggestions.',
  'autocomplete.guidanceMenu':
    'Use Up and Down to choose a suggestion, Enter to search for it, Escape to close the list.',
  'autocomplete.results': '{count} suggestion|{count} suggestions',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

export function createMessages(overrides: Partial<Record<MessageKey, string>> = {}, locale = 'en') {
  const catalogue: MessageCatalogue = { ...DEFAULT_MESSAGES, ...overrides };
  const plural = new Intl.PluralRules(locale);
  return {
    catalogue,
    format(key: MessageKey, values: MessageValues = {}): string {
      return formatMessage(catalogue[key], values, plural);
    },
  };
}

/** English plural rules for `formatMessage` without a catalogue, created once when first needed. */
let englishPlural: Intl.PluralRules | undefined;
const english = (): Intl.PluralRules => {
  englishPlural ??= new Intl.PluralRules('en');
  return englishPlural;
};

export function formatMessage(
  template: string,
  values: MessageValues,
  plural?: Intl.PluralRules,
): string {
  let text = template;
  if (text.includes('|') && typeof values.count === 'number') {
    const [one, other] = text.split('|') as [string, string];
    const rules = plural ?? english();
    text = rules.select(values.count) === 'one' ? one : other;
  }
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
