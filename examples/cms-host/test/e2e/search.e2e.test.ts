/**
 * Search journeys in Chromium with JavaScript on (issue 5): autocomplete, facets in two groups
 * checked against the engine's own numbers, paging, sorting, Back restoring every earlier state
 * without fetching documents again, the same journey by keyboard alone, and axe-core after each
 * step. Screenshots go to examples/cms-host/test-results/.
 */
import { join } from 'node:path';
import { EMPTY_QUERY } from '@stayfront/search-core';
import { buildAutocompleteParams } from '@stayfront/search-core/autocomplete';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The filters search-core sends with a suggestion request (not in its public exports).
import { buildFilters } from '../../../../packages/search-core/src/search/build-params.js';
import { select } from '../../src/engine/select.js';
import { AUTOCOMPLETE_CONFIG, SEARCH } from '../../src/site/search-request.js';
import {
  ARTEFACTS,
  axeViolations,
  type Demo,
  engineAnswer,
  openFilters,
  openPage,
  recordRequests,
  searchSettled,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(300);
});
afterAll(async () => demo?.close());

const facet = (field: string) => `[data-widget="facet"][data-widget-config*='"${field}"']`;

const shownCount = async (page: Page) =>
  Number(
    (await page.textContent('#results-heading [data-widget="result-count"]'))?.replace(/\D/g, ''),
  );
const sortedIds = (ids: readonly (string | null)[]) => [...ids].sort();
const shownIds = (page: Page) =>
  page.$$eval('[data-widget="results"] [data-result-id]', (items) =>
    items.map((item) => item.getAttribute('data-result-id')),
  );
const facetCount = async (page: Page, field: string, value: string) => {
  const label = page.locator(`${facet(field)} label`, { hasText: new RegExp(`^${value} \\(`) });
  return Number((await label.textContent())?.replace(/^.*\((\d+)\)$/, '$1'));
};

