/**
 * The demo under Trusted Types (`require-trusted-types-for 'script'`, as enterprise and Google-style
 * sites send it; src/site/strict-csp.ts, `trustedTypes`): every HTML, script and script-URL sink
 * refuses a plain string. The site allows Stayfront's policy (`stayfront`), DOMPurify's
 * (`dompurify`) and its own default policy for what Leaflet and flatpickr write themselves
 * (public/trusted-types-default.js). Every page's widgets wake, and the ones that turn strings into
 * DOM (the favourites counter's card, the map's clusters and info window, the calendar, remote
 * fragments, a toast, the captcha's script) work, with no violation, console error or failed widget.
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
import { openCluster } from './map-motion.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(40, { trustedTypes: true });
});
afterAll(async () => demo?.close());

/**
 * Each violation (CSP_VIOLATION_RECORDER); and each string the site's default policy is asked to
 * let into an HTML sink. The default policy is
 * for libraries that write HTML themselves; Stayfront's own code must never need it (a site that
 * serves no map or calendar can go without one): nothing of ours may reach it.
 */
const RECORDER = `${CSP_VIOLATION_RECORDER}
  window.__defaultPolicyHtml = [];
  if (window.trustedTypes) {
    const createPolicy = trustedTypes.createPolicy.bind(trustedTypes);
    trustedTypes.createPolicy = (name, rules) =>
      createPolicy(name, name !== 'default' ? rules : {
        ...rules,
        createHTML: (html, ...rest) => {
          window.__defaultPolicyHtml.push(html);
          return rules.createHTML(html, ...rest);
        },
      });
  }`;

/** What of Stayfront's own (its class names, a toast's text) went through the default policy. */
const oursThroughDefault = (page: Page) =>
  page.evaluate(() =>
    ((window as { __defaultPolicyHtml?: string[] }).__defaultPolicyHtml ?? []).filter((html) =>
      /sf-|Saved/.test(html),
    ),
  );

async function openTrusted(path: string) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const response = await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  expect(response?.headers()['content-security-policy']).toContain(
    "require-trusted-types-for 'script'",
  );
  return { page, problems, close: () => context.close() };
}

/** No violation, no console error, no widget in its error state, and the favourites counter up. */
async function expectClean(page: Page, problems: string[], label: string) {
  await page.waitForLoadState('networkidle');
  expect(await failedWidgets(page), label).toEqual([]);
  expect(await cspViolations(page), label).toEqual([]);
  expect(problems, label).toEqual([]);
  expect(await oursThroughDefault(page), label).toEqual([]);
  expect(
    await page.locator('[data-widget="favourites-counter"]').getAttribute('data-widget-state'),
    label,
  ).toBe('ready');
}

/**
 * Opens an info window: the first cluster zoomed into (its icon built from nodes, its name
 * read), then the first marker's window, whose content comes as nodes (the search map's card, a
 * place's remote fragment sanitized by DOMPurify).
 */
async function openInfoWindow(page: Page, map: string) {
  const cluster = page.locator(`${map} .sf-map-cluster`).first();
  await cluster.waitFor();
  expect(await cluster.locator('.sf-map__sr').textContent()).toMatch(/^\d+ places/);
  await openCluster(page, map);
  await page.locator(`${map} .leaflet-marker-icon:not(.sf-map-cluster)`).first().click();
  await page.locator(`${map} .leaflet-popup`).waitFor();
  await expect
    .poll(() => page.locator(`${map} .leaflet-popup-content`).textContent())
    .not.toMatch(/^\s*$|Loading/);
}

