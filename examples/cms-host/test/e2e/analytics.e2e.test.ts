/**
 * The analytics adapter in the built demo (issue 5, SPEC 9.5): its code is a chunk loaded only on
 * a page with a tag. With Google Tag Manager's data layer defined before the widgets wake (as its
 * inline snippet does), the first page's impressions arrive in batches of 10 and a result click
 * is reported before the browser follows the link; without a tag the chunk is never requested.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

interface Pushed {
  event?: string;
  ecommerce?: { items?: { item_id: string; index: number }[]; currency?: string } | null;
}

async function openSearch(withDataLayer: boolean) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // GTM's data layer, whose pushes are also kept in sessionStorage: the click's event must be
  // readable after the browser has followed the link.
  if (withDataLayer)
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      const push = layer.push.bind(layer);
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) {
          const event = (entry as { event?: string } | null)?.event;
          if (event)
            sessionStorage.setItem('events', `${sessionStorage.getItem('events') ?? ''} ${event}`);
        }
        return push(...entries);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
  await page.goto(`${demo.base}/search`, { waitUntil: 'networkidle' });
  return { page, problems, scripts, close: () => context.close() };
}

const pushed = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: Pushed[] }).dataLayer);

describe('analytics on the demo', () => {
  it('with a data layer: loads the adapter, sends the first page in batches of 10 and the click', async () => {
    const { page, problems, scripts, close } = await openSearch(true);
    await searchSettled(page);
    expect(scripts.some((path) => /ga4-adapter/.test(path))).toBe(true);
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: Pushed[] }).dataLayer.some(
        (entry) => entry.event === 'view_item_list',
      ),
    );
    const lists = (await pushed(page)).filter((entry) => entry.event === 'view_item_list');
    const shown = await page.$$eval('[data-widget="results"] [data-result-id]', (items) =>
      items.map((item) => item.getAttribute('data-result-id')),
    );
    expect(shown.length).toBeGreaterThan(0);
    // Batches of at most 10 that together are the page's results, in order, indexed from 1.
    expect(lists.every((entry) => (entry.ecommerce?.items?.length ?? 0) <= 10)).toBe(true);
    const items = lists.flatMap((entry) => entry.ecommerce?.items ?? []);
    expect(items.map((item) => item.item_id)).toEqual(shown);
    expect(items.map((item) => item.index)).toEqual(shown.map((_, position) => position + 1));
    // The demo's prices are dollars: GA4 counts them only with the event's currency.
    expect(lists.map((entry) => entry.ecommerce?.currency)).toEqual(lists.map(() => 'USD'));

    // A plain click on the first result: select_item is pushed, then the browser goes there
    // (the data layer has no GTM to call back, so after the 2,000 ms fallback).
    const link = page.locator('[data-widget="results"] [data-result-id] a[href]').first();
    const href = await link.getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
    const events = (await page.evaluate(() => sessionStorage.getItem('events')))?.trim().split(' ');
    expect(events?.at(-1)).toBe('select_item');
    expect(problems).toEqual([]);
    await close();
  });

  it('without a tag: never requests the adapter', async () => {
    const { page, problems, scripts, close } = await openSearch(false);
    await searchSettled(page);
    expect(scripts.some((path) => /search-page|search-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /ga4-adapter/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
