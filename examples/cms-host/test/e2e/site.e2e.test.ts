/**
 * The demo in Chromium: every page loads without console errors and without axe-core violations
 * (WCAG 2.0/2.1/2.2 A and AA rules), search works with JavaScript off through plain links, and
 * the loader is on every page. Screenshots go to examples/cms-host/test-results/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The loader's harness launches Debian's Chromium with the flags these machines need.
import { launchChromium } from '../../../../packages/loader/test/browser/harness.js';
import { createServer } from '../../src/server.js';
import { loadSiteData, type SiteData } from '../../src/site/site-data.js';

const ARTEFACTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let dir: string;
let site: SiteData;
let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTEFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'cms-host-e2e-'));
  site = loadSiteData({ LISTINGS_COUNT: '200' }, dir);
  app = await createServer({ site, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  site?.db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page that records console errors, failed requests and page errors. */
async function open(path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context: BrowserContext = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  return { page, context, problems };
}

describe('every page', () => {
  const pages = () => [
    ['home', '/'],
    ['search', '/search'],
    ['search-filtered', '/search?q=sea&f=ss_property_type:Cottage&f=sm_amenities:Wifi'],
    ['rental', site.listings[0]?.url ?? '/'],
    ['favourites', '/favourites'],
    ['contact', '/contact'],
    ['things-to-do', '/things-to-do'],
    ['thing', site.things[0]?.url ?? '/'],
  ];

  it('loads with the loader, no console errors, no failed requests and no axe violations', async () => {
    for (const [name, path] of pages()) {
      for (const width of [1280, 375]) {
        const { page, context, problems } = await open(path as string, { width });
        expect(
          await page.evaluate(() => typeof (window as { Stayfront?: unknown }).Stayfront),
          `${name}: loader`,
        ).toBe('object');
        const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        const violations = axe.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(violations, `${name} at ${width}px`).toEqual([]);
        expect(problems, `${name} at ${width}px`).toEqual([]);
        await page.screenshot({
          path: join(ARTEFACTS, `${name}-${width}.png`),
          fullPage: width === 375,
        });
        await context.close();
      }
    }
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
});
