/**
 * Reflow with a reader's text spacing (WCAG 1.4.10, 1.4.12) in Chromium: the search page at 320 px
 * wide with the text-spacing bookmarklet's styles never scrolls sideways, before the widgets wake
 * (the server's markup, which is also the page without JavaScript) and after, plain and as a deep
 * link. Only a browser lays out two columns of facet values and a label beside a select.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, searchSettled, startDemo } from './demo.js';

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
