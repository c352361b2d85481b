import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './show-toast.js';

// SPEC 9.1's auto-hide, written out: reading AUTO_HIDE_MS would pass whatever it became.
const AUTO_HIDE_MS = 5000;

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
    vi.advanceTimersByTime(AUTO_HIDE_MS - 1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });
});

describe('showToast timing (SPEC 9.1)', () => {
  it('adopts the 400/200 ms motion sheet after notyf’s', async () => {
    await showToast(document, 'Hello');
    const sheets = document.adoptedStyleSheets;
    const last = sheets.at(-1) as CSSStyleSheet;
    const text = [...last.cssRules].map((rule) => rule.cssText).join('\n');
    expect(text).toContain('400ms');
    expect(text).toContain('200ms');
  });

  it('keeps a toast up while hovered or focused, and hides it 5,000 ms after leaving', async () => {
    vi.useFakeTimers();
    const shown = showToast(document, 'Paused', 'info');
    await vi.runAllTicks();
    await shown;
    const toast = [...document.querySelectorAll('.notyf__toast--info')].at(-1) as HTMLElement;
    vi.advanceTimersByTime(3000);
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(AUTO_HIDE_MS * 3);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    toast.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(AUTO_HIDE_MS * 3);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    toast.dispatchEvent(new FocusEvent('focusout'));
    await Promise.resolve();
    vi.advanceTimersByTime(AUTO_HIDE_MS - 1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });
});

describe('showToast, dismissing (WCAG 2.2.1)', () => {
  it('has a named dismiss button that holds the toast while focused and closes it', async () => {
    vi.useFakeTimers();
    const shown = showToast(document, 'Sent', 'success', 'Fermer');
    await vi.runAllTicks();
    const { gone } = await shown;
    let closed = false;
    void gone.then(() => {
      closed = true;
    });
    const toast = document.querySelector('.notyf > .notyf__toast:last-child') as HTMLElement;
    const button = toast.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Fermer');
    // Reached by the keyboard, it holds the toast however long the reader takes.
    button.focus();
    vi.advanceTimersByTime(AUTO_HIDE_MS * 3);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    button.click();
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
    await Promise.resolve();
    expect(closed).toBe(true);
  });

  it('gives the focus back where it came from when the toast is dismissed from the keyboard', async () => {
    const link = document.createElement('a');
    link.href = '/contact';
    document.body.append(link);
    link.focus();
    await showToast(document, 'Sent');
    const toast = document.querySelector('.notyf > .notyf__toast:last-child') as HTMLElement;
    const button = toast.querySelector('button') as HTMLButtonElement;
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(document.activeElement).toBe(link);
    link.remove();
  });

  it('tells when a toast has gone by itself, after 5,000 ms by default', async () => {
    vi.useFakeTimers();
    const shown = showToast(document, 'Saved');
    await vi.runAllTicks();
    const { gone } = await shown;
    const toast = document.querySelector('.notyf > .notyf__toast:last-child') as HTMLElement;
    expect(toast.querySelector('button')?.getAttribute('aria-label')).toBe('Dismiss');
    let closed = false;
    void gone.then(() => {
      closed = true;
    });
    vi.advanceTimersByTime(AUTO_HIDE_MS - 1);
    await Promise.resolve();
    expect(closed).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(closed).toBe(true);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('draws the dismiss button fully, with a visible focus', async () => {
    await showToast(document, 'Hello');
    const text = [...(document.adoptedStyleSheets.at(-1)?.cssRules ?? [])]
      .map((rule) => rule.cssText)
      .join('\n');
    expect(text).toMatch(/\.notyf__dismiss-btn:focus-visible \{[^}]*outline-width: 2px/);
  });
});
