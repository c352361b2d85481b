// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from './browser-platform.js';

// SPEC 9.2's hash-watch polling, written out: reading POLL_MS would pass whatever it became.
const POLL_MS = 250;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('createBrowserPlatform', () => {
  it('reads and writes the hash through history without firing hashchange', () => {
    const platform = createBrowserPlatform();
    const listener = vi.fn();
    const stop = platform.location.onHashChange(listener);
    const before = window.history.length;
    platform.location.setHash('fq=ss_type:Villa');
    expect(window.location.hash).toBe('#fq=ss_type:Villa');
    expect(platform.location.getHash()).toBe('fq=ss_type:Villa');
    expect(window.history.length).toBe(before + 1);
    platform.location.setHash('start=10', { replace: true });
    expect(window.history.length).toBe(before + 1);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('reports navigations through hashchange, and stops when unsubscribed', async () => {
    const platform = createBrowserPlatform();
    const listener = vi.fn();
    const stop = platform.location.onHashChange(listener);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('polls every 250 ms only where hashchange does not exist (SPEC 2.1)', () => {
    vi.useFakeTimers();
    const descriptor = Object.getOwnPropertyDescriptor(Window.prototype, 'onhashchange');
    const ownDescriptor = Object.getOwnPropertyDescriptor(window, 'onhashchange');
    // Simulate an old embedded browser without the event.
    // The property must be absent, not undefined.
    Reflect.deleteProperty(window, 'onhashchange');
    if (descriptor) Reflect.deleteProperty(Window.prototype, 'onhashchange');
    try {
      expect('onhashchange' in window).toBe(false);
      const platform = createBrowserPlatform();
      const listener = vi.fn();
      const stop = platform.location.onHashChange(listener);
      window.history.replaceState(null, '', '#q=sea');
      vi.advanceTimersByTime(POLL_MS - 1);
      expect(listener).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(listener).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(POLL_MS * 4);
      expect(listener).toHaveBeenCalledTimes(1);
      stop();
      window.history.replaceState(null, '', '#q=other');
      vi.advanceTimersByTime(POLL_MS * 2);
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      if (descriptor) Object.defineProperty(Window.prototype, 'onhashchange', descriptor);
      if (ownDescriptor) Object.defineProperty(window, 'onhashchange', ownDescriptor);
    }
  });

  it('survives a storage that throws on access', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(createBrowserPlatform().storage).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
  });

  it('uses what it is given instead of the browser', () => {
    const fetch = vi.fn();
    const platform = createBrowserPlatform({ fetch, storage: null, random: () => 0.5 });
    expect(platform.fetch).toBe(fetch);
    expect(platform.storage).toBeNull();
    expect(platform.random()).toBe(0.5);
    expect(platform.location.href()).toBe(window.location.href);
  });
});
