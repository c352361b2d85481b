/**
 * Two things that open the page's one modal dialog by themselves on one load (SPEC 2.5's
 * `?leaveReview` link and SPEC 2.8's status messages in a dialog): both are seen, in turn, each
 * announced when it shows and each giving focus back to its own element, whichever woke first.
 */
import type { MountContext, StayfrontApi } from '@stayfront/loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/modal.js';
import { reduceMotion } from '../../test-support/link-click.js';
import { mountMessagesModal } from '../../toast/messages-modal.js';
import type { ModalConfig } from './modal-config.js';

// DOMPurify does nothing under happy-dom: a pass-through stand-in.
vi.mock('dompurify', () => ({
  default: {
    sanitize(html: string) {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    },
  },
}));

const dialog = () => document.querySelector('dialog.sf-modal') as HTMLDialogElement;
const title = () => dialog().querySelector('.sf-modal__title')?.textContent;
const closeButton = () => dialog().querySelector('.sf-modal__close') as HTMLButtonElement;
const said = () => document.querySelector('[data-sf-announcer="status"]')?.textContent ?? '';

// The query opens a link once per document: each test asks with a parameter of its own.
function mountReviewLink(query: string) {
  history.replaceState(null, '', `/rentals/sea-view?${query}`);
  const holder = document.createElement('p');
  holder.innerHTML = '<a href="/fragments/review" data-widget="modal">Leave a review</a>';
  document.body.append(holder);
  const link = holder.querySelector('a') as HTMLAnchorElement;
  const parsed = island.parseConfig({ title: 'Leave a review', open_on_query: query });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const context: MountContext<ModalConfig> = {
    name: 'modal',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  };
  return { link, cleanup: island.mount(link, context) as () => void };
}

function mountMessages() {
  const element = document.createElement('div');
  element.innerHTML =
    '<ul class="messages"><li class="messages__item">Your enquiry was sent.</li></ul>';
  document.body.append(element);
  return { element, cleanup: mountMessagesModal(element, { title: 'Messages', close: 'Close' }) };
}

let address: string;
beforeEach(() => {
  window.Stayfront = { scan: vi.fn(), unmount: vi.fn() } as unknown as StayfrontApi;
  reduceMotion(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<form><textarea name="body"></textarea></form>')),
  );
  address = location.href;
});
afterEach(() => {
  history.replaceState(null, '', address);
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the modal dialog opened twice by itself on one page load', () => {
  it('shows the status messages first, then the review link it would have replaced', async () => {
    const messages = mountMessages();
    const review = mountReviewLink('leaveReview');
    expect(title()).toBe('Messages');
    expect(dialog().querySelector('.messages__item')?.textContent).toBe('Your enquiry was sent.');
    expect(said()).toBe('Your enquiry was sent.');
    expect(fetch).not.toHaveBeenCalled();

    closeButton().click();
    // Focus went back to the messages, and on into the next dialog.
    expect(dialog().open).toBe(true);
    expect(title()).toBe('Leave a review');
    await vi.waitFor(() => expect(document.activeElement?.localName).toBe('textarea'));
    closeButton().click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(review.link);
    messages.cleanup();
    review.cleanup();
  });

  it('shows the review link first, then the messages, announced only when they show', async () => {
    const review = mountReviewLink('review');
    await vi.waitFor(() => expect(document.activeElement?.localName).toBe('textarea'));
    const messages = mountMessages();
    expect(title()).toBe('Leave a review');
    expect(said()).toBe('');

    closeButton().click();
    expect(title()).toBe('Messages');
    expect(said()).toBe('Your enquiry was sent.');
    expect(dialog().contains(document.activeElement)).toBe(true);
    closeButton().click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(messages.element);
    review.cleanup();
    messages.cleanup();
  });

  it('drops a waiting dialog whose widget was torn down, or whose element left the page', () => {
    const messages = mountMessages();
    mountReviewLink('writeReview').cleanup();
    closeButton().click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(messages.element);
    messages.cleanup();

    const first = mountMessages();
    const second = mountMessages();
    second.element.remove();
    closeButton().click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(first.element);
  });
});
