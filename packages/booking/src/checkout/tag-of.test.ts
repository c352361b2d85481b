import { describe, expect, it } from 'vitest';
// The search page's rule, read from its source (test-only: the widgets' package does not export
// it, see tag-of.ts), so the two cannot drift apart unnoticed.
import { tagOf as searchPageTagOf } from '../../../widgets/src/analytics/analytics-globals.js';
import { tagOf } from './tag-of.js';

const fn = () => {};
// Every mix of present, absent and untrusted look-alikes (a string gtag, an object data layer).
const TAG_VALUES = {
  gtag: [undefined, fn, 'gtag'],
  ga: [undefined, fn, {}],
  dataLayer: [undefined, [], {}],
} as const;

describe('tagOf', () => {
  it('answers as the search page’s analytics does, for every mix of tags in both modes', () => {
    let checked = 0;
    for (const mode of ['ga4', 'universal'] as const)
      for (const gtag of TAG_VALUES.gtag)
        for (const ga of TAG_VALUES.ga)
          for (const dataLayer of TAG_VALUES.dataLayer) {
            const page = { gtag, ga, dataLayer };
            expect(tagOf(page, mode), JSON.stringify({ mode, ...page })).toBe(
              searchPageTagOf({ ...page, ...TIMERS }, mode),
            );
            checked++;
          }
    expect(checked).toBe(54);
  });

  it('takes gtag in GA4 mode, ga in universal mode, else a data layer list', () => {
    expect(tagOf({ gtag: fn, ga: fn, dataLayer: [] }, 'ga4')).toBe('gtag');
    expect(tagOf({ gtag: fn, ga: fn, dataLayer: [] }, 'universal')).toBe('ga');
    expect(tagOf({ gtag: fn, dataLayer: [] }, 'universal')).toBe('dataLayer');
    expect(tagOf({ ga: fn, dataLayer: [] }, 'ga4')).toBe('dataLayer');
    expect(tagOf({ gtag: 'gtag', dataLayer: {} }, 'ga4')).toBeNull();
    expect(tagOf({}, 'universal')).toBeNull();
  });
});

/** What the search page's globals carry besides the tags (unused by tagOf). */
const TIMERS = {
  location: { assign: () => {} },
  setTimeout: () => 0,
  clearTimeout: () => {},
};
