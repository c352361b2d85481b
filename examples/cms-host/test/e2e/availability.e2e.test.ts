/**
 * The rental page's availability form in Chromium (SPEC 2.5, 4.8, 5.5): the server's GET form
 * without JavaScript; with the availability widget (@stayfront/booking) the dates picked by
 * keyboard in the native inputs and in the embedded calendar, the minimum-stay message and the
 * departures it rules out, the automatic search to the form's own URL, the Clear buttons and
 * Start over; no console errors, no axe-core violations, nothing moved as it wakes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumStay, staySettings } from '../../src/site/availability.js';
import {
  axeViolations,
  type Demo,
  firstListing,
  freeWeek,
  LAYOUT_SHIFT_RECORDER,
  layoutShift,
  openPage,
  recordProblems,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

const listing = () => firstListing(demo);
const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = () => isoDay(new Date());
const addDays = (iso: string, days: number) => isoDay(new Date(Date.parse(iso) + days * DAY_MS));
/** The keys Chromium's en-US date input takes for `YYYY-MM-DD`: month, day, year. */
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/** A page in a context of its own (en-US date inputs; the visitor's time zone as asked). */
async function rentalPage(
  timezoneId = 'UTC',
): Promise<{ page: Page; problems: string[]; context: BrowserContext }> {
  const context = await demo.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId,
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${demo.base}${listing().url}`, { waitUntil: 'networkidle' });
  await page.locator('.availability').scrollIntoViewIfNeeded();
  await page.waitForSelector('.availability[data-widget-state="ready"]');
  return { page, problems, context };
}

const field = (page: Page, name: string) => page.locator(`#availability-form [name="${name}"]`);
const status = (page: Page) => page.locator('.availability [role="status"]');
const dayButton = (page: Page, label: string) =>
  page.locator(`.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)[aria-label^="${label}"]`);
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

describe('the availability form', () => {
  it('works without JavaScript: the server answers the range it was sent', async () => {
    const { page, close } = await openPage(demo, listing().url, { javaScriptEnabled: false });
    expect(await field(page, 'coupon').inputValue()).toBe('HARBOUR10');
    expect(await page.locator('.availability__calendar').isVisible()).toBe(false);
    // Without the widget nothing searches by itself: no hint that choosing the dates does.
    expect(await page.locator('.availability__hint').isVisible()).toBe(false);
    const arrival = addDays(today(), 40);
    await page.goto(
      `${demo.base}${listing().url}?arrival=${arrival}&departure=${addDays(arrival, 1)}&coupon=`,
    );
    const minimum = minimumStay(staySettings(listing(), Number(today().slice(0, 4))), arrival);
    await expect
      .poll(() => page.locator('.availability__answer').textContent())
      .toContain(`The minimum stay for this check-in is ${minimum} nights.`);
    await page.goto(
      `${demo.base}${listing().url}?arrival=${arrival}&departure=${addDays(arrival, minimum)}`,
    );
    expect(await page.locator('.availability__answer').textContent()).toMatch(
      new RegExp(`(Available|Not available) for( those)? ${minimum} nights`),
    );
    await close();
  });

  it('says a promo code it does not know is not valid, under the field it describes; no discount', async () => {
    // A free week of a listing with a price (the checkout's own finder), its listing page.
    const checkout = new URL(freeWeek(demo), demo.base);
    const rental = checkout.pathname.replace('/checkout/', '/rentals/');
    const dates = `arrival=${checkout.searchParams.get('arrival')}&departure=${checkout.searchParams.get('departure')}`;
    const { page, problems, close } = await openPage(
      demo,
      `${rental}?${dates}&coupon=harbour11#availability`,
    );
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    const text =
      'This promo code is not valid, so no discount is applied. Check the code, or leave it empty.';
    const coupon = field(page, 'coupon');
    expect(await coupon.inputValue()).toBe('harbour11');
    expect(await coupon.getAttribute('aria-invalid')).toBe('true');
    // Its description is the message (said as the field is reached), shown under it; no alert.
    expect(
      await coupon.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ),
    ).toBe(text);
    const message = page.getByText(text);
    expect(await message.isVisible()).toBe(true);
    const [inputBox, messageBox] = [await coupon.boundingBox(), await message.boundingBox()];
    expect(messageBox?.y).toBeGreaterThanOrEqual((inputBox?.y ?? 0) + (inputBox?.height ?? 0));
    expect(await message.evaluate((p) => getComputedStyle(p).color)).toBe('rgb(180, 35, 24)');
    expect(await page.locator('.availability [role="alert"]').count()).toBe(0);
    // The price is the full one, and Book now carries no code.
    expect(await page.locator('.availability__answer').textContent()).toMatch(
      /Available for 7 nights: \$\d+ before fees\./,
    );
    expect(await page.locator('.availability__quote').count()).toBe(0);
    const book = await page.getByRole('link', { name: 'Book now' }).getAttribute('href');
    expect(new URLSearchParams(book?.split('?')[1]).has('coupon')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // A code the visitor emptied and sent stays empty as the widget wakes: the quote has no
    // discount, and the field said HARBOUR10 (the widget's prefill of an empty field).
    await page.goto(`${demo.base}${rental}?${dates}&coupon=#availability`, {
      waitUntil: 'networkidle',
    });
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    expect(await coupon.inputValue()).toBe('');
    expect(await page.locator('.availability__quote').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('sent without dates, says both are needed, each on its field; a first visit says nothing', async () => {
    const { page, problems, context } = await rentalPage();
    // A first visit: no answer, no field marked.
    expect(await page.locator('.availability__answer').count()).toBe(0);
    for (const name of ['arrival', 'departure'])
      expect(await field(page, name).getAttribute('aria-invalid')).toBeNull();
    // The widget awake, both dates empty: the button sends the form to the server.
    await Promise.all([
      page.waitForURL(/[?&]arrival=&departure=/),
      page.getByRole('button', { name: 'Check availability' }).click(),
    ]);
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    const answer = page.locator('.availability__answer');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.locator('li').allTextContents()).toEqual([
      'Choose a check-in date.',
      'Choose a check-out date.',
    ]);
    // WCAG 3.3.1: each field is marked invalid and described by its own message, then the hint.
    const hint = 'We check as soon as both dates are chosen.';
    const described = (name: string) =>
      field(page, name).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      );
    expect(await field(page, 'arrival').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'departure').getAttribute('aria-invalid')).toBe('true');
    expect(await described('arrival')).toEqual(['Choose a check-in date.', hint]);
    expect(await described('departure')).toEqual(['Choose a check-out date.', hint]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
    // Without JavaScript the server's answer is the same, without the hint.
    const plain = await openPage(demo, `${listing().url}?arrival=&departure=&coupon=`, {
      javaScriptEnabled: false,
    });
    expect(
      await field(plain.page, 'departure').evaluate((input) => [
        input.getAttribute('aria-invalid'),
        document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
      ]),
    ).toEqual(['true', 'Choose a check-out date.']);
    await plain.close();
  });

  it('its code failing to load leaves the server form, with no empty box for the calendar', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    // A flaky network: the widget's chunk (and the loader's second try) fail.
    await page.route('**/widgets/availability.js*', (route) => route.abort('internetdisconnected'));
    await page.goto(`${demo.base}${listing().url}`, { waitUntil: 'networkidle' });
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="error"]');
    const box = await page.locator('.availability__calendar').boundingBox();
    expect(box?.height).toBe(0);
    expect(await page.locator('.availability__hint').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Check availability' }).isVisible()).toBe(true);
    // The loader's report of the failure (SPEC 8), and nothing else.
    expect(
      problems.filter(
        (problem) => !problem.includes('net::ERR') && !problem.includes('"availability" failed'),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('by keyboard in the native inputs: the minimum stay, the departures it rules out, the search', async () => {
    // A July arrival next year: seven nights (the demo's summer rule), in a zone far from UTC.
    const year = new Date().getUTCFullYear() + 1;
    const arrival = `${year}-07-04`;
    const { page, problems, context } = await rentalPage('America/Los_Angeles');
    expect(await axeViolations(page)).toEqual([]);
    // WCAG 3.2.2: each date input says, as it is reached, that choosing both dates searches.
    const hint = 'We check as soon as both dates are chosen.';
    expect(await page.locator('.availability__hint').isVisible()).toBe(true);
    for (const name of ['arrival', 'departure'])
      expect(
        await field(page, name).evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ),
      ).toEqual([hint]);
    await field(page, 'arrival').focus();
    await page.keyboard.type(typed(arrival));
    await expect
      .poll(() => status(page).textContent())
      .toBe('Minimum stay for arrival on Jul 4 is 7 nights.');
    expect(await field(page, 'arrival').inputValue()).toBe(arrival);
    expect(await field(page, 'departure').getAttribute('min')).toBe(`${year}-07-11`);
    // The calendar (opened) went to July and marks the six nights after the arrival as not allowed.
    await page.getByRole('button', { name: 'Show calendar' }).click();
    expect(await dayButton(page, `July 4, ${year}`).getAttribute('aria-label')).toBe(
      `July 4, ${year}, Check-In`,
    );
    for (const day of [5, 10])
      expect(await dayButton(page, `July ${day}, ${year}`).getAttribute('aria-disabled')).toBe(
        'true',
      );
    expect(await dayButton(page, `July 11, ${year}`).getAttribute('aria-disabled')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    // A Clear button for the arrival only, named for its field.
    expect(await page.getByRole('button', { name: 'Clear Check-In' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Clear Check-Out' }).count()).toBe(0);
    // Typing the departure searches nothing while the focus is in it (Chromium sends a change at
    // each digit that completes a date: the year's 0002…, a day's first digit); leaving it does.
    await field(page, 'departure').focus();
    const departure = `${year}-07-12`;
    await page.keyboard.type(typed(departure));
    expect(new URL(page.url()).search).toBe('');
    // Tab out (Tab first moves between the input's own month, day and year); the page leaves
    // as the focus does.
    const stillIn = () =>
      page
        .evaluate(() => document.activeElement?.id === 'availability-departure')
        .catch(() => false);
    const tabOut = async () => {
      while (await stillIn()) await page.keyboard.press('Tab');
    };
    await Promise.all([page.waitForURL((url) => url.search !== ''), tabOut()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe(listing().url);
    expect(url.search).toBe(`?arrival=${arrival}&departure=${departure}&coupon=HARBOUR10`);
    expect(url.hash).toBe('#availability');
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    expect(await page.locator('.availability__answer').textContent()).toMatch(
      /(Available|Not available) for( those)? 8 nights/,
    );
    // The page shows that range: picked again, it is not searched again.
    expect(await field(page, 'arrival').inputValue()).toBe(arrival);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('by keyboard in the calendar: Tab to a day, arrows, Enter and Space; the search', async () => {
    const { page, problems, context } = await rentalPage();
    await page.getByRole('button', { name: 'Check availability' }).focus();
    // The calendar is shut (the sticky aside must stay short): Tab to its button, Enter opens it.
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show calendar' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Tab reaches the month buttons, then one day: today.
    let reached = '';
    for (let tab = 0; tab < 6 && !reached.includes('flatpickr-day'); tab++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.className ?? '');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      longDate(today()),
    );
    // Today is the first day offered: the arrow back keeps the focus there (flatpickr turned to
    // last month, all past, and dropped the focus to the page).
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      longDate(today()),
    );
    // Two weeks on, Enter: the arrival.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const arrival = addDays(today(), 14);
    expect(await field(page, 'arrival').inputValue()).toBe(arrival);
    expect(await field(page, 'departure').inputValue()).toBe('');
    const minimum = minimumStay(staySettings(listing(), Number(today().slice(0, 4))), arrival);
    expect(await status(page).textContent()).toBe(
      `Minimum stay for arrival on ${shortDate(arrival)} is ${minimum} nights.`,
    );
    expect(await page.locator('.sf-availability-calendar__heading').textContent()).toBe(
      'Check-Out',
    );
    // The focus stays on the picked day; the arrow reaches the next day, inside the minimum stay
    // and named so (aria-disabled), then the first departure allowed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${longDate(arrival)}, Check-In`,
    );
    // A visible focus ring, drawn inside the day (the calendar's edge cut the last column's),
    // white inside the picked day's blue.
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset];
      });
    expect(await ring()).toEqual(['solid', '3px', 'rgb(255, 255, 255)', '-5px']);
    await page.keyboard.press('ArrowRight');
    expect(await ring()).toEqual(['solid', '3px', 'rgb(26, 95, 180)', '-3px']);
    expect(
      await page.evaluate(() => [
        document.activeElement?.getAttribute('aria-label'),
        document.activeElement?.getAttribute('aria-disabled'),
      ]),
    ).toEqual([longDate(addDays(arrival, 1)), 'true']);
    for (let night = 1; night < minimum; night++) await page.keyboard.press('ArrowRight');
    const departure = addDays(arrival, minimum);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      longDate(departure),
    );
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.search !== ''), page.keyboard.press(' ')]);
    expect(new URL(page.url()).search).toBe(
      `?arrival=${arrival}&departure=${departure}&coupon=HARBOUR10`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('by keyboard in the calendar: Tab to the month controls, change the month', async () => {
    const { page, problems, context } = await rentalPage();
    await page.getByRole('button', { name: 'Show calendar' }).click();
    const shown = () =>
      page.evaluate(() => {
        const months = document.querySelector<HTMLSelectElement>(
          '.sf-availability-calendar .flatpickr-monthDropdown-months',
        );
        const year = document.querySelector<HTMLInputElement>(
          '.sf-availability-calendar .cur-year',
        );
        return `${year?.value}-${String(Number(months?.value) + 1).padStart(2, '0')}`;
      });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('aria-label') ?? element?.className ?? '';
      });
    const thisMonth = today().slice(0, 7);
    const nextMonth = addDays(`${thisMonth}-01`, 40).slice(0, 7);
    expect(await shown()).toBe(thisMonth);
    // From the toggle, Tab reaches the month's list (this month is the first offered: no
    // previous month), the year, then the next month's button, each with a visible focus ring.
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor];
      });
    await page.getByRole('button', { name: 'Show calendar' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Month');
    expect(await ring()).toEqual(['solid', '3px', 'rgb(26, 95, 180)']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Year');
    expect(await ring()).toEqual(['solid', '3px', 'rgb(26, 95, 180)']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Next month');
    expect(await ring()).toEqual(['solid', '3px', 'rgb(26, 95, 180)']);
    // Enter and Space turn the month; the focus stays on the button.
    await page.keyboard.press('Enter');
    expect(await shown()).toBe(nextMonth);
    expect(await focused()).toBe('Next month');
    await page.keyboard.press(' ');
    expect(await shown()).toBe(addDays(`${nextMonth}-01`, 40).slice(0, 7));
    // Back by the previous month's button, now shown (before the month's list); back on the first
    // month it goes away and the focus goes to the next month's button, not to the page.
    for (let press = 0; press < 3; press++) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Previous month');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await shown()).toBe(thisMonth);
    expect(await focused()).toBe('Next month');
    // From a day, Shift+Tab goes back to the month controls.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(longDate(today()));
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Next month');
    // The year by keyboard: Shift+Tab to it, Up shows next year's month, Down this year's again.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Year');
    const nextYear = `${Number(thisMonth.slice(0, 4)) + 1}${thisMonth.slice(4)}`;
    await page.keyboard.press('ArrowUp');
    expect(await shown()).toBe(nextYear);
    expect(await focused()).toBe('Year');
    await page.keyboard.press('ArrowDown');
    expect(await shown()).toBe(thisMonth);
    // Four typed digits go to that year.
    await page.keyboard.press('Control+a');
    await page.keyboard.type(nextYear.slice(0, 4));
    expect(await shown()).toBe(nextYear);
    await page.keyboard.press('ArrowDown');
    expect(await shown()).toBe(thisMonth);
    // The month's list by keyboard: Shift+Tab to it, an arrow picks the next month.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Month');
    await page.keyboard.press('ArrowDown');
    expect(await shown()).toBe(nextMonth);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Clear removes a date and its button; Start over clears both dates', async () => {
    const { page, problems, context } = await rentalPage();
    const arrival = addDays(today(), 20);
    await field(page, 'arrival').focus();
    await page.keyboard.type(typed(arrival));
    await page.getByRole('button', { name: 'Clear Check-In' }).click();
    expect(await field(page, 'arrival').inputValue()).toBe('');
    expect(await page.locator('.availability__clear').count()).toBe(0);
    expect(await status(page).textContent()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('availability-arrival');
    // A click in the calendar (back on today's month) sets the arrival; Start over clears it,
    // the calendar too.
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await dayButton(page, longDate(today())).click();
    expect(await field(page, 'arrival').inputValue()).toBe(today());
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await field(page, 'arrival').inputValue()).toBe('');
    expect(await field(page, 'departure').inputValue()).toBe('');
    expect(await page.locator('.flatpickr-day.selected').count()).toBe(0);
    expect(await page.locator('.availability__clear').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([1280, 375])('moves nothing as it wakes at %i px', async (width) => {
    const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript({ content: LAYOUT_SHIFT_RECORDER });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${demo.base}${listing().url}`, { waitUntil: 'networkidle' });
    await page.evaluate(() =>
      document.querySelector('.availability')?.scrollIntoView({ block: 'center' }),
    );
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    const { value, sources } = await layoutShift(page);
    expect(value, sources.join('; ')).toBeLessThan(0.02);
    expect(sources.filter((source) => /availability|rental__aside/.test(source))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
