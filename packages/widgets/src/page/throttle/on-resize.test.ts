import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onResize, RESIZE_THROTTLE_MS, SLIDER_RESIZE_THROTTLE_MS } from './on-resize.js';
import { prefersReducedMotion } from './reduced-motion.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fire = (type = 'resize') => window.dispatchEvent(new Event(type));

describe('onResize', () => {
  it('uses the SPEC 9.4 constants: 250 ms, 100 ms for sliders', () => {
    expect(RESIZE_THROTTLE_MS).toBe(250);
    expect(SLIDER_RESIZE_THROTTLE_MS).toBe(100);
  });

  it('runs at once, then at most once per 250 ms with a trailing call', async () => {
    const callback = vi.fn();
    const stop = onResize(window, callback);
    fire();
    expect(callback).toHaveBeenCalledTimes(1);
    fire();
    fire();
    fire('orientationchange');
    await vi.advanceTimersByTimeAsync(249);
    expect(callback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(2);
    // The trailing call opened a new window; nothing more came, so nothing more runs.
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
  });

  it('listens to orientationchange too', () => {
    const callback = vi.fn();
    const stop = onResize(window, callback);
    fire('orientationchange');
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('takes another window, e.g. 100 ms for sliders', async () => {
    const callback = vi.fn();
    const stop = onResize(window, callback, SLIDER_RESIZE_THROTTLE_MS);
    fire();
    fire();
    await vi.advanceTimersByTimeAsync(99);
    expect(callback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops listening and drops the pending trailing call on cleanup', async () => {
    const callback = vi.fn();
    const stop = onResize(window, callback);
    fire();
    fire();
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    fire();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

/** A ResizeObserver the test reports through, and elements whose width it sets. */
function fakeObserver() {
  const observers: { callback: () => void; targets: Element[]; connected: boolean }[] = [];
  class FakeResizeObserver {
    readonly record = { callback: () => {}, targets: [] as Element[], connected: true };
    constructor(callback: () => void) {
      this.record.callback = callback;
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.connected = false;
    }
  }
  const report = () => {
    for (const observer of observers) if (observer.connected) observer.callback();
  };
  return { observers, report, Observer: FakeResizeObserver as unknown as typeof ResizeObserver };
}

function sized(width: number) {
  const element = document.createElement('div');
  let current = width;
  Object.defineProperty(element, 'offsetWidth', { configurable: true, get: () => current });
  return { element, resize: (next: number) => (current = next) };
}

describe('onResize with elements', () => {
  it('runs when an element changes width while the window does not, under the same throttle', async () => {
    const { observers, report, Observer } = fakeObserver();
    const target = Object.assign(Object.create(window) as Window, { ResizeObserver: Observer });
    for (const key of ['addEventListener', 'removeEventListener', 'setTimeout', 'clearTimeout'])
      Object.defineProperty(target, key, {
        value: (window[key as keyof Window] as (...args: unknown[]) => unknown).bind(window),
      });
    const slide = sized(576);
    const viewport = sized(576);
    const callback = vi.fn();
    const stop = onResize(target, callback, SLIDER_RESIZE_THROTTLE_MS, [
      viewport.element,
      slide.element,
    ]);
    expect(observers[0]?.targets).toEqual([viewport.element, slide.element]);
    // The observer's first report, with the widths read at the start, calls nothing.
    report();
    expect(callback).not.toHaveBeenCalled();
    // A theme's rule for the woken state makes the slides wider: re-measure at once.
    slide.resize(1168);
    viewport.resize(1168);
    report();
    expect(callback).toHaveBeenCalledTimes(1);
    report();
    expect(callback).toHaveBeenCalledTimes(1);
    // A window resize inside the window is throttled with it; the trailing call comes.
    fire();
    await vi.advanceTimersByTimeAsync(SLIDER_RESIZE_THROTTLE_MS);
    expect(callback).toHaveBeenCalledTimes(2);
    // Widths the callback itself set are not a change.
    callback.mockImplementation(() => slide.resize(600));
    slide.resize(590);
    await vi.advanceTimersByTimeAsync(SLIDER_RESIZE_THROTTLE_MS);
    report();
    expect(callback).toHaveBeenCalledTimes(3);
    report();
    await vi.advanceTimersByTimeAsync(SLIDER_RESIZE_THROTTLE_MS);
    expect(callback).toHaveBeenCalledTimes(3);
    stop();
    expect(observers[0]?.connected).toBe(false);
  });

  it('still follows the window where there is no ResizeObserver', () => {
    const callback = vi.fn();
    const target = Object.create(window) as Window;
    for (const key of ['addEventListener', 'removeEventListener', 'setTimeout', 'clearTimeout'])
      Object.defineProperty(target, key, {
        value: (window[key as keyof Window] as (...args: unknown[]) => unknown).bind(window),
      });
    Object.defineProperty(target, 'ResizeObserver', { value: undefined });
    const stop = onResize(target, callback, SLIDER_RESIZE_THROTTLE_MS, [sized(10).element]);
    fire();
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('prefersReducedMotion', () => {
  it('reads the prefers-reduced-motion media query', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }));
    expect(prefersReducedMotion({ matchMedia } as unknown as Window)).toBe(true);
    expect(prefersReducedMotion(null)).toBe(false);
  });
});
