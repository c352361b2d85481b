import { describe, expect, it } from 'vitest';
import { showToast } from './show-toast.js';
import { updateToastClearance } from './toast-clearance.js';

const clearance = (doc = document) =>
  doc.documentElement.style.getPropertyValue('--sf-toast-clearance');

describe('toast clearance (WCAG 2.4.11)', () => {
  it('pads the page’s scrolling by the toasts’ height while one shows, and not after', async () => {
    await showToast(document, 'Link copied.');
    const text = [...(document.adoptedStyleSheets.at(-1)?.cssRules ?? [])]
      .map((rule) => rule.cssText)
      .join('\n');
    expect(text).toMatch(/:root:has\(\.notyf__toast\)\s*\{\s*scroll-padding-bottom:/);
    expect(clearance()).not.toBe('');
    const toast = document.querySelector('.notyf__toast') as HTMLElement;
    (toast.querySelector('.notyf__wrapper') ?? toast).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(clearance()).toBe('');
  });

  it('measures from the highest toast’s place, not its sliding rectangle, to half the viewport', () => {
    const page = document.implementation.createHTMLDocument('');
    const box = page.createElement('div');
    box.className = 'notyf';
    Object.defineProperty(box, 'clientHeight', { value: 740 });
    const toastAt = (top: number) => {
      const toast = page.createElement('div');
      toast.className = 'notyf__toast';
      Object.defineProperty(toast, 'offsetTop', { value: top });
      box.append(toast);
    };
    page.body.append(box);
    toastAt(682);
    updateToastClearance(page);
    expect(clearance(page)).toBe('66px');
    toastAt(600);
    updateToastClearance(page);
    expect(clearance(page)).toBe('148px');
    toastAt(10);
    updateToastClearance(page);
    expect(clearance(page)).toBe('378px');
  });
});
