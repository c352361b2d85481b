/**
 * The search page's cards and facets at tablet widths and with the reader's text at 200%, in
 * Chromium: a card's photo fills its card, its price and rating never break in the middle, and
 * the facets' column grows with the text so no value breaks mid-word. Found by a visual review
 * at 768-1180 px and with the root font size at 200% (text-only zoom, WCAG 1.4.4).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

async function openSearch(width: number, height = 900) {
  const context = await demo.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${demo.base}/search`, { waitUntil: 'load' });
  await searchSettled(page);
  return { page, close: () => context.close() };
}

/** The cards whose photo is narrower than the card (by more than its border), as "width/card". */
const narrowPhotos = (page: Page) =>
  page.$$eval('[data-widget="results"] .card', (cards) =>
    cards
      .map((card) => {
        const photo = card.querySelector('img')?.getBoundingClientRect().width ?? 0;
        return `${Math.round(photo)}/${card.clientWidth}`;
      })
      .filter((sizes) => {
        const [photo = 0, card = 0] = sizes.split('/').map(Number);
        return photo < card - 1;
      }),
  );

/** The cards' prices and ratings that take more than one line, by their text. */
const brokenMeta = (page: Page) =>
  page.$$eval('[data-widget="results"] :is(.card__price, .card__rating)', (parts) =>
    parts
      .filter((part) => {
        const line = Number.parseFloat(getComputedStyle(part).lineHeight);
        return part.getBoundingClientRect().height > line * 1.5;
      })
      .map((part) => part.textContent?.replace(/\s+/g, ' ').trim()),
  );

/** The facet values with a word broken over two lines (the word, as "Cott|age" cut it). */
const brokenWords = (page: Page) =>
  page.$$eval('[data-widget="facet"] .sf-facet__value', (values) => {
    const broken: string[] = [];
    for (const value of values) {
      const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

describe('the search page at tablet widths', () => {
  it('fills each card with its photo (one column of cards beside the facets, 768-863 px)', async () => {
    for (const width of [768, 820]) {
      const { page, close } = await openSearch(width);
      // The photos were 400 px (their width attribute) in cards of 444-496 px.
      expect({ width, narrow: await narrowPhotos(page) }).toEqual({ width, narrow: [] });
      await close();
    }
  });

  it('keeps each card’s price and rating whole (three columns at 1180 px, iPad landscape)', async () => {
    const { page, close } = await openSearch(1180, 820);
    // "$205 / night" broke into "$205 /" and "night", "★ 4.3 (54 reviews)" before "reviews)".
    expect(await brokenMeta(page)).toEqual([]);
    await close();
  });
});

describe('the search page with text at 200% (1280 px)', () => {
  it('breaks no facet value mid-word: the facets’ column grows with the text', async () => {
    const { page, close } = await openSearch(1280);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    // At 260 px the column broke "Cottage", "Apartment", "Smoke alarm"… mid-word.
    expect(await brokenWords(page)).toEqual([]);
    expect(await brokenMeta(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await close();
  });
});

describe('the server’s favourites links with text at 200% (768 px, no JavaScript)', () => {
  it('keeps each card’s “Add to favourites” link inside its card', async () => {
    const context = await demo.browser.newContext({
      viewport: { width: 768, height: 1024 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${demo.base}/search`, { waitUntil: 'load' });
    // addStyleTag waits for a load event a page without JavaScript never fires.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    });
    // The card clips what overflows it: a link on one line lost its end ("Add to favour").
    const overflowing = await page.$$eval(
      '.flag__link',
      (links) =>
        links.filter((link) => {
          const card = link.closest('.card');
          return card && link.getBoundingClientRect().right > card.getBoundingClientRect().right;
        }).length,
    );
    expect(await page.locator('.flag__link').count()).toBeGreaterThan(0);
    expect(overflowing).toBe(0);
    await context.close();
  });
});
