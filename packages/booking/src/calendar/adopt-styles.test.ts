import { describe, expect, it } from 'vitest';
import { adoptCalendarStyles } from './adopt-styles.js';

describe('adoptCalendarStyles', () => {
  it('styles the calendar with a <style> element, with the scripts’ nonce, where constructable stylesheets are missing (Safari before 16.4)', () => {
    const old = document.implementation.createHTMLDocument('old browser');
    Object.defineProperty(old, 'defaultView', { value: { CSSStyleSheet: undefined } });
    // A nonce is read from the script's property: browsers hide the attribute once it has run.
    const script = old.createElement('script');
    script.setAttribute('nonce', '');
    Object.defineProperty(script, 'nonce', { value: 'r4nd0m' });
    old.head.append(script);
    expect(() => adoptCalendarStyles(old)).not.toThrow();
    adoptCalendarStyles(old);
    const styles = old.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('.flatpickr-calendar');
    expect(styles[0]?.nonce).toBe('r4nd0m');
  });

  it('adopts one constructed stylesheet and adds no <style> element where they exist', () => {
    const page = document.implementation.createHTMLDocument('new browser');
    Object.defineProperty(page, 'defaultView', { value: window });
    adoptCalendarStyles(page);
    adoptCalendarStyles(page);
    expect(page.head.querySelector('style')).toBeNull();
    expect(page.adoptedStyleSheets).toHaveLength(1);
  });
});
