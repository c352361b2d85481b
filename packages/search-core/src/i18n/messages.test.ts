import { describe, expect, it } from 'vitest';
import {
  createMessages,
  DEFAULT_MESSAGES,
  isMessageKey,
  PAGE_MESSAGES,
  pluralForm,
  SELECT_MESSAGE_KEYS,
  SELECT_MESSAGES,
  selectMessageFormatter,
} from './index.js';

describe('message catalogue', () => {
  it('knows every key of both tables, and nothing else', () => {
    expect(Object.keys(SELECT_MESSAGES).sort()).toEqual([...SELECT_MESSAGE_KEYS].sort());
    for (const key of Object.keys(DEFAULT_MESSAGES)) expect(isMessageKey(key)).toBe(true);
    expect(Object.keys(DEFAULT_MESSAGES)).toHaveLength(
      Object.keys(PAGE_MESSAGES).length + SELECT_MESSAGE_KEYS.length,
    );
    for (const key of ['select.noResult', 'results', 'constructor', '__proto__', ''])
      expect(isMessageKey(key)).toBe(false);
  });

  it("says SPEC 8's select-box messages word for word, N filled in", () => {
    const selectMessage = selectMessageFormatter(createMessages());
    expect([
      selectMessage('select.loadFailed'),
      selectMessage('select.inputTooShort', { count: 2 }),
      selectMessage('select.inputTooLong', { count: 3 }),
      selectMessage('select.maximumSelected', { count: 4 }),
      selectMessage('select.noResults'),
      selectMessage('select.searching'),
      selectMessage('select.loadingMore'),
    ]).toEqual([
      'The results could not be loaded.',
      'Please enter 2 or more characters',
      'Please delete 3 character(s)',
      'You can only select 4 item(s)',
      'No results found',
      'Searching…',
      'Loading more results…',
    ]);
  });

  it('formats the page texts and the select texts over the page overrides, with plurals', () => {
    const messages = createMessages(
      { 'results.count': '{count} logement|{count} logements', 'select.noResults': 'Aucun' },
      'fr',
    );
    expect(messages.format('results.count', { count: 0 })).toBe('0 logement');
    expect(messages.format('results.count', { count: 2 })).toBe('2 logements');
    expect(messages.format('pager.page', { page: 3 })).toBe('Page 3');
    const selectMessage = selectMessageFormatter(messages);
    expect(selectMessage('select.noResults')).toBe('Aucun');
    expect(selectMessage('select.inputTooShort', { count: 2 })).toBe(
      'Please enter 2 or more characters',
    );
    expect(selectMessage('autocomplete.results', { count: 1 })).toBe('1 suggestion');
  });

  it('writes numbers in the catalogue language: "1.250 Unterkünfte", not "1250"', () => {
    const german = createMessages(
      { 'results.count': '{count} Unterkunft|{count} Unterkünfte' },
      'de',
    );
    expect(german.format('results.count', { count: 1250 })).toBe('1.250 Unterkünfte');
    expect(german.format('facet.itemCount', { count: 12500 })).toBe('(12.500)');
    expect(german.format('pager.page', { page: 2 })).toBe('Page 2');
    // Text values (a range's ends, as the filter has them) stay as they are.
    expect(german.format('selections.range', { from: '1000', to: '2000' })).toBe('1000 – 2000');
    expect(createMessages().format('results.count', { count: 1250 })).toBe('1,250 properties');
  });

  it('picks plural forms named by category, for languages with more than one|other', () => {
    const polish = createMessages(
      { 'results.count': 'one:{count} dom|few:{count} domy|many:{count} domów|other:{count} domu' },
      'pl',
    );
    expect([1, 2, 5, 22, 25].map((count) => polish.format('results.count', { count }))).toEqual([
      '1 dom',
      '2 domy',
      '5 domów',
      '22 domy',
      '25 domów',
    ]);
    const arabic = new Intl.PluralRules('ar');
    const forms =
      'zero:لا عقارات|one:عقار واحد|two:عقاران|few:{count} عقارات|many:{count} عقارًا|other:{count} عقار';
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralForm(forms, count, arabic))).toEqual([
      'لا عقارات',
      'عقار واحد',
      'عقاران',
      '{count} عقارات',
      '{count} عقارًا',
      '{count} عقار',
    ]);
    // A category the set lacks takes "other:"; the unnamed two forms are still one|other.
    expect(pluralForm('one:x|other:y', 3, new Intl.PluralRules('pl'))).toBe('y');
    expect(pluralForm('{count} logement|{count} logements', 0, new Intl.PluralRules('fr'))).toBe(
      '{count} logement',
    );
  });
});
