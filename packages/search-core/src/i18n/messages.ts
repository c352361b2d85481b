/**
 * The message catalogue every widget reads its visible strings from (ARCHITECTURE 2). Defaults
 * are the legacy site's texts (SPEC 8); a page overrides any of them, e.g. for a translation.
 * Placeholders are `{name}`, numbers written in the catalogue's locale ("1.250" in German);
 * `{count}` selects a plural form (`pluralForm`): `one|other`, or forms named by plural category.
 */

/**
 * The texts of the widgets that come with the search page. Those of the drop-downs and the
 * autocomplete (react-select's texts, SPEC 8) are in `select-messages.ts`, loaded with those
 * widgets on demand: only their key names are here, so the page's overrides can be checked.
 */
export const PAGE_MESSAGES = {
  'results.count': '{count} property|{count} properties',
  'results.empty': 'No properties match your search.',
  'results.error': 'The results could not be loaded.',
  'results.retry': 'Try again',
  'results.pending': 'Loading results…',
  'facet.missing': '(none)',
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
  // A chip's text, and so the words after "Remove filter: ": a catalogue may change the separator
  // ("{facet} : {value}" in French) or the order. A filter named by its facet alone (a switched-on
  // toggle) is just the facet's label.
  'selections.chip': '{facet}: {value}',
  'selections.range': '{from} – {to}',
  // A range open at one end (`*`) or both: "Price: from 100" reads better than "Price: 100 –".
  'selections.rangeFrom': 'from {from}',
  'selections.rangeTo': 'up to {to}',
  'selections.rangeAny': 'any value',
  'selections.clearAll': 'Clear all',
  // The chip of the typed words: "Search: sea view".
  'selections.query': 'Search',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page}',
  'sort.label': 'Sort by',
  'sort.relevance': 'Best match',
  'hitsPerPage.label': 'Results per page',
  'hitsPerPage.option': '{count} per page',
} as const;

/** The keys of `SELECT_MESSAGES` (select-messages.ts), whose texts load with their widgets. */
export const SELECT_MESSAGE_KEYS = [
  'select.loadFailed',
  'select.inputTooShort',
  'select.inputTooLong',
  'select.maximumSelected',
  'select.noResults',
  'select.searching',
  'select.loadingMore',
  'select.guidanceMenu',
  'select.optionFocused',
  'select.optionSelected',
  'select.optionRemoved',
  'select.results',
  'autocomplete.suggestion',
  'autocomplete.label',
  'autocomplete.placeholder',
  'autocomplete.guidanceInput',
  'autocomplete.guidanceMenu',
  'autocomplete.results',
] as const;

export type PageMessageKey = keyof typeof PAGE_MESSAGES;
export type SelectMessageKey = (typeof SELECT_MESSAGE_KEYS)[number];
export type MessageKey = PageMessageKey | SelectMessageKey;
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** Whether `key` names a message (of either table): the page's overrides are checked with it. */
export const isMessageKey = (key: string): key is MessageKey =>
  Object.hasOwn(PAGE_MESSAGES, key) || (SELECT_MESSAGE_KEYS as readonly string[]).includes(key);

/**
 * The page's texts: `overrides` over the defaults. `format` reads the page's table; a widget whose
 * texts load with it passes its own defaults (`SELECT_MESSAGES`).
 */
export function createMessages(overrides: Partial<Record<MessageKey, string>> = {}, locale = 'en') {
  const plural = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  function format(key: PageMessageKey, values?: MessageValues): string;
  function format<K extends MessageKey>(
    key: K,
    values: MessageValues,
    defaults: Readonly<Record<K, string>>,
  ): string;
  function format(
    key: MessageKey,
    values: MessageValues = {},
    defaults: Readonly<Partial<Record<MessageKey, string>>> = PAGE_MESSAGES,
  ): string {
    return formatMessage(overrides[key] ?? defaults[key] ?? key, values, plural, numbers);
  }
  return { format };
}

/** English plural rules for `formatMessage` without a catalogue, created once when first needed. */
let englishPlural: Intl.PluralRules | undefined;
const english = (): Intl.PluralRules => {
  englishPlural ??= new Intl.PluralRules('en');
  return englishPlural;
};

/**
 * The form of `template` for `count`. Forms are separated by `|`: `one|other`, the two English
 * has (and the legacy texts); or named by their plural category for a language with more, e.g.
 * Polish `one:{count} dom|few:{count} domy|many:{count} domów|other:{count} domu` or Arabic's
 * `zero:`, `two:` and `few:` too, the category being the page language's (Intl.PluralRules). A
 * category a named set lacks takes its `other:` form.
 */
export function pluralForm(template: string, count: number, rules: Intl.PluralRules): string {
  const forms = template.split('|');
  const category = rules.select(count);
  const named = (name: string) => forms.find((form) => form.startsWith(`${name}:`));
  const form = named(category) ?? named('other');
  return form
    ? form.slice(form.indexOf(':') + 1)
    : ((category === 'one' ? forms[0] : forms[1]) ?? (forms[0] as string));
}

/** `numbers` writes numeric values in the page's language; without it they are written as is. */
export function formatMessage(
  template: string,
  values: MessageValues,
  plural?: Intl.PluralRules,
  numbers?: Intl.NumberFormat,
): string {
  const text =
    template.includes('|') && typeof values.count === 'number'
      ? pluralForm(template, values.count, plural ?? english())
      : template;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' && numbers ? numbers.format(value) : String(value);
  });
}
