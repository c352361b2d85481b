/**
 * The demo's checkout in Chromium (SPEC 2.7, 3.9, 3.17, 4.9): from a free week found by the
 * availability rule, the numbered steps, the fees toggle by keyboard, the insurance rules by
 * mouse and keyboard, the step sent to the page's data layer once, the whole checkout without
 * JavaScript; no console errors and no axe-core violations.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTEFACTS,
  axeViolations,
  type Demo,
  freeWeek as freeWeekOf,
  openPage,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

/** The checkout address of a free week (a listing with a price), by the server's own rule. */
const freeWeek = (step = 1) => freeWeekOf(demo, step);

const ready = '[data-widget="checkout"][data-widget-state="ready"]';

describe('the checkout', () => {
  it('marks its steps, opens the fees by keyboard, and has no axe violations', async () => {
    const { page, problems, close } = await openPage(demo, freeWeek(2));
    await page.waitForSelector(ready);
    const states = await page
      .locator('[data-checkout-steps] > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    expect(states).toEqual(['complete', 'current', 'upcoming']);
    // The server's "(completed)" is kept, not doubled by the widget's.
    expect(await page.locator('[data-checkout-steps] > li').first().textContent()).toMatch(
      /Your stay \(completed\)$/,
    );
    // The named <nav> around the list names it: a second "Checkout steps" on the list was said twice.
    expect(await page.getByRole('list', { name: 'Checkout steps' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Checkout steps' }).count()).toBe(1);
    const toggle = page.locator('[data-fees-toggle]');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-fees]').isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-fees]').isVisible()).toBe(true);
    expect(await page.locator('[data-fees]').textContent()).toContain('Cleaning fee');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTEFACTS, 'checkout-step2-1280.png'), fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the insurance choices consistent (SPEC 4.9), by mouse and keyboard', async () => {
    const { page, problems, close } = await openPage(demo, freeWeek(2));
    await page.waitForSelector(ready);
    const choice = (id: string) =>
      page.evaluate(
        (name) =>
          (document.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement | null)
            ?.value ?? null,
        `charges[insurance][${id}]`,
      );
    const decline = page.locator('#decline-insurance');
    await decline.check();
    expect([await choice('cancellation'), await choice('damage')]).toEqual(['-1', '-1']);
    // Accepting one cover unticks the decline and declines the others.
    await page.locator('label[for="cover-cancellation-yes"]').click();
    expect(await decline.isChecked()).toBe(false);
    expect([await choice('cancellation'), await choice('damage')]).toEqual(['1', '-1']);
    // By keyboard: the damage cover's group, arrow to its yes.
    await page.locator('#cover-damage-no').focus();
    await page.keyboard.press('ArrowUp');
    expect([await choice('cancellation'), await choice('damage')]).toEqual(['-1', '1']);
    await decline.focus();
    await page.keyboard.press('Space');
    expect([await choice('cancellation'), await choice('damage')]).toEqual(['-1', '-1']);
    // The choices go on to step 3, where the server shows them in the summary.
    await page.locator('label[for="cover-damage-yes"]').click();
    await Promise.all([
      page.waitForURL(/step=3/),
      page.getByRole('button', { name: 'Continue to your details' }).click(),
    ]);
    await page.waitForSelector(ready);
    expect(await page.locator('.checkout__summary').textContent()).toContain('Travel insurance');
    expect(await page.locator('.checkout__summary').textContent()).toContain('$29');
    expect(problems).toEqual([]);
    await close();
  });

  it('sends its step to the data layer once (SPEC 3.9, 7.12)', async () => {
    const context = await demo.browser.newContext();
    await context.addInitScript('window.dataLayer = [];');
    const page = await context.newPage();
    await page.goto(`${demo.base}${freeWeek(1)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready);
    const events = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer
          .map((entry) => entry.event)
          .filter(Boolean),
      );
    await expect.poll(events).toEqual(['begin_checkout']);
    const ecommerce = await page.evaluate(
      () =>
        (
          window as unknown as {
            dataLayer: {
              ecommerce?: { items?: { item_id: string; price: number }[]; currency?: string };
            }[];
          }
        ).dataLayer.find((entry) => entry.ecommerce?.items)?.ecommerce,
    );
    const item = ecommerce?.items?.[0];
    expect(item?.item_id).toMatch(/^VRF-/);
    expect(item?.price).toBeGreaterThan(0);
    expect(ecommerce?.currency).toBe('USD');

    // Step 3, then its confirmation: step 3 is sent once, the confirmation sends no step.
    await page.goto(`${demo.base}${freeWeek(3)}&charges%5Bdecline_insurance%5D=1`, {
      waitUntil: 'networkidle',
    });
    await page.waitForSelector(ready);
    await expect.poll(events).toEqual(['checkout_progress']);
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await Promise.all([
      page.waitForURL(/checkout/),
      page.getByRole('button', { name: 'Request booking' }).click(),
    ]);
    await page.waitForSelector('text=Your booking request is in');
    await page.waitForSelector(ready);
    expect(await events()).toEqual([]);
    await context.close();
  });

  it('starts a page that came back with problems on the field in error, which says why', async () => {
    /** What a screen reader gets of the focused element: its name, invalid state, description. */
    const focused = async (page: Page) => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: {
          backendDOMNodeId?: number;
          name?: { value: string };
          description?: { value: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      // The page (its root) is focused too: the focused element is the last one in the tree.
      const node = nodes.findLast((n) =>
        n.properties?.some((p) => p.name === 'focused' && p.value.value === true),
      );
      await cdp.detach();
      return {
        name: node?.name?.value,
        invalid: node?.properties?.find((p) => p.name === 'invalid')?.value.value ?? 'false',
        description: node?.description?.value,
      };
    };
    // Step 3 asked for before a cover was chosen: back on step 2, on the first cover's radio.
    const { page, problems, close } = await openPage(demo, freeWeek(3));
    await page.waitForSelector(ready);
    // WCAG 2.4.2, 3.3.1: the title names the step, and says first that it came back in error.
    expect(await page.title()).toMatch(/^Error: Step 2 of 3: Travel insurance – Book /);
    // The radio is invalid, as step 3's fields are.
    expect(await focused(page)).toEqual({
      name: 'Yes, add cancellation cover',
      invalid: 'true',
      description: undefined,
    });
    // Each unanswered group is invalid and described by its own problem (said as the focus
    // enters it), not both by the first one's.
    const group = (id: string) =>
      page.locator(`fieldset:has(#cover-${id}-yes)`).evaluate((set) => ({
        invalid: set.getAttribute('aria-invalid'),
        description: (set.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((ref) => document.getElementById(ref)?.textContent)
          .join(''),
        radios: [...set.querySelectorAll('input[type="radio"]')].map((radio) =>
          radio.getAttribute('aria-invalid'),
        ),
      }));
    expect(await group('cancellation')).toEqual({
      invalid: 'true',
      description: 'Choose yes or no for cancellation cover, or decline travel insurance.',
      radios: ['true', 'true'],
    });
    expect(await group('damage')).toEqual({
      invalid: 'true',
      description: 'Choose yes or no for accidental damage cover, or decline travel insurance.',
      radios: ['true', 'true'],
    });
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: decline, go on, a name and an address the server refuses.
    await page.keyboard.press('Tab'); // the damage cover's radios
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('decline-insurance');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForURL(/step=3/), page.keyboard.press('Enter')]);
    await page.waitForSelector(ready);
    expect(await page.title()).toMatch(/^Step 3 of 3: Your details – Book /);
    await page.locator('#checkout-name').focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await page.waitForSelector(ready);
    expect(await page.title()).toMatch(/^Error: Step 3 of 3: Your details – Book /);
    expect(await focused(page)).toEqual({
      name: 'Email',
      invalid: 'true',
      description: 'Please enter a valid email address.',
    });
    expect(await page.locator('#checkout-name').getAttribute('aria-invalid')).toBeNull();
    // The alert's message is a link to its field.
    expect(
      await page
        .locator('[role="alert"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['#checkout-email']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('gives step 2 sent back with its problem step 2’s address: reload and Back stay on step 2', async () => {
    const { page, problems, close } = await openPage(demo, freeWeek(2));
    await page.waitForSelector(ready);
    const stepTwo = page.url();
    const current = () => page.locator('[aria-current="step"]').textContent();
    const problem = 'Choose yes or no for cancellation cover, or decline travel insurance.';
    expect(await page.title()).toMatch(/^Step 2 of 3: Travel insurance – Book /);
    // One cover answered, the other not: on without the second.
    await page.locator('label[for="cover-damage-no"]').click();
    await Promise.all([
      page.waitForURL((url) => url.href !== stepTwo),
      page.getByRole('button', { name: 'Continue to your details' }).click(),
    ]);
    await page.waitForSelector(ready);
    // The page shows step 2 and its problem; the address said step=3.
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    expect(await current()).toContain('Travel insurance');
    expect(await page.getByRole('alert').textContent()).toBe(problem);
    expect(await page.locator('#cover-damage-no').isChecked()).toBe(true);
    expect(await page.title()).toMatch(/^Error: Step 2 of 3: Travel insurance – Book /);
    // Only the unanswered cover is marked invalid.
    expect(
      await page.locator('fieldset:has(#cover-damage-no)').getAttribute('aria-invalid'),
    ).toBeNull();
    expect(await page.locator('#cover-damage-no').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#cover-cancellation-no').getAttribute('aria-invalid')).toBe('true');
    // A reload is the same page: step 2, its problem, the answer given.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector(ready);
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    expect(await current()).toContain('Travel insurance');
    expect(await page.getByRole('alert').textContent()).toBe(problem);
    expect(await page.locator('#cover-damage-no').isChecked()).toBe(true);
    // Back goes to step 2 as it was before going on, not to step 3.
    await page.goBack({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(stepTwo);
    expect(await current()).toContain('Travel insurance');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('says the booking request is in: its title, and every step completed', async () => {
    const { page, problems, close } = await openPage(demo, freeWeek(2));
    await page.waitForSelector(ready);
    await page.locator('#decline-insurance').check();
    await Promise.all([
      page.waitForURL(/step=3/),
      page.getByRole('button', { name: 'Continue to your details' }).click(),
    ]);
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Request booking' }).click(),
    ]);
    await page.waitForSelector(ready);
    expect(await page.getByRole('status').textContent()).toContain('Your booking request is in');
    // The steps' title was the form's ("Book …"), the same on every step.
    expect(await page.title()).toMatch(/^Booking requested: /);
    // Read as three steps still to do before: none current, none completed.
    expect(await page.getByRole('navigation', { name: 'Checkout steps' }).ariaSnapshot()).toBe(
      [
        '- navigation "Checkout steps":',
        '  - list:',
        '    - listitem: 1 Your stay (completed)',
        '    - listitem: 2 Travel insurance (completed)',
        '    - listitem: 3 Your details (completed)',
      ].join('\n'),
    );
    expect(await page.locator('[aria-current]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('works without JavaScript: fees listed, steps and covers posted by the server', async () => {
    const { page, close } = await openPage(demo, freeWeek(2), { javaScriptEnabled: false });
    expect(await page.locator('[data-fees]').isVisible()).toBe(true);
    expect(await page.locator('[data-fees-toggle]').isVisible()).toBe(false);
    await page.locator('#decline-insurance').check();
    await Promise.all([
      page.waitForURL(/step=3/),
      page.getByRole('button', { name: 'Continue to your details' }).click(),
    ]);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Your details');
    // The steps done are said to be done by the server alone (the widget's note needs JavaScript).
    const steps = await page.getByRole('navigation', { name: 'Checkout steps' }).ariaSnapshot();
    expect(steps.split('\n').filter((line) => !line.includes('/url:'))).toEqual([
      '- navigation "Checkout steps":',
      '  - list:',
      '    - listitem:',
      '      - link "1 Your stay (completed)":',
      '    - listitem:',
      '      - link "2 Travel insurance (completed)":',
      '    - listitem: 3 Your details',
    ]);
    await page.locator('#checkout-name').fill('Ada');
    await page.locator('#checkout-email').fill('ada@example.test');
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.waitForSelector('text=Your booking request is in');
    await close();
  });

  it('writes the stay as one sentence, its days whole, at 1280 and 320 px', async () => {
    for (const width of [1280, 320]) {
      const { page, problems, close } = await openPage(demo, freeWeek(1), { width });
      const stay = page.locator('.checkout__stay');
      expect(await stay.textContent()).toMatch(
        /^7 nights, from [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}\. Change dates$/,
      );
      const layout = await stay.evaluate((paragraph) => ({
        lines: Math.round(
          paragraph.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(paragraph).lineHeight),
        ),
        // Each day on one line: "2027-06-25" broke at its hyphens at 320 px.
        dayLines: [...paragraph.querySelectorAll('time')].map(
          (time) => time.getClientRects().length,
        ),
      }));
      // Two lines in the form's 420 px column or on a phone; a flex column gave each piece a
      // line of its own (six).
      expect(layout.lines, `${width} px`).toBeLessThanOrEqual(2);
      expect(layout.dayLines).toEqual([1, 1]);
      expect(problems).toEqual([]);
      await close();
    }
  });
});
