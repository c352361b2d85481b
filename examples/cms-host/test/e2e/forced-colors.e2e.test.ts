/**
 * Forced colours (Windows high contrast) in Chromium, emulated with a dark scheme: the browser
 * paints fills and shadows over with the user's colours and keeps system colours, so a state or a
 * boundary drawn by colour alone vanishes (WCAG 1.4.1, 1.4.11, 2.4.7). Checked on the demo's
 * pages: the pager's current page, the buttons' edges, the rental page's selected tab, the
 * availability calendar (today, a picked day, the month arrows), the featured carousel's dots and
 * the property select's focus.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, firstListing, freeWeek, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

async function open(
  path: string,
  forced = true,
  theme = true,
  width = 1280,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // Without the demo's theme: Stayfront's default stylesheet alone, as a site that styles nothing.
  if (!theme) await page.route('**/assets/site.css', (route) => route.abort());
  if (forced)
    await (await context.newCDPSession(page)).send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'forced-colors', value: 'active' },
        { name: 'prefers-color-scheme', value: 'dark' },
      ],
    });
  await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
  return { page, context };
}

/**
 * How the element is painted, in the page: its background (its ancestors' where its own is
 * transparent), text, top and bottom border colours (the background's where a border has no width),
 * and the fill of its first svg's path, as [r, g, b] over the background.
 */
const paint = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    let background = [0, 0, 0];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
      if (a > 0) {
        background = [r, g, b];
        break;
      }
    }
    // A colour over the background, so a half-transparent black on black is black.
    const over = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(value);
      return [r, g, b].map((channel, i) =>
        Math.round(channel * a + (background[i] ?? 0) * (1 - a)),
      );
    };
    const style = getComputedStyle(element);
    const edge = (side: 'Top' | 'Bottom') =>
      parseFloat(style[`border${side}Width`]) > 0 ? over(style[`border${side}Color`]) : background;
    const path = element.querySelector('svg path');
    return {
      background,
      text: over(style.color),
      top: edge('Top'),
      bottom: edge('Bottom'),
      fill: path ? over(getComputedStyle(path).fill) : background,
    };
  });

/** Two colours a reader tells apart: some channel differs by more than a third of its range. */
const differ = (a: readonly number[], b: readonly number[]) =>
  a.some((channel, i) => Math.abs(channel - (b[i] ?? 0)) > 85);

describe('forced colours', () => {
  it('shows the pager’s current page apart from the other pages, themed or not', async () => {
    for (const theme of [true, false]) {
      const { page, context } = await open('/search', true, theme);
      await searchSettled(page);
      const current = await paint(page, '.sf-pager__link[aria-current="page"]');
      const other = await paint(page, '.sf-pager__link:not([aria-current])');
      // Before: both the page's colours, the accent's fill painted over.
      expect({ theme, apart: differ(current.background, other.background) }).toEqual({
        theme,
        apart: true,
      });
      await context.close();
    }
  });

  it('keeps an edge round filled buttons (Search, Continue)', async () => {
    for (const [path, name] of [
      ['/search', 'Search'],
      [freeWeek(demo), 'Continue to travel insurance'],
    ] as const) {
      const { page, context } = await open(path);
      const button = page.getByRole('button', { name, exact: true });
      const edge = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: parseFloat(style.borderTopWidth) > 0, style: style.borderTopStyle };
      });
      // Before: border 0, so the button was its text alone on the page's background.
      expect({ name, ...edge }).toEqual({ name, width: true, style: 'solid' });
      await context.close();
    }
  });

  it('underlines only the selected tab on a rental page', async () => {
    const { page, context } = await open(firstListing(demo).url);
    await page.waitForSelector('.rental__tablist a[aria-selected="true"]');
    const selected = await paint(page, '.rental__tablist a[aria-selected="true"]');
    const other = await paint(page, '.rental__tablist a[aria-selected="false"]');
    expect(differ(selected.bottom, selected.background)).toBe(true);
    // Before: the unselected tabs' transparent bar was painted in the link colour too.
    expect(differ(other.bottom, other.background)).toBe(false);
    await context.close();
  });

  it('shows today, a picked day and the month arrows in the availability calendar', async () => {
    const { page, context } = await open(firstListing(demo).url);
    await page.getByRole('button', { name: 'Show calendar' }).click();
    const calendar = '.sf-availability-calendar';
    await page.waitForSelector(`${calendar} .flatpickr-day.today`);
    const day = `${calendar} .flatpickr-day:not(.today):not(.flatpickr-disabled):not(.prevMonthDay):not(.nextMonthDay)`;
    // Before: every day had the ring today has (their transparent borders painted in). Polled:
    // the calendar's own rules are adopted just after flatpickr draws it.
    await expect
      .poll(async () => {
        const ordinary = await paint(page, day);
        return differ(ordinary.top, ordinary.background);
      })
      .toBe(false);
    const today = await paint(page, `${calendar} .flatpickr-day.today`);
    const ordinary = await paint(page, day);
    expect(differ(today.top, today.background)).toBe(true);
    // Before: flatpickr's near-black arrow on the dark page.
    const next = await paint(page, `${calendar} .flatpickr-next-month`);
    expect(differ(next.fill, next.background)).toBe(true);
    // Before: the inline calendar's hidden caret drew two squares.
    const caret = await page.$eval(`${calendar} .flatpickr-calendar`, (element) =>
      [
        getComputedStyle(element, '::before').display,
        getComputedStyle(element, '::after').display,
      ].join(),
    );
    expect(caret).toBe('none,none');
    await page.locator(day).last().click();
    const picked = await paint(page, `${calendar} .flatpickr-day.selected`);
    // Before: the picked day's fill was painted over, like every other day's.
    expect(differ(picked.background, ordinary.background)).toBe(true);
    await context.close();
  });

  it('draws the featured carousel’s dots, the current one apart (home page, 390 px)', async () => {
    const { page, context } = await open('/', true, true, 390);
    // The carousel wakes when it comes into view.
    await page.locator('[data-widget="featured-carousel"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('.sf-carousel__dot[aria-current="true"]');
    const row = await paint(page, '.sf-carousel__dots');
    const current = await paint(page, '.sf-carousel__dot[aria-current="true"]');
    const other = await paint(page, '.sf-carousel__dot:not([aria-current="true"])');
    // Before: radial gradients, dropped, so each dot was the page's background.
    expect(differ(other.background, row.background)).toBe(true);
    expect(differ(current.background, other.background)).toBe(true);
    await context.close();
  });

  it('rings the property select on the contact page when focused, forced or not', async () => {
    for (const forced of [true, false]) {
      const { page, context } = await open('/contact', forced);
      await page.focus('#email');
      // Tab wakes the searchable select (on its first touch), which takes the focus.
      await page.keyboard.press('Tab');
      const control = page.locator('.sf-select__control--is-focused');
      await control.waitFor();
      // Before: react-select's blue border and box-shadow alone, gone in forced colours.
      expect({
        forced,
        ring: await control.evaluate((e) => getComputedStyle(e).outlineStyle),
      }).toEqual({ forced, ring: 'solid' });
      await context.close();
    }
  });
});
