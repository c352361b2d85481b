import { describe, expect, it } from 'vitest';
import { placesCounter } from './places-count.js';

const inLanguage = (lang: string | null) => {
  const element = document.createElement('div');
  const page = document.createElement('section');
  if (lang !== null) page.setAttribute('lang', lang);
  page.append(element);
  return element;
};

describe('placesCounter: a cluster’s count in the page’s language', () => {
  it('keeps one word as it is, the count in the language’s digits and grouping', () => {
    expect(placesCounter(inLanguage('en'), 'places')(12)).toBe('12 places');
    expect(placesCounter(inLanguage('de_DE'), 'Orte')(1250)).toBe('1.250 Orte');
  });

  it('takes the form the count needs from named plural forms (Polish: few, many)', () => {
    const count = placesCounter(
      inLanguage('pl'),
      'one:miejsce|few:miejsca|many:miejsc|other:miejsca',
    );
    expect([2, 5, 12, 22, 25].map(count)).toEqual([
      '2 miejsca',
      '5 miejsc',
      '12 miejsc',
      '22 miejsca',
      '25 miejsc',
    ]);
  });

  it('reads a one|other pair, and falls back to English for a language Intl refuses', () => {
    expect(placesCounter(inLanguage('fr'), 'lieu|lieux')(3)).toBe('3 lieux');
    expect(placesCounter(inLanguage('x'), 'places')(1250)).toBe('1,250 places');
    expect(placesCounter(inLanguage(null), 'places')(2)).toBe('2 places');
  });
});
