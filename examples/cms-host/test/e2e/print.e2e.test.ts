/**
 * Printing, or saving as PDF, in Chromium: print media emulated on a window as wide as an A4
 * sheet's printable width (720 px), as a visitor takes a rental page, a list of results, their
 * favourites or a booking confirmation along. What the widgets hide or clip on screen must be on
 * paper (every tab's panel, the whole description, every photo and tour with its title, the fees)
 * and their controls must not; each page is also saved as a PDF in test-results/ to look at.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTEFACTS,
  besideFailedLazyBlock,
  type Demo,
  engineAnswer,
  favouritesCookie,
  firstListing,
  freeWeek,
  openPage,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

/** An A4 sheet's width less Chromium's default margins, in CSS pixels. */
const SHEET = 720;

const ready = (page: Page, name: string) =>
  page.waitForSelector(`[data-widget="${name}"][data-widget-state="ready"]`, { state: 'attached' });

/**
 * Why each element matching `selector` would not be read on paper, or 'ok': no box, hidden,
 * faded, cut by an ancestor that clips (a carousel's viewport, a collapsed text), off the sheet's
 * width, or white text (browsers print without backgrounds by default).
 */
const onPaper = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width < 1 || rect.height < 1) return 'no box';
      if (style.visibility !== 'visible') return 'hidden';
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
        const clip = getComputedStyle(node.parentElement ?? node);
        if (node.parentElement && (clip.overflowX !== 'visible' || clip.overflowY !== 'visible')) {
          const box = node.parentElement.getBoundingClientRect();
          if (
            rect.left < box.left - 1 ||
            rect.right > box.right + 1 ||
            rect.top < box.top - 1 ||
            rect.bottom > box.bottom + 1
          )
            return `cut by ${node.parentElement.className || node.parentElement.nodeName}`;
        }
      }
      if (opacity < 0.99) return `faded to ${opacity.toFixed(2)}`;
      if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1)
        return 'off the sheet';
      const [r = 0, g = 0, b = 0] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      if (element.textContent?.trim() && r > 200 && g > 200 && b > 200) return 'white text';
      return 'ok';
    }),
  );

/** Whether any element matching `selector` shows on paper (a control that should not). */
const anyShown = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.some((element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility === 'visible'
      );
    }),
  );

async function print(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: join(ARTEFACTS, `print-${name}.pdf`), format: 'A4' });
}

