/**
 * The date inputs' focus ring by keyboard, in Chromium. Tab walks an en-US date input's month, day
 * and year, then its calendar button, a part of the input's own shadow tree: there the input
 * matches :focus-within but not :focus-visible, so the site's 3 px ring went and only Chromium's
 * faint line round the small icon said where the focus was (WCAG 2.4.7, found by a keyboard-only
 * audit of the demo's rental page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, firstListing, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(30);
});
afterAll(async () => demo?.close());

describe('a date input reached by Tab', () => {
  it('keeps the site’s focus ring on each of its stops, the calendar button included', async () => {
    const { page, problems, close } = await openPage(demo, firstListing(demo).url);
    const arrival = page.locator('#availability-arrival');
    await arrival.focus();
    // The stops inside the input: the focus is still on it, whatever part has it.
    const rings: string[] = [];
    for (let stop = 0; stop < 6; stop++) {
      const ring = await page.evaluate(() => {
        const input = document.activeElement;
        if (input?.id !== 'availability-arrival') return null;
        const style = getComputedStyle(input);
        return `${input.matches(':focus-visible') ? 'part' : 'button'} ${style.outlineStyle} ${style.outlineWidth}`;
      });
      if (ring === null) break;
      rings.push(ring);
      await page.keyboard.press('Tab');
    }
    // The calendar button was reached (the stop :focus-visible does not match) …
    expect(rings).toContain('button solid 3px');
    // … and every stop has the ring.
    expect(rings.every((ring) => ring.endsWith('solid 3px'))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
