import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchUnlockAnswer,
  forgetUnlockAnswers,
  isAntibotKey,
  readUnlockAnswer,
  UNLOCK_TIME_LIMIT_MS,
} from './unlock-settings.js';

afterEach(() => {
  forgetUnlockAnswers(document);
  vi.unstubAllGlobals();
});

describe('readUnlockAnswer (SPEC 7.6)', () => {
  it('maps form ids to their action and key, with or without a "forms" wrapper', () => {
    const entry = { action: '/leads/1', key: 'abc' };
    expect(readUnlockAnswer({ 'bt-leads-1': entry }).get('bt-leads-1')).toEqual(entry);
    expect(readUnlockAnswer({ forms: { 'bt-leads-1': entry } }).get('bt-leads-1')).toEqual(entry);
  });

  it('drops what is not a bounded string', () => {
    const answer = readUnlockAnswer({
      a: { action: 42, key: 'has space' },
      b: 'nonsense',
      c: { action: '/x'.repeat(1001), key: 'k'.repeat(513) },
    });
    expect(answer.get('a')).toEqual({ action: null, key: null });
    expect(answer.has('b')).toBe(false);
    expect(answer.get('c')).toEqual({ action: null, key: null });
    expect(readUnlockAnswer(null).size).toBe(0);
    expect(readUnlockAnswer(['x']).size).toBe(0);
  });

  it('isAntibotKey takes 1 to 512 printable characters', () => {
    expect(isAntibotKey('Ab3_-+/=')).toBe(true);
    expect(isAntibotKey('')).toBe(false);
    expect(isAntibotKey('a\nb')).toBe(false);
    expect(isAntibotKey(12)).toBe(false);
  });
});

describe('fetchUnlockAnswer', () => {
  it('asks once per page, same-origin, and shares the answer', async () => {
    const fetch = vi.fn(async () => Response.json({ f: { action: '/a', key: 'k' } }));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([
      fetchUnlockAnswer(document, '/bt-leads-antibot-workaround'),
      fetchUnlockAnswer(document, '/bt-leads-antibot-workaround'),
    ]);
    expect(first).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      new URL('/bt-leads-antibot-workaround', location.href).href,
      expect.objectContaining({ mode: 'same-origin', credentials: 'same-origin' }),
    );
  });

  it('answers "refused" and warns once when the server refuses, and asks no more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response('oops', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchUnlockAnswer(document, '/unlock')).toBe('refused');
    expect(await fetchUnlockAnswer(document, '/unlock')).toBe('refused');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers "refused" for an answer that is not JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Login</html>')),
    );
    expect(await fetchUnlockAnswer(document, '/unlock')).toBe('refused');
  });

  it('answers "unreachable" when no server answered, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ f: { action: '/a', key: 'k' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchUnlockAnswer(document, '/unlock')).toBe('unreachable');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tried again'), expect.any(Error));
    const answer = await fetchUnlockAnswer(document, '/unlock');
    expect(answer).toEqual(new Map([['f', { action: '/a', key: 'k' }]]));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers "unreachable" when the connection drops while the body comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cut = new Response('{}');
    vi.spyOn(cut, 'text').mockRejectedValue(new TypeError('network error'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cut),
    );
    expect(await fetchUnlockAnswer(document, '/unlock')).toBe('unreachable');
  });

  it('answers "unreachable" when no answer came within its time limit, and asks again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A stalled connection: nothing, until the request's signal aborts it.
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    try {
      let answer: string | undefined;
      void fetchUnlockAnswer(document, '/unlock').then((value) => {
        answer = typeof value === 'string' ? value : 'answered';
      });
      await vi.advanceTimersByTimeAsync(UNLOCK_TIME_LIMIT_MS - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toBe('unreachable');
      void fetchUnlockAnswer(document, '/unlock');
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never asks another site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await fetchUnlockAnswer(document, 'https://evil.example/unlock')).toBe('refused');
    expect(fetch).not.toHaveBeenCalled();
  });
});
