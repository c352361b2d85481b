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

describe('prefersReducedMotion', () => {
  it('reads the prefers-reduced-motion media query', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }));
    expect(prefersReducedMotion({ matchMedia } as unknown as Window)).toBe(true);
    expect(prefersReducedMotion(null)).toBe(false);
  });
});
