import { describe, expect, it, vi } from 'vitest';
import { showToast } from './show-toast.js';
import { updateToastClearance } from './toast-clearance.js';

const clearance = (doc = document) =>
  doc.documentElement.style.getPropertyValue('--sf-toast-clearance');

describe('toast clearance (WCAG 2.4.11)', () => {
  it('pads the page’s scrolling by the toasts’ height while one shows, and not after', async () => {
    await showToast(document, 'Link copied.');
    const { style } = document.documentElement;
    expect(style.getPropertyValue('scroll-padding-bottom')).toBe('var(--sf-toast-clearance)');
    expect(clearance()).not.toBe('');
    const toast = document.querySelector('.notyf__toast') as HTMLElement;
    (toast.querySelector('.notyf__wrapper') ?? toast).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(clearance()).toBe('');
    expect(style.getPropertyValue('scroll-padding-bottom')).toBe('');
  });

  it('keeps a theme’s larger scroll-padding-bottom (a sticky bar), and the root’s own style after', () => {
    const page = document.implementation.createHTMLDocument('');
    const computed = vi
      .spyOn(window, 'getComputedStyle')
      .mockReturnValue({ getPropertyValue: () => '96px' } as unknown as CSSStyleDeclaration);
    Object.defineProperty(page, 'defaultView', { value: window });
    const root = page.documentElement;
    root.style.setProperty('scroll-padding-bottom', '1rem');
    const box = page.createElement('div');
    box.className = 'notyf';
    Object.defineProperty(box, 'clientHeight', { value: 740 });
    const toast = page.createElement('div');
    toast.className = 'notyf__toast';
    Object.defineProperty(toast, 'offsetTop', { value: 682 });
    box.append(toast);
    page.body.append(box);
    updateToastClearance(page);
    expect(computed).toHaveBeenCalledWith(root);
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe(
      'max(96px, var(--sf-toast-clearance))',
    );
    // A second toast: the theme's value read before ours replaced it, not ours.
    updateToastClearance(page);
    expect(computed).toHaveBeenCalledTimes(1);
    toast.classList.add('notyf__toast--disappear');
    updateToastClearance(page);
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('1rem');
    expect(root.style.getPropertyPriority('scroll-padding-bottom')).toBe('');
    computed.mockRestore();
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
