/**
 * Three things a newcomer audit found on the demo, at a phone's and a desktop's width: the
 * minimum-stay message (SPEC 5.5) reads as a note, not an error, once a longer stay is accepted;
 * the owners' import page (SPEC 3.22) moves nothing while its progress bar runs; a thing to do's
 * featured area (SPEC 2.8: photo, then map) keeps the theme's spacing from the title below.
 * Screenshots go to test-results/quiet-notes-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRange, minimumStay, staySettings } from '../../src/site/availability.js';
import {
  ARTEFACTS,
  axeViolations,
  type Demo,
  firstListing,
  LAYOUT_SHIFT_RECORDER,
  layoutShift,
  recordProblems,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

const WIDTHS = [
  [360, 740],
  [1280, 800],
] as const;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function open(path: string, width: number, height: number, shifts = false) {
  const context = await demo.browser.newContext({ viewport: { width, height }, locale: 'en-US' });
  if (shifts) await context.addInitScript({ content: LAYOUT_SHIFT_RECORDER });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTEFACTS, `quiet-notes-${name}.png`), fullPage: true });

/**
 * An arrival with a minimum stay above one night (SPEC 5.5 shows the message only then) and a
 * stay two nights longer that the server answers as available: the audit's Dec 17, 4 nights.
 */
function longerStay(): { arrival: string; departure: string; minimum: number } {
  const listing = firstListing(demo);
  const today = isoDay(Date.now());
  for (let day = 14; day < 400; day++) {
    const arrival = isoDay(Date.now() + day * DAY_MS);
    const minimum = minimumStay(staySettings(listing, Number(arrival.slice(0, 4))), arrival);
    if (minimum < 2) continue;
    const departure = isoDay(Date.parse(arrival) + (minimum + 2) * DAY_MS);
    const answer = answerRange(listing, new URLSearchParams({ arrival, departure }), today);
    if (answer?.state === 'available') return { arrival, departure, minimum };
  }
  throw new Error('no available stay longer than a minimum stay of 2 nights or more');
}

describe('the minimum-stay message beside an accepted longer stay', () => {
  it.each(WIDTHS)(
    'is a polite note in the hint’s style, not an error, at %i px',
    async (width, height) => {
      const { arrival, departure, minimum } = longerStay();
      const { page, problems, close } = await open(
        `${firstListing(demo).url}?arrival=${arrival}&departure=${departure}`,
        width,
        height,
      );
      await page.locator('.availability').scrollIntoViewIfNeeded();
      await page.waitForSelector('.availability[data-widget-state="ready"]');
      expect(await page.locator('.availability__answer--available').textContent()).toContain(
        `for ${minimum + 2} nights`,
      );
      const note = page.locator('.availability__min-stay');
      await expect
        .poll(() => note.textContent())
        .toMatch(/^Minimum stay for arrival on .+ is \d+ nights\.$/);
      // A status (polite, announced when its words change), never an alert or an assertive region.
      expect(await note.getAttribute('role')).toBe('status');
      expect(await note.getAttribute('aria-live')).not.toBe('assertive');
      expect(
        await page
          .locator('.availability [role="alert"], .availability [aria-live="assertive"]')
          .count(),
      ).toBe(0);
      // Set as the hint under the dates is (muted, normal weight), not in bold as an error would be.
      const style = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const { fontWeight, color, fontSize } = getComputedStyle(element);
          return { fontWeight, color, fontSize };
        });
      const hint = await style('.availability__hint');
      expect(await style('.availability__min-stay')).toEqual(hint);
      expect(hint.fontWeight).toBe('400');
      await page.locator('.availability').screenshot({
        path: join(ARTEFACTS, `quiet-notes-min-stay-${width}.png`),
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('the owners’ import page', () => {
  it.each(WIDTHS)(
    'moves nothing while its progress bar runs to its end, at %i px',
    async (width, height) => {
      const { page, problems, close } = await open('/owners/import', width, height, true);
      const bar = page.locator('progress.sf-progress__bar');
      await expect.poll(() => bar.getAttribute('value')).not.toBe(null);
      await shot(page, `import-start-${width}`);
      await expect.poll(() => bar.getAttribute('value'), { timeout: 8000 }).toBe('100');
      await expect
        .poll(() => page.locator('.sf-progress__message').textContent())
        .toBe('Finished.');
      await shot(page, `import-end-${width}`);
      // The whole load: the widget replacing the server's sentence, the message's first words, and
      // the percentage growing from 0% to 100% (it narrowed the bar, the column widening).
      expect(await layoutShift(page)).toEqual({ value: 0, sources: [] });
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('a thing to do’s page', () => {
  it.each(WIDTHS)(
    'keeps 1rem between the featured map and the title, at %i px',
    async (width, height) => {
      const thing = demo.site.things[0];
      if (!thing) throw new Error('no thing to do');
      const { page, problems, close } = await open(thing.url, width, height);
      const gaps = await page.evaluate(() => {
        const box = (selector: string) =>
          (document.querySelector(selector) as Element).getBoundingClientRect();
        const photo = box('.thing-detail__featured img');
        const map = box('.thing-detail__map');
        const title = box('.thing-detail h1');
        return { photoToMap: map.top - photo.bottom, mapToTitle: title.top - map.bottom };
      });
      // SPEC 2.8 puts the map in the featured area, under the photo: the same 16 px after it.
      expect(gaps).toEqual({ photoToMap: 16, mapToTitle: 16 });
      await shot(page, `thing-${width}`);
      expect(problems).toEqual([]);
      await close();
    },
  );
});
