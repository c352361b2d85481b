import { describe, expect, it } from 'vitest';
import { countParts } from './count-parts.js';

describe('countParts in languages with more plural forms than one|other', () => {
  it('picks Polish and Arabic forms named by plural category, the number in the language', () => {
    const polish =
      'one:{count} ulubiony|few:{count} ulubione|many:{count} ulubionych|other:{count} ulubionego';
    expect([1, 3, 5].map((count) => countParts(polish, count, 'pl').label)).toEqual([
      'ulubiony',
      'ulubione',
      'ulubionych',
    ]);
    const arabic =
      'zero:لا مفضلات|one:مفضلة واحدة|two:مفضلتان|few:{count} مفضلات|many:{count} مفضلة|other:{count} مفضلة';
    expect(countParts(arabic, 2, 'ar').label).toBe('مفضلتان');
    expect(countParts(arabic, 3, 'ar').label).toBe('مفضلات');
    expect(countParts('{count} favourite|{count} favourites', 1250, 'de').number).toBe('1.250');
  });
});
