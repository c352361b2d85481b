/**
 * The map widget (@stayfront/maps) on the demo's rental page, in Chromium: it wakes in its box
 * with the site's tiles, leaves the page's own `window.L` alone, and is usable by keyboard alone:
 * Tab to a cluster and zoom into it, Tab to the home's marker, open its info window (remote
 * content, focus inside), close it with Escape (focus back on the marker), follow a link marker.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, openPage, startDemo } from './demo.js';
import { afterMove, clusterOpened, openCluster } from './map-motion.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

const listing = () => {
  const home = demo.site.listings.find((item) => item.url);
  if (!home) throw new Error('no listing');
  return home;
};

async function mapReady(page: Page) {
  await page.locator('[data-widget="map"][data-widget-state="ready"]').waitFor();
  await page.waitForLoadState('networkidle');
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      name:
        active?.getAttribute('alt') ??
        active?.getAttribute('aria-label') ??
        active?.textContent ??
        '',
      inPopup: Boolean(active?.closest('.leaflet-popup')),
      className: active?.className ?? '',
    };
  });

describe('the map widget', () => {
  it('wakes in its box with the site tiles, and leaves the page its own window.L', async () => {
    const { page, problems, close } = await openPage(demo, `${listing().url}#location`);
    await page.addInitScript(() => {
      (window as unknown as { L: unknown }).L = { pagesOwn: true };
    });
    await page.reload({ waitUntil: 'networkidle' });
    await mapReady(page);
    const tiles = await page.$$eval('.rental__map img.leaflet-tile', (images) =>
      images.map((image) => [
        (image as HTMLImageElement).src.replace(/^https?:\/\/[^/]+/, ''),
        (image as HTMLImageElement).naturalWidth,
      ]),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const [src, width] of tiles) {
      expect(src).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.svg$/);
      expect(width).toBe(256);
    }
    expect(await page.evaluate(() => (window as unknown as { L: unknown }).L)).toEqual({
      pagesOwn: true,
    });
    // The server's text stays for screen readers, inside the map's element.
    expect(await page.locator('.rental__map > .sf-map__sr').textContent()).toContain(
      listing().town,
    );
    expect(await page.locator('.rental__map [role="region"]').getAttribute('aria-label')).toBe(
      `Map of ${listing().title} and things to do nearby`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('is usable by keyboard alone: clusters zoom, a marker opens its window and gets the focus back', async () => {
    const home = listing();
    const { page, problems, close } = await openPage(demo, `${home.url}#location`);
    await mapReady(page);
    // Tab from the map region through its markers and clusters until the home's marker is
    // focused; a cluster on the way is opened with Enter (it zooms in, the focus stays in the map).
    await page.locator('.rental__map [role="region"]').focus();
    for (let step = 0; step < 40; step++) {
      const now = await focused(page);
      if (now.name === home.title) break;
      if (/sf-map-cluster/.test(now.className)) {
        const cluster = await page.evaluateHandle(() => document.activeElement as Element);
        await page.keyboard.press('Enter');
        await clusterOpened(page, '.rental__map', cluster);
        expect((await focused(page)).className).toContain('sf-map__canvas');
      }
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).name).toBe(home.title);
    await page.keyboard.press('Enter');
    const popup = page.locator('.rental__map .leaflet-popup');
    await popup.waitFor();
    // The remote content (SPEC 3.19 rmt): the home's title, linked to its page.
    await expect
      .poll(() => popup.locator(`a[href$="${home.url}"]`).count(), { timeout: 5000 })
      .toBe(1);
    expect((await focused(page)).inPopup).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe(home.title);
    // Space opens it too.
    await page.keyboard.press(' ');
    await popup.waitFor();
    // The window sits in the Tab order after its marker (WCAG 2.4.3): Shift+Tab from its start
    // goes back to the marker; Tab out of its end goes on to the marker after the home's (or,
    // after the last marker, to the zoom buttons), not from wherever Leaflet put the window.
    expect((await focused(page)).inPopup).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe(home.title);
    const after = await page.evaluate((title) => {
      const icons = [...document.querySelectorAll('.rental__map .leaflet-marker-pane > *')];
      const at = icons.findIndex((icon) => icon.getAttribute('alt') === title);
      const next = icons.slice(at + 1).find((icon) => (icon as HTMLElement).tabIndex >= 0);
      return next?.getAttribute('alt') ?? next?.getAttribute('aria-label') ?? 'Zoom in';
    }, home.title);
    await page.keyboard.press(' ');
    for (let step = 0; step < 10 && (await focused(page)).inPopup; step++) {
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).name).toBe(after);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('pans east with "Move the map right", by pointer, without a drag (WCAG 2.5.7)', async () => {
    for (const width of [360, 1280]) {
      const { page, problems, close } = await openPage(demo, `${listing().url}#location`, {
        width,
        reducedMotion: true,
      });
      await mapReady(page);
      const group = page.getByRole('group', { name: 'Move the map' });
      await expect.poll(() => group.getByRole('button').count()).toBe(4);
      const right = group.getByRole('button', { name: 'Move the map right' });
      // At least 24 × 24 CSS px (WCAG 2.5.8).
      const box = await right.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      // Where the map's centre is, in Leaflet's own terms: the map pane's offset (it moves west
      // by as many pixels as the view's centre moves east). No glide (reduced motion): at once.
      const view = () =>
        page.evaluate(() => {
          const canvas = document.querySelector<HTMLElement>('.rental__map .sf-map__canvas');
          const pane = canvas?.querySelector<HTMLElement>('.leaflet-map-pane');
          const { m41, m42 } = new DOMMatrix(pane ? getComputedStyle(pane).transform : '');
          return { x: m41, y: m42, width: canvas?.clientWidth ?? 0 };
        });
      const before = await view();
      await right.click();
      const after = await view();
      // A third of the map's width, east; not north or south.
      expect(before.x - after.x).toBeCloseTo(before.width / 3, -1);
      expect(after.y).toBe(before.y);
      // The button keeps the focus (it was no map click: the map did not take it).
      expect(await right.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: 'Move the map left' }).click();
      expect((await view()).x).toBeCloseTo(before.x, -1);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('follows a link marker to its page (SPEC 4.12)', async () => {
    const { page, close } = await openPage(demo, `${listing().url}#location`);
    await mapReady(page);
    const config = JSON.parse(
      (await page.locator('.rental__map').getAttribute('data-widget-config')) ?? '{}',
    ) as { markers: { title: string; link?: string }[] };
    const link = config.markers.find((marker) => marker.link);
    if (!link?.link) throw new Error('the rental page has no link marker');
    // Zoomed to the deepest level, no marker is clustered.
    await afterMove(page, '.rental__map', () =>
      page.evaluate(() => {
        const plus = document.querySelector<HTMLElement>('.rental__map .leaflet-control-zoom-in');
        for (let i = 0; i < 8; i++) plus?.click();
      }),
    );
    const marker = page.locator(`.rental__map .leaflet-marker-icon[alt="${link.title}"]`);
    if (!(await marker.count())) {
      // Still behind a cluster: open clusters until it shows.
      for (let i = 0; i < 5 && !(await marker.count()); i++)
        await openCluster(page, '.rental__map');
    }
    await marker.focus();
    await Promise.all([page.waitForURL(`**${link.link}`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(link.link);
    await close();
  });
});