/** Waits for the open dialog's content (not "Loading…"), then closes it with Escape. */
async function closeDialog(page: Page) {
  const dialog = page.locator('dialog.sf-modal[data-state="open"]');
  await dialog.waitFor();
  await expect.poll(() => dialog.getAttribute('aria-busy')).not.toBe('true');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('under Trusted Types', () => {
  it('the home page, with a toast: no violation', async () => {
    const { page, problems, close } = await openTrusted('/');
    await page.mouse.wheel(0, 4000);
    // A status message as the server prints it (partials/messages.liquid), shown as a toast:
    // notyf writes its message with innerHTML. Built with DOM calls, as innerHTML is refused here.
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.setAttribute('data-widget', 'toasts');
      const list = document.createElement('ul');
      list.className = 'messages';
      const item = document.createElement('li');
      item.className = 'messages__item';
      item.dataset.type = 'success';
      item.textContent = 'Saved <b>& kept</b>';
      list.append(item);
      host.append(list);
      document.querySelector('main')?.prepend(host);
    });
    await expect
      .poll(() => page.locator('.notyf__message').first().textContent())
      .toBe('Saved <b>& kept</b>');
    await expectClean(page, problems, '/');
    await close();
  });

  it('the search page and its autocomplete', async () => {
    const { page, problems, close } = await openTrusted('/search');
    await searchSettled(page);
    await page.click('#search-text');
    await page.keyboard.type('cott', { delay: 30 });
    await page.locator('.sf-autocomplete__option').first().waitFor();
    await expectClean(page, problems, '/search');
    await close();
  });

  it('the map view: clusters, markers and a home’s info window', async () => {
    const { page, problems, close } = await openTrusted('/search/map');
    await openInfoWindow(page, '[data-widget="search-map"]');
    await expectClean(page, problems, '/search/map');
    await close();
  });

  it('a rental page: gallery, tabs, map, calendar, modals, tour slider, nearby block, enquiry', async () => {
    const { page, problems, close } = await openTrusted(firstListing(demo).url);
    const gallery = page.locator('[data-widget="gallery"]');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await page.locator('a[href="#location"]').click();
    await openInfoWindow(page, '.rental__map');
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    // flatpickr writes its arrows and weekday names with innerHTML: the site's default policy.
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await page.locator('.flatpickr-weekday').first().waitFor();
    // A remote fragment, sanitized by DOMPurify into nodes.
    await page.getByRole('link', { name: 'Booking terms' }).click();
    await closeDialog(page);
    const video = page.locator('[data-widget="video-modal"]').first();
    await video.scrollIntoViewIfNeeded();
    await video.click();
    await closeDialog(page);
    const tours = page.locator('[data-widget="tour-slider"]');
    await tours.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-widget="tour-slider"][data-widget-state="ready"]', {
      state: 'attached',
    });
    await page.locator('.rental__nearby').scrollIntoViewIfNeeded();
    await page.waitForSelector('.rental__nearby[data-widget-state="ready"]');
    await page.getByRole('link', { name: 'Send an enquiry' }).click();
    await page.waitForSelector('#bt-leads-rental-enquiry[data-widget-state="ready"]');
    await expectClean(page, problems, 'rental');
    await close();
  });

  it('the review form and the contact page (its captcha script, by Stayfront’s policy)', async () => {
    const rental = await openTrusted(`${firstListing(demo).url}?leaveReview`);
    await rental.page.waitForSelector('#review-form[data-widget-state="ready"]');
    await expectClean(rental.page, rental.problems, 'review');
    await rental.close();
    const { page, problems, close } = await openTrusted('/contact');
    await page.waitForSelector('#enquiry[data-widget-state="ready"]');
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.endsWith('/assets/demo-captcha.js')),
        ),
      )
      .toBe(true);
    await page.locator('#property').focus();
    await page.getByRole('combobox', { name: 'Property' }).waitFor();
    await expectClean(page, problems, '/contact');
    await close();
  });

  it('the checkout, favourites and things-to-do pages', async () => {
    for (const path of [freeWeek(demo), '/favourites', '/things-to-do']) {
      const { page, problems, close } = await openTrusted(path);
      await page.mouse.wheel(0, 4000);
      await expectClean(page, problems, path);
      await close();
    }
  });
});
