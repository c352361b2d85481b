import { afterEach, describe, expect, it } from 'vitest';
import { markerContent } from './marker-content.js';

afterEach(() => document.body.replaceChildren());

describe('markerContent: a page element the page hid until a marker shows it', () => {
  it('shows the copy of an element hidden inline, the legacy way, to screen readers too', () => {
    document.body.innerHTML =
      '<div class="info" style="display: none; color: teal" aria-hidden="true"><p>Our office, open daily</p></div>';
    const box = markerContent(
      { kind: 'element', selector: '.info', offset: 0 },
      {
        document,
        rmtcallback: null,
        texts: { loading: 'Loading…', failed: 'Could not load.' },
        signal: new AbortController().signal,
      },
    ) as HTMLElement;
    expect(box.style.display).toBe('');
    expect(box.style.color).toBe('teal');
    expect(box.hasAttribute('aria-hidden')).toBe(false);
    // The page's own element stays hidden.
    const source = document.querySelector<HTMLElement>('.info') as HTMLElement;
    expect(source.style.display).toBe('none');
    expect(source.getAttribute('aria-hidden')).toBe('true');
  });
});
