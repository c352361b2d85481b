/**
 * What the map keeps clear at its edges, in Chromium: on a phone's small map the pan buttons
 * (WCAG 2.5.7) stand beside the zoom buttons as four keys, so the controls cover less of it
 * (stacked, they filled the top 148 px of its left side, 10 % of the map), every button still 24 px
 * or more (2.5.8) with a visible focus ring; and a marker at an edge that gets the focus is panned
 * in with its whole focus ring (2.4.7, 2.4.11), at once under prefers-reduced-motion.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, openPage, startDemo } from './demo.js';
import { mapStill } from './map-motion.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

/** The zoom buttons' and the pan buttons' boxes, and how much of the map they cover. */
const controls = (page: Page) =>
  page.$eval('.search-map .sf-map__canvas', (canvas) => {
    const map = canvas.getBoundingClientRect();
    const box = (element: Element | null) => {
      const { left, top, right, bottom } = element?.getBoundingClientRect() ?? new DOMRect();
      return {
        left: left - map.left,
        top: top - map.top,
        right: right - map.left,
        bottom: bottom - map.top,
      };
    };
    const zoom = box(canvas.querySelector('.leaflet-control-zoom'));
    const buttons = [...canvas.querySelectorAll('.sf-map__pan button')].map(box);
    // What the map cannot be seen through: the zoom bar and each pan button (counted by pixel, so
    // an empty corner of the group, where the map shows, is not).
    const parts = [zoom, ...buttons];
    let covered = 0;
    for (let y = 0.5; y < map.height; y++)
      for (let x = 0.5; x < map.width; x++)
        if (
          parts.some((part) => x > part.left && x < part.right && y > part.top && y < part.bottom)
        )
          covered++;
    return {
      zoom,
      buttons,
      pan: box(canvas.querySelector('.sf-map__pan')),
      overview: box(canvas.querySelector('.sf-map__overview')),
      share: covered / (map.width * map.height),
      map: { width: map.width, height: map.height },
    };
  });

