/**
 * Extreme but real catalogue content in Chromium: a demo over an imported file (LISTINGS_FILE)
 * with a 60-letter German compound as a title and a town, an Arabic type and town, a Hebrew title
 * ending in a digit, a price of 12,500,000. Only a browser lays out a word wider than a phone, and
 * orders mixed-direction text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../packages/loader/test/browser/harness.js';
import { createServer } from '../../src/server.js';
import { loadSiteData } from '../../src/site/site-data.js';
import { type Demo, openFilters, openPage, searchSettled } from './demo.js';
import { mapStill } from './map-motion.js';

const COMPOUND = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenhausvermietung';
const LONG_TOWN = 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz';
const ARABIC_TYPE = 'فيلا';
const ARABIC_TOWN = 'القاهرة الجديدة';

const row = (id: number, extra: Record<string, unknown>) => ({
  id: String(id),
  name: `Plain home ${id}`,
  description: 'A home. With a view.',
  property_type: 'Entire home',
  neighbourhood_cleansed: 'Albany',
  latitude: 42.65 + id * 0.001,
  longitude: -73.75,
  bedrooms: 2,
  price: 120,
  number_of_reviews: 3,
  review_scores_rating: 4.5,
  ...extra,
});

const ROWS = [
  row(1, {
    name: COMPOUND,
    neighbourhood_cleansed: LONG_TOWN,
    price: 12_500_000,
    description: `Once the ${COMPOUND} of the river. With a view.`,
  }),
  row(2, {
    name: 'Villa by the sea',
    property_type: ARABIC_TYPE,
    neighbourhood_cleansed: ARABIC_TOWN,
  }),
  row(3, { name: 'דירת נופש ליד הים 3' }),
  row(4, { name: 'Home without a price', price: null }),
  ...Array.from({ length: 12 }, (_, index) => row(10 + index, {})),
];

let demo: Demo;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stayfront-extreme-'));
  const file = join(dir, 'listings.json');
  writeFileSync(file, JSON.stringify(ROWS));
  const site = loadSiteData({ LISTINGS_FILE: file }, dir);
  const app = await createServer({
    site,
    logger: false,
    rateLimit: { perSecond: 1000, burst: 1000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  demo = {
    site,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      await app.close();
      site.db.close();
    },
  };
});
afterAll(async () => {
  await demo?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How far the page is wider than its viewport. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements in `selector` whose text runs past their own box (clipped by a card's overflow). */
const spilled = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim().slice(0, 40)),
  );

/** Where `a` and `b` are drawn in `selector`: each one's first occurrence's box (left, top). */
const boxes = (page: Page, selector: string, a: string, b: string) =>
  page.$eval(
    selector,
    (element, words) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const found: { left: number; top: number }[] = [];
      for (const word of words) {
        walker.currentNode = element;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(word) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const { left, top } = range.getBoundingClientRect();
          found.push({ left, top });
          break;
        }
      }
      return found;
    },
    [a, b],
  );

describe('a listing with a 60-letter word', () => {
  it('breaks in its card and in its page instead of clipping or scrolling sideways (360 px)', async () => {
    const search = await openPage(demo, '/search?sort=price-desc', { width: 360 });
    await searchSettled(search.page);
    // The card hid the rest of the title, town and summary behind its rounded corner.
    expect(await spilled(search.page, '.card__title, .card__facts, .card__summary')).toEqual([]);
    expect(search.problems).toEqual([]);
    await search.close();

    const listing = demo.site.listings.find((item) => item.title === COMPOUND);
    const rental = await openPage(demo, listing?.url ?? '', { width: 360 });
    // The page was 1019 px wide, its heading and facts one unbroken line each; then 569 px
    // with the word in its description.
    expect(await sideways(rental.page)).toBe(0);
    await rental.close();
  });

  it('as a selected town, its chip wraps instead of widening the page (360 px)', async () => {
    const { page, close } = await openPage(
      demo,
      `/search?f=${encodeURIComponent(`ss_town:${LONG_TOWN}`)}`,
      { width: 360 },
    );
    await searchSettled(page);
    await page.locator('.sf-selections__remove').first().waitFor();
    // The chip "Town: <the word>" on one line made the page 743 px wide (WCAG 1.4.10).
    expect(await sideways(page)).toBe(0);
    await close();
  });
});

