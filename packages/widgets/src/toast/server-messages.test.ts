import { afterEach, describe, expect, it, vi } from 'vitest';

const showToast = vi.fn();
vi.mock('./show-toast.js', () => ({
  TOAST_DISMISS_TEXT: 'Dismiss',
  showToast: (...args: unknown[]) => showToast(...args),
}));

const { mountServerMessages, toastTypeOf } = await import('./server-messages.js');
const { parseConfig } = await import('../islands/toasts.js');

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
  it('shows each server message as a toast of its type, then hides the list in its place; cleanup shows it', async () => {
    showToast.mockResolvedValue({ gone: new Promise(() => {}) });
    const element = widget();
    const list = element.querySelector('ul') as HTMLElement;
    const cleanup = mountServerMessages(element);
    expect(showToast.mock.calls.map(([, text, type]) => [text, type])).toEqual([
      ['The dates are taken.', 'error'],
      ['Your enquiry was sent.', 'success'],
      ['Check the guests.', 'warn'],
    ]);
    await vi.waitFor(() => expect(element.dataset.state).toBe('toasted'));
    // Its place kept (not `hidden`, not taken out of the flow): nothing moves as it goes.
    expect(list.hidden).toBe(false);
    expect(list.getAttribute('style')).toBe('visibility: hidden;');
    cleanup();
    expect(list.hasAttribute('style')).toBe(false);
    expect(element.dataset.state).toBeUndefined();
  });

  it('shows the list again once the last toast has gone, its own style kept (WCAG 2.2.1)', async () => {
    const gone: (() => void)[] = [];
    showToast.mockImplementation(async () => ({
      gone: new Promise<void>((resolve) => gone.push(resolve)),
    }));
    const element = widget();
    const list = element.querySelector('ul') as HTMLElement;
    list.setAttribute('style', 'color: navy');
    mountServerMessages(element, undefined, 'Fermer');
    expect(showToast.mock.calls.map(([, , , dismiss]) => dismiss)).toEqual([
      'Fermer',
      'Fermer',
      'Fermer',
    ]);
    await vi.waitFor(() => expect(element.dataset.state).toBe('toasted'));
    gone[0]?.();
    gone[1]?.();
    await Promise.resolve();
    expect(list.style.visibility).toBe('hidden');
    gone[2]?.();
    await vi.waitFor(() => expect(list.getAttribute('style')).toBe('color: navy'));
    expect(element.dataset.state).toBeUndefined();
  });

  it('reads the dismiss button’s name from the config', () => {
    const defaults = { display: 'toast', title: 'Messages', close: 'Close' };
    expect(parseConfig({})).toEqual({ value: { dismiss_text: 'Dismiss', ...defaults } });
    expect(parseConfig({ dismiss_text: 'Fermer' })).toEqual({
      value: { dismiss_text: 'Fermer', ...defaults },
    });
    expect(parseConfig({ display: 'dialog' })).toEqual({
      issues: [{ path: '$.display', message: expect.any(String) }],
    });
    expect(parseConfig({ dismiss_text: '' })).toEqual({
      issues: [{ path: '$.dismiss_text', message: expect.any(String) }],
    });
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
