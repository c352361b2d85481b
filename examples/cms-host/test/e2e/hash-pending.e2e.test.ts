/**
 * A shared deep link (`/search#fq=bs_pets:true`) in Chromium: its state is in the hash (SPEC 2.1),
 * which the server never sees, so the server's unfiltered first page must show as pending (SPEC
 * 4.2) from the start until the search's first answer, never as the visitor's search; and the
 * mark must go by itself when the widgets' code never arrives. The head snippet is the loader's
 * built dist/classic/hash-pending.js, as the demo's layout inlines it. axe-core runs on each
 * state; screenshots go to examples/cms-host/test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, axeViolations, type Demo, engineAnswer, startDemo } from './demo.js';

const MARK = 'data-sf-hash-pending';
const SEARCH_PAGE_CHUNK = '**/stayfront/widgets/search-page.js*';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

/** A gate for held requests. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A page (not yet loaded) that records, at DOMContentLoaded and before any other listener (the
 * snippet's included), what a visitor would see: the mark, whether the results are greyed and the
 * count looks pending; then when the mark goes, in ms since navigation. Problems as in demo.ts.
 */
async function newPage() {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.addInitScript((mark) => {
    const record: Record<string, unknown> = {};
    (window as unknown as { hashPending: typeof record }).hashPending = record;
    const filter = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).filter : null;
    };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      const container = document.querySelector('[data-widget="search-container"]');
      const spinner = container && getComputedStyle(container, '::after');
      record.atStart = {
        mark: root.getAttribute(mark),
        results: filter('[data-widget="results"]'),
        // The count's cue: the muted colour and a bar under it (grey did nothing on its text).
        count: ((count) =>
          count && {
            color: getComputedStyle(count).color,
            bar: getComputedStyle(count, '::after').content,
          })(document.querySelector('#results-heading [data-widget="result-count"]')),
        // The stylesheet's spinner: none, or hidden for its first 200 ms.
        spinner: spinner?.content === 'none' ? 'none' : spinner?.visibility,
      };
      new MutationObserver(() => {
        if (!root.hasAttribute(mark) && record.clearedAt === undefined)
          record.clearedAt = performance.now();
      }).observe(root, { attributeFilter: [mark] });
    });
  }, MARK);
  return { page, problems, close: () => context.close() };
}

/** What the visitor and a screen reader get now. */
const state = (page: Page) =>
  page.evaluate((mark) => {
    const container = document.querySelector('[data-widget="search-container"]');
    const results = document.querySelector('[data-widget="results"]');
    return {
      mark: document.documentElement.getAttribute(mark),
      containerBusy: container?.getAttribute('aria-busy') ?? null,
      containerPending: container?.classList.contains('pending') ?? false,
      resultsFilter: results ? getComputedStyle(results).filter : null,
      resultsState: results?.getAttribute('data-state') ?? null,
      count: document
        .querySelector('#results-heading [data-widget="result-count"]')
        ?.textContent?.trim(),
    };
  }, MARK);

const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { hashPending: { atStart?: unknown; clearedAt?: number } }).hashPending,
  );

/** The CSS spinner on the container (before its island adds its own): shown or not. */
const cssSpinner = (page: Page) =>
  page.$eval('[data-widget="search-container"]', (element) => {
    const after = getComputedStyle(element, '::after');
    return after.content !== 'none' && after.visibility === 'visible';
  });

