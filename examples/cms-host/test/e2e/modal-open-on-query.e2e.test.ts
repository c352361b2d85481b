/**
 * A modal link's `open_on_query` (SPEC 2.5: the reviews popup opens on `?leaveReview`) in Chromium,
 * on a link left to the modal's default trigger (`interaction`, no `data-widget-load="eager"`):
 * it wakes when the visitor tabs onto it, and the dialog must not pop up as focus arrives there
 * (WCAG 3.2.1 On Focus). The eager link's opening on load is in page-widgets.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

describe('a modal link with open_on_query, woken by its first interaction', () => {
  it('does not open as the keyboard brings focus to it; Enter opens it as a click does', async () => {
    const { page, problems, close } = await openPage(demo, '/?leaveReview');
    await page.evaluate(() => {
      const host = document.createElement('p');
      host.innerHTML = `<button id="before" type="button">Before</button>
        <a id="review" href="/fragments/terms" data-widget="modal"
          data-widget-config='{"title":"Leave a review","open_on_query":"leaveReview"}'>Review</a>`;
      document.querySelector('main')?.prepend(host);
    });
    const review = page.locator('#review');
    await expect.poll(() => review.getAttribute('data-widget-state')).toBe('waiting');
    await page.focus('#before');
    await page.keyboard.press('Tab');
    await expect.poll(() => review.getAttribute('data-widget-state')).toBe('ready');
    const open = () =>
      page.evaluate(() =>
        Boolean(document.querySelector<HTMLDialogElement>('dialog.sf-modal')?.open),
      );
    expect(await open()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review');
    await page.keyboard.press('Enter');
    await expect.poll(open).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
