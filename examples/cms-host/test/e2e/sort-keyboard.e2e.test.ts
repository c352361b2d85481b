/**
 * The sort select from the keyboard in Chromium, which fires `change` at every arrow key on a
 * closed select: arrowing through the options sends no search and adds no history entry, even
 * after a pause; Enter applies the choice once, and one Back undoes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openPage, recordRequests, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

describe('sort by keyboard', () => {
  it('ArrowDown ×3 then Enter: one search request to the proxy and one history entry', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const sent = recordRequests(page);
    const historyLength = () => page.evaluate(() => history.length);
    const before = await historyLength();

    await page.focus('.sf-sort__select');
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    // Still nothing sent (a negative, so a fixed time): 800 ms is longer than any pause a timer
    // might wait for before applying a choice (a debounce is some 150-300 ms).
    await page.waitForTimeout(800);
    expect(await page.inputValue('.sf-sort__select')).toBe('fts_rating desc');
    expect(sent).toEqual({ searches: 0, docs: 0 });
    expect(await historyLength()).toBe(before);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash.includes('sort='));
    await searchSettled(page);
    // No second search (a negative, so a fixed time): one from the same choice (a change and the
    // Enter both applying it) would be sent within a task or a frame of the first; 300 ms is ample.
    await page.waitForTimeout(300);
    expect(sent.searches).toBe(1);
    expect(sent.docs).toBeLessThanOrEqual(1);
    expect(await historyLength()).toBe(before + 1);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain(
      'sort=fts_rating desc',
    );
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-sort__select');

    // One Back goes to the page before the choice.
    await page.goBack();
    await searchSettled(page);
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await page.inputValue('.sf-sort__select')).toBe('');
    expect(problems).toEqual([]);
    await close();
  });
});