describe('a map info window with a 60-letter title', () => {
  it('stays inside a phone’s map (360 px)', async () => {
    const { page, problems, close } = await openPage(
      demo,
      `/search/map?q=${encodeURIComponent(COMPOUND)}`,
      { width: 360 },
    );
    await searchSettled(page);
    await page.locator('.search-map .leaflet-marker-icon').first().click();
    const popup = page.locator('.search-map .leaflet-popup');
    await popup.locator('.map-card__title').waitFor();
    // The map's pan to fit the window in (Leaflet's auto-pan, begun as the window opened) ended.
    await mapStill(page, '.search-map');
    const [map, window] = await Promise.all([
      page.locator('.search-map').boundingBox(),
      popup.locator('.leaflet-popup-content-wrapper').boundingBox(),
    ]);
    if (!map || !window) throw new Error('no map or no window');
    // It was Leaflet's 300 px wide plus its padding: its right side and close button were cut
    // off by the map's 328 px box.
    expect(window.x).toBeGreaterThanOrEqual(map.x);
    expect(window.x + window.width).toBeLessThanOrEqual(map.x + map.width);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('text in another direction than the page', () => {
  it('keeps a card’s facts in their order around an Arabic type and town', async () => {
    const { page, close } = await openPage(demo, '/search?q=sea', { width: 1280 });
    await searchSettled(page);
    const facts = '.card:has(.card__title a[href$="-2"]) .card__facts';
    // "فيلا in القاهرة الجديدة · 2 bedrooms": the "2" was drawn inside the Arabic run, before
    // the town, when the type and town were not isolated (<bdi>).
    const [town, bedrooms] = await boxes(page, facts, 'الجديدة', '2 bedroom');
    if (!town || !bedrooms) throw new Error('no facts');
    // Either "2 bedrooms" wrapped to a line of its own, or it is right of the town on its line.
    if (Math.abs(town.top - bedrooms.top) < 2) expect(town.left).toBeLessThan(bedrooms.left);
    else expect(bedrooms.top).toBeGreaterThan(town.top);
    await close();
  });

  it('draws a Hebrew title right to left', async () => {
    const { page, close } = await openPage(demo, '/search', { width: 1280 });
    await searchSettled(page);
    const title = '.card__title:has(a[href$="-3"])';
    await expect(page.$eval(title, (h) => getComputedStyle(h).direction)).resolves.toBe('rtl');
    await close();
  });

  it('keeps a facet item’s count after an Arabic value on a phone', async () => {
    const { page, close } = await openPage(demo, '/search', { width: 360 });
    await searchSettled(page);
    await openFilters(page);
    const item = page.locator('.sf-facet__item', { hasText: ARABIC_TYPE });
    await item.waitFor();
    // Label and count share a line at 360 px: the "(1)" was drawn left of "فيلا".
    const [value, count] = await boxes(
      page,
      `.sf-facet__item:has-text("${ARABIC_TYPE}")`,
      ARABIC_TYPE,
      '(1)',
    );
    // On one line (the scripts' fonts differ a little in height).
    expect(Math.abs((value?.top ?? 0) - (count?.top ?? 99))).toBeLessThan(8);
    expect(value?.left).toBeLessThan(count?.left ?? 0);
    await close();
  });
});

describe('a listing without a price', () => {
  it('says "Price on request" on its card, as its page and its map window do', async () => {
    // The server's card (no JavaScript), then the results template's (a search in the hash).
    for (const [path, javaScriptEnabled] of [
      ['/search?q=without', false],
      ['/search#q=without', true],
    ] as const) {
      const { page, close } = await openPage(demo, path, { width: 1280, javaScriptEnabled });
      if (javaScriptEnabled) await searchSettled(page);
      await page.waitForFunction(() => document.querySelectorAll('.card').length === 1);
      // The card said nothing where the others show their price.
      await expect(page.locator('.card .card__meta').textContent()).resolves.toContain(
        'Price on request',
      );
      await close();
    }
  });
});

describe('a price of 12,500,000', () => {
  it('is grouped as the server renders it, as the widgets render it after a search', async () => {
    const { page, close } = await openPage(demo, '/search?sort=price-desc', {
      width: 1280,
      javaScriptEnabled: false,
    });
    await expect(page.locator('.card__price').first().textContent()).resolves.toContain(
      '$12,500,000',
    );
    await close();
  });
});
