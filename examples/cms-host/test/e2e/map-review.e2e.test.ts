/**
 * The map widget's review findings, in Chromium: maps of chosen configs are added to the demo's
 * rental page (the loader wakes them) and used as their visitors would: under reduced motion, by
 * keyboard alone (nokeyboard clusters, Space on Leaflet's link buttons, the layer switch), hidden
 * when they woke, and with a screen reader's view of the info window and link markers.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

const rentalPage = () => {
  const home = demo.site.listings.find((item) => item.url);
  if (!home?.url) throw new Error('no listing');
  return `${home.url}#location`;
};

const TILES = { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo tiles' } };
const ST_IVES = { latitude: 50.21, longitude: -5.48 };
const CARBIS_BAY = { latitude: 50.197, longitude: -5.463 };

/** Adds a map of `config` at the top of the page (in a hidden box with `hidden`). */
async function addMap(
  page: Page,
  id: string,
  config: object,
  options: { hidden?: boolean; load?: string } = {},
) {
  await page.evaluate(
    ({ id, config, hidden, load }) => {
      const wrap = document.createElement('div');
      wrap.id = `${id}-wrap`;
      wrap.hidden = Boolean(hidden);
      const box = document.createElement('div');
      box.id = id;
      box.style.cssText = 'width:600px;height:320px';
      box.setAttribute('data-widget', 'map');
      box.setAttribute('data-widget-config', JSON.stringify(config));
      if (load) box.setAttribute('data-widget-load', load);
      box.innerHTML = '<p>St Ives, Cornwall</p>';
      wrap.append(box);
      document.body.prepend(wrap);
      window.scrollTo(0, 0);
    },
    { id, config, ...options },
  );
  await page.locator(`#${id}[data-widget-state="ready"]`).waitFor({ state: 'attached' });
}

const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      className: element?.getAttribute('class') ?? '',
      name: element?.getAttribute('alt') ?? element?.getAttribute('aria-label') ?? '',
      inPopup: Boolean(element?.closest('.leaflet-popup')),
    };
  });

