import { describe, expect, it } from 'vitest';
import { adoptMapStyles } from './map-styles.js';

describe('adoptMapStyles', () => {
  it('adopts the map stylesheet once per document', () => {
    const before = document.adoptedStyleSheets.length;
    adoptMapStyles(document);
    adoptMapStyles(document);
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
  });

  it('does nothing, without throwing, where constructable stylesheets are missing', () => {
    const old = document.implementation.createHTMLDocument('old browser');
    Object.defineProperty(old, 'defaultView', { value: { CSSStyleSheet: undefined } });
    expect(() => adoptMapStyles(old)).not.toThrow();
  });
});
