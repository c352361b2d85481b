/**
 * The demo's checkout on a phone that loses its signal (a tunnel): the details step sent while
 * offline is held with what was typed and a message said at once, not traded for the browser's
 * error page; back online, the same press books. No console errors besides the held request's
 * absence, and no axe-core violations with the message shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, axeViolations, type Demo, freeWeek, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

/** The details step (3) of a free week, insurance declined, by the server's own rule. */
const detailsStep = () =>
  `${freeWeek(demo, 3)}&${new URLSearchParams({ 'charges[decline_insurance]': '1' })}`;

describe('the checkout offline', () => {
  it('holds the details sent offline with what was typed, and books once back online', async () => {
    const { page, problems, close } = await openPage(demo, detailsStep(), { width: 390 });
    await page.waitForSelector('[data-widget="checkout"][data-widget-state="ready"]');
    const url = page.url();
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Request booking' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect.poll(() => alert.count()).toBe(1);
    // Still the details step, with the visitor's words (before: the browser's error page).
    expect(page.url()).toBe(url);
    expect(await page.locator('#checkout-name').inputValue()).toBe('Ada');
    expect(await page.locator('#checkout-email').inputValue()).toBe('ada@example.test');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${ARTEFACTS}checkout-offline-390.png`, fullPage: true });
    await page.context().setOffline(false);
    await expect.poll(() => alert.count()).toBe(0);
    await Promise.all([
      page.waitForURL(/checkout/),
      page.getByRole('button', { name: 'Request booking' }).click(),
    ]);
    await page.waitForSelector('text=Your booking request is in');
    expect(problems).toEqual([]);
    await close();
  });
});
