/**
 * The demo for end-to-end tests: the server in-process on a random port over generated listings
 * in a temp data dir, Debian's Chromium, and pages that record console errors, page errors and
 * failed requests. Screenshots go to examples/cms-host/test-results/.
 */
import { mkdirSync } from 'node:fs';
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
import { startBenchSite } from '../../bench/bench-site.js';
import { select } from '../../src/engine/select.js';
import { answerRange } from '../../src/site/availability.js';
import { SEARCH } from '../../src/site/search-request.js';
import type { SiteData } from '../../src/site/site-data.js';

export const ARTEFACTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules outside those tags that an audit with every axe rule on found real defects with, kept on:
 * a name that leaves out a control's visible text (WCAG 2.5.3, what a speech-input visitor says),
 * and a focus stop with no role (the carousels' bare viewport, announced as nothing).
 */
const MORE_RULES = ['label-content-name-mismatch', 'focus-order-semantics'];

export interface Demo {
  readonly site: SiteData;
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startDemo(
  listings = 200,
  options: { strictCsp?: boolean; trustedTypes?: boolean } = {},
): Promise<Demo> {
  mkdirSync(ARTEFACTS, { recursive: true });
  // The benchmarks' demo, with a browser.
  const { site, base, close } = await startBenchSite('cms-host-e2e', listings, options);
  const browser = await launchChromium();
  return {
    site,
    base,
    browser,
    async close() {
      await browser.close();
      await close();
    },
  };
}

export interface OpenPage {
  readonly page: Page;
  /** Console errors, page errors and HTTP errors seen so far. */
  readonly problems: string[];
  close(): Promise<void>;
}

/** The demo's first listing: the rental page the tests of a listing's page open. */
export function firstListing(demo: Demo) {
  const first = demo.site.listings[0];
  if (!first) throw new Error('no listing');
  return first;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The checkout address, at `step`, of a week some priced listing has free (eight weeks ahead or
 * later), found by the server's own availability rule.
 */
export function freeWeek(demo: Demo, step = 1): string {
  const today = isoDay(Date.now());
  for (const listing of demo.site.listings.filter((l) => l.price !== null))
    for (let week = 8; week < 60; week++) {
      const query = new URLSearchParams({
        arrival: isoDay(Date.now() + week * 7 * DAY_MS),
        departure: isoDay(Date.now() + (week + 1) * 7 * DAY_MS),
      });
      if (answerRange(listing, query, today)?.state === 'available') {
        query.set('step', String(step));
        return `${listing.url.replace('/rentals/', '/checkout/')}?${query}`;
      }
    }
  throw new Error('no free week');
}

/**
 * The page's console errors and page errors from now on, as "console: …" / "pageerror: …", and
 * Stayfront's own warnings ("warning: Stayfront: …"): each is a mistake in a page's markup or
 * config, which the demo, as an integrator's example, must not make.
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    else if (message.type() === 'warning' && message.text().startsWith('Stayfront'))
      problems.push(`warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * `problems` less a lazy block's failed fetch, as the browser and the widget log it (SPEC 8): what
 * a test that makes the fetch fail expects, and nothing else.
 */
export const besideFailedLazyBlock = (problems: readonly string[]) =>
  problems.filter(
    (problem) =>
      !problem.includes('net::ERR') &&
      !problem.startsWith('warning: Stayfront lazy-block: TypeError: Failed to fetch'),
  );

/**
 * An init script recording each CSP violation as "directive blocked-uri sample source:line",
 * from before the page's scripts run (read with `cspViolations`).
 */
export const CSP_VIOLATION_RECORDER = `window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' +
      event.sample + ' ' + event.sourceFile + ':' + event.lineNumber);
  });`;

/** The violations `CSP_VIOLATION_RECORDER` recorded on the page. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);

/** The names of the page's widgets in their error state. */
export const failedWidgets = (page: Page) =>
  page
    .locator('[data-widget-state="error"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget')));

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
  const problems = recordProblems(page);
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/**
 * axe-core's WCAG 2.x A/AA violations on the page, as "rule: targets" lines. Checked once the
 * page's finite animations have ended: a dialog fading in (250 ms, SPEC 9.1) has text at part of
 * its opacity, and axe measured its colour contrast mid-fade on a busy machine (a flaky
 * 'color-contrast: .sf-modal__close'). Endless ones (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) =>
            Number.isFinite(
              animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY,
            ),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  const axe = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG },
      rules: Object.fromEntries(MORE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    // The dialog's focus wrap: an empty stop that sends focus straight back to the first control
    // (APG dialog), never holding it; focus-order-semantics cannot know that.
    .exclude('.sf-modal__wrap')
    .analyze();
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
 * Opens the search page's filters where they are a sheet (under 768 px, search.liquid): a visitor
 * taps the toolbar's Filters button before any facet. Does nothing where they are the sidebar.
 */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.locator('.filters-toggle');
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await page.locator('#search-filters:popover-open').waitFor();
}

/** Closes the filters' sheet as a visitor would, on its "Show N properties" button. */
export async function closeFilters(page: Page): Promise<void> {
  const done = page.locator('#search-filters:popover-open .search__facets-done');
  if (!(await done.isVisible())) return;
  await done.click();
  await page.locator('#search-filters:popover-open').waitFor({ state: 'detached' });
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

/**
 * The favourites cookie as the store writes it (SPEC 3.7), for a visitor who flagged `ids` on an
 * earlier visit: `context.addCookies([favouritesCookie(demo, ids)])`.
 */
export const favouritesCookie = (demo: Demo, ids: readonly string[]) => ({
  name: 'riot_solr_flag_items',
  value: encodeURIComponent(JSON.stringify(ids)),
  url: demo.base,
});

/**
 * An init script (`context.addInitScript({ content: LAYOUT_SHIFT_RECORDER })`) summing the load's
 * layout shifts without recent input, each moved node named as "[header ]class x,y->x,y".
 */
export const LAYOUT_SHIFT_RECORDER = `window.__layoutShift = { value: 0, sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift.value += entry.value;
      for (const source of entry.sources ?? [])
        if (source.node)
          window.__layoutShift.sources.push(
            (source.node.closest?.('header') ? 'header ' : '') +
              (source.node.className || source.node.nodeName) + ' ' +
              Math.round(source.previousRect.x) + ',' + Math.round(source.previousRect.y) + '->' +
              Math.round(source.currentRect.x) + ',' + Math.round(source.currentRect.y),
          );
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

export interface LayoutShift {
  readonly value: number;
  readonly sources: readonly string[];
}

/** What LAYOUT_SHIFT_RECORDER has recorded so far, after two frames (for the last shift to be reported). */
export async function layoutShift(page: Page): Promise<LayoutShift> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shift = await page.evaluate(
    () => (window as { __layoutShift?: LayoutShift }).__layoutShift,
  );
  return shift ?? { value: Number.NaN, sources: ['no recorder'] };
}
