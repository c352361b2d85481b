/**
 * The result count while a search runs (SPEC 4.2), in Chromium with the demo's stylesheets: it
 * must look pending to a sighted visitor, not only to a screen reader. Grey alone (the results'
 * cue) changed nothing on its near-black text. The pending style differs from the settled one,
 * keeps its text at 4.5:1 or more (WCAG 1.4.3), and its bar sweeps only without a reduced-motion
 * preference. Screenshots go to examples/cms-host/test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, axeViolations, type Demo, openPage, searchSettled, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(200);
});
afterAll(async () => demo?.close());

const COUNT = '#results-heading [data-widget="result-count"]';
const TYPE = '[data-widget="facet"][data-widget-config*=\'"ss_property_type"\'] input';

/** The count's look: its colour, its bar, and the contrast of its text on the page behind it. */
const look = (page: Page) =>
  page.$eval(COUNT, (count) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The first opaque background behind the count.
    let behind = 'rgb(255, 255, 255)';
    for (let element: Element | null = count; element; element = element.parentElement) {
      const background = getComputedStyle(element).backgroundColor;
      if ((rgb(background)[3] ?? 1) > 0) {
        behind = background;
        break;
      }
    }
    const style = getComputedStyle(count);
    const bar = getComputedStyle(count, '::after');
    const [light, dark] = [luminance(style.color), luminance(behind)].sort((a, b) => b - a);
    return {
      color: style.color,
      filter: style.filter,
      bar: bar.content === 'none' ? 'none' : bar.visibility,
      barAnimation: bar.animationName,
      contrast: Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100,
    };
  });

describe('the result count while a search runs', () => {
  for (const reducedMotion of [false, true])
    it(`looks pending, readable, ${reducedMotion ? 'with a still bar (reduced motion)' : 'with a sweeping bar'}`, async () => {
      const { page, problems, close } = await openPage(demo, '/search', { reducedMotion });
      await searchSettled(page);
      const settled = await look(page);
      expect(settled.bar).toBe('none');

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/search/proxy**', async (route) => {
        await held;
        await route.fallback();
      });
      await page.locator(TYPE).first().check();
      await page.waitForSelector(`${COUNT}[data-state="pending"]`);
      // The bar shows once its 150 ms delay is over (a quick search never flashes it).
      await page.waitForFunction(
        (selector) =>
          getComputedStyle(document.querySelector(selector) as Element, '::after').visibility ===
          'visible',
        COUNT,
      );
      // And the colour's transition has ended.
      await page.waitForFunction(
        ({ selector, color }) =>
          getComputedStyle(document.querySelector(selector) as Element).color === color,
        { selector: COUNT, color: 'rgb(85, 99, 109)' },
      );
      const pending = await look(page);
      const name = reducedMotion ? 'pending-count-reduced-motion' : 'pending-count';
      await page.locator('.search__toolbar').screenshot({ path: join(ARTEFACTS, `${name}.png`) });

      expect(pending.color).not.toBe(settled.color);
      expect(pending.bar).toBe('visible');
      expect(pending.contrast).toBeGreaterThanOrEqual(4.5);
      expect(settled.contrast).toBeGreaterThanOrEqual(4.5);
      if (reducedMotion) expect(pending.barAnimation).not.toContain('sf-sweep');
      else expect(pending.barAnimation).toContain('sf-sweep');
      expect(await axeViolations(page)).toEqual([]);

      release();
      await searchSettled(page);
      await page.waitForFunction(
        ({ selector, color }) =>
          getComputedStyle(document.querySelector(selector) as Element).color === color,
        { selector: COUNT, color: settled.color },
      );
      expect((await look(page)).bar).toBe('none');
      expect(problems).toEqual([]);
      await close();
    });
});
