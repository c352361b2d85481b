import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS } from './show-toast.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows the message as text, announces it once, and hides it on click (SPEC 8, 9.1)', async () => {
    await showToast(document, '<img src=x onerror=alert(1)> Saved', 'warn');
    const toast = document.querySelector('.notyf__toast') as HTMLElement;
    expect(toast.textContent).toContain('<img src=x onerror=alert(1)> Saved');
    expect(document.querySelector('.notyf__toast img')).toBeNull();
    // One announcement: Stayfront's region speaks, notyf's own announcer is silenced.
    expect(document.querySelector('[data-sf-announcer="status"]')?.textContent).toContain('Saved');
    expect(document.querySelector('.notyf-announcer')?.getAttribute('aria-live')).toBe('off');
    (toast.querySelector('.notyf__wrapper') ?? toast).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('announces errors as alerts and hides a toast after 5,000 ms', async () => {
    vi.useFakeTimers();
    const shown = showToast(document, 'It failed', 'error');
    await vi.runAllTicks();
    await shown;
    expect(document.querySelector('[data-sf-announcer="alert"]')?.textContent).toBe('It failed');
    const toasts = [...document.querySelectorAll('.notyf__toast--error')];
    const toast = toasts.at(-1) as HTMLElement;
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });
});
