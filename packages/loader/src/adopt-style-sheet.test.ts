import { describe, expect, it } from 'vitest';
import { adoptStyleSheet } from './adopt-style-sheet.js';

/** A document as Safari before 16.4 has it: no constructable stylesheets. */
function oldBrowserDocument(nonce?: string): Document {
  const old = document.implementation.createHTMLDocument('old browser');
  Object.defineProperty(old, 'defaultView', { value: { CSSStyleSheet: undefined } });
  if (nonce !== undefined) {
    const script = old.createElement('script');
    // Read from the property: browsers hide the attribute once the script has run.
    script.setAttribute('nonce', '');
    Object.defineProperty(script, 'nonce', { value: nonce });
    old.head.append(script);
  }
  return old;
}

describe('adoptStyleSheet', () => {
  it('adopts one constructed stylesheet per name, adding no <style> element, where they exist', () => {
    const page = document.implementation.createHTMLDocument('new browser');
    Object.defineProperty(page, 'defaultView', { value: window });
    let built = 0;
    const css = () => {
      built += 1;
      return '.a{color:red}';
    };
    adoptStyleSheet(page, 'a', css);
    adoptStyleSheet(page, 'a', css);
    adoptStyleSheet(page, 'b', () => '.b{color:blue}');
    expect(page.head.querySelector('style')).toBeNull();
    expect(page.adoptedStyleSheets).toHaveLength(2);
    expect(built).toBe(1);
  });

  it('adds a <style> at the end of the head, with the scripts’ nonce, without constructable stylesheets (Safari before 16.4)', () => {
    const old = oldBrowserDocument('r4nd0m');
    old.head.append(old.createElement('link'));
    expect(() => adoptStyleSheet(old, 'a', () => '.a{color:red}')).not.toThrow();
    adoptStyleSheet(old, 'a', () => '.a{color:red}');
    const styles = old.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.a{color:red}');
    expect(styles[0]?.nonce).toBe('r4nd0m');
    expect(old.head.lastElementChild).toBe(styles[0]);
  });

  it('adds the <style> without a nonce on a page whose scripts have none', () => {
    const old = oldBrowserDocument();
    adoptStyleSheet(old, 'a', () => '.a{}');
    expect(old.head.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  });
});
