/**
 * The contact page's property select keeps what the visitor typed (SPEC 3.16, 7.8; WCAG 3.3.7
 * Redundant Entry, 3.2.2 On Input): choosing a property navigates to /contact?property=<code>,
 * and the new page has the name, email and message back, the focus on the property control, and
 * nothing left in sessionStorage.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

const values = (page: Page) =>
  page.evaluate(() =>
    ['#name', '#email', '#message'].map(
      (selector) => (document.querySelector(selector) as HTMLInputElement).value,
    ),
  );
const carried = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('stayfront:carried-fields:')),
  );
const focusedCombobox = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('role') === 'combobox' &&
      document.activeElement.id.endsWith('-combobox'),
  );

describe('the contact page enquiry, choosing a property by keyboard', () => {
  it('keeps the typed fields across the navigation and puts the focus back on the property', async () => {
    const { page, problems, close } = await openPage(demo, '/contact');
    await page.waitForSelector('#enquiry[data-widget-state="ready"]');
    const chosen = demo.site.listings[3];
    if (!chosen) throw new Error('no listing');
    await page.locator('#name').focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.test');
    await page.locator('#message').focus();
    await page.keyboard.type('Is it free at Easter?');
    // Back up to the property (Shift+Tab from the message), as a keyboard user goes.
    await page.keyboard.press('Shift+Tab');
    await page.getByRole('combobox', { name: 'Property' }).waitFor();
    await expect.poll(() => focusedCombobox(page)).toBe(true);
    await page.keyboard.type(chosen.title.slice(0, 12));
    await page.keyboard.press('ArrowDown');
    await Promise.all([
      page.waitForURL(
        new RegExp(`/contact\\?property=${encodeURIComponent(chosen.propertyCode)}$`),
      ),
      page.keyboard.press('Enter'),
    ]);
    await page.waitForSelector('#enquiry[data-widget-state="ready"]');
    expect(await values(page)).toEqual([
      'Ada Lovelace',
      'ada@example.test',
      'Is it free at Easter?',
    ]);
    // The focus went to the select, whose focus upgraded it: the combobox has it, not <body>.
    await expect.poll(() => focusedCombobox(page)).toBe(true);
    expect(await page.locator('#property option:checked').textContent()).toBe(chosen.title);
    expect(await carried(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Once only: reloading the page starts from the server's empty form.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('#enquiry[data-widget-state="ready"]');
    expect(await values(page)).toEqual(['', '', '']);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