describe('a printed page', () => {
  it('of a rental has every section, every photo and tour with its title, and no controls', async () => {
    const { page, problems, close } = await openPage(demo, firstListing(demo).url, {
      width: SHEET,
    });
    await Promise.all(['tabs', 'gallery', 'share-form', 'flag'].map((name) => ready(page, name)));
    // The tour slider wakes when scrolled to, as a visitor reading the page down makes it.
    await page.locator('.rental__tours').scrollIntoViewIfNeeded();
    await ready(page, 'tour-slider');
    await page.evaluate(() => window.scrollTo(0, 0));
    // On screen: one panel, one photo, one tour in the middle.
    expect(await page.locator('#amenities').isVisible()).toBe(false);
    expect(
      (await onPaper(page, '.rental__gallery img')).filter((why) => why === 'ok'),
    ).toHaveLength(1);
    await print(page, 'rental');

    expect(await onPaper(page, '#about, #amenities, #location')).toEqual(['ok', 'ok', 'ok']);
    const amenities = await onPaper(page, '#amenities li');
    expect(amenities.length).toBeGreaterThan(0);
    expect(amenities.filter((why) => why !== 'ok')).toEqual([]);
    expect(await onPaper(page, '#location-heading, .rental__map > p')).toEqual(['ok', 'ok']);
    const photos = await onPaper(page, '.rental__gallery img');
    expect(photos).toEqual(photos.map(() => 'ok'));
    expect(photos.length).toBeGreaterThan(1);
    const tours = await onPaper(page, '.rental__tours .tour__title');
    expect(tours).toEqual(tours.map(() => 'ok'));
    expect(tours.length).toBeGreaterThan(1);
    // The price, the availability box and the page's whole address.
    expect(await onPaper(page, '.rental__price, .availability')).toEqual(['ok', 'ok']);
    const cutAddress = await page
      .locator('#share-url')
      .evaluate((input) => input.scrollWidth - input.clientWidth);
    expect(cutAddress).toBeLessThanOrEqual(1);
    for (const control of [
      '[role="tablist"]',
      '.sf-carousel__controls',
      '.sf-flag',
      '.share-form__actions',
      '.share-form__links',
      '.availability__form button',
      '.rental__links',
    ])
      expect(await anyShown(page, control), control).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('of a rental whose lazy block failed keeps its message and link, not its Try again', async () => {
    const { page, problems, close } = await openPage(demo, firstListing(demo).url, {
      width: SHEET,
    });
    // A flaky network: the block's fragment cannot be fetched (SPEC 4.5), its retry button shows.
    await page.route('**/fragments/nearby', (route) => route.abort('internetdisconnected'));
    const block = page.locator('[data-widget="lazy-block"]');
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => block.getAttribute('data-state')).toBe('error');
    expect(await anyShown(page, '.sf-lazy-block__retry')).toBe(true);
    await print(page, 'rental-lazy-block-failed');
    // Paper has no use for a button; the message says this copy lacks the block's content, and
    // the server's link says where it is.
    expect(await anyShown(page, '.sf-lazy-block__retry')).toBe(false);
    expect(await onPaper(page, '.sf-lazy-block__error p')).toEqual(['ok']);
    expect(await onPaper(page, '[data-widget="lazy-block"] a[href]')).toEqual(['ok']);
    expect(besideFailedLazyBlock(problems)).toEqual([]);
    await close();
  });

  it('of a rental on a phone has the whole description, not its first 220 px', async () => {
    const { page, problems, close } = await openPage(demo, firstListing(demo).url, { width: 375 });
    await ready(page, 'collapsible');
    const description = page.locator('.rental__description');
    // On screen the text is cut, with its Read more.
    expect(await page.locator('.sf-collapsible__toggle').isVisible()).toBe(true);
    await print(page, 'rental-phone');
    const cut = await description.evaluate(
      (element) => element.scrollHeight - element.clientHeight,
    );
    expect(cut).toBeLessThanOrEqual(1);
    expect(await onPaper(page, '.rental__description p')).toEqual(['ok']);
    expect(await anyShown(page, '.sf-collapsible__toggle')).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps another tab row inside a panel (a map info window's, the theme's) as it was", async () => {
    const { page, problems, close } = await openPage(demo, firstListing(demo).url, {
      width: SHEET,
    });
    await ready(page, 'tabs');
    // Tabs that are not the widget's, inside one of its panels: a map info window's tabs
    // (maps popup-tabs.ts) or a theme's. On paper, their row would go and their hidden panel show
    // without its title, in a box sized for one.
    await page.locator('#location').evaluate((panel) => {
      const box = document.createElement('div');
      box.className = 'sf-map-tabs';
      box.innerHTML =
        '<div role="tablist" class="sf-map-tabs__list"><button role="tab" aria-selected="true">Summer</button><button role="tab" aria-selected="false">Winter</button></div>' +
        '<div role="tabpanel" class="sf-map-tabs__panel">Summer prices</div><div role="tabpanel" class="sf-map-tabs__panel" hidden>Winter prices</div>';
      panel.append(box);
    });
    await print(page, 'rental-inner-tabs');
    expect(await onPaper(page, '#about, #amenities, #location')).toEqual(['ok', 'ok', 'ok']);
    expect(await onPaper(page, '.sf-map-tabs [role="tablist"]')).toEqual(['ok']);
    expect(await onPaper(page, '.sf-map-tabs [role="tabpanel"]')).toEqual(['ok', 'no box']);
    expect(problems).toEqual([]);
    await close();
  });

  it('of a deep link to a tab, before the tabs wake, has every panel', async () => {
    const context = await demo.browser.newContext({ viewport: { width: SHEET, height: 900 } });
    const page = await context.newPage();
    // No loader: the head snippet alone shows the linked panel on screen (rental-shift e2e).
    await page.route('**/stayfront/loader.js', (route) => route.abort());
    await page.goto(`${demo.base}${firstListing(demo).url}#location`, { waitUntil: 'load' });
    expect(await page.locator('#about').isVisible()).toBe(false);
    await print(page, 'rental-deep-link');
    expect(await onPaper(page, '#about, #amenities, #location')).toEqual(['ok', 'ok', 'ok']);
    await context.close();
  });

  it('of search results has every card whole, the filters chosen, and no search controls', async () => {
    const { page, problems, close } = await openPage(demo, '/search?f=ss_town%3AFalmouth', {
      width: SHEET,
    });
    await ready(page, 'results');
    await print(page, 'search');
    const cards = await onPaper(page, '.results__list .card__body');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((why) => why !== 'ok')).toEqual([]);
    expect(
      await page.$$eval('.results__list .card', (all) =>
        all.every((card) => getComputedStyle(card).breakInside === 'avoid'),
      ),
    ).toBe(true);
    expect(await onPaper(page, '.result-count, .selections')).toEqual(['ok', 'ok']);
    for (const control of ['.search-form', '.search__facets', '.sort-form', '.pager', '.sf-flag'])
      expect(await anyShown(page, control), control).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('of the favourites has each home, without Remove or Refresh', async () => {
    const ids = engineAnswer(demo, {})
      .docs.slice(0, 3)
      .map((doc) => String(doc.id));
    const context = await demo.browser.newContext({ viewport: { width: SHEET, height: 900 } });
    await context.addCookies([favouritesCookie(demo, ids)]);
    const page = await context.newPage();
    await page.goto(`${demo.base}/favourites`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.results__list .card');
    await print(page, 'favourites');
    const cards = await onPaper(page, '.results__list .card__body');
    expect(cards).toEqual(['ok', 'ok', 'ok']);
    for (const control of ['.sf-flag', '.sf-favourites-block__refresh', '.favourites-counter'])
      expect(await anyShown(page, control), control).toBe(false);
    await context.close();
  });

  it('of a booking confirmation lists the stay, every fee and the total', async () => {
    const { page, problems, close } = await openPage(
      demo,
      `${freeWeek(demo, 3)}&charges%5Bdecline_insurance%5D=1`,
      { width: SHEET },
    );
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await Promise.all([
      page.waitForURL(/checkout/),
      page.getByRole('button', { name: 'Request booking' }).click(),
    ]);
    await page.waitForSelector('text=Your booking request is in');
    await ready(page, 'checkout');
    // On screen the fees are behind their toggle.
    expect(await page.locator('[data-fees]').isVisible()).toBe(false);
    await print(page, 'confirmation');
    expect(await onPaper(page, '.checkout__stay time')).toEqual(['ok', 'ok']);
    const fees = await onPaper(page, '[data-fees] div');
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.filter((why) => why !== 'ok')).toEqual([]);
    expect(await page.locator('[data-fees]').textContent()).toContain('Cleaning fee');
    expect(await onPaper(page, '.checkout__total')).toEqual(['ok']);
    for (const control of ['[data-fees-toggle]', '.checkout__nav'])
      expect(await anyShown(page, control), control).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});