describe('a deep link with search state in the hash', () => {
  it('shows the server page as pending until the first answer, then the filtered results', async () => {
    const { page, problems, close } = await newPage();
    // The snippet's timeout raised to 10 s on this page (its data-timeout), so axe has time to
    // check the waiting state before the answer is let through.
    // The browser never sends the fragment: the page is requested as /search.
    let rewritten = 0;
    await page.route(
      (url) => url.pathname === '/search',
      async (route) => {
        rewritten += 1;
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<script data-prefix=',
          '<script data-timeout="10000" data-prefix=',
        );
        expect(body).toContain('data-timeout="10000"');
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
      },
    );
    const answers = gate();
    await page.route('**/search/proxy**', async (route) => {
      await answers.opened;
      await route.fallback();
    });
    const total = engineAnswer(demo, {}).numFound;
    const pets = engineAnswer(demo, { terms: { bs_pets: ['true'] } }).numFound;
    expect(pets).toBeLessThan(total);

    await page.goto(`${demo.base}/search#fq=bs_pets:true`, { waitUntil: 'domcontentloaded' });
    expect(rewritten).toBe(1);
    // Before any widget: marked, the server's (unfiltered) results greyed and its count pending.
    expect((await recorded(page)).atStart).toEqual({
      mark: '',
      results: 'grayscale(1)',
      count: { color: 'rgb(85, 99, 109)', bar: '""' },
      spinner: 'hidden',
    });
    expect(await state(page)).toMatchObject({
      mark: '',
      containerBusy: 'true',
      containerPending: true,
      resultsFilter: 'grayscale(1)',
      count: `${total} properties`,
    });

    // The widgets wake and search; the answer is held: still pending, now the islands' own way.
    await page.waitForSelector(
      '[data-widget="search-container"][data-widget-state="ready"] [data-widget="results"][data-state="pending"]',
    );
    // The island's spinner comes after its delay (spinner_delay, 200 ms): waited for, not slept.
    await page.locator('.sf-search-spinner').waitFor();
    expect(await state(page)).toMatchObject({
      mark: '',
      containerBusy: 'true',
      containerPending: true,
      resultsFilter: 'grayscale(1)',
      resultsState: 'pending',
      count: `${total} properties`,
    });
    expect(await page.locator('.sf-search-spinner').count()).toBe(1);
    // One spinner: the CSS one makes way for the island's.
    expect(await cssSpinner(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTEFACTS, 'hash-pending-waiting.png') });
    expect((await recorded(page)).clearedAt).toBeUndefined();

    const released = await page.evaluate(() => performance.now());
    answers.open();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-widget="results"]')?.getAttribute('data-state') === 'ready',
    );
    // The filter's transition back ends at none: polled, not waited for a fixed time (CI on a
    // loaded machine read grayscale(0.0039) 300 ms after the answer).
    await expect.poll(async () => (await state(page)).resultsFilter).toBe('none');
    expect(await state(page)).toMatchObject({
      mark: null,
      containerBusy: null,
      containerPending: false,
      resultsFilter: 'none',
      resultsState: 'ready',
      count: `${pets} properties`,
    });
    // Cleared by the answer, not by the timeout.
    expect((await recorded(page)).clearedAt).toBeGreaterThan(released);
    expect((await recorded(page)).clearedAt).toBeLessThan(released + 2000);
    expect(await page.locator('.sf-search-spinner').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTEFACTS, 'hash-pending-answered.png') });
    expect(problems).toEqual([]);
    await close();
  });

  it('clears the mark after the timeout when the widgets’ code never loads', async () => {
    const { page, problems, close } = await newPage();
    await page.route(SEARCH_PAGE_CHUNK, (route) => route.abort('failed'));
    await page.goto(`${demo.base}/search#fq=bs_pets:true`, { waitUntil: 'domcontentloaded' });
    expect((await recorded(page)).atStart).toMatchObject({ mark: '', results: 'grayscale(1)' });
    // The stylesheet's spinner stands in for the island's, which will not come: it shows after
    // its 200 ms delay (an animation), polled for rather than slept.
    await expect.poll(() => cssSpinner(page)).toBe(true);
    expect(await state(page)).toMatchObject({
      mark: '',
      containerBusy: 'true',
      containerPending: true,
      resultsFilter: 'grayscale(1)',
    });
    expect(await page.locator('.sf-search-spinner').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTEFACTS, 'hash-pending-no-js.png') });

    await page.waitForFunction((mark) => !document.documentElement.hasAttribute(mark), MARK, {
      timeout: 8000,
    });
    const { clearedAt } = await recorded(page);
    // The snippet's default 4 s from when it ran in <head>; never much later.
    expect(clearedAt).toBeGreaterThanOrEqual(4000);
    expect(clearedAt).toBeLessThan(6000);
    // The results' filter goes back to none by a 0.2 s transition: polled for its end, as above.
    await expect.poll(async () => (await state(page)).resultsFilter).toBe('none');
    expect(await state(page)).toMatchObject({
      mark: null,
      containerBusy: null,
      containerPending: false,
      resultsFilter: 'none',
    });
    expect(await cssSpinner(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTEFACTS, 'hash-pending-timed-out.png') });
    // Only the failed chunk: Chromium's line for each aborted request, the loader's per widget.
    expect(
      problems.filter(
        (problem) => !/net::ERR_FAILED|failed \(chunk\).*search-page\.js/.test(problem),
      ),
    ).toEqual([]);
    await close();
  });

  it('leaves a page without search state in its hash alone', async () => {
    for (const path of [
      '/search',
      '/search#main',
      '/search#main.fq=bs_pets:true&index_id=x&utm_source=x',
    ]) {
      const { page, problems, close } = await newPage();
      // The widgets are held, so nothing but the snippet could mark the page meanwhile.
      const chunk = gate();
      await page.route(SEARCH_PAGE_CHUNK, async (route) => {
        await chunk.opened;
        await route.fallback();
      });
      await page.goto(`${demo.base}${path}`, { waitUntil: 'domcontentloaded' });
      expect((await recorded(page)).atStart, path).toEqual({
        mark: null,
        results: 'none',
        count: { color: 'rgb(29, 42, 51)', bar: 'none' },
        spinner: 'none',
      });
      // Nothing marks it later either (a negative, so a fixed time): 600 ms is three times what a
      // late mark's looks would take to show (the stylesheet spinner's 200 ms delay, the
      // greying's 0.2 s transition).
      await page.waitForTimeout(600);
      expect(await state(page), path).toMatchObject({
        mark: null,
        containerBusy: null,
        containerPending: false,
        resultsFilter: 'none',
      });
      expect(await cssSpinner(page), path).toBe(false);
      chunk.open();
      await page.waitForSelector('[data-widget="results"][data-widget-state="ready"]');
      expect(problems, path).toEqual([]);
      await close();
    }
  });
});
