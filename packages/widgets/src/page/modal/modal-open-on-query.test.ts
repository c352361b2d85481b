/**
 * `open_on_query` on a link woken by the keyboard's focus (the modal's default `interaction`
 * trigger): no dialog pops up as focus arrives (WCAG 3.2.1); the e2e is
 * examples/cms-host/test/e2e/modal-open-on-query.e2e.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/modal.js';

afterEach(() => {
  document.querySelector('dialog.sf-modal')?.remove();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('modal open_on_query', () => {
  it('does not open while the focus is on the link as it wakes; a click still opens it', async () => {
    const fetch = vi.fn(async () => new Response('<p>Review form</p>'));
    vi.stubGlobal('fetch', fetch);
    const address = location.href;
    history.replaceState(null, '', '/rentals/sea-view?leaveReview');
    try {
      document.body.innerHTML = `<a href="/fragments/review" data-widget="modal">Leave a review</a>`;
      const link = document.querySelector('a') as HTMLAnchorElement;
      // The Tab that woke it left the focus there.
      link.focus();
      const parsed = island.parseConfig({ open_on_query: 'leaveReview' });
      if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
      const cleanup = await island.mount(link, {
        name: 'modal',
        config: parsed.value,
        signal: new AbortController().signal,
        report: vi.fn(),
      });
      expect(document.querySelector('dialog.sf-modal[open]')).toBeNull();
      expect(document.activeElement).toBe(link);
      expect(fetch).not.toHaveBeenCalled();
      link.click();
      expect(document.querySelector('dialog.sf-modal[open]')).not.toBeNull();
      if (typeof cleanup === 'function') cleanup();
    } finally {
      history.replaceState(null, '', address);
    }
  });
});
