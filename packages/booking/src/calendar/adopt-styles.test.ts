import { describe, expect, it } from 'vitest';
import { adoptCalendarStyles } from './adopt-styles.js';

describe('adoptCalendarStyles', () => {
  it('does nothing, without throwing, where constructable stylesheets are missing', () => {
    const old = document.implementation.createHTMLDocument('old browser');
    Object.defineProperty(old, 'defaultView', { value: { CSSStyleSheet: undefined } });
    expect(() => adoptCalendarStyles(old)).not.toThrow();
  });
});