describe('the pan buttons on a small map', () => {
  it('stand beside the zoom buttons on a phone, beneath them on a wide screen, 24 px or more', async () => {
    for (const width of [360, 1280]) {
      const { page, problems, close } = await openPage(demo, '/search/map', { width });
      // It wakes as it comes into view (below the filters on a phone).
      await page.locator('.search-map').scrollIntoViewIfNeeded();
      await page.locator('.search-map[data-widget-state="ready"]').waitFor();
      await page.getByRole('group', { name: 'Move the map' }).waitFor();
      const seen = await controls(page);
      const where = `${width} px, a map of ${seen.map.width} × ${seen.map.height}`;
      expect(seen.buttons, where).toHaveLength(4);
      for (const button of seen.buttons) {
        expect(button.right - button.left, where).toBeGreaterThanOrEqual(24);
        expect(button.bottom - button.top, where).toBeGreaterThanOrEqual(24);
      }
      if (width === 360) {
        // Beside: the group starts level with the zoom buttons, to their right, and the two
        // end in the top 80 px (stacked: 148 px of a 258 px map), clear of the overview button.
        expect(Math.abs(seen.pan.top - seen.zoom.top), where).toBeLessThanOrEqual(2);
        expect(seen.pan.left, where).toBeGreaterThan(seen.zoom.right);
        expect(Math.max(seen.pan.bottom, seen.zoom.bottom), where).toBeLessThanOrEqual(80);
        expect(seen.pan.right, where).toBeLessThan(seen.overview.left);
      } else expect(seen.pan.top, where).toBeGreaterThan(seen.zoom.bottom);
      // Stacked as one white box of 94 × 64 px, zoom and pan covered 9.7 % of a phone's map.
      expect(seen.share, where).toBeLessThan(0.075);
      // The focus ring of a key, reached by Tab from "Zoom out", is drawn in full.
      await page.locator('.search-map .leaflet-control-zoom-out').focus();
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const style = getComputedStyle(active);
        return {
          name: active.getAttribute('aria-label'),
          visible: active.matches(':focus-visible'),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
      expect(ring, where).toEqual({ name: 'Move the map up', visible: true, outline: 'solid 3px' });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    }
  });
});

const TILES = { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo tiles' } };
// At zoom 13 a 600 px map spans 0.103° of longitude: "East" has its point on the right edge;
// "North" stands 20 px below the top edge (its pin, 41 px tall, reaches out above it).
const CENTRE = { latitude: 50.21, longitude: -5.48 };
const EAST = { latitude: 50.21, longitude: -5.48 + 300 / 5825.42, title: 'East' };
const NORTH = { latitude: 50.21 + 140 / 9100, longitude: -5.5, title: 'North' };
// "Corner" has its point 25 px from the left and 50 px from the top: its pin stands wholly under
// the zoom buttons (10 px in, 34 × 64 px).
const CORNER = { latitude: 50.21 + 110 / 9100, longitude: -5.48 - 275 / 5825.42, title: 'Corner' };

/**
 * The focused icon's ring (its box grown by the outline's width and offset): whether it lies in the
 * map's box, and the classes of the map's controls (the pan group's keys one by one) it overlaps.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const icon = document.activeElement as HTMLElement;
    const style = getComputedStyle(icon);
    const grow = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = icon.getBoundingClientRect();
    const ring = {
      left: box.left - grow,
      top: box.top - grow,
      right: box.right + grow,
      bottom: box.bottom + grow,
    };
    const canvas = icon.closest('.sf-map__canvas') as HTMLElement;
    const map = canvas.getBoundingClientRect();
    const controls = canvas.querySelectorAll(
      '.leaflet-control:not(.sf-map__pan), .sf-map__pan button',
    );
    return {
      name: icon.getAttribute('alt'),
      grow,
      inside:
        ring.left >= map.left &&
        ring.top >= map.top &&
        ring.right <= map.right &&
        ring.bottom <= map.bottom,
      covered: [...controls]
        .filter((control) => {
          const cover = control.getBoundingClientRect();
          return (
            ring.left < cover.right &&
            ring.right > cover.left &&
            ring.top < cover.bottom &&
            ring.bottom > cover.top
          );
        })
        .map((control) => control.className),
    };
  });

/** The first listing's page with a 600 × 320 map of `markers` on top, ready, its region focused. */
async function edgesMap(markers: object[], reducedMotion: boolean) {
  const home = demo.site.listings.find((item) => item.url);
  const opened = await openPage(demo, `${home?.url}#location`, { reducedMotion });
  await opened.page.evaluate(
    (config) => {
      const box = document.createElement('div');
      box.id = 'edges';
      box.style.cssText = 'width:600px;height:320px';
      box.setAttribute('data-widget', 'map');
      box.setAttribute('data-widget-config', JSON.stringify(config));
      box.innerHTML = '<p>St Ives, Cornwall</p>';
      document.body.prepend(box);
      window.scrollTo(0, 0);
    },
    { ...CENTRE, zoom: 13, baselayers: TILES, markers },
  );
  await opened.page.locator('#edges[data-widget-state="ready"]').waitFor();
  await opened.page.locator('#edges [role="region"]').focus();
  return opened;
}

describe('a focused marker at the map edge', () => {
  for (const reducedMotion of [true, false]) {
    it(`is panned in with its whole focus ring (reduced motion: ${reducedMotion})`, async () => {
      const { page, problems, close } = await edgesMap([NORTH, EAST], reducedMotion);
      for (const name of ['North', 'East']) {
        await page.keyboard.press('Tab');
        // Under reduced motion the view is there at once; otherwise once the glide has ended.
        if (!reducedMotion) await mapStill(page, '#edges');
        expect(await focusRing(page)).toEqual({ name, grow: 5, inside: true, covered: [] });
      }
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('is panned out from under the zoom and pan buttons (2.4.11)', async () => {
    const { page, problems, close } = await edgesMap([CORNER], true);
    // Before the focus, the pin stands wholly under the zoom buttons.
    const under = await page.$eval('#edges .leaflet-marker-icon', (icon) => {
      const pin = icon.getBoundingClientRect();
      const zoom = (
        document.querySelector('#edges .leaflet-control-zoom') as Element
      ).getBoundingClientRect();
      return (
        pin.left >= zoom.left &&
        pin.right <= zoom.right &&
        pin.top >= zoom.top &&
        pin.bottom <= zoom.bottom
      );
    });
    expect(under).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusRing(page)).toEqual({ name: 'Corner', grow: 5, inside: true, covered: [] });
    expect(problems).toEqual([]);
    await close();
  });
});
