/** `element` content (SPEC 3.19): what may be copied into a window, and what the copy keeps. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markerContent } from './marker-content.js';

const TEXTS = { loading: 'Loading…', failed: 'Failed' };
const copy = (selector: string, mapElement?: Element, offset = 0) =>
  markerContent(
    { kind: 'element', selector, offset },
    {
      document,
      rmtcallback: null,
      texts: TEXTS,
      signal: new AbortController().signal,
      ...(mapElement ? { mapElement } : {}),
    },
  );

afterEach(() => document.body.replaceChildren());

describe('markerContent: element', () => {
  it('never copies the map, or what holds it, into its own window, and says so', () => {
    document.body.innerHTML =
      '<section class="where"><div class="map" data-widget="map"></div></section><p class="office">Our office</p>';
    const map = document.querySelector('.map') as Element;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(copy('.where', map)).toBeNull();
    expect(copy('.map', map)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(copy('.office', map)?.textContent).toBe('Our office');
  });

  it('copies widgets as content: the loader finds no data-widget in the copy to wake', () => {
    document.body.innerHTML =
      '<div class="office" data-widget="collapsible" data-widget-state="ready" data-widget-config="{}"><a href="/x" data-widget="modal" data-widget-load="interaction">Terms</a></div>';
    const box = copy('.office');
    expect(box?.textContent).toBe('Terms');
    expect(
      box?.querySelectorAll(
        '[data-widget], [data-widget-state], [data-widget-config], [data-widget-load]',
      ),
    ).toHaveLength(0);
    expect(box?.hasAttribute('data-widget')).toBe(false);
    // The page's own element keeps them.
    expect(document.querySelector('.office')?.getAttribute('data-widget')).toBe('collapsible');
  });

  it('warns when the selector is invalid or matches nothing (the marker would do nothing)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(copy('[[')).toBeNull();
    expect(copy('.nowhere')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('".nowhere"');
  });
});
