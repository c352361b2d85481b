/**
 * Waits go through locators, never page.waitForSelector: the element handle it returns is kept
 * by DevTools until disposed, and holds the swapped-out region as a detached tree.
 *
 * What a visitor opens before a region swap in the long-session bench (long-session-bench.ts):
 * the parts that mount only when reached (a hidden tab's map, a calendar below the fold, a modal
 * behind a click, a tooltip under the pointer), so that each swap unmounts them mounted.
 */
import type { Page } from 'playwright-core';
import { widgetsSettled } from './long-session-probe.js';

/**
 * A marker's info window on `map`: the first marker with a window (not a link, which would leave
 * the page), zoomed into through clusters until it shows.
 */
export async function openInfoWindow(page: Page, map: string): Promise<void> {
  await page.locator(`${map} .leaflet-marker-icon`).first().waitFor({ timeout: 15_000 });
  const config = JSON.parse(
    (await page.locator(map).getAttribute('data-widget-config')) ?? '{}',
  ) as { markers?: { title: string; link?: string }[] };
  const title = config.markers?.find((marker) => !marker.link)?.title;
  const marker = title
    ? page.locator(`${map} .leaflet-marker-icon[alt="${title}"]`)
    : page.locator(`${map} .leaflet-marker-icon:not(.sf-map-cluster)`).first();
  for (let i = 0; i < 6 && !(await marker.count()); i++) {
    await page.locator(`${map} .sf-map-cluster`).first().click();
    await page.waitForTimeout(800); // the zoom animation
  }
  await marker.focus();
  await page.keyboard.press('Enter');
  await page.locator(`${map} .leaflet-popup`).waitFor({ timeout: 10_000 });
}

/** Opens a dialog by its link, waits for its content, and leaves it open or closes it. */
async function openDialog(page: Page, link: string, leaveOpen: boolean): Promise<void> {
  await page.locator(link).first().click();
  const dialog = page.locator('dialog.sf-modal[data-state="open"]');
  await dialog.waitFor({ timeout: 10_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('dialog.sf-modal[data-state="open"]')?.getAttribute('aria-busy') !==
      'true',
    undefined,
    { timeout: 10_000 },
  );
  if (leaveOpen) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * The rental page with everything opened: the Location tab (the map, a marker's window), the
 * availability calendar shown, the terms modal opened and closed, the video modal left open.
 */
export async function openRental(page: Page): Promise<void> {
  // LONG_SESSION_RENTAL_PARTS=map,calendar,terms,video (all by default): to find which leaks.
  const parts = (process.env.LONG_SESSION_RENTAL_PARTS ?? 'map,calendar,terms,video').split(',');
  if (parts.includes('map')) {
    await page.locator('a[href="#location"]').click();
    await page.locator('.rental__map[data-widget-state="ready"]').waitFor({ timeout: 15_000 });
    await openInfoWindow(page, '.rental__map');
  }
  if (parts.includes('calendar')) {
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.locator('.availability[data-widget-state="ready"]').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await page.locator('.flatpickr-weekday').first().waitFor({ timeout: 10_000 });
  }
  if (parts.includes('terms'))
    await openDialog(page, '[data-widget="modal"][href="/fragments/terms"]', false);
  if (parts.includes('video')) {
    await page.locator('[data-widget="video-modal"]').first().scrollIntoViewIfNeeded();
    await widgetsSettled(page);
    await openDialog(
      page,
      '[data-widget="video-modal"]',
      process.env.LONG_SESSION_OPEN_MODAL === '1',
    );
  }
}

/** The map view with a cluster zoomed into and a home's info window open. */
export async function openSearchMap(page: Page): Promise<void> {
  // Loaded when visible: the swap scrolls the middle of the (tall) region into view.
  await page.locator('[data-widget="search-map"]').scrollIntoViewIfNeeded();
  await page
    .locator('[data-widget="search-map"][data-widget-state="ready"]')
    .waitFor({ state: 'attached', timeout: 15_000 });
  await openInfoWindow(page, '[data-widget="search-map"]');
}

/**
 * An amenity facet's tooltip, by the pointer then by keyboard focus, and the favourites panel
 * (wider than 64em: it has one), with one home flagged so that it lists something.
 */
export async function openHeaderAndTooltip(page: Page): Promise<void> {
  const item = page.locator('[data-widget="facet"] li:has(.sf-facet__tooltip)').first();
  await item.scrollIntoViewIfNeeded();
  await item.hover();
  await page.locator('.sf-facet__tooltip[style]').first().waitFor({ timeout: 10_000 });
  await page.mouse.move(0, 0);
  await item.locator('input').first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const toggle = page.locator('.sf-favourites-counter__toggle');
  await toggle.scrollIntoViewIfNeeded();
  await page
    .locator('[data-widget="favourites-counter"][data-widget-state="ready"]')
    .waitFor({ state: 'attached' });
  // Reaching the counter opens its panel (use-disclosure.ts).
  await page.locator('.sf-favourites-counter').hover();
  await page.locator('.sf-favourites-counter__panel[data-state="open"][style*="top"]').waitFor({
    timeout: 10_000,
  });
}
