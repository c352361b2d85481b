/**
 * The search page's map view (`/search/map`, SPEC 2.3) in Chromium: the `search-map` widget of
 * @stayfront/maps wakes in its reserved box with one marker per home on the search's current page
 * (markers and the counts of the clusters that hold them), follows a facet to the new page's
 * homes, opens a home's card with its title linked to its page (by click, and by keyboard with
 * the focus in it and back on the marker), moves nothing as it wakes (at
 * 1280 and 375 px), and passes axe. "Show map" / "Show list" carry the search state (the hash)
 * from one view to the other.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type Demo,
  engineAnswer,
  LAYOUT_SHIFT_RECORDER,
  layoutShift,
  openPage,
  recordProblems,
  searchSettled,
  startDemo,
} from './demo.js';
import { openCluster } from './map-motion.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

const MAP = '.search__results [data-widget="search-map"]';
const facet = (field: string) => `[data-widget="facet"][data-widget-config*='"${field}"']`;

async function mapReady(page: Page) {
  await page.locator(`${MAP}[data-widget-state="ready"]`).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The homes on the map: each marker's name, and each cluster's count of the markers it holds. */
const onMap = (page: Page) =>
  page.$$eval(`${MAP} .leaflet-marker-icon`, (icons) => {
    const titles: string[] = [];
    let clustered = 0;
    for (const icon of icons) {
      if (icon.classList.contains('sf-map-cluster'))
        clustered += Number(icon.querySelector('span')?.textContent);
      else titles.push(icon.getAttribute('alt') ?? '');
    }
    return { titles, clustered, total: titles.length + clustered };
  });

/** Each unclustered marker's name and the number on its pin (the built-in `numbers` set's SVG). */
const numbered = (page: Page) =>
  page.$$eval(`${MAP} .leaflet-marker-icon:not(.sf-map-cluster)`, (icons) =>
    icons.map((icon) => ({
      title: icon.getAttribute('alt') ?? '',
      number: Number(
        />(\d+)<\/text>/.exec(decodeURIComponent(icon.getAttribute('src') ?? ''))?.[1],
      ),
    })),
  );

/** Numbered as the list is: a home's pin says its place on the page, from 1 on every answer. */
async function pinsNumberedAsListed(page: Page, titles: readonly string[]) {
  // Zoom into clusters until some homes have pins of their own.
  for (let i = 0; i < 6 && !(await numbered(page)).length; i++) await openCluster(page, MAP);
  const pins = await numbered(page);
  expect(pins.length).toBeGreaterThan(0);
  for (const pin of pins)
    expect(titles.flatMap((title, at) => (title === pin.title ? [at + 1] : []))).toContain(
      pin.number,
    );
}

/** The titles of the homes the results list shows: the search's current page. */
const listed = (page: Page) =>
  page.$$eval('[data-widget="results"] [data-result-id] .card__title a', (links) =>
    links.map((link) => link.textContent?.trim() ?? ''),
  );

/** The map has placed the homes of the page the list shows (it follows the same answer). */
async function mapFollowsList(page: Page) {
  const titles = await listed(page);
  await expect.poll(async () => (await onMap(page)).total, { timeout: 5000 }).toBe(titles.length);
  const shown = await onMap(page);
  for (const title of shown.titles) expect(titles).toContain(title);
  return { titles, shown };
}

