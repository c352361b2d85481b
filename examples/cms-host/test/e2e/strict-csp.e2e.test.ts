/**
 * The demo under a strict Content-Security-Policy, as many enterprise CMS sites serve their pages
 * (src/site/strict-csp.ts: no 'unsafe-inline', no 'unsafe-eval', the page's inline snippets by
 * nonce): no widget may need an inline `<style>`, a style attribute, eval or an inline handler.
 * Every page's widgets wake with no CSP violation, and the ones whose look comes from a library's
 * stylesheet (react-select's comboboxes, Leaflet, flatpickr) are laid out by it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSP_VIOLATION_RECORDER,
  cspViolations,
  type Demo,
  failedWidgets,
  firstListing,
  freeWeek,
  recordProblems,
  searchSettled,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(40, { strictCsp: true });
});
afterAll(async () => demo?.close());

/** Safari before 16.4: no constructable stylesheets (the constructor refuses, no adoption). */
const OLD_SAFARI = `Object.defineProperty(window, 'CSSStyleSheet', { value: function () {
    throw new TypeError('Illegal constructor'); } });
  delete Document.prototype.adoptedStyleSheets;`;

async function openStrict(path: string, { oldSafari = false } = {}) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: CSP_VIOLATION_RECORDER });
  if (oldSafari) await context.addInitScript({ content: OLD_SAFARI });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const response = await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  // No 'unsafe-inline': styles from this site, and <style> elements only with the page's nonce.
  expect(response?.headers()['content-security-policy']).toMatch(
    /style-src 'self' 'nonce-[\w+/=]+';/,
  );
  return { page, problems, close: () => context.close() };
}

const position = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).position);
describe('under a strict CSP', () => {
  it('the search page: the autocomplete combobox is laid out by its styles', async () => {
    const { page, problems, close } = await openStrict('/search');
    await searchSettled(page);
    await page.click('#search-text');
    await page.keyboard.type('cott', { delay: 30 });
    await page.locator('.sf-autocomplete__option').first().waitFor();
    // react-select's menu floats over the page, and its live region is visually hidden.
    expect(await position(page, '.sf-autocomplete__menu')).toBe('absolute');
    expect(await position(page, '[id$="live-region"]')).toBe('absolute');
    expect(await failedWidgets(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the map view: Leaflet is styled, with its markers', async () => {
    const { page, problems, close } = await openStrict('/search/map');
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await position(page, '.leaflet-pane')).toBe('absolute');
    expect(await failedWidgets(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the map view in Safari before 16.4: Leaflet styled by a <style> with the nonce', async () => {
    const { page, problems, close } = await openStrict('/search/map', { oldSafari: true });
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.evaluate(() => 'adoptedStyleSheets' in document)).toBe(false);
    expect(await position(page, '.leaflet-pane')).toBe('absolute');
    expect(await failedWidgets(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a rental page: tabs, map, calendar, modal, carousels and the lazy block', async () => {
    const { page, problems, close } = await openStrict(firstListing(demo).url);
    await page.locator('a[href="#location"]').click();
    await page.locator('.rental__map .leaflet-container').waitFor();
    expect(await position(page, '.rental__map .leaflet-pane')).toBe('absolute');
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    await page.getByRole('link', { name: 'Booking terms' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.rental__nearby').scrollIntoViewIfNeeded();
    await page.waitForSelector('.rental__nearby[data-widget-state="ready"]');
    expect(await failedWidgets(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the contact page: the searchable property select is laid out by its styles', async () => {
    const { page, problems, close } = await openStrict('/contact');
    await page.locator('#property').focus();
    const combobox = page.getByRole('combobox', { name: 'Property' });
    await combobox.waitFor();
    // react-select's control is a flex row, and its live region is visually hidden.
    expect(
      await page
        .locator('.sf-select__control')
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe('flex');
    expect(await position(page, '.sf-inquiry-select__control [id$="live-region"]')).toBe(
      'absolute',
    );
    expect(await failedWidgets(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the home, checkout and favourites pages wake without a violation', async () => {
    for (const path of ['/', freeWeek(demo), '/favourites', '/things-to-do']) {
      const { page, problems, close } = await openStrict(path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(await failedWidgets(page), path).toEqual([]);
      expect(await cspViolations(page), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await close();
    }
  });
});
