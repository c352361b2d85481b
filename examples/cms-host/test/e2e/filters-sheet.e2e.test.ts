/**
 * The search page's filters on a phone (SPEC 2.3: above the results under 768 px). They were
 * 1,400 px of checkboxes before the first home at 360 px; now they are a sheet (an HTML popover,
 * no script) that the toolbar's Filters button opens. On wide screens the same element is the
 * sidebar. Checked as a visitor meets it: what is on the first screen, by keyboard, what Chromium
 * tells a screen reader (CDP accessibility tree), axe, and without JavaScript.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTEFACTS,
  axeViolations,
  type Demo,
  engineAnswer,
  openPage,
  searchSettled,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

const SHEET = '#search-filters';
const TOGGLE = '.filters-toggle';

/** Chromium's accessibility node for the first element matching `selector`: role, name, expanded. */
async function axNode(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  const node = nodes[0];
  const expanded = node?.properties?.find((property) => property.name === 'expanded');
  return {
    role: node?.role?.value,
    name: node?.name?.value,
    expanded: expanded ? expanded.value.value : undefined,
  };
}

const sheetOpen = (page: Page) =>
  page.locator(SHEET).evaluate((sheet) => sheet.matches(':popover-open'));

/** The focused element's accessible-ish description: its label's text, else its own text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return (
      active?.labels?.[0]?.textContent?.trim() ??
      active?.getAttribute('aria-label') ??
      active?.textContent?.trim()
    );
  });

describe('filters on a phone (360 px)', () => {
  it('shows the first home on the first screen, the filters one button away', async () => {
    const { page, problems, close } = await openPage(demo, '/search', { width: 360 });
    await searchSettled(page);
    expect(await page.locator(SHEET).isVisible()).toBe(false);
    const card = await page.locator('.results .card').first().boundingBox();
    expect(card?.y).toBeLessThan(900);
    expect(await axNode(page, TOGGLE)).toEqual({
      role: 'button',
      name: 'Filters',
      expanded: false,
    });
    const toggle = await page.locator(TOGGLE).boundingBox();
    // SC 2.5.8 (and the theme's 44 px touch size).
    expect(toggle?.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens by keyboard, filters with the engine’s numbers, closes on its results and gives the focus back', async () => {
    const { page, problems, close } = await openPage(demo, '/search', { width: 360 });
    await searchSettled(page);
    await page.locator(TOGGLE).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sheetOpen(page)).toBe(true);
    expect((await axNode(page, TOGGLE)).expanded).toBe(true);
    // The sheet fills the screen, its heading and close button first in it and in the Tab order.
    const box = await page.locator(SHEET).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 900 });
    expect(await page.locator(`${SHEET} h2`).isVisible()).toBe(true);
    // A modal dialog while open (its script): the focus goes in, to its first control (it stayed
    // on the Filters button under the sheet, SC 2.4.11), and Tab and Shift+Tab wrap inside it.
    await expect.poll(() => focused(page)).toBe('Close filters');
    expect(await axNode(page, SHEET)).toMatchObject({ role: 'dialog', name: 'Filters' });
    expect(await page.locator(SHEET).getAttribute('aria-modal')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatch(/^Show \d+ properties$/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Close filters');
    expect(await axeViolations(page)).toEqual([]);

    const cottage = page.getByRole('checkbox', { name: /^Cottage/ });
    await cottage.focus();
    await page.keyboard.press('Space');
    await searchSettled(page);
    const expected = engineAnswer(demo, { terms: { ss_property_type: ['Cottage'] } }).numFound;
    const done = page.locator(`${SHEET} .search__facets-done`);
    expect(await axNode(page, `${SHEET} .search__facets-done`)).toMatchObject({
      role: 'button',
      name: `Show ${expected} properties`,
    });
    // Ticking keeps the sheet open and the focus on the box.
    expect(await sheetOpen(page)).toBe(true);
    expect(await focused(page)).toMatch(/^Cottage/);
    // The values scroll between the head and the foot, which stay on screen and cover none.
    const body = page.locator(`${SHEET} .search__facets-body`);
    await body.evaluate((values) => values.scrollTo({ top: values.scrollHeight }));
    const foot = await done.boundingBox();
    const values = await body.boundingBox();
    expect((foot?.y ?? 0) + (foot?.height ?? 0)).toBeLessThanOrEqual(900);
    expect((values?.y ?? 0) + (values?.height ?? 0)).toBeLessThanOrEqual(foot?.y ?? 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${ARTEFACTS}filters-sheet-360.png` });

    await done.click();
    await expect.poll(() => sheetOpen(page)).toBe(false);
    // Closed from inside, the focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('filters-toggle');
    expect((await axNode(page, TOGGLE)).expanded).toBe(false);
    // The choice shows beside the results as a chip, and the toolbar's count is the engine's.
    expect(await page.locator('.selections').textContent()).toContain('Cottage');
    expect(
      await page.locator('[data-widget="result-count"][aria-live="polite"]').textContent(),
    ).toBe(`${expected} properties`);
    expect(problems).toEqual([]);
    await close();
  });

  it('closes on Escape after a tooltip’s own Escape, and only the toolbar’s count is a live region', async () => {
    const { page, problems, close } = await openPage(demo, '/search', { width: 360 });
    await searchSettled(page);
    await page.locator(TOGGLE).click();
    await expect.poll(() => sheetOpen(page)).toBe(true);
    // The sheet's count is a plain label (aria-live="off"): a screen reader hears one count.
    expect(
      await page.locator(`${SHEET} [data-widget="result-count"]`).getAttribute('aria-live'),
    ).toBe('off');
    // An amenity's tooltip, open on the focused box: the first Escape closes it alone (WCAG
    // 1.4.13), the second the sheet.
    const amenity = page.locator(`${SHEET} .sf-facet__item:has(> [role="tooltip"]) input`).first();
    await amenity.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tooltips = () => page.locator('[role="tooltip"]:not([hidden])').count();
    await expect.poll(tooltips).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(tooltips).toBe(0);
    expect(await sheetOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheetOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('filters-toggle');
    // Shut, it is the page's complementary region again (hidden here; the sidebar when wide).
    expect(await page.locator(SHEET).getAttribute('role')).toBe('complementary');
    expect(await page.locator(SHEET).getAttribute('aria-modal')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('works without JavaScript: the button opens the sheet and a value’s link filters', async () => {
    const { page, problems, close } = await openPage(demo, '/search', {
      width: 360,
      javaScriptEnabled: false,
    });
    await page.locator(TOGGLE).click();
    await expect.poll(() => sheetOpen(page)).toBe(true);
    const link = page.locator(`${SHEET} .facet__item a`, { hasText: 'Cottage' });
    await Promise.all([page.waitForURL(/[?&]f=/), link.click()]);
    const expected = engineAnswer(demo, { terms: { ss_property_type: ['Cottage'] } }).numFound;
    expect(await page.locator('#results-heading').textContent()).toContain(
      `${expected} properties`,
    );
    expect(problems).toEqual([]);
    await close();
  });
});

describe('filters on a wide screen (1280 px)', () => {
  it('are the sidebar: no Filters button, no sheet controls, the facets in the page', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    expect(await page.locator(SHEET).isVisible()).toBe(true);
    expect(await page.locator(TOGGLE).isVisible()).toBe(false);
    expect(await page.locator(`${SHEET} .search__facets-close`).isVisible()).toBe(false);
    expect(await page.locator(`${SHEET} .search__facets-done`).isVisible()).toBe(false);
    // Beside the results, not over them.
    const sidebar = await page.locator(SHEET).boundingBox();
    const results = await page.locator('.search__results').boundingBox();
    expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeLessThan(results?.x ?? 0);
    // The heading stays for a screen reader's headings list, out of sight; a region, no dialog.
    expect(await axNode(page, `${SHEET} h2`)).toMatchObject({ role: 'heading', name: 'Filters' });
    expect(await axNode(page, SHEET)).toMatchObject({ role: 'complementary', name: 'Filters' });
    await page.getByRole('checkbox', { name: /^Cottage/ }).check();
    await searchSettled(page);
    expect(await page.locator(SHEET).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
