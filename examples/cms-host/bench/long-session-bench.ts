/**
 * A long session in Chromium: what keeps growing when a visitor keeps the search page open and
 * clicks on (facets, pages, sorts, history back and forth), and when a CMS swaps regions by AJAX
 * over and over (the loader unmounts islands whose element leaves the page and mounts the new
 * ones). After 0, 50, 150 and 300 operations (swaps: 0, 25, 50, 100) it reads heap after forced
 * GC, DOM counters, detached nodes, window/document listeners, live timers, observers and
 * channels, and localStorage (bench/long-session-probe.ts). Growth that keeps rising with the
 * count is a leak; a step that stays flat is a cache filling up.
 *
 * heapKB includes V8's code (codeKB: compiled code, bytecode, feedback vectors, inline caches),
 * which grows for dozens of swaps as V8 optimises what each swap runs again, then levels off:
 * with --js-flags="--no-opt --no-maglev --no-sparkplug" the rental page's heap stays within 1 KB
 * from swap 10 to 25. Read -codeKB (heap less code) for what the page keeps. meas. counts the
 * User Timing entries (the loader's 3 per mount), which the browser buffers without a limit.
 *
 * The *-opened-* scenarios, header-tooltip and toast open what mounts only when reached (the
 * Location tab's map and an info window, the calendar, the modals, a facet tooltip, the
 * favourites panel, a toast) before each swap; each row also counts what is left directly in
 * <body> (flatpickr calendars, dialogs, Floating UI portals, toast containers).
 *
 *   pnpm --filter @stayfront/cms-host bench:long-session   (LONG_SESSION_OPS=300, LONG_SESSION_SWAPS=100,
 *     LONG_SESSION_ONLY=<part of a scenario's name>, LONG_SESSION_DETACHED=1 lists detached roots,
 *     LONG_SESSION_OPEN_MODAL=1 leaves the video modal open through the rental page's swap)
 */
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../../../packages/loader/test/browser/harness.js';
import { startBenchSite } from './bench-site.js';
import { openHeaderAndTooltip, openRental, openSearchMap } from './long-session-opened.js';
import {
  detachedSummary,
  LONG_SESSION_RECORDER,
  type Snapshot,
  snapshot,
  widgetsSettled,
} from './long-session-probe.js';

const OPS = Number(process.env.LONG_SESSION_OPS ?? 300);
const SWAPS = Number(process.env.LONG_SESSION_SWAPS ?? 100);
const ONLY = process.env.LONG_SESSION_ONLY ?? '';

/** Waits for the results island to go through a search, or for a quiet 1.5 s if none started. */
async function searchDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-widget="results"]')?.getAttribute('aria-busy') === 'false',
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

/** One visitor operation, chosen by `n`: a facet value, a page, a sort, back, forward. */
async function operate(page: Page, n: number): Promise<void> {
  const kind = n % 6;
  await page.evaluate((kind) => {
    if (kind === 0 || kind === 1) {
      const boxes = [
        ...document.querySelectorAll<HTMLInputElement>(
          '[data-widget="facet"] input[type="checkbox"]:not(:disabled)',
        ),
      ].slice(0, 6);
      boxes[Math.floor(Math.random() * boxes.length)]?.click();
    } else if (kind === 2) {
      const links = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-widget="pager"] a:not([aria-current]), [data-widget="pager"] button:not(:disabled)',
        ),
      ];
      links[Math.floor(Math.random() * Math.min(4, links.length))]?.click();
    } else if (kind === 3) {
      const select = document.querySelector<HTMLSelectElement>('[data-widget="sort"] select');
      if (select) {
        select.selectedIndex = (select.selectedIndex + 1) % select.options.length;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (kind === 4) history.back();
    else history.forward();
  }, kind);
  await searchDone(page);
}

/**
 * Removes `selector`'s element and puts the same HTML back, as a CMS's AJAX region swap does,
 * then waits for the islands inside to mount again.
 */
async function swap(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (selector) => {
    const old = document.querySelector<HTMLElement>(selector);
    if (!old?.parentNode) throw new Error(`no ${selector}`);
    const html = (old as HTMLElement & { __html?: string }).__html;
    if (!html) throw new Error(`no server HTML kept for ${selector}`);
    const parent = old.parentNode;
    const next = old.nextSibling;
    old.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const template = document.createElement('template');
    template.innerHTML = html;
    const fresh = template.content.firstElementChild as HTMLElement & { __html?: string };
    fresh.__html = html;
    parent.insertBefore(fresh, next);
    fresh.scrollIntoView({ block: 'center' });
  }, selector);
  await page.waitForFunction(
    (selector) => {
      const region = document.querySelector(selector);
      const all = region ? [region, ...region.querySelectorAll('[data-widget]')] : [];
      return all
        .filter((element) => element.hasAttribute('data-widget'))
        .every((element) => {
          const state = element.getAttribute('data-widget-state');
          return state === 'ready' || state === 'error' || state === 'waiting';
        });
    },
    selector,
    { timeout: 15_000 },
  );
  await widgetsSettled(page);
}

/**
 * The HTML each swap puts back: the region as the server renders it (fetched again, as a CMS's
 * AJAX would), not as the mounted widgets left it.
 */
async function keepServerHtml(page: Page, selectors: readonly string[]) {
  await page.evaluate(async (selectors) => {
    const html = await (await fetch(location.href)).text();
    const server = new DOMParser().parseFromString(html, 'text/html');
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement & { __html?: string }>(selector);
      const fresh = server.querySelector(selector);
      if (!element || !fresh) throw new Error(`no ${selector}`);
      element.__html = fresh.outerHTML;
    }
  }, selectors);
}

