/**
 * A drop-down facet (`display: "select"`) on a phone, in Chromium. The native select is upgraded to
 * react-select on the first hover or focus; a tap is both, so the select the visitor tapped was
 * replaced under the finger and no choices showed until a second tap (a themer's page with a town
 * drop-down, built from the READMEs). The demo's facets have no drop-down: its town facet is made
 * one here through the widget's own `display` key, as a themer would write it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openFilters, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

const TOWN = '{&#34;facet&#34;:&#34;ss_town&#34;}';
const TOWN_SELECT = '{&#34;facet&#34;:&#34;ss_town&#34;,&#34;display&#34;:&#34;select&#34;}';

async function openSearch(browser: Browser, touch: boolean, dropDown = true) {
  const context = await browser.newContext({
    viewport: { width: touch ? 375 : 1280, height: 800 },
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  // The widgets' chunks the page fetched, by name (`FacetSelect`, `search`).
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/chunks\/([\w.]+?)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  if (dropDown)
    await page.route('**/search', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(TOWN)) throw new Error('the demo’s town facet config changed');
      await route.fulfill({ response, body: html.replace(TOWN, TOWN_SELECT) });
    });
  await page.goto(`${demo.base}/search`, { waitUntil: 'networkidle' });
  await searchSettled(page);
  await openFilters(page); // on the phone, the filters are a sheet
  const native = page.locator('[data-facet="ss_town"] .sf-facet__native');
  if (dropDown) await native.scrollIntoViewIfNeeded();
  const menu = () =>
    page.$$eval('[data-facet="ss_town"] .sf-select__option', (options) => options.length);
  const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
  return { page, native, menu, focused, chunks, close: () => context.close() };
}

describe('a drop-down facet', () => {
  it('loads its own chunk with the page, which the demo’s search page (no drop-down) never fetches', async () => {
    const plain = await openSearch(demo.browser, false, false);
    expect(plain.chunks).toContain('search');
    expect(plain.chunks).not.toContain('FacetSelect');
    await plain.close();
    const { native, chunks, close } = await openSearch(demo.browser, false);
    expect(chunks.filter((chunk) => chunk === 'FacetSelect')).toHaveLength(1);
    // Without a hover or focus: the native select, with the answer's towns.
    expect(await native.evaluate((select) => select.tagName)).toBe('SELECT');
    expect(await native.locator('option').count()).toBeGreaterThan(1);
    expect(chunks).not.toContain('ReactSelectFacet');
    await close();
  });

  it('shows its choices on the first tap, which also upgrades it (375 px, touch)', async () => {
    const { page, native, menu, focused, close } = await openSearch(demo.browser, true);
    await native.tap();
    await expect.poll(focused).toContain('sf-select__input');
    await expect.poll(menu).toBeGreaterThan(1);
    // The choice is made with the next tap, as on any drop-down.
    await page.locator('[data-facet="ss_town"] .sf-select__option').first().tap();
    await searchSettled(page);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain('ss_town');
    await close();
  });

  it('stays closed when the keyboard brings the focus in (1280 px)', async () => {
    const { page, native, menu, focused, close } = await openSearch(demo.browser, false);
    await page.mouse.move(5, 5);
    // The control before the drop-down, then Tab: focus alone upgrades it.
    await native.evaluate((select) => {
      const controls = [...document.querySelectorAll<HTMLElement>('input, button, select')];
      controls[controls.indexOf(select as HTMLSelectElement) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    await expect.poll(focused).toContain('sf-select__input');
    expect(await menu()).toBe(0);
    await close();
  });

  it('stays closed for the keyboard with the mouse resting over it while its code loads, so the next Tab chooses nothing (1280 px)', async () => {
    const { page, native, menu, focused, close } = await openSearch(demo.browser, false);
    // React-select's code comes while the focus is already there: held until the Tab is in.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/ReactSelectFacet-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    // The mouse rests over the drop-down (pointerenter starts loading its code); the visitor
    // goes on with the keyboard. The pointer is over it, yet no press took the focus there.
    const box = await native.boundingBox();
    if (!box) throw new Error('the drop-down has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => asked).toBe(true);
    await native.evaluate((select) => {
      const controls = [...document.querySelectorAll<HTMLElement>('input, button, select')];
      controls[controls.indexOf(select as HTMLSelectElement) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    release();
    await expect.poll(focused).toContain('sf-select__input');
    expect(await menu()).toBe(0);
    // With its menu open, react-select's Tab chooses the focused option (the first, once the
    // options change under the open menu, as a search's answer changes them): a town the visitor
    // never picked would filter the search.
    await page.keyboard.press('Tab');
    expect(await page.locator('[data-facet="ss_town"] .sf-select__single-value').count()).toBe(0);
    await close();
  });
});
