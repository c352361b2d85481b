/**
 * The rental page's forms on a phone (375 and 320 px, touch) in Chromium: the availability form's
 * dates show whole and stay put when a date's Clear button appears (in the 1280 px aside too),
 * the review form's rating keeps each radio beside its label, and the gallery's full-screen
 * status stays on one line (WCAG 1.4.10 reflow). Only a browser lays out a native date input and
 * where a line of radios or words breaks; and every field's text is 16 px or more on a phone.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, type Demo, firstListing, freeWeek, recordProblems, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

const listingUrl = () => firstListing(demo).url;

async function touchPage(width: number, path: string) {
  const context = await demo.browser.newContext({
    viewport: { width, height: 812 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/** Each date input's box (page coordinates), and the width it takes to show its whole text. */
const dates = (page: Page) =>
  page.$$eval('.availability__dates input', (inputs) =>
    inputs.map((input) => {
      // The same input at its own width: what "mm/dd/yyyy" and the picker icon need.
      const probe = input.cloneNode() as HTMLInputElement;
      probe.style.cssText = 'width: auto; flex: none; position: absolute; visibility: hidden';
      input.parentElement?.append(probe);
      const needs = probe.offsetWidth;
      probe.remove();
      const box = input.getBoundingClientRect();
      return { top: Math.round(box.top + scrollY), width: box.width, needs };
    }),
  );

