import { describe, expect, it } from 'vitest';
import { adoptMapStyles } from './map-styles.js';

describe('adoptMapStyles', () => {
  it('adopts the map stylesheet once per document', () => {
    const before = document.adoptedStyleSheets.length;
    adoptMapStyles(document);
    adoptMapStyles(document);
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
  });

  it('styles the map with a <style> element where constructable stylesheets are missing (Safari before 16.4)', () => {
    const old = document.implementation.createHTMLDocument('old browser');
    Object.defineProperty(old, 'defaultView', { value: { CSSStyleSheet: undefined } });
    expect(() => adoptMapStyles(old)).not.toThrow();
    const styles = old.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('.sf-map__canvas');
  });
});
