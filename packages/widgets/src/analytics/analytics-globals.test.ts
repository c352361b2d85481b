import { describe, expect, it } from 'vitest';
import { type AnalyticsGlobals, hasTag, tagOf } from './analytics-globals.js';
import { trackerFor } from './trackers.js';

const page = (tags: Partial<Record<'gtag' | 'ga' | 'dataLayer', unknown>>): AnalyticsGlobals => ({
  ...tags,
  location: { assign: () => {} },
  setTimeout: () => 0,
  clearTimeout: () => {},
});

const fn = () => {};
// Every mix of present, absent and untrusted look-alikes (a string gtag, an object data layer).
const TAG_VALUES = {
  gtag: [undefined, fn, 'gtag'],
  ga: [undefined, fn, {}],
  dataLayer: [undefined, [], {}],
} as const;

describe('hasTag', () => {
  it('says yes exactly when trackerFor would find a tag, in both modes', () => {
    let checked = 0;
    for (const mode of ['ga4', 'universal'] as const)
      for (const gtag of TAG_VALUES.gtag)
        for (const ga of TAG_VALUES.ga)
          for (const dataLayer of TAG_VALUES.dataLayer) {
            const globals = page({ gtag, ga, dataLayer });
            const expected = trackerFor(globals, { mode, currency: null }) !== null;
            expect(hasTag(globals, mode), JSON.stringify({ mode, gtag, ga, dataLayer })).toBe(
              expected,
            );
            checked++;
          }
    expect(checked).toBe(54);
  });

  it('finds gtag only in GA4 mode and ga only in universal mode', () => {
    expect(hasTag(page({ gtag: fn }), 'ga4')).toBe(true);
    expect(hasTag(page({ gtag: fn }), 'universal')).toBe(false);
    expect(hasTag(page({ ga: fn }), 'universal')).toBe(true);
    expect(hasTag(page({ ga: fn }), 'ga4')).toBe(false);
  });
});

describe('tagOf', () => {
  // Moved from @stayfront/booking's checkout, which restated this rule until widgets exported it.
  it('takes gtag in GA4 mode, ga in universal mode, else a data layer list', () => {
    expect(tagOf({ gtag: fn, ga: fn, dataLayer: [] }, 'ga4')).toBe('gtag');
    expect(tagOf({ gtag: fn, ga: fn, dataLayer: [] }, 'universal')).toBe('ga');
    expect(tagOf({ gtag: fn, dataLayer: [] }, 'universal')).toBe('dataLayer');
    expect(tagOf({ ga: fn, dataLayer: [] }, 'ga4')).toBe('dataLayer');
    expect(tagOf({ gtag: 'gtag', dataLayer: {} }, 'ga4')).toBeNull();
    expect(tagOf({}, 'universal')).toBeNull();
  });
});