const row = (label: string, s: Snapshot) =>
  [
    label.padEnd(18),
    String(s.heapKb).padStart(7),
    String(s.codeKb).padStart(6),
    String(s.heapKb - s.codeKb).padStart(7),
    String(s.measures).padStart(6),
    String(s.nodes).padStart(7),
    String(s.detached).padStart(6),
    String(s.jsEventListeners).padStart(6),
    `${s.windowListeners}/${s.documentListeners}`.padStart(7),
    String(s.intervals).padStart(4),
    String(s.timeouts).padStart(4),
    JSON.stringify(s.observers).padEnd(50),
    String(s.channels).padStart(3),
    String(s.localStorage).padStart(8),
    String(s.widgets).padStart(4),
    JSON.stringify(s.bodyExtras),
  ].join(' ');

const HEADER = `${'checkpoint'.padEnd(18)} heapKB codeKB  -codeKB  meas.   nodes detach listen win/doc int  tmo observers${' '.repeat(41)} bc   lsChars wdgt body+`;

interface Scenario {
  readonly name: string;
  readonly path: string;
  readonly checkpoints: readonly number[];
  /** Before the first checkpoint (the page settled). */
  prepare?(page: Page): Promise<void>;
  step(page: Page, n: number): Promise<void>;
}

/**
 * `open`, where given, runs before every swap: what mounts only when reached (a hidden tab, a
 * click, the pointer) is mounted when its region goes (bench/long-session-opened.ts).
 * `edit` changes the kept server HTML (a status message the server would print).
 */
const swapScenario = (
  name: string,
  path: string,
  regions: readonly string[],
  open?: (page: Page) => Promise<void>,
  edit?: (page: Page) => Promise<void>,
): Scenario => ({
  name,
  path,
  checkpoints: [0, SWAPS / 4, SWAPS / 2, SWAPS].map(Math.round),
  async prepare(page) {
    // Wake the visible-triggered islands once, so the first checkpoint has them all mounted.
    for (const region of regions) {
      await page.locator(region).first().scrollIntoViewIfNeeded();
      await widgetsSettled(page);
    }
    await keepServerHtml(page, regions);
    if (edit) {
      await edit(page);
      // The edited HTML in the page before anything in it is opened.
      for (const region of regions) await swap(page, region);
    }
    // One swap of each before the baseline: chunks, styles and first-use caches are in.
    await open?.(page);
    for (const region of regions) await swap(page, region);
  },
  async step(page, n) {
    await open?.(page);
    for (const region of regions) await swap(page, region);
    void n;
  },
});

/** A status message shown as a toast (partials/messages.liquid) at the top of the kept main. */
async function addToast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector<HTMLElement & { __html?: string }>('.site-main');
    if (!main?.__html) throw new Error('no .site-main HTML kept');
    main.__html = main.__html.replace(
      /^(<main[^>]*>)/,
      '$1<div class="status" data-widget="toasts"><ul class="messages"><li class="messages__item" data-type="success">Saved</li></ul></div>',
    );
  });
}

/** The toast is on screen before its region goes. */
async function toastShown(page: Page): Promise<void> {
  await page.locator('.notyf__toast').first().waitFor({ timeout: 10_000 });
}

const SCENARIOS: Scenario[] = [
  {
    name: 'search-ops',
    path: '/search',
    checkpoints: [0, 50, 150, OPS].filter((n) => n <= OPS),
    async prepare(page) {
      // A few operations before the baseline: chunks and first-use caches are in.
      for (let n = 0; n < 6; n++) await operate(page, n);
    },
    step: operate,
  },
  swapScenario('search-swaps', '/search', ['.search__layout']),
  swapScenario('search-map-swaps', '/search/map', ['.search__layout']),
  swapScenario('rental-swaps', '', [
    '.rental__gallery',
    '.rental__tabs',
    '.rental__aside',
    '.rental__tours',
  ]),
  swapScenario('rental-opened-swaps', '', ['.rental__columns'], openRental),
  swapScenario('search-map-opened-swaps', '/search/map', ['.search__layout'], openSearchMap),
  swapScenario(
    'header-tooltip-swaps',
    '/search',
    ['.site-header', '.search__layout'],
    openHeaderAndTooltip,
  ),
  swapScenario('toast-swaps', '/', ['.site-main'], toastShown, addToast),
];

const { site, base, close } = await startBenchSite('long-session', 400);
const browser = await launchChromium();
let failed = false;
const results: Record<string, Record<number, Snapshot>> = {};
try {
  for (const scenario of SCENARIOS) {
    if (ONLY && !scenario.name.includes(ONLY)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: LONG_SESSION_RECORDER });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text().slice(0, 200));
    });
    const path = scenario.path || (site.listings[0]?.url ?? '/');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await widgetsSettled(page);
    const cdp: CDPSession = await context.newCDPSession(page);
    await scenario.prepare?.(page);
    console.log(`\n${scenario.name} (${path})\n${HEADER}`);
    results[scenario.name] = {};
    let done = 0;
    for (const checkpoint of scenario.checkpoints) {
      while (done < checkpoint) await scenario.step(page, done++);
      const s = await snapshot(page, cdp);
      (results[scenario.name] as Record<number, Snapshot>)[checkpoint] = s;
      console.log(row(String(checkpoint), s));
      if (process.env.LONG_SESSION_DETACHED)
        console.log(JSON.stringify(await detachedSummary(cdp)));
    }
    if (errors.length) {
      failed = true;
      console.log(`page errors (${errors.length}): ${errors.slice(0, 5).join(' | ')}`);
    }
    await context.close();
  }
  console.log(JSON.stringify(results));
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await close();
}
process.exit(failed ? 1 : 0);
