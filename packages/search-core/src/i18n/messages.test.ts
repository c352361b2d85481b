import { describe, expect, it } from 'vitest';
import {
  createMessages,
  DEFAULT_MESSAGES,
  isMessageKey,
  PAGE_MESSAGES,
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
});
