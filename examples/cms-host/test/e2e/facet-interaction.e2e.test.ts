/**
 * Facet journeys in Chromium (a user review of /search): the focus never falls to <body> when the
 * focused value of a facet goes (WCAG 2.4.3), the list keeps its order under the pointer so a
 * second click hits the value the first one did, and facets with nothing to show are hidden.
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
  demo = await startDemo(300);
});
afterAll(async () => demo?.close());

const TYPES = '[data-widget="facet"][data-widget-config*=\'"ss_property_type"\']';
const PRICE = { from: '100', to: '200', includeFrom: true, includeTo: true };

/** The property types' labels in the order shown, "Villa (0)". */
const typeLabels = (page: Page) =>
  page.$$eval(`${TYPES} .sf-facet__item label`, (labels) => labels.map((l) => l.textContent));

/** The focused element: its label's text for a checkbox, else its data-widget or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return (
      active?.labels?.[0]?.textContent ??
      active?.getAttribute('data-widget') ??
      active?.tagName.toLowerCase()
    );
  });

/**
 * As the reviewer's link: a town, price 100 to 200 and a bedroom count under which some property
 * type has no listing (it shows only while chosen, as "Villa (0)") and others have some.
 */
function emptyTypeLink() {
  const types = (engineAnswer(demo, {}).facetFields.ss_property_type ?? []).map(
    (b) => b.value as string,
  );
  const towns = (engineAnswer(demo, {}).facetFields.ss_town ?? []).map((b) => b.value as string);
  for (const town of towns)
    for (const bedrooms of ['3', '2', '4', '1']) {
      const counts = engineAnswer(demo, {
        terms: { ss_town: [town], its_bedrooms: [bedrooms] },
        ranges: { fts_price: PRICE },
      }).facetFields.ss_property_type;
      const empty = types.find((type) => !counts?.some((bucket) => bucket.value === type));
      if (empty && counts?.length)
        return {
          type: empty,
          hash: [
            `ss_town:"${town}"`,
            'fts_price:[100 TO 200]',
            `its_bedrooms:"${bedrooms}"`,
            `ss_property_type:"${empty}"`,
          ]
            .map((fq) => `fq=${encodeURIComponent(fq)}`)
            .join('&'),
        };
    }
  throw new Error('the demo data has no such combination');
}

describe('facets under the hand', () => {
  it('moves the focus to the nearest value when the focused value goes, never to <body>', async () => {
    const { type, hash } = emptyTypeLink();
    const { page, problems, close } = await openPage(demo, `/search#${hash}`);
    await searchSettled(page);
    const before = await typeLabels(page);
    expect(before[0]).toBe(`${type} (0)`);
    const box = page.locator(`${TYPES} input[type="checkbox"]`).first();
    expect(await box.isChecked()).toBe(true);
    // Space on the chosen value that matches nothing: it goes from the list.
    await box.focus();
    await page.keyboard.press('Space');
    await searchSettled(page);
    expect(await typeLabels(page)).not.toContain(`${type} (0)`);
    expect(await focused(page)).toBe(before[1]);
    expect(problems).toEqual([]);
    await close();
  });

  it('moves the focus to the first value left after the facet’s reset, once it has rendered', async () => {
    const { type, hash } = emptyTypeLink();
    const { page, problems, close } = await openPage(demo, `/search#${hash}`);
    await searchSettled(page);
    expect((await typeLabels(page))[0]).toBe(`${type} (0)`);
    await page.getByRole('button', { name: 'Clear Property type' }).click();
    await searchSettled(page);
    expect(await page.getByRole('button', { name: 'Clear Property type' }).count()).toBe(0);
    expect(await focused(page)).toBe((await typeLabels(page))[0]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps a clicked value under the pointer until the pointer and the focus have left', async () => {
    const { page, problems, close } = await openPage(demo, '/search');
    await searchSettled(page);
    const before = await typeLabels(page);
    const third = page.locator(`${TYPES} .sf-facet__item label`).nth(2);
    const value = before[2]?.replace(/ \(\d+\)$/, '') ?? '';
    const point = await third.boundingBox();
    if (!point) throw new Error('no box');
    const [x, y] = [point.x + 10, point.y + point.height / 2];
    await page.mouse.click(x, y);
    await searchSettled(page);
    // The active value would sort first: it stays where it was clicked.
    const after = await typeLabels(page);
    expect(after.map((label) => label?.replace(/ \(\d+\)$/, ''))).toEqual(
      before.map((label) => label?.replace(/ \(\d+\)$/, '')),
    );
    const atPoint = () =>
      page.evaluate(
        ([px, py]) =>
          document.elementFromPoint(px as number, py as number)?.closest('li')?.textContent,
        [x, y],
      );
    expect(await atPoint()).toMatch(new RegExp(`^${value} `));
    // A second click at the same place takes the same value off again.
    await page.mouse.click(x, y);
    await searchSettled(page);
    expect(await page.locator(`${TYPES} input:checked`).count()).toBe(0);
    await page.mouse.click(x, y);
    await searchSettled(page);
    // Pointer away, focus away: the configured order (active first) applies.
    await page.mouse.move(1200, 880);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForFunction(
      ([selector, name]) =>
        document
          .querySelector(`${selector} .sf-facet__item label`)
          ?.textContent?.startsWith(name as string),
      [TYPES, `${value} `],
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('hides facets with nothing to show, and shows them again', async () => {
    const { page, problems, close } = await openPage(demo, '/search#q=zzqx');
    await searchSettled(page);
    const hidden = () =>
      page.$$eval('[data-widget="facet"]', (facets) =>
        facets
          .filter((facet) => (facet as HTMLElement).hidden)
          .map((f) => f.querySelector('.sf-facet')?.getAttribute('data-facet')),
      );
    expect(await hidden()).toEqual([
      'ss_property_type',
      'its_bedrooms',
      'sm_amenities',
      'ss_town',
      'fts_price',
      'bs_pets',
    ]);
    expect(await page.locator('.sf-facet__group:visible').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      location.hash = '';
    });
    await searchSettled(page);
    expect(await hidden()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
