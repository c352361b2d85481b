import type { MountContext } from '@stayfront/loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../islands/toasts.js';
import { reduceMotion } from '../test-support/link-click.js';

const showToast = vi.fn();
vi.mock('./show-toast.js', async (original) => ({
  ...(await original<typeof import('./show-toast.js')>()),
  showToast: (...args: unknown[]) => showToast(...args),
}));

type Config = typeof island.parseConfig extends (raw: unknown) => infer R
  ? R extends { value: infer V }
    ? V
    : never
  : never;

async function mount(config: Record<string, unknown>) {
  document.body.innerHTML = `<main><div class="status" data-widget="toasts"><ul class="messages" id="msgs">
    <li class="messages__item" data-type="error" role="alert">The dates are taken.</li>
    <li class="messages__item">Your enquiry
      was sent.</li>
  </ul></div></main>`;
  const element = document.querySelector('[data-widget]') as HTMLElement;
  const parsed = island.parseConfig(config);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const context: MountContext<Config> = {
    name: 'toasts',
    config: parsed.value as Config,
    signal: new AbortController().signal,
    report: vi.fn(),
  };
  const cleanup = (await island.mount(element, context)) as () => void;
  return { element, cleanup };
}

const dialog = () => document.querySelector('dialog.sf-modal') as HTMLDialogElement | null;
const said = (role: string) =>
  document.querySelector(`[data-sf-announcer="${role}"]`)?.textContent ?? '';

beforeEach(() => reduceMotion(true));
afterEach(() => {
  vi.unstubAllGlobals();
  showToast.mockReset();
  document.body.innerHTML = '';
});

describe('toasts widget, display "modal" (SPEC 2.8: status messages in a modal dialog)', () => {
  it('shows the server messages in the modal dialog, focus in, and back to them on close', async () => {
    const { element, cleanup } = await mount({
      display: 'modal',
      title: 'Nachrichten',
      close: 'Zu',
    });
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    const modal = dialog() as HTMLDialogElement;
    expect(modal.classList.contains('sf-status-modal')).toBe(true);
    expect(modal.querySelector('.sf-modal__title')?.textContent).toBe('Nachrichten');
    expect(modal.querySelector('.sf-modal__close')?.textContent).toBe('Zu');
    const copies = [...modal.querySelectorAll('.sf-modal__body .messages__item')];
    expect(copies.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'The dates are taken.',
      'Your enquiry was sent.',
    ]);
    expect(copies[0]?.getAttribute('data-type')).toBe('error');
    // The copy drops ids; the server's list stays in place, untouched.
    expect(modal.querySelector('[id="msgs"]')).toBeNull();
    // Said once, by the announcer: the copy is no live region of its own.
    expect(
      modal.querySelector('.sf-modal__body [role="alert"], .sf-modal__body [aria-live]'),
    ).toBeNull();
    expect(document.querySelector('#msgs [role="alert"]')).not.toBeNull();
    expect(document.getElementById('msgs')?.closest('[data-widget]')).toBe(element);
    expect(document.getElementById('msgs')?.getAttribute('style')).toBeNull();
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(said('alert')).toContain('The dates are taken.');
    expect(said('status')).toContain('Your enquiry was sent.');
    expect(showToast).not.toHaveBeenCalled();

    (modal.querySelector('.sf-modal__close') as HTMLElement).click();
    expect(modal.open).toBe(false);
    expect(document.activeElement).toBe(element);
    cleanup();
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('closes a dialog it opened on cleanup; opens nothing without messages', async () => {
    const { cleanup } = await mount({ display: 'modal' });
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()?.querySelector('.sf-modal__title')?.textContent).toBe('Messages');
    cleanup();
    expect(dialog()?.open).toBe(false);

    document.body.innerHTML = '<div data-widget="toasts"><ul class="messages"></ul></div>';
    const element = document.querySelector('[data-widget]') as HTMLElement;
    const { mountMessagesModal } = await import('./messages-modal.js');
    mountMessagesModal(element, { title: 'Messages', close: 'Close' });
    expect(document.querySelector('dialog.sf-modal[open]')).toBeNull();
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('keeps toasts as the default display', async () => {
    showToast.mockResolvedValue({ gone: new Promise(() => {}) });
    await mount({});
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(dialog()).toBeNull();
  });
});
