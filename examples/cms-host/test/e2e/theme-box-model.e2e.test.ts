/**
 * The default stylesheet on a theme without a global `box-sizing: border-box` reset, in
 * Chromium: the demo's own theme has one (`* { box-sizing: border-box }`), so the widgets' rules
 * were only ever seen under it. Many CMS themes keep the browser's `content-box`, under which a
 * `width: 100%` field with padding and a border is wider than its column. A themer's page built
 * from the READMEs showed the range facet's From field over the To field, and To over Apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openFilters, openPage, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

// Another theme's box model: weaker than any class of the default stylesheet, stronger than `*`.
const CONTENT_BOX = 'html body * { box-sizing: content-box; }';

describe('the range facet under a content-box theme', () => {
  it('keeps each number field inside its bound, and the fields and Apply apart (375, 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const { page, close } = await openPage(demo, '/search', { width });
      await searchSettled(page);
      await page.addStyleTag({ content: CONTENT_BOX });
      await openFilters(page);
      await page.locator('.sf-facet__range .sf-facet__number').first().waitFor();
      const boxes = await page.$$eval('.sf-facet__range', (ranges) =>
        ranges.map((range) => {
          const rect = (element: Element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { left, right, top, bottom };
          };
          return {
            bounds: [...range.querySelectorAll('.sf-facet__bound')].map((bound) => ({
              bound: rect(bound),
              field: rect(bound.querySelector('.sf-facet__number') as Element),
            })),
            apply: rect(range.querySelector('.sf-facet__apply') as Element),
          };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const { bounds, apply } of boxes) {
        for (const { bound, field } of bounds) {
          expect(field.left, `${width} px`).toBeGreaterThanOrEqual(bound.left - 0.5);
          expect(field.right, `${width} px`).toBeLessThanOrEqual(bound.right + 0.5);
        }
        // Side by side on one line, the next box starts after the field before it ends.
        const [from, to] = bounds.map(({ field }) => field);
        if (from && to && to.top < from.bottom) expect(to.left).toBeGreaterThanOrEqual(from.right);
        if (to && apply.top < to.bottom) expect(apply.left).toBeGreaterThanOrEqual(to.right);
      }
      await close();
    }
  });
});
