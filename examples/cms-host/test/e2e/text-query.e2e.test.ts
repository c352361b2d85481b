/**
 * The typed words of a shared link (`/search#q=…`, SPEC 2.1) in Chromium: the autocomplete wakes
 * only on interaction, so until then the server's search input and the selections' "Search:" chip
 * are where a visitor sees the words, and the chip is how they take them away.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type Demo,
  engineAnswer,
  openPage,
  searchSettled,
  startDemo,
} from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

const town = { ss_town: ['Fowey'] };
const engineCount = (text: string | null) =>
  engineAnswer(demo, { terms: town, ...(text ? { q: { type: 'text', text } } : {}) }).numFound;

const shownCount = async (page: Page) =>
  Number(
    (await page.textContent('#results-heading [data-widget="result-count"]'))?.replace(/\D/g, ''),
  );

describe('the typed words of a shared link', () => {
  it('shows them in the search box and as a chip, which removes them', async () => {
    const { page, problems, close } = await openPage(
      demo,
      '/search#q=cottage&fq=ss_town:%22Fowey%22',
    );
    await searchSettled(page);
    // The autocomplete has not woken: nobody touched it.
    expect(await page.getAttribute('[data-widget="autocomplete"]', 'data-widget-state')).not.toBe(
      'ready',
    );
    expect(await page.inputValue('#search-text')).toBe('cottage');
    expect(await shownCount(page)).toBe(engineCount('cottage'));
    const chip = page.getByRole('button', { name: 'Remove filter: Search: cottage' });
    await chip.click();
    await searchSettled(page);
    expect(await page.inputValue('#search-text')).toBe('');
    expect(await shownCount(page)).toBe(engineCount(null));
    expect(new URL(page.url()).hash).not.toMatch(/[#&]q=/);
    // The town stays, and has the focus the removed chip had.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove filter: Town: Fowey',
    );
    // Back brings the words back, in the box too.
    await page.goBack();
    await searchSettled(page);
    expect(await page.inputValue('#search-text')).toBe('cottage');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
