import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value.js';

describe('formatValue in the page language', () => {
  it('writes fixed:N with the language decimal separator, as integer does its grouping', () => {
    expect(formatValue(4.5, 'fixed:1', 'de')).toBe('4,5');
    expect(formatValue('1250.5', 'fixed:2', 'de')).toBe('1.250,50');
    expect(formatValue(1250, 'integer', 'de')).toBe('1.250');
    expect(formatValue(4.5, 'fixed:1', 'en')).toBe('4.5');
  });

  it('writes plural: counts in the language, with forms named by plural category', () => {
    expect(formatValue(1250, 'plural:chambre|chambres', 'fr')).toBe('1\u202f250 chambres');
    expect(formatValue(1, 'plural:bedroom|bedrooms', 'en')).toBe('1 bedroom');
    const polish = 'plural:one:sypialnia|few:sypialnie|many:sypialni|other:sypialni';
    expect([1, 3, 5].map((count) => formatValue(count, polish, 'pl'))).toEqual([
      '1 sypialnia',
      '3 sypialnie',
      '5 sypialni',
    ]);
  });
});