describe('the availability form on a phone', () => {
  it('shows each date whole, and a Clear button appearing moves neither date (1280, 375, 320 px)', async () => {
    for (const width of [1280, 375, 320]) {
      const { page, problems, close } = await touchPage(width, listingUrl());
      await page.locator('.availability').scrollIntoViewIfNeeded();
      await page.waitForSelector('.availability[data-widget-state="ready"]');
      const before = await dates(page);
      for (const date of before)
        expect(date.width, `${width} px: the date's width`).toBeGreaterThanOrEqual(date.needs);

      await page.locator('#availability-form [name="arrival"]').tap();
      await page.fill('#availability-form [name="arrival"]', '2030-01-14');
      await page.locator('.availability__clear').first().waitFor();
      const after = await dates(page);
      // At 320 px the Clear button took a line of its own, pushing Check-In below Check-Out;
      // at any width its 24 px target on the label's baseline moved Check-In by 1 px.
      expect(after.map((date) => date.top)).toEqual(before.map((date) => date.top));
      await page.locator('.availability__dates').screenshot({
        path: join(ARTEFACTS, `availability-dates-${width}.png`),
      });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

describe('the availability form with both dates chosen', () => {
  it('keeps both dates level, each label on one line with its Clear button (1280, 1024, 375, 320 px)', async () => {
    const query = freeWeek(demo).split('?')[1] ?? '';
    for (const width of [1280, 1024, 375, 320]) {
      const { page, problems, close } = await touchPage(width, `${listingUrl()}?${query}`);
      await page.locator('.availability').scrollIntoViewIfNeeded();
      await page.waitForSelector('.availability[data-widget-state="ready"]');
      await expect.poll(() => page.locator('.availability__clear').count()).toBe(2);
      const fields = await page.$$eval('.availability__dates .availability__field', (all) =>
        all.map((field) => {
          const box = (selector: string) => field.querySelector(selector)?.getBoundingClientRect();
          const label = box('label');
          const clear = box('.availability__clear');
          const date = box('input');
          return {
            labelBottom: (label?.bottom ?? 0) + scrollY,
            clearTop: (clear?.top ?? 0) + scrollY,
            dateTop: Math.round((date?.top ?? 0) + scrollY),
            dateLeft: date?.left ?? 0,
          };
        }),
      );
      // At 1280 and 1024 px Check-Out's Clear took a line of its own: its date stood 7 px lower.
      for (const field of fields)
        expect(field.clearTop, `${width} px: Clear beside its label`).toBeLessThan(
          field.labelBottom,
        );
      const [arrival, departure] = fields;
      if (arrival && departure && departure.dateLeft > arrival.dateLeft)
        expect(departure.dateTop, `${width} px: the dates side by side, level`).toBe(
          arrival.dateTop,
        );
      await page.locator('.availability__dates').screenshot({
        path: join(ARTEFACTS, `availability-both-dates-${width}.png`),
      });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

/**
 * Every field a visitor types in or picks from, visible on the page once its widgets woke (the
 * search's drop-downs swapped for react-select where they are), with its text size if under 16 px.
 */
const smallFields = (page: Page) =>
  page.$$eval(
    'input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"], [type="submit"], [type="button"]), select, textarea',
    (fields) =>
      fields
        .filter((field) => field.getClientRects().length > 0)
        .map((field) => ({
          field: `${field.tagName.toLowerCase()}${field.id ? `#${field.id}` : ''}.${field.className}`,
          size: Number.parseFloat(getComputedStyle(field).fontSize),
        }))
        .filter(({ size }) => size < 16),
  );

describe('fields on a phone', () => {
  it('write their text at 16 px or more, so iOS Safari does not zoom the page into them on focus', async () => {
    const pages = [
      '/search',
      listingUrl(),
      `${listingUrl()}?leaveReview`,
      '/contact',
      freeWeek(demo),
      '/owners/import',
    ];
    const found: string[] = [];
    for (const path of pages) {
      const { page, problems, close } = await touchPage(375, path);
      // Wake what wakes on sight, then the autocomplete (on interaction). Each position is
      // rendered before the next: intersection observers are updated as a frame is rendered, so
      // two frames (not a fixed 50 ms, which a loaded machine can pass inside one) see it.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          scrollTo(0, y);
          await frame();
          await frame();
        }
      });
      await page.waitForFunction(() => !document.querySelector('[data-widget-state="loading"]'));
      const autocomplete = page.locator('[data-widget="autocomplete"] input');
      if (await autocomplete.count()) {
        await autocomplete.first().tap();
        await page.waitForSelector('.sf-autocomplete__input');
      }
      for (const { field, size } of await smallFields(page))
        found.push(`${path} ${field}: ${size}px`);
      expect(problems).toEqual([]);
      await close();
    }
    expect(found).toEqual([]);
  });
});

describe('the rental page with text at 200%', () => {
  it('does not scroll sideways at 1280 px: the aside leaves the main column its room (WCAG 1.4.4)', async () => {
    const { page, problems, close } = await touchPage(1280, listingUrl());
    // Text alone at 200%, as a browser's font size setting makes it (rem-based widths grow).
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the gallery in full screen on a phone', () => {
  it('keeps its status on one line and its controls on the screen (320, 375 px)', async () => {
    for (const width of [320, 375]) {
      const { page, problems, close } = await touchPage(width, listingUrl());
      const gallery = page.locator('[data-widget="gallery"]');
      await gallery.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-widget="gallery"][data-widget-state="ready"]');
      await gallery.getByRole('button', { name: 'Full screen' }).tap();
      await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
      await gallery.getByRole('button', { name: 'Next photo' }).tap();
      const look = () =>
        gallery.evaluate((element) => {
          const status = element.querySelector('.sf-carousel__status') as Element;
          const range = document.createRange();
          range.selectNodeContents(status);
          // One line box per line of text ("Photo / 2 / of / 3" was four).
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          const controls = element.querySelector('.sf-carousel__controls')?.getBoundingClientRect();
          return {
            lines: lines.size,
            controlsOnScreen: (controls?.bottom ?? Number.POSITIVE_INFINITY) <= innerHeight,
          };
        });
      await expect
        .poll(look, { message: `${width} px` })
        .toEqual({ lines: 1, controlsOnScreen: true });
      await page.screenshot({ path: join(ARTEFACTS, `gallery-fullscreen-${width}.png`) });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

describe('the review form on a phone', () => {
  it('keeps each rating radio on the line of its label (320 px)', async () => {
    const { page, problems, close } = await touchPage(320, `${listingUrl()}?leaveReview`);
    await page.waitForSelector('#review-form[data-widget-state="ready"]');
    const apart = await page.$$eval('#review-form input[type="radio"]', (radios) =>
      radios
        .map((radio) => {
          const label = radio.ownerDocument.querySelector(`label[for="${radio.id}"]`);
          if (!label) return `${radio.id}: no label`;
          const r = radio.getBoundingClientRect();
          const l = label.getBoundingClientRect();
          const middle = r.top + r.height / 2;
          // Beside it: on the radio's line, starting just after it.
          const beside = middle > l.top && middle < l.bottom && l.left >= r.right;
          return beside && l.left - r.right < 16 ? '' : `${label.textContent} apart from its radio`;
        })
        .filter(Boolean),
    );
    expect(apart).toEqual([]);
    await page.locator('#review-form fieldset').screenshot({
      path: join(ARTEFACTS, 'review-stars-320.png'),
    });
    expect(problems).toEqual([]);
    await close();
  });
});