describe('the search page’s map view', () => {
  it('shows one marker per home on the page, and follows a facet to the new page’s homes', async () => {
    const { page, problems, close } = await openPage(demo, '/search/map');
    await searchSettled(page);
    await mapReady(page);
    // The site's tiles, the map region named by the config's label.
    expect(await page.locator(`${MAP} img.leaflet-tile`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${MAP} [role="region"]`).getAttribute('aria-label')).toBe(
      'Map of the homes on this page',
    );
    // Said once: the server's words for visitors without JavaScript are not read before it.
    expect(await page.locator(`${MAP} > .sf-map__sr`).ariaSnapshot()).toBe('');
    const first = await mapFollowsList(page);
    expect(first.titles).toHaveLength(12);
    // Clustered where homes are close (SPEC 2.3, 9.6): five towns, twelve homes.
    expect(first.shown.clustered).toBeGreaterThan(0);
    await pinsNumberedAsListed(page, first.titles);

    const fowey = engineAnswer(demo, { terms: { ss_town: ['Fowey'] } });
    await page.locator(`${facet('ss_town')} label`, { hasText: /^Fowey / }).click();
    await searchSettled(page);
    const after = await mapFollowsList(page);
    expect(after.titles).toHaveLength(Math.min(12, fowey.numFound));
    const foweyTitles = demo.site.listings
      .filter((listing) => listing.town === 'Fowey')
      .map((listing) => listing.title);
    for (const title of after.titles) expect(foweyTitles).toContain(title);
    expect(after.titles).not.toEqual(first.titles);
    await pinsNumberedAsListed(page, after.titles);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('names each cluster with the homes in it, in the list’s order', async () => {
    const { page, problems, close } = await openPage(demo, '/search/map');
    await searchSettled(page);
    await mapReady(page);
    const { titles } = await mapFollowsList(page);
    const clusters = await page
      .locator(`${MAP} .sf-map-cluster`)
      .evaluateAll((icons) => icons.map((icon) => icon.textContent ?? ''));
    expect(clusters.length).toBeGreaterThan(0);
    // "4 places" named every cluster of four alike; now "4 places: Clifftop Flat, …".
    expect(await page.getByRole('button', { name: / places: / }).count()).toBe(clusters.length);
    const names = await page
      .locator(`${MAP} .sf-map-cluster .sf-map__sr`)
      .evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));
    expect(names).toHaveLength(clusters.length);
    for (const name of names) {
      const [, count, homes] = /^(\d+) places: (.+)$/.exec(name) ?? [];
      // The first five, then "…".
      const held = (homes ?? '').split(', ').filter((title) => title !== '…');
      expect(held).toHaveLength(Math.min(5, Number(count)));
      const positions = held.map((title) => titles.indexOf(title));
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a home’s card with its title linked to its page', async () => {
    const { page, problems, close } = await openPage(demo, '/search/map');
    await searchSettled(page);
    await mapReady(page);
    const marker = page.locator(`${MAP} .leaflet-marker-icon:not(.sf-map-cluster)`).first();
    // Open clusters until a marker of its own shows.
    for (let i = 0; i < 6 && !(await marker.count()); i++) await openCluster(page, MAP);
    const title = (await marker.getAttribute('alt')) ?? '';
    const urls = demo.site.listings
      .filter((listing) => listing.title === title)
      .map((listing) => listing.url);
    expect(urls.length).toBeGreaterThan(0);
    await marker.click();
    const popup = page.locator(`${MAP} .leaflet-popup`);
    await popup.waitFor();
    const link = popup.locator('.map-card .map-card__title a');
    expect((await link.textContent())?.trim()).toBe(title);
    expect(urls).toContain(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname);
    expect(await popup.locator('.map-card__meta').textContent()).toMatch(/^\S.* in \S/);
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: Enter opens the card with the focus in it, Escape brings it back to the marker.
    await popup.locator('.leaflet-popup-close-button').click();
    await popup.waitFor({ state: 'detached' });
    await marker.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    const inCard = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.leaflet-popup')));
    expect(await inCard()).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('alt'))).toBe(title);
    expect(problems).toEqual([]);
    await close();
  });

  it.each([1280, 375])('at %i px moves nothing as the map wakes', async (width) => {
    const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript({ content: LAYOUT_SHIFT_RECORDER });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${demo.base}/search/map`, { waitUntil: 'networkidle' });
    await searchSettled(page);
    // On a phone the filters come first: the map wakes as it scrolls into view.
    await page.locator(MAP).scrollIntoViewIfNeeded();
    await mapReady(page);
    const box = await page.locator(MAP).boundingBox();
    expect(box?.height).toBe(width < 768 ? 260 : 360);
    await mapFollowsList(page);
    const shift = await layoutShift(page);
    expect(shift.value, shift.sources.join('\n')).toBeLessThan(0.02);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes the search state from one view to the other: Show map, Show list', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    await page.locator(`${facet('ss_town')} label`, { hasText: /^Fowey / }).click();
    await searchSettled(page);
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toContain('Fowey');
    // The same homes; the demo's ranking (SPEC 7.5) may order them differently on each visit.
    const titles = (await listed(page)).sort();
    await Promise.all([page.waitForURL('**/search/map#*'), page.click('a.view-switch')]);
    expect(await page.evaluate(() => location.pathname + location.hash)).toBe(`/search/map${hash}`);
    await searchSettled(page);
    expect((await listed(page)).sort()).toEqual(titles);
    await page.locator(MAP).scrollIntoViewIfNeeded();
    await mapReady(page);
    await mapFollowsList(page);
    // And back, by keyboard.
    await page.locator('a.view-switch').focus();
    await Promise.all([page.waitForURL('**/search#*'), page.keyboard.press('Enter')]);
    expect(await page.evaluate(() => location.pathname + location.hash)).toBe(`/search${hash}`);
    await searchSettled(page);
    expect((await listed(page)).sort()).toEqual(titles);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript, keeps the server’s text in the reserved box and links the views', async () => {
    const { page, close } = await openPage(demo, '/search/map?f=ss_town:Fowey', {
      javaScriptEnabled: false,
    });
    expect(await page.locator(MAP).textContent()).toContain(
      'The map needs JavaScript. The same homes are listed below.',
    );
    expect((await page.locator(MAP).boundingBox())?.height).toBe(360);
    await Promise.all([page.waitForURL('**/search?*'), page.click('a.view-switch')]);
    expect(new URL(page.url()).search).toBe('?f=ss_town%3AFowey');
    await close();
  });
});
