/**
 * The map boxes (rental page #location, a thing to do's page) in Chromium: their height is the
 * stylesheet's from the first paint (320 px, 240 px on phones), since their config sets no size,
 * so the map waking inside moves nothing; the server's text in them (town and coordinates) stays
 * readable without JavaScript. Before, the box was as tall as that one line of text.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(40);
});
afterAll(async () => demo?.close());

/** The map box's height, and its text's box, colours and whether it lies inside the map box. */
async function mapBox(page: Page, selector: string) {
  return page.$eval(selector, (map) => {
    const box = map.getBoundingClientRect();
    const text = map.querySelector('p') as HTMLElement;
    const inner = text.getBoundingClientRect();
    const style = getComputedStyle(text);
    return {
      height: Math.round(box.height),
      text: text.textContent?.trim() ?? '',
      inside:
        inner.top >= box.top &&
        inner.bottom <= box.bottom &&
        inner.left >= box.left &&
        inner.right <= box.right,
      color: style.color,
      background: getComputedStyle(map).backgroundColor,
      visibility: style.visibility,
    };
  });
}

describe('the map boxes', () => {
  const pages = () => [
    { path: `${demo.site.listings[0]?.url}#location`, selector: '.rental__map' },
    { path: demo.site.things[0]?.url ?? '/', selector: '.thing-detail__map' },
  ];

  it('reserve 320 px (240 px on phones), with or without JavaScript, the server text readable inside', async () => {
    for (const { path, selector } of pages()) {
      for (const [width, height] of [
        [1280, 320],
        [375, 240],
      ] as const) {
        for (const javaScriptEnabled of [false, true]) {
          const { page, close } = await openPage(demo, path, { width, javaScriptEnabled });
          const box = await mapBox(page, selector);
          const where = `${selector} at ${width} px, JavaScript ${javaScriptEnabled}`;
          expect(box.height, where).toBe(height);
          expect(box.text, where).toMatch(/\(50\.\d+, -[45]\.\d+\)$/);
          expect(box.inside, where).toBe(true);
          expect(box.visibility, where).toBe('visible');
          expect(box.color, where).toBe('rgb(16, 38, 46)');
          expect(box.background, where).toBe('rgb(170, 211, 223)');
          await close();
        }
      }
    }
  });
});
