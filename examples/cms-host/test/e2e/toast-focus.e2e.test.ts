/**
 * WCAG 2.4.11 (Focus Not Obscured) with a toast up: on a 360 px phone notyf's toast takes the
 * viewport's whole bottom edge for 5 s, and tabbing on after the rental page's "Copy link"
 * scrolled each next control to that edge, under it ("Next photo" entirely). While a toast shows,
 * the toasts' stylesheet pads the page's scrolling by their height (toast-clearance.ts), so each
 * focused control stops above them. Checked where the browser paints: no focused control may be
 * under the toast at its centre and all four corners. A theme's own scroll-padding-bottom (for a
 * sticky bar at the bottom) larger than the toast is kept: the control stops above the bar too.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, type Demo, firstListing, recordProblems, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

/** A theme's sticky bottom bar, with the scroll-padding-bottom that keeps the focus clear of it. */
const STICKY_BAR = `html{scroll-padding-bottom:160px}
#theme-bar{position:fixed;left:0;right:0;bottom:0;height:160px;background:#333;z-index:1}`;

describe('a toast and the keyboard focus', () => {
  it.each([
    [360, false],
    [1280, false],
    [360, true],
  ])(
    'keeps each control tabbed to after "Copy link" clear of the toast (%i px, a theme bar: %s)',
    async (width, themeBar) => {
      const context = await demo.browser.newContext({
        viewport: { width, height: 740 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      try {
        const page = await context.newPage();
        const problems = recordProblems(page);
        await page.goto(`${demo.base}${firstListing(demo).url}`, { waitUntil: 'networkidle' });
        if (themeBar)
          // A constructed sheet: the demo's strict CSP refuses an inline <style>.
          await page.evaluate((css) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            const bar = document.createElement('div');
            bar.id = 'theme-bar';
            document.body.append(bar);
          }, STICKY_BAR);
        const copy = page.locator('.share-form__actions button');
        await copy.waitFor();
        await copy.focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('.notyf__toast');
        const hidden: string[] = [];
        // Well within the toast's 5 s: it stays up while this runs.
        for (let stop = 0; stop < 12; stop++) {
          await page.keyboard.press('Tab');
          const under = await page.evaluate(() => {
            const focused = document.activeElement as HTMLElement;
            const box = focused.getBoundingClientRect();
            const points = [
              [box.left + box.width / 2, box.top + box.height / 2],
              [box.left + 2, box.top + 2],
              [box.right - 2, box.top + 2],
              [box.left + 2, box.bottom - 2],
              [box.right - 2, box.bottom - 2],
            ];
            const covered = points.filter(([x, y]) =>
              document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.notyf, #theme-bar'),
            );
            const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
            return covered.length === points.length ? name.trim().slice(0, 40) : null;
          });
          if (under !== null) hidden.push(under);
        }
        await page.screenshot({
          path: join(ARTEFACTS, `toast-focus-${width}${themeBar ? '-bar' : ''}.png`),
        });
        expect(await page.locator('.notyf__toast').count()).toBeGreaterThan(0);
        expect(hidden).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
