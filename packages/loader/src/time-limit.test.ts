import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeLimit } from './time-limit.js';

/** A request that never answers, until its signal aborts it (as fetch does, at once if it is). */
const stalled = (signal: AbortSignal) =>
  new Promise<string>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeLimit', () => {
  it('aborts a request with no answer at its limit, as a TimeoutError naming it', async () => {
    vi.useFakeTimers();
    const result = withTimeLimit(2500, stalled);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2499);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as DOMException;
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('No answer within 2.5 s');
  });

  it('gives the answer that comes in time, and leaves no timer or listener behind', async () => {
    vi.useFakeTimers();
    const outer = new AbortController();
    const remove = vi.spyOn(outer.signal, 'removeEventListener');
    await expect(withTimeLimit(1000, async () => 'answer', outer.signal)).resolves.toBe('answer');
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('is aborted by the caller’s signal, with the caller’s reason, before or during the request', async () => {
    const gone = new AbortController();
    gone.abort(new Error('unmounted'));
    await expect(withTimeLimit(1000, stalled, gone.signal)).rejects.toThrow('unmounted');
    const later = new AbortController();
    const running = withTimeLimit(1000, stalled, later.signal);
    later.abort(new Error('left the page'));
    await expect(running).rejects.toThrow('left the page');
  });
});
