/**
 * The demo's promo code in Chromium (SPEC 3.13, site/promo.ts): from a listing's availability
 * answer with the site's code, the discount as a line of the quote, Book now, and the code and the
 * discounted total on every checkout step to the confirmation; a code changed in the checkout's
 * address dropped with a message. No console errors, no axe-core violations.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, freeWeek, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

const ready = '[data-widget="checkout"][data-widget-state="ready"]';
const dollars = (text: string) => (text.includes('−') ? -1 : 1) * Number(text.replace(/\D/g, ''));

/** A free week's listing page and dates, by the server's own rule. */
function freeStay() {
  const checkout = new URL(freeWeek(demo), demo.base);
  return {
    rental: checkout.pathname.replace('/checkout/', '/rentals/'),
    checkout: checkout.pathname,
    arrival: checkout.searchParams.get('arrival') as string,
    departure: checkout.searchParams.get('departure') as string,
  };
}

/** Each `<dt>`/`<dd>` row that `rows` selects, as [term, value]. */
const termsAndValues = (page: Page, rows: string) =>
  page
    .locator(rows)
    .evaluateAll((found) =>
      found.map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );

/** The checkout summary's lines by label, and its total, in dollars. */
async function summary(page: Page) {
  const lines = await termsAndValues(page, '.checkout__summary .checkout__lines > div');
  const total = dollars((await page.locator('.checkout__total strong').textContent()) ?? '');
  return { lines: Object.fromEntries(lines) as Record<string, string>, total };
}

/** The summary says the code takes 10 % off the rent (not the fees) and the total after it. */
async function expectDiscounted(page: Page, step: string) {
  const { lines, total } = await summary(page);
  const rent = dollars(lines['7 nights'] ?? '');
  const discount = Math.round(rent / 10);
  expect(lines['Promo code HARBOUR10'], step).toBe(`−$${discount}`);
  const fees = dollars(lines.Fees ?? '');
  const insurance = dollars(lines['Travel insurance'] ?? '0');
  expect(total, step).toBe(rent - discount + fees + insurance);
  return discount;
}

describe('the promo code, from the quote to the confirmation', () => {
  it('shows the discount in the quote, and the code and discounted total on every step', async () => {
    const stay = freeStay();
    const { page, problems, close } = await openPage(
      demo,
      `${stay.rental}?arrival=${stay.arrival}&departure=${stay.departure}&coupon=HARBOUR10#availability`,
    );
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('.availability[data-widget-state="ready"]');
    // The quote: the nights' price, the code's line, the total after it.
    const quote = await termsAndValues(page, '.availability__quote > div');
    const rent = dollars(quote[0]?.[1] ?? '');
    const discount = Math.round(rent / 10);
    expect(rent).toBeGreaterThan(0);
    expect(quote).toEqual([
      ['7 nights', `$${rent}`],
      ['Promo code HARBOUR10', `−$${discount}`],
      ['Total before fees', `$${rent - discount}`],
    ]);
    // Each amount on one line (in the 1280 px aside "−$63" broke after its minus sign).
    expect(
      await page.locator('.availability__quote dd').evaluateAll((amounts) =>
        amounts.map((dd) => {
          const range = document.createRange();
          range.selectNodeContents(dd);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      ),
    ).toEqual([1, 1, 1]);
    expect(await axeViolations(page)).toEqual([]);
    // Book now takes the code along.
    await Promise.all([
      page.waitForURL(/\/checkout\//),
      page.getByRole('link', { name: 'Book now' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('coupon')).toBe('HARBOUR10');
    await page.waitForSelector(ready);
    expect(await expectDiscounted(page, 'step 1')).toBe(discount);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForURL(/step=2/),
      page.getByRole('button', { name: 'Continue to travel insurance' }).click(),
    ]);
    await page.waitForSelector(ready);
    expect(await expectDiscounted(page, 'step 2')).toBe(discount);
    await page.locator('label[for="cover-damage-yes"]').click();
    await page.locator('label[for="cover-cancellation-no"]').click();
    await Promise.all([
      page.waitForURL(/step=3/),
      page.getByRole('button', { name: 'Continue to your details' }).click(),
    ]);
    await page.waitForSelector(ready);
    // The damage cover is added whole: the discount is the rent's only.
    expect((await summary(page)).lines['Travel insurance']).toBe('$29');
    expect(await expectDiscounted(page, 'step 3')).toBe(discount);
    // The links back carry it as they carry the insurance answers.
    for (const name of ['1 Your stay', '2 Travel insurance']) {
      const href = await page
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .getAttribute('href');
      expect(new URLSearchParams(href?.split('?')[1]).get('coupon'), name).toBe('HARBOUR10');
    }
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Request booking' }).click(),
    ]);
    await page.waitForSelector('text=Your booking request is in');
    expect(await expectDiscounted(page, 'confirmation')).toBe(discount);
    expect(problems).toEqual([]);
    await close();
  });

  it('drops a code changed in the checkout’s address, and says so', async () => {
    const stay = freeStay();
    const address = `${stay.checkout}?arrival=${stay.arrival}&departure=${stay.departure}`;
    const { page, problems, close } = await openPage(demo, `${address}&coupon=HARBOUR99`);
    await page.waitForSelector(ready);
    expect(await page.locator('.checkout__main .messages').count()).toBe(1);
    expect(await page.locator('.checkout__main .messages').textContent()).toContain(
      'The promo code in this address is not valid, so it was removed and no discount is applied.',
    );
    const { lines, total } = await summary(page);
    expect(Object.keys(lines)).toEqual(['7 nights', 'Fees']);
    expect(total).toBe(dollars(lines['7 nights'] ?? '') + dollars(lines.Fees ?? ''));
    // Not an error of the form: the title is the step's own.
    expect(await page.title()).toMatch(/^Step 1 of 3: Your stay – Book /);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForURL(/step=2/),
      page.getByRole('button', { name: 'Continue to travel insurance' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.has('coupon')).toBe(false);
    expect(await page.locator('.checkout__main .messages').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
