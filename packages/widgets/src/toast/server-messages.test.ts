import { afterEach, describe, expect, it, vi } from 'vitest';

const showToast = vi.fn();
vi.mock('./show-toast.js', () => ({ showToast: (...args: unknown[]) => showToast(...args) }));

const { mountServerMessages, toastTypeOf } = await import('./server-messages.js');

afterEach(() => {
  document.body.replaceChildren();
  showToast.mockReset();
});

function widget() {
  document.body.innerHTML = `<div data-widget="toasts"><ul class="messages">
    <li class="messages__item" data-type="error">The dates are taken.</li>
    <li class="messages__item">Your enquiry
      was sent.</li>
    <li class="messages__item" data-type="warning">Check the  guests.</li>
  </ul></div>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}

describe('toasts widget', () => {
  it('shows each server message as a toast of its type, then hides the list; cleanup shows it', async () => {
    showToast.mockResolvedValue(undefined);
    const element = widget();
    const cleanup = mountServerMessages(element);
    expect(showToast.mock.calls.map(([, text, type]) => [text, type])).toEqual([
      ['The dates are taken.', 'error'],
      ['Your enquiry was sent.', 'success'],
      ['Check the guests.', 'warn'],
    ]);
    await vi.waitFor(() => expect(element.querySelector('ul')?.hidden).toBe(true));
    cleanup();
    expect(element.querySelector('ul')?.hidden).toBe(false);
  });

  it('keeps the server list visible when toasts fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showToast.mockRejectedValue(new Error('chunk failed'));
    const element = widget();
    mountServerMessages(element);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(element.querySelector('ul')?.hidden).toBe(false);
  });

  it('maps data-type values', () => {
    expect(['info', 'WARN', 'status', 'bogus', null].map(toastTypeOf)).toEqual([
      'info',
      'warn',
      'success',
      'success',
      'success',
    ]);
  });
});
