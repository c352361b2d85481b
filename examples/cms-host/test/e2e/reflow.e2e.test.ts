/**
 * Reflow with a reader's text spacing (WCAG 1.4.10, 1.4.12) in Chromium: the search page at 320 px
 * wide with the text-spacing bookmarklet's styles never scrolls sideways, before the widgets wake
 * (the server's markup, which is also the page without JavaScript) and after, plain and as a deep
 * link; and the favourites page keeps each card's toggle inside the card. Only a browser lays out
 * two columns of facet values, a label beside a select, and a button's text in its card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, engineAnswer, favouritesCookie, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(300);
});
afterAll(async () => demo?.close());

// The WCAG 1.4.12 bookmarklet's values (line height, letter, word and paragraph spacing).
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** How far the page is wider than the viewport, and the widest things sticking out. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow: document.documentElement.scrollWidth - width, out: out.slice(0, 5) };
  });

async function open(path: string, widgets: boolean) {
  const context = await demo.browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  // Without the loader the server's markup stays: the page as it is before (and without) JavaScript.
  if (!widgets) await page.route('**/stayfront/loader.js', (route) => route.abort());
  await page.goto(`${demo.base}${path}`, { waitUntil: 'load' });
  if (widgets) await searchSettled(page);
  await page.addStyleTag({ content: TEXT_SPACING });
  return { page, close: () => context.close() };
}

describe('the favourites page with text spacing', () => {
  it('keeps each card’s favourites toggle inside its card (320 and 1280 px)', async () => {
    const ids = engineAnswer(demo, {})
      .docs.slice(0, 3)
      .map((doc) => String(doc.id));
    for (const width of [320, 1280]) {
      // Tall enough for the three cards: each toggle wakes when it comes into view.
      const context = await demo.browser.newContext({ viewport: { width, height: 2400 } });
      await context.addCookies([favouritesCookie(demo, ids)]);
      const page = await context.newPage();
      await page.goto(`${demo.base}/favourites`, { waitUntil: 'load' });
      await page.locator('[data-widget="results"] button.sf-flag').nth(2).waitFor();
      await page.addStyleTag({ content: TEXT_SPACING });
      // "Remove from favourites" on one line ran past the card's edge, which cut it off.
      const cut = await page.$$eval('[data-widget="results"] .sf-flag', (toggles) =>
        toggles
          .map((toggle) => {
            const card = toggle.closest('.card')?.getBoundingClientRect();
            const box = toggle.getBoundingClientRect();
            return card && (box.right > card.right || toggle.scrollWidth > toggle.clientWidth);
          })
          .filter(Boolean),
      );
      expect({ width, cut: cut.length }).toEqual({ width, cut: 0 });
      await context.close();
    }
  });
});

describe('the search page at 320 px with text spacing', () => {
  it('does not scroll sideways with the server’s markup (sort form with its Apply button)', async () => {
    const { page, close } = await open('/search', false);
    expect(await sideways(page)).toEqual({ overflow: 0, out: [] });
    await close();
  });

  it('does not scroll sideways once the widgets woke (facet columns, sort, hits per page)', async () => {
    for (const path of ['/search', '/search#q=cottage&fq=ss_town:%22Fowey%22']) {
      const { page, close } = await open(path, true);
      await page.waitForSelector('.sf-hits-per-page__select');
      expect(await sideways(page)).toEqual({ overflow: 0, out: [] });
      await close();
    }
  });
});
