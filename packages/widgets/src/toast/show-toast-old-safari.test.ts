import { afterEach, describe, expect, it, vi } from 'vitest';

const view = document.defaultView as Window & typeof globalThis;
const original = Object.getOwnPropertyDescriptor(view, 'CSSStyleSheet');

afterEach(() => {
  if (original) Object.defineProperty(view, 'CSSStyleSheet', original);
});

describe('showToast without constructable stylesheets (Safari before 16.4)', () => {
  it('shows the toast, styled by a <style> element, instead of throwing', async () => {
    Object.defineProperty(view, 'CSSStyleSheet', {
      configurable: true,
      value: function IllegalConstructor() {
        throw new TypeError('Illegal constructor');
      },
    });
    // A module of its own: the toaster is made once per module, on the first toast.
    vi.resetModules();
    const { showToast } = await import('./show-toast.js');
    await showToast(document, 'Saved to favourites', 'success');
    expect(document.querySelector('.notyf__toast')?.textContent).toContain('Saved to favourites');
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.some((text) => text?.includes('.notyf'))).toBe(true);
  });
});