describe('the map widget, reviewed', () => {
  it('does not animate its zoom, fades or clusters under prefers-reduced-motion', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage(), { reducedMotion: true });
    await addMap(page, 'still', { ...ST_IVES, zoom: 13, baselayers: TILES });
    const classes = await page.locator('#still .sf-map__canvas').getAttribute('class');
    expect(classes).not.toContain('leaflet-fade-anim');
    expect(classes).not.toContain('leaflet-zoom-anim');
    await page.locator('#still .leaflet-control-zoom-in').click();
    // Without the animation the new zoom is there at once: no pane is mid-transition.
    expect(await page.locator('#still .leaflet-zoom-anim').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the focus in a nokeyboard map when Enter zooms into a cluster', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(page, 'nokeys', {
      ...ST_IVES,
      zoom: 9,
      baselayers: TILES,
      behavior: { nokeyboard: true },
      markers: [
        { ...ST_IVES, title: 'Wheal Rose', text: 'A cottage' },
        { ...CARBIS_BAY, title: 'Carbis Bay', text: 'A beach' },
      ],
    });
    const cluster = page.locator('#nokeys .sf-map-cluster');
    await cluster.focus();
    await page.keyboard.press('Enter');
    await page.locator('#nokeys .leaflet-marker-icon[alt="Wheal Rose"]').waitFor();
    expect((await active(page)).className).toContain('sf-map__canvas');
    // Tab goes on to the markers the cluster held.
    await page.keyboard.press('Tab');
    expect((await active(page)).name).toMatch(/Wheal Rose|Carbis Bay/);
    expect(problems).toEqual([]);
    await close();
  });

  it("presses Leaflet's link buttons with Space: the window's close, the zoom buttons", async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(page, 'space', {
      ...ST_IVES,
      zoom: 12,
      baselayers: TILES,
      markers: [{ ...ST_IVES, title: 'Wheal Rose', text: 'A cottage by the sea' }],
    });
    const scroll = () => page.evaluate(() => window.scrollY);
    const zoom = () => page.locator('#space .leaflet-tile-container').first().getAttribute('style');
    await page.locator('#space .leaflet-marker-icon').focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('#space .leaflet-popup');
    await popup.waitFor();
    // A screen reader hears where it is: "Wheal Rose, dialog".
    expect(await popup.getAttribute('role')).toBe('dialog');
    expect(await popup.getAttribute('aria-label')).toBe('Wheal Rose');
    expect((await active(page)).inPopup).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect((await active(page)).className).toContain('leaflet-popup-close-button');
    const before = await scroll();
    await page.keyboard.press(' ');
    await popup.waitFor({ state: 'detached' });
    expect(await scroll()).toBe(before);
    expect((await active(page)).name).toBe('Wheal Rose');
    const zoomIn = page.locator('#space .leaflet-control-zoom-in');
    const levelBefore = await zoom();
    await zoomIn.focus();
    await page.keyboard.press(' ');
    await expect.poll(zoom).not.toBe(levelBefore);
    expect(await scroll()).toBe(before);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the focus on the layer switch, an open list of radios', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(page, 'layers', {
      ...ST_IVES,
      zoom: 12,
      baselayers: { ...TILES, Satellite: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Sat' } },
      behavior: { overview: true },
    });
    const radios = page.locator('#layers .leaflet-control-layers input[type="radio"]');
    expect(await radios.count()).toBe(2);
    // WCAG 2.5.8: each row (label and radio, one target) at least 24 px tall; they touch.
    const heights = await page.$$eval('#layers .leaflet-control-layers-base label', (labels) =>
      labels.map((label) => label.getBoundingClientRect().height),
    );
    expect(heights).toHaveLength(2);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(24);
    const overview = await page.locator('#layers .sf-map__overview').boundingBox();
    expect(overview?.height).toBeGreaterThanOrEqual(24);
    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await radios.nth(1).isChecked()).toBe(true);
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('.leaflet-control-layers') !== null,
      ),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('fits its markers when a map that woke hidden is shown (autozoom)', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(
      page,
      'hidden',
      {
        ...ST_IVES,
        zoom: 6,
        maxzoom: 16,
        baselayers: TILES,
        behavior: { autozoom: true },
        markers: [
          { ...ST_IVES, title: 'Wheal Rose', text: 'A cottage' },
          { latitude: 50.33, longitude: -4.63, title: 'Fowey', text: 'A quay' },
        ],
      },
      { hidden: true, load: 'eager' },
    );
    await page.evaluate(() => {
      (document.getElementById('hidden-wrap') as HTMLElement).hidden = false;
    });
    const inView = async () =>
      page.$$eval('#hidden .leaflet-marker-icon:not(.sf-map-cluster)', (icons) => {
        const box = document.querySelector('#hidden .sf-map__canvas')?.getBoundingClientRect();
        return icons
          .filter((icon) => {
            const place = icon.getBoundingClientRect();
            return (
              box && place.left >= box.left && place.right <= box.right && place.top >= box.top
            );
          })
          .map((icon) => icon.getAttribute('alt'))
          .sort();
      });
    await expect.poll(inView).toEqual(['Fowey', 'Wheal Rose']);
    expect(problems).toEqual([]);
    await close();
  });

  it('tells a link marker from a button, and names a marker without a title', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(page, 'roles', {
      ...ST_IVES,
      zoom: 13,
      baselayers: TILES,
      markers: [
        { ...ST_IVES, text: 'A cottage' },
        { ...CARBIS_BAY, title: 'Lifeboat station', link: '/things-to-do' },
      ],
    });
    const roles = await page.$$eval('#roles .leaflet-marker-icon', (icons) =>
      icons.map((icon) => [icon.getAttribute('alt'), icon.getAttribute('role')]),
    );
    expect(roles).toEqual([
      ['Place 1', 'button'],
      ['Lifeboat station', 'link'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('remote content in an open window', () => {
  it('keeps the focus in the window and lays it out around the content when it comes', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await page.locator('.rental__map[data-widget-state="ready"]').waitFor();
    const { markers, rmtcallback } = JSON.parse(
      (await page.locator('.rental__map').getAttribute('data-widget-config')) ?? '{}',
    ) as {
      markers: { rmt?: object; title: string; latitude: number; longitude: number }[];
      rmtcallback: string;
    };
    const home = markers.find((marker) => marker.rmt);
    if (!home) throw new Error('the rental page has no rmt marker');
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/fragments/map-marker/**', async (route) => {
      await held;
      await route.continue();
    });
    await addMap(page, 'remote', {
      // The map centred on the home (its marker's title and rmt are not map keys).
      latitude: home.latitude,
      longitude: home.longitude,
      zoom: 13,
      baselayers: TILES,
      rmtcallback,
      markers: [home],
    });
    await page.locator('#remote .leaflet-marker-icon').focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('#remote .leaflet-popup');
    await popup.getByText('Loading…').waitFor();
    const before = (await popup.boundingBox())?.height ?? 0;
    answer();
    await popup.locator('.sf-map__popup a').waitFor();
    expect((await active(page)).inPopup).toBe(true);
    // The window grew around its content and is panned back inside the map.
    expect((await popup.boundingBox())?.height ?? 0).toBeGreaterThan(before);
    const top = async () => {
      const [window, map] = [
        await popup.boundingBox(),
        await page.locator('#remote').boundingBox(),
      ];
      return (window?.y ?? 0) - (map?.y ?? 0);
    };
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a long info window', () => {
  it('stays inside the map and scrolls, its end reachable (a 320 px map)', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    await addMap(page, 'long', {
      ...ST_IVES,
      zoom: 13,
      baselayers: TILES,
      markers: [
        {
          ...ST_IVES,
          title: 'Wheal Rose',
          text: `${'Three bedrooms, a garden and the sea at the end of the lane.\n'.repeat(25)}The end.`,
        },
      ],
    });
    await page.locator('#long .leaflet-marker-icon').focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('#long .leaflet-popup');
    await popup.waitFor();
    const inside = async () => {
      const [window, map] = [await popup.boundingBox(), await page.locator('#long').boundingBox()];
      return Boolean(
        window && map && window.y >= map.y && window.y + window.height <= map.y + map.height,
      );
    };
    await expect.poll(inside).toBe(true);
    // Its last line can be scrolled to, inside the window.
    const content = popup.locator('.leaflet-popup-content');
    expect(await content.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    await popup.getByText('The end.').scrollIntoViewIfNeeded();
    expect(await inside()).toBe(true);
    expect(await popup.getByText('The end.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the map region’s focus', () => {
  it('is visible inside a theme box that clips what overflows it (WCAG 2.4.7)', async () => {
    const { page, problems, close } = await openPage(demo, rentalPage());
    const map = page.locator('.rental__map');
    await page.locator('.rental__map[data-widget-state="ready"]').waitFor();
    expect(await map.evaluate((box) => getComputedStyle(box).overflow)).toBe('hidden');
    // By keyboard: from the first marker back to the map.
    await page.locator('.rental__map .leaflet-marker-icon').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'sf-map__canvas',
    );
    const shot = (await map.screenshot()).toString('base64');
    // Pixels of the ring's colour (#1a5fb4) on screen, counted in the page's own canvas.
    const ring = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          Math.abs((data[i] as number) - 0x1a) < 12 &&
          Math.abs((data[i + 1] as number) - 0x5f) < 12 &&
          Math.abs((data[i + 2] as number) - 0xb4) < 12
        )
          count += 1;
      return { count, perimeter: 2 * (image.width + image.height) };
    }, shot);
    // A 3 px ring all round: about three times the perimeter.
    expect(ring.count).toBeGreaterThan(2 * ring.perimeter);
    expect(problems).toEqual([]);
    await close();
  });
});