describe('search with JavaScript', () => {
  it('filters, pages, sorts and goes back, with the engine’s numbers and no document refetch', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const total = engineAnswer(demo, {}).numFound;
    expect(await shownCount(page)).toBe(total);

    // Two values of one OR group, then one value of an AND group.
    const types =
      engineAnswer(demo, {})
        .facetFields.ss_property_type?.slice(0, 2)
        .map((bucket) => bucket.value as string) ?? [];
    const amenity = engineAnswer(demo, {}).facetFields.sm_amenities?.[2]?.value as string;
    const states: { hash: string; ids: (string | null)[]; count: number }[] = [];
    const remember = async () =>
      states.push({
        hash: await page.evaluate(() => location.hash),
        ids: await shownIds(page),
        count: await shownCount(page),
      });
    await remember();

    await page
      .locator(`${facet('ss_property_type')} label`, { hasText: new RegExp(`^${types[0]} `) })
      .click();
    await searchSettled(page);
    await remember();
    await page
      .locator(`${facet('ss_property_type')} label`, { hasText: new RegExp(`^${types[1]} `) })
      .click();
    await searchSettled(page);
    const byType = engineAnswer(demo, { terms: { ss_property_type: types } });
    expect(await shownCount(page)).toBe(byType.numFound);
    // OR: the other values of the group keep the counts they would add.
    const third = engineAnswer(demo, {}).facetFields.ss_property_type?.[2];
    expect(await facetCount(page, 'ss_property_type', third?.value as string)).toBe(third?.count);
    await remember();

    await page
      .locator(`${facet('sm_amenities')} label`, { hasText: new RegExp(`^${amenity} `) })
      .click();
    await searchSettled(page);
    const both = engineAnswer(demo, {
      terms: { ss_property_type: types, sm_amenities: [amenity] },
    });
    expect(await shownCount(page)).toBe(both.numFound);
    // The demo's ranking service re-sorts the relevance order within the page: same documents.
    expect(sortedIds(await shownIds(page))).toEqual(sortedIds(both.docs.map((doc) => doc.id)));
    for (const bucket of both.facetFields.ss_property_type ?? [])
      expect(await facetCount(page, 'ss_property_type', bucket.value as string)).toBe(bucket.count);
    // The chips name every filter.
    await expect(page.locator('.sf-selections__remove').count()).resolves.toBe(3);
    await remember();
    expect(await axeViolations(page)).toEqual([]);

    // Page forward, then sort by price.
    await page.locator('[data-widget="pager"] a', { hasText: /^2$/ }).click();
    await searchSettled(page);
    const pageTwo = engineAnswer(demo, {
      terms: { ss_property_type: types, sm_amenities: [amenity] },
      start: 12,
    });
    expect(sortedIds(await shownIds(page))).toEqual(sortedIds(pageTwo.docs.map((doc) => doc.id)));
    await remember();
    await page.selectOption('.sf-sort__select', 'fts_price asc');
    await searchSettled(page);
    const sorted = engineAnswer(demo, {
      terms: { ss_property_type: types, sm_amenities: [amenity] },
      sort: 'fts_price asc',
    });
    expect(await shownIds(page)).toEqual(sorted.docs.map((doc) => doc.id));
    await page.screenshot({ path: join(ARTEFACTS, 'search-journey-1280.png') });
    expect(await axeViolations(page)).toEqual([]);

    // Back through every earlier state: the same results, and no document fetched again.
    const requests = recordRequests(page);
    for (const state of [...states].reverse()) {
      await page.goBack();
      await searchSettled(page);
      expect(await page.evaluate(() => location.hash)).toBe(state.hash);
      expect(await shownCount(page)).toBe(state.count);
      expect(await shownIds(page)).toEqual(state.ids);
    }
    expect(requests.docs).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a failed search as failed (no stale count, pager or counts) and keeps the focus on retry', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const typeLabel = (value: string) =>
      page.locator(`${facet('ss_property_type')} label`, { hasText: new RegExp(`^${value} `) });
    await typeLabel('Villa').click();
    await searchSettled(page);
    const villa = engineAnswer(demo, { terms: { ss_property_type: ['Villa'] } }).numFound;
    expect(await shownCount(page)).toBe(villa);

    // The next two requests to the search proxy fail (the search, then the first retry).
    let failed = 0;
    await page.route('**/search/proxy**', async (route) => {
      if (route.request().method() !== 'POST' || failed > 1) return route.fallback();
      failed += 1;
      await route.abort('failed');
    });
    await typeLabel('Cottage').click();
    const results = page.locator('[data-widget="results"]');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-widget="results"]')?.getAttribute('data-state') === 'error',
    );
    expect(failed).toBe(1);
    const message = 'The results could not be loaded.';
    // The count claims no number for the failed search, and the failure is announced once.
    expect((await page.textContent('#results-heading [data-widget="result-count"]'))?.trim()).toBe(
      message,
    );
    const announcing = await page.$$eval(
      '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])',
      (regions, text) => regions.filter((region) => region.textContent?.includes(text)).length,
      message,
    );
    expect(announcing).toBe(1);
    await expect(results.getByText(message).isVisible()).resolves.toBe(true);
    // No pages of results that are not shown; the last answer's facet counts are not shown.
    await expect(page.locator('[data-widget="pager"]').isVisible()).resolves.toBe(false);
    expect(await page.getAttribute('[data-widget="pager"]', 'data-state')).toBe('error');
    expect(await page.getAttribute('[data-widget="search-container"]', 'data-state')).toBe('error');
    await expect(page.locator('.sf-facet__count').first().isVisible()).resolves.toBe(false);
    await page.screenshot({ path: join(ARTEFACTS, 'search-error-1280.png') });
    expect(await axeViolations(page)).toEqual([]);

    // Try again from the keyboard; it fails again, and that is announced again, once: the
    // message is put into the count's live region anew (the same text left alone is silent).
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.evaluate(() => {
      const region = document.querySelector('#results-heading .sf-result-count') as Element;
      const added: string[] = [];
      (window as unknown as { added: string[] }).added = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) added.push(node.textContent ?? '');
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => failed).toBe(2);
    await searchSettled(page);
    expect(await page.getAttribute('[data-widget="results"]', 'data-state')).toBe('error');
    expect(await page.evaluate(() => (window as unknown as { added: string[] }).added)).toEqual([
      message,
    ]);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('sf-results__retry')),
    ).toBe(true);
    await page.unroute('**/search/proxy**');

    // Try again: the focus never falls to <body>.
    await page.keyboard.press('Enter');
    await searchSettled(page);
    const both = engineAnswer(demo, { terms: { ss_property_type: ['Villa', 'Cottage'] } });
    expect(await shownCount(page)).toBe(both.numFound);
    expect(await page.getAttribute('[data-widget="results"]', 'data-state')).toBe('ready');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('data-widget') ?? 'none'),
    ).toBe('results');
    await expect(page.locator('[data-widget="pager"]').isVisible()).resolves.toBe(
      both.numFound > 12,
    );
    expect(await page.getAttribute('[data-widget="search-container"]', 'data-state')).toBeNull();
    expect(await page.locator('.sf-facet__count').first().isVisible()).toBe(true);
    // The aborted requests as the browser reports them, and each failure logged as SPEC 8 says
    // ("status, error"); nothing else.
    expect(problems).toHaveLength(4);
    for (const index of [0, 2]) {
      expect(problems[index]).toBe('console: Failed to load resource: net::ERR_FAILED');
      expect(problems[index + 1]).toMatch(/^console: 0 SearchRequestError/);
    }
    await close();
  });

  it('wakes the result count without a change in its live region: the count on screen is not read out again', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    // From the end of parsing (before the loader's deferred script runs): every node added or
    // removed and every text change inside the count's live region.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { changes: string[] }).changes = changes;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const region = document.querySelector(
          '#results-heading [data-widget="result-count"]',
        ) as Element;
        new MutationObserver((records) => {
          for (const record of records)
            changes.push(`${record.type}: "${region.textContent?.trim()}"`);
        }).observe(region, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await searchSettled(page);
    const changes = () => page.evaluate(() => (window as unknown as { changes: string[] }).changes);
    const count = page.locator('#results-heading [data-widget="result-count"]');
    expect(await count.getAttribute('data-widget-state')).toBe('ready');
    expect(await changes()).toEqual([]);
    expect((await count.textContent())?.trim()).toBe(
      `${engineAnswer(demo, {}).numFound} properties`,
    );
    expect(await page.getAttribute('#results-heading .sf-result-count', 'data-state')).toBe(
      'ready',
    );

    // A search that changes the count is announced, once.
    await page.locator(`${facet('ss_property_type')} label`, { hasText: /^Villa / }).click();
    await searchSettled(page);
    const villa = engineAnswer(demo, { terms: { ss_property_type: ['Villa'] } }).numFound;
    expect(await changes()).toEqual([`childList: "${villa} properties"`]);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the results area’s height when a search fails, with the message in view of a visitor scrolled down', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const town = page.locator(`${facet('ss_town')} input[type="checkbox"]`).first();
    await town.scrollIntoViewIfNeeded();
    const layout = () =>
      page.evaluate(() => {
        const results = document.querySelector('[data-widget="results"]') as HTMLElement;
        return { height: Math.round(results.offsetHeight), scrollY: Math.round(scrollY) };
      });
    const before = await layout();
    expect(before.scrollY).toBeGreaterThan(0);
    expect(before.height).toBeGreaterThan(900);

    await page.route('**/search/proxy**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: 'down' })
        : route.fallback(),
    );
    await town.check();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-widget="results"]')?.getAttribute('data-state') === 'error',
    );
    // No collapse: the results keep their height and the page does not scroll (the new chip above
    // them is the only change).
    expect(await layout()).toEqual(before);
    // The message is where the visitor is, and the focus stayed on the checkbox.
    const box = await page.locator('.sf-results__error').boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 900).toBe(true);
    expect(await town.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.screenshot({ path: join(ARTEFACTS, 'search-error-scrolled-1280.png') });

    // The retry works: the list is back, with its own height.
    await page.unroute('**/search/proxy**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await searchSettled(page);
    expect(await page.getAttribute('[data-widget="results"]', 'data-state')).toBe('ready');
    expect(problems.every((problem) => /503|SearchRequestError/.test(problem))).toBe(true);
    await close();
  });

  it('shows an amenity’s description on focus and hover, and Escape closes it', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const input = page.locator(`${facet('sm_amenities')} input[type="checkbox"]`).first();
    await input.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const describedBy = await input.getAttribute('aria-describedby');
    expect(describedBy && (await tooltip.getAttribute('id'))).toBe(describedBy);
    expect((await tooltip.textContent())?.length).toBeGreaterThan(5);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(tooltip.isVisible()).resolves.toBe(false);
    await page
      .locator(`${facet('sm_amenities')} label`)
      .nth(1)
      .hover();
    await page.getByRole('tooltip').waitFor();

    // WCAG 1.4.13 hoverable: the pointer goes from an item, over the 6px gap, onto the item's
    // tooltip, which stays, its own. It sits beside the item, so it covers no other value's
    // control, which the pointer may be on its way to (the item above, say).
    await page.mouse.move(900, 10);
    await expect(tooltip.count()).resolves.toBe(0);
    const item = page
      .locator(`${facet('sm_amenities')} .sf-facet__item:has(> [role="tooltip"])`)
      .nth(1);
    const ownTip = item.locator('[role="tooltip"]');
    const description = await ownTip.textContent();
    const label = await item.locator('label').boundingBox();
    if (!label) throw new Error('no amenity label');
    const y = label.y + label.height / 2;
    await page.mouse.move(label.x + 12, y);
    await expect.poll(() => ownTip.getAttribute('style')).toContain('position');
    const tip = await ownTip.boundingBox();
    if (!tip) throw new Error('no tooltip box');
    expect(tip.x).toBeGreaterThanOrEqual(label.x + label.width);
    const coveredControls = await page.$$eval(
      '[data-widget="facet"] input[type="checkbox"]',
      (inputs) =>
        inputs.filter((input) => {
          const box = input.getBoundingClientRect();
          if (box.bottom < 0 || box.top > innerHeight || !box.width) return false;
          const at = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return at?.closest('[role="tooltip"]') !== null && at !== null;
        }).length,
    );
    expect(coveredControls).toBe(0);
    const shown = () =>
      page.$$eval('[role="tooltip"]:not([hidden])', (tips) => tips.map((tip) => tip.textContent));
    for (let x = label.x + 12; x < tip.x + 12; x += 6) {
      await page.mouse.move(x, y);
      expect(await shown()).toContain(description);
    }
    const top = await page.evaluate(
      ([left, top]) => document.elementFromPoint(left ?? 0, top ?? 0)?.getAttribute('role'),
      [tip.x + 12, y],
    );
    expect(top).toBe('tooltip');
    await expect.poll(shown).toEqual([description]);
    await page.screenshot({ path: join(ARTEFACTS, 'search-tooltip-hovered.png') });
    // Still dismissed by Escape with the pointer on it, and gone once the pointer leaves.
    await page.keyboard.press('Escape');
    await expect.poll(shown).not.toContain(description);
    await item.locator('label').hover();
    await expect.poll(shown).toEqual([description]);
    await page.mouse.move(900, 10);
    await expect.poll(shown).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('does not leave an amenity’s tooltip over the list after a tap (375 px, touch)', async () => {
    const context = await demo.browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${demo.base}/search`, { waitUntil: 'networkidle' });
    await searchSettled(page);
    await openFilters(page);
    const item = page
      .locator(`${facet('sm_amenities')} .sf-facet__item:has(> [role="tooltip"])`)
      .nth(2);
    const input = item.locator('input');
    await item.scrollIntoViewIfNeeded();
    const label = await item.locator('label').boundingBox();
    if (!label) throw new Error('no amenity label');
    await page.touchscreen.tap(label.x + 20, label.y + label.height / 2);
    await searchSettled(page);
    await expect(input.isChecked()).resolves.toBe(true);
    const shown = () =>
      page.$$eval('[role="tooltip"]:not([hidden])', (tips) => tips.map((tip) => tip.textContent));
    // No tooltip opens (a negative, so a fixed time): one that did would load its code (a local
    // request) and open; the keyboard's opening below takes about 40 ms, so 1 s is ample.
    await page.waitForTimeout(1000);
    expect(await shown()).toEqual([]);
    // The keyboard still opens it on the control that has the focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(shown).toHaveLength(1);
    await context.close();
  });

  it('narrows by a price range and the pets switch, with the engine’s numbers', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const price = page.locator(facet('fts_price'));
    await price.getByLabel('From').fill('100');
    await price.getByLabel('To').fill('200');
    await price.getByRole('button', { name: 'Apply' }).click();
    await searchSettled(page);
    const range = { from: '100', to: '200', includeFrom: true, includeTo: true };
    expect(await shownCount(page)).toBe(
      engineAnswer(demo, { ranges: { fts_price: range } }).numFound,
    );
    await page.getByRole('switch', { name: /Pets allowed/ }).click();
    await searchSettled(page);
    const both = engineAnswer(demo, { ranges: { fts_price: range }, terms: { bs_pets: ['true'] } });
    expect(await shownCount(page)).toBe(both.numFound);
    expect(
      await page.getByRole('switch', { name: /Pets allowed/ }).getAttribute('aria-checked'),
    ).toBe('true');
    // The chips read as the facets do: the switch by its label alone, not "Pets allowed: true".
    const chips = () =>
      page
        .locator('.sf-selections__remove')
        .evaluateAll((buttons) =>
          buttons.map((button) => [button.textContent, button.getAttribute('aria-label')]),
        );
    expect(await chips()).toEqual([
      ['Pets allowed', 'Remove filter: Pets allowed'],
      ['Price per night ($): 100 – 200', 'Remove filter: Price per night ($): 100 – 200'],
    ]);
    // An empty end leaves the range open: "from 100", never "100 –".
    await price.getByLabel('To').fill('');
    await price.getByRole('button', { name: 'Apply' }).click();
    await searchSettled(page);
    const open = { ...range, to: '*' };
    expect(await shownCount(page)).toBe(
      engineAnswer(demo, { ranges: { fts_price: open }, terms: { bs_pets: ['true'] } }).numFound,
    );
    expect((await chips())[1]).toEqual([
      'Price per night ($): from 100',
      'Remove filter: Price per night ($): from 100',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('suggests terms as "value (count)" and searches the chosen one', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    await page.click('#search-text');
    await page.keyboard.type('cott', { delay: 30 });
    const option = page.locator('.sf-autocomplete__option').first();
    await option.waitFor();
    expect(await option.textContent()).toMatch(/^\S.* \(\d+\)$/);
    expect(await axeViolations(page)).toEqual([]);
    const chosen = (await option.textContent())?.replace(/ \(\d+\)$/, '') ?? '';
    await option.click();
    await searchSettled(page);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain(`q=${chosen}`);
    const expected = engineAnswer(demo, { q: { type: 'text', text: chosen } }).numFound;
    expect(await shownCount(page)).toBe(expected);
    expect(problems).toEqual([]);
    await close();
  });

  it('suggests the town of a typed prefix ("st i": "ives (n)") and searches "st ives"', async () => {
    // The placeholder offers "Sea view, hot tub, St Ives…": titles hold no towns, so the page
    // suggests from twm_suggest (SPEC 7.4 request: "i" the prefix, "st" a dismax fq).
    const suggestions = (text: string) => {
      const params = buildAutocompleteParams({
        ...AUTOCOMPLETE_CONFIG,
        text,
        filters: buildFilters(SEARCH, EMPTY_QUERY),
      });
      const answer = select(demo.site.db, params ?? []) as {
        facet_counts: { facet_fields: Record<string, [string, number][]> };
      };
      return answer.facet_counts.facet_fields[AUTOCOMPLETE_CONFIG.field] ?? [];
    };
    const ives = suggestions('st i').find(([value]) => value === 'ives')?.[1] ?? 0;
    expect(ives).toBeGreaterThan(0);
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    await page.click('#search-text');
    await page.keyboard.type('newq', { delay: 30 });
    const newquay = suggestions('newq').find(([value]) => value === 'newquay')?.[1];
    await page.locator('.sf-autocomplete__option', { hasText: `newquay (${newquay})` }).waitFor();
    await page.fill('#search-text', '');
    await page.keyboard.type('st i', { delay: 30 });
    const option = page.locator('.sf-autocomplete__option', { hasText: /^ives \(/ });
    await option.waitFor();
    expect(await option.textContent()).toBe(`ives (${ives})`);
    expect(await axeViolations(page)).toEqual([]);
    await option.click();
    await searchSettled(page);
    expect(await page.inputValue('#search-text')).toBe('st ives');
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain('q=st ives');
    const expected = engineAnswer(demo, { q: { type: 'text', text: 'st ives' } }).numFound;
    expect(await shownCount(page)).toBe(expected);
    expect(problems).toEqual([]);
    await close();
  });

  it('suggests for what was typed while the autocomplete’s code was still loading (slow network)', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    // The autocomplete wakes on the first touch; its code arrives after the visitor has typed the
    // whole word: held until then, not for a fixed second a slow machine could type past.
    let typed = () => {};
    const held = new Promise<void>((resolve) => {
      typed = resolve;
    });
    await page.route(/\/autocomplete\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.click('#search-text');
    await page.keyboard.type('cott');
    expect(await page.locator('.sf-autocomplete__option').count()).toBe(0);
    typed();
    const option = page.locator('.sf-autocomplete__option').first();
    await option.waitFor();
    expect(await page.inputValue('#search-text')).toBe('cott');
    expect(await option.textContent()).toMatch(/^cott\S* \(\d+\)$/i);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-text');
    expect(problems).toEqual([]);
    await close();
  });

  it('works by keyboard alone: facet, chip, pager, sort and autocomplete', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    /** Presses Tab until the focused element matches, as a keyboard user would. */
    const tabTo = async (selector: string, limit = 80) => {
      for (let press = 0; press < limit; press += 1) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector))
          return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    const villa = engineAnswer(demo, { terms: { ss_property_type: ['Villa'] } }).numFound;

    await tabTo(`${facet('ss_property_type')} input[type="checkbox"]`);
    // Down the list to Villa with Tab, then tick it with Space.
    for (let press = 0; press < 10; press += 1) {
      const label = await page.evaluate(
        () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? '',
      );
      if (label.startsWith('Villa')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await searchSettled(page);
    expect(await shownCount(page)).toBe(villa);
    // Focus stayed on the checkbox that was used.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(
      true,
    );

    await tabTo('[data-widget="pager"] a[aria-label="Page 2"]', 200);
    await page.keyboard.press('Enter');
    await searchSettled(page);
    expect(await page.evaluate(() => location.hash)).toContain('start=12');

    await tabTo('.sf-sort__select', 200);
    // Arrowing through the closed select only browses; Enter applies the choice.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await searchSettled(page);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toMatch(
      /sort=fts_price (asc|desc)/,
    );

    await tabTo('.sf-selections__remove', 200);
    await page.keyboard.press('Enter');
    await searchSettled(page);
    expect(await shownCount(page)).toBe(engineAnswer(demo, {}).numFound);
    // The last chip went: the focus is on the results, not on the emptied group or <body>.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('data-widget') ?? 'none'),
    ).toBe('results');

    await page.keyboard.press('Shift+Tab');
    await tabTo('#search-text', 200);
    await page.keyboard.type('sea', { delay: 30 });
    await page.locator('.sf-autocomplete__option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await searchSettled(page);
    expect(await page.evaluate(() => location.hash)).toContain('q=');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
