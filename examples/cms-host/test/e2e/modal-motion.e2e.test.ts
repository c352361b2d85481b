/**
 * The modal's drawn opening (SPEC 9.1, modal-motion.ts) under a theme that positions the dialog
 * with `transform` (centred with translate(-50%, -50%), as many legacy themes do): the lift must
 * add to the theme's transform, not replace it while it runs (the dialog slid in from off-centre).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Demo, openPage, startDemo } from './demo.js';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo(60);
});
afterAll(async () => demo?.close());

describe('the modal under a theme that centres it with transform', () => {
  it('keeps the theme’s transform while it opens and closes', async () => {
    const { page, problems, close } = await openPage(demo, demo.site.listings[0]?.url ?? '/');
    await page.addStyleTag({
      content:
        '.sf-modal{position:fixed;inset:auto;top:50%;left:50%;margin:0;transform:translate(-50%,-50%)}',
    });
    const link = page.locator('a[data-widget="modal"][href="/fragments/terms"]');
    await link.focus();
    await page.waitForSelector(
      'a[data-widget="modal"][href="/fragments/terms"][data-widget-state="ready"]',
      {
        state: 'attached',
      },
    );
    // Read in the same task as the click and the close, while the 250 ms states last.
    const during = (action: 'open' | 'close') =>
      page.evaluate((what) => {
        if (what === 'open')
          document
            .querySelector<HTMLElement>('a[data-widget="modal"][href="/fragments/terms"]')
            ?.click();
        const dialog = document.querySelector('dialog.sf-modal') as HTMLDialogElement;
        if (what === 'close') dialog.querySelector<HTMLElement>('.sf-modal__close')?.click();
        const box = dialog.getBoundingClientRect();
        return {
          state: dialog.getAttribute('data-state'),
          animating: dialog.getAnimations().length > 0,
          // The dialog's centre, in whole pixels: the theme's centring holds.
          centre: Math.round(box.left + box.width / 2),
          middle: Math.round(innerWidth / 2),
        };
      }, action);
    const opening = await during('open');
    expect(opening.state).toBe('opening');
    expect(opening.animating).toBe(true);
    expect(Math.abs(opening.centre - opening.middle)).toBeLessThanOrEqual(1);
    const dialog = page.locator('dialog.sf-modal');
    await expect.poll(() => dialog.getAttribute('data-state')).toBe('open');
    const closing = await during('close');
    expect(closing.state).toBe('closing');
    expect(Math.abs(closing.centre - closing.middle)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await close();
  });
});
