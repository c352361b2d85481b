/**
 * The demo as a screen reader gets it from Chromium's accessibility tree (CDP
 * Accessibility.getFullAXTree): what a headings list names, and what a live region says.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openPage, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(120);
});
afterAll(async () => demo?.close());

/** The names Chromium gives the page's headings, in order (a screen reader's headings list). */
async function headingNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'heading')
    .map((node) => node.name?.value ?? '');
}

describe('screen reader', () => {
  it.each(['/search', '/search/map'])(
    'names the result count’s heading on %s, and the count is still a live region',
    async (path) => {
      const { page, problems, close } = await openPage(demo, path);
      await searchSettled(page);
      // A heading holding a role="status" element gets no name in Chromium (status is not named
      // from its content), so the headings list had a blank entry where the count is.
      const names = await headingNames(page);
      expect(names).not.toContain('');
      expect(names).toContain(`${demo.site.listings.length} properties`);
      const count = page.locator('#results-heading [data-widget="result-count"]');
      expect(await count.getAttribute('aria-live')).toBe('polite');
      await page.getByRole('checkbox', { name: /^Cottage/ }).check();
      await expect.poll(() => count.textContent()).not.toContain(`${demo.site.listings.length}`);
      expect((await headingNames(page)).filter((name) => / propert/.test(name))).toEqual([
        await count.textContent(),
      ]);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('does not read out the rental’s photo and tour numbers again on a resize, only a move', async () => {
    const slug = [...demo.site.listingsBySlug.keys()][0];
    const { page, problems, close } = await openPage(demo, `/rentals/${slug}`);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.locator('.sf-carousel__status').count()).toBe(2);
    // Text put into a live region from now on, as a screen reader is told of it.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver((records) => {
        for (const record of records) {
          const node =
            record.target instanceof Element ? record.target : record.target.parentElement;
          const region = node?.closest('[aria-live="polite"], [role="status"]');
          if (region && record.addedNodes.length) said.push(region.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true });
    });
    // A re-measure: the window narrower (a phone turned, a browser resized).
    await page.setViewportSize({ width: 1000, height: 900 });
    // Nothing is said for the re-measure (a negative, so a fixed time): the slider re-measures at
    // the resize and once more at the end of its 100 ms throttle window (SPEC 9.4), so 400 ms is
    // four windows; anything it said would be in `said` below.
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
      .toContain('Photo 2 of 5');
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([
      'Photo 2 of 5',
    ]);
    expect(problems).toEqual([]);
    await close();
  });
});
