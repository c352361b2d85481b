/**
 * The demo in Chromium: every page loads without console errors and without axe-core violations
 * (WCAG 2.0/2.1/2.2 A and AA rules), search works with JavaScript off through plain links, and
 * the loader is on every page. Screenshots go to examples/cms-host/test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, axeViolations, type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
let site: Demo['site'];
let base: string;

beforeAll(async () => {
  demo = await startDemo(200);
  site = demo.site;
  base = demo.base;
});
afterAll(async () => demo?.close());

async function open(path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const opened = await openPage(demo, path, options);
  return { page: opened.page as Page, context: { close: opened.close }, problems: opened.problems };
}

describe('every page', () => {
  // Paths that name a listing are read once the demo has started (beforeAll).
  const pages: [string, () => string][] = [
    ['home', () => '/'],
    ['search', () => '/search'],
    ['search-filtered', () => '/search?q=sea&f=ss_property_type:Cottage&f=sm_amenities:Wifi'],
    ['rental', () => site.listings[0]?.url ?? '/'],
    ['favourites', () => '/favourites'],
    ['contact', () => '/contact'],
    ['things-to-do', () => '/things-to-do'],
    ['thing', () => site.things[0]?.url ?? '/'],
  ];

  // One test per page: all eight in one outlived the test timeout while another file ran beside it.
  for (const [name, path] of pages)
    it(`${name} loads with the loader, no console errors, no failed requests and no axe violations`, async () => {
      for (const width of [1280, 375]) {
        const { page, context, problems } = await open(path(), { width });
        expect(
          await page.evaluate(() => typeof (window as { Stayfront?: unknown }).Stayfront),
          `${name}: loader`,
        ).toBe('object');
        const violations = await axeViolations(page);
        expect(violations, `${name} at ${width}px`).toEqual([]);
        expect(problems, `${name} at ${width}px`).toEqual([]);
        await page.screenshot({
          path: join(ARTEFACTS, `${name}-${width}.png`),
          fullPage: width === 375,
        });
        await context.close();
      }
    });

  it('keeps its skip link out of sight until Tab reaches it, on a right-to-left page too', async () => {
    const { page, context, problems } = await open('/', { width: 375 });
    const link = page.getByRole('link', { name: 'Skip to main content' });
    const inView = () =>
      link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.left < innerWidth;
      });
    expect(await inView()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await inView()).toBe(true);
    // Moved off to the left, it made a right-to-left page 999 px wider (a sideways scroll).
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('search without JavaScript', () => {
  it('filters, sorts and pages through plain links and forms', async () => {
    const { page, context, problems } = await open('/search', { javaScriptEnabled: false });
    const total = site.listings.length;
    await expect(page.textContent('#results-heading')).resolves.toContain(`${total} properties`);

    await page.click('.facet:has(#facet-ss_property_type) a:has-text("Villa")');
    const villas = site.listings.filter((listing) => listing.propertyType === 'Villa').length;
    await expect(page.textContent('#results-heading')).resolves.toContain(`${villas} properties`);
    expect(page.url()).toContain('f=ss_property_type%3AVilla');

    await page.selectOption('#sort', 'price-asc');
    await page.click('.sort-form button');
    const prices = await page.$$eval('.card__price strong', (nodes) =>
      nodes.map((node) => Number(node.textContent?.replace(/\D/g, ''))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto(`${base}/search`);
    await page.click('.pager a[rel="next"]');
    expect(page.url()).toContain('page=2');
    await expect(page.getAttribute('.pager a[aria-current="page"]', 'href')).resolves.toContain(
      'page=2',
    );

    await page.fill('#search-text', 'hot tub');
    await page.press('#search-text', 'Enter');
    expect(page.url()).toContain('q=hot+tub');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the active filters as chips worded as the selections widget words them', async () => {
    const town = site.listings[0]?.town ?? '';
    const path = `/search?price_min=100&f=bs_pets:true&f=ss_town:${encodeURIComponent(town)}`;
    /** Each chip's [visible text without the decorative ×, accessible name]. */
    const chips = (page: Page, selector: string) =>
      page
        .locator(selector)
        .evaluateAll((nodes) =>
          nodes.map((node) => [
            node.textContent?.replace(/ ×$/, '') ?? '',
            node.getAttribute('aria-label'),
          ]),
        );
    const expected = [
      // A switched-on toggle by its label alone; an open range with "from".
      ['Pets allowed', 'Remove filter: Pets allowed'],
      [`Town: ${town}`, `Remove filter: Town: ${town}`],
      ['Price per night ($): from 100', 'Remove filter: Price per night ($): from 100'],
    ];

    const plain = await open(path, { javaScriptEnabled: false });
    expect(await chips(plain.page, '.selections__chip')).toEqual(expected);
    // The range's chip removes the range alone.
    await plain.page.click('.selections__chip:has-text("from 100")');
    expect(new URL(plain.page.url()).searchParams.getAll('f')).toEqual([
      'bs_pets:true',
      `ss_town:${town}`,
    ]);
    expect(new URL(plain.page.url()).searchParams.has('price_min')).toBe(false);
    expect(await chips(plain.page, '.selections__chip')).toEqual(expected.slice(0, 2));
    expect(plain.problems).toEqual([]);
    await plain.context.close();

    // The same page with JavaScript: the widget's chips read exactly as the server's did.
    const woken = await open(path);
    await woken.page.waitForSelector('.sf-selections__remove');
    expect(await chips(woken.page, '.sf-selections__remove')).toEqual(expected);
    expect(woken.problems).toEqual([]);
    await woken.context.close();
  });
});
