/**
 * The listing page's tabs by keyboard on a phone (SPEC 2.5, WAI-ARIA APG tabs): at 360 px the tabs
 * are an accordion whose open tab a tap closes, but Enter or Space on the open tab keep it open,
 * and a panel the keyboard opens below the fold is scrolled into view.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(20);
});
afterAll(async () => demo?.close());

const rentalPath = () => demo.site.listings[0]?.url ?? '/';
const selectedTabs = (page: Page) =>
  page
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.id),
    );
const shownPanels = (page: Page) =>
  page
    .locator('[role="tabpanel"]')
    .evaluateAll((panels) =>
      panels.filter((panel) => !(panel as HTMLElement).hidden).map((panel) => panel.id),
    );

/** Tabs forward from the top of the page until `name`'s tab has the focus. */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'tab'
        ? document.activeElement.textContent?.trim()
        : null,
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the ${name} tab`);
}

describe('tabs on a 360 px screen, by keyboard', () => {
  it('Enter and Space on the open tab keep it open; a tap on it still closes it', async () => {
    const { page, problems, close } = await openPage(demo, rentalPath(), { width: 360 });
    await page.waitForSelector('[data-widget="tabs"][data-widget-state="ready"]');
    await tabTo(page, 'About');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTabs(page)).toEqual(['amenities-tab']);
    await page.keyboard.press('Enter');
    expect(await selectedTabs(page)).toEqual(['amenities-tab']);
    expect(await shownPanels(page)).toEqual(['amenities']);
    await page.keyboard.press('Space');
    expect(await selectedTabs(page)).toEqual(['amenities-tab']);
    expect(await shownPanels(page)).toEqual(['amenities']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('amenities-tab');
    await expect(page.locator('#amenities').isVisible()).resolves.toBe(true);
    // The pointer's tap on the open tab closes it (SPEC 2.5), and Enter opens it again.
    await page.getByRole('tab', { name: 'Amenities' }).click();
    expect(await shownPanels(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await shownPanels(page)).toEqual(['amenities']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a panel the keyboard opens below the fold is scrolled into view', async () => {
    const { page, problems, close } = await openPage(demo, rentalPath(), {
      width: 360,
      reducedMotion: true,
    });
    await page.waitForSelector('[data-widget="tabs"][data-widget-state="ready"]');
    await tabTo(page, 'About');
    // The tablist's bottom at the viewport's bottom: the panels under it are out of view.
    await page.evaluate(() => {
      const nav = document.querySelector('[role="tablist"]') as HTMLElement;
      window.scrollBy(0, nav.getBoundingClientRect().bottom - window.innerHeight);
    });
    const panelTop = () =>
      page.locator('#amenities').evaluate((panel) => panel.getBoundingClientRect().top);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPanels(page)).toEqual(['amenities']);
    const height = await page.evaluate(() => window.innerHeight);
    await expect.poll(panelTop).toBeLessThan(height - 48);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('amenities-tab');
    expect(problems).toEqual([]);
    await close();
  });
});
