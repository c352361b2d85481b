/**
 * WCAG 2.4.11 Focus Not Obscured, inside what opens: the focus, and its ring, stay in view. The
 * favourites panel scrolls (eight favourites at 1280 × 800): Tab down its 'More' links scrolled
 * the last one to the panel's very edge, where the panel's overflow cut off its focus ring. The
 * rental page's tour slider clips its slides (its viewport's overflow): a focused tour's ring was
 * cut off above and below by 5px until the demo theme gave the viewport room for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, type Demo, engineAnswer, favouritesCookie, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

describe('the favourites panel', () => {
  it('keeps each focused link’s focus ring inside the panel as Tab scrolls it', async () => {
    const ids = engineAnswer(demo, {})
      .docs.slice(0, 8)
      .map((doc) => String(doc.id));
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([favouritesCookie(demo, ids)]);
    const page = await context.newPage();
    await page.goto(`${demo.base}/contact`, { waitUntil: 'networkidle' });
    await page.locator('.sf-favourites-counter__toggle').focus();
    await page.keyboard.press('Enter');
    const links = page.locator('.sf-favourites-counter__panel .sf-favourites-counter__more');
    await expect.poll(() => links.count()).toBe(8);
    // How far the focused link's ring (outline plus offset) reaches past the panel's inside.
    const cut = () =>
      page.evaluate(() => {
        const link = document.activeElement as HTMLElement;
        const panel = link.closest('.sf-favourites-counter__panel') as HTMLElement;
        const style = getComputedStyle(link);
        const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
        const box = link.getBoundingClientRect();
        const inside = panel.getBoundingClientRect();
        const top = inside.top + panel.clientTop;
        const bottom = top + panel.clientHeight;
        return Math.max(0, top - (box.top - ring), box.bottom + ring - bottom);
      });
    const cuts: number[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => links.nth(i).evaluate((link) => link === document.activeElement))
        .toBe(true);
      cuts.push(await cut());
      if (i === 7) await page.screenshot({ path: `${ARTEFACTS}focus-favourites-panel-end.png` });
    }
    // The panel scrolled (or the test proves nothing), and no ring was cut off on the way.
    expect(
      await page.locator('.sf-favourites-counter__panel').evaluate((panel) => panel.scrollTop),
    ).toBeGreaterThan(0);
    expect(cuts).toEqual(cuts.map(() => 0));
    await context.close();
  });
});

describe('the tour slider', () => {
  it.each([
    [360, 740],
    [1280, 800],
  ])('keeps a focused tour’s focus ring inside its viewport at %i px', async (width, height) => {
    const context = await demo.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${demo.base}${demo.site.listings[0]?.url}`, { waitUntil: 'networkidle' });
    const slider = page.locator('.rental__tours');
    await slider.scrollIntoViewIfNeeded();
    await page.waitForSelector('.rental__tours.sf-carousel');
    // The slider region itself takes the focus first (its arrow keys), then each tour's link.
    await slider.focus();
    const cuts: number[] = [];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab');
      cuts.push(
        await page.evaluate(() => {
          const link = document.activeElement as HTMLElement;
          const viewport = link.closest('.sf-carousel__viewport');
          if (link.tagName !== 'A' || !viewport) return Number.NaN;
          const style = getComputedStyle(link);
          const ring =
            Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
          const box = link.getBoundingClientRect();
          const inside = viewport.getBoundingClientRect();
          return Math.max(0, inside.top - (box.top - ring), box.bottom + ring - inside.bottom);
        }),
      );
    }
    expect(cuts).toEqual([0, 0]);
    await page.screenshot({ path: `${ARTEFACTS}focus-tour-slider-${width}.png` });
    await context.close();
  });
});
