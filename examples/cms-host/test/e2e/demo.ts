/**
 * The demo for end-to-end tests: the server in-process on a random port over generated listings
 * in a temp data dir, Debian's Chromium, and pages that record console errors, page errors and
 * failed requests. Screenshots go to examples/cms-host/test-results/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  buildSearchParams,
  EMPTY_QUERY,
  normalizeResponse,
  type SearchQuery,
} from '@stayfront/search-core';
import type { Browser, Page } from 'playwright-core';
// The loader's harness launches Debian's Chromium with the flags these machines need.
import { launchChromium } from '../../../../packages/loader/test/browser/harness.js';
import { select } from '../../src/engine/select.js';
import { createServer } from '../../src/server.js';
import { SEARCH } from '../../src/site/search-request.js';
import { loadSiteData, type SiteData } from '../../src/site/site-data.js';

export const ARTEFACTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Demo {
  readonly site: SiteData;
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startDemo(listings = 200): Promise<Demo> {
  mkdirSync(ARTEFACTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'cms-host-e2e-'));
  const site = loadSiteData({ LISTINGS_COUNT: String(listings) }, dir);
  const app = await createServer({
    site,
    logger: false,
    rateLimit: { perSecond: 500, burst: 500 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    site,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      await app.close();
      site.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OpenPage {
  readonly page: Page;
  /** Console errors, page errors and HTTP errors seen so far. */
  readonly problems: string[];
  close(): Promise<void>;
}

export async function openPage(
  demo: Demo,
  path: string,
  options: { javaScriptEnabled?: boolean; width?: number; reducedMotion?: boolean } = {},
): Promise<OpenPage> {
  const context = await demo.browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/** axe-core's WCAG 2.x A/AA violations on the page, as "rule: targets" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return axe.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The engine's answer for a query, as the widgets' search instance would ask for it. */
export function engineAnswer(demo: Demo, query: Partial<SearchQuery>) {
  return normalizeResponse(
    select(demo.site.db, buildSearchParams(SEARCH, { ...EMPTY_QUERY, ...query })),
  );
}

/** Waits until the results widget has woken (not the server's list) and no search is in flight. */
export async function searchSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const results = document.querySelector('[data-widget="results"]');
    return (
      results?.getAttribute('aria-busy') === 'false' &&
      results.getAttribute('data-state') !== 'server'
    );
  });
}

/**
 * Counts the requests `page` sends to the proxy from now on: searches, and fetches of the documents
 * they found (`/select` by ids).
 */
export function recordRequests(page: Page): { searches: number; docs: number } {
  const sent = { searches: 0, docs: 0 };
  page.on('request', (request) => {
    if (!request.url().includes('/search/proxy')) return;
    if (request.url().endsWith('/select')) sent.docs += 1;
    else sent.searches += 1;
  });
  return sent;
}
