import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, SCRIPT_TIMEOUT_MS } from './script-loader.js';

interface HappyDomWindow {
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}

/**
 * A document whose head is detached, so happy-dom neither fetches nor fails the scripts: the test
 * fires their `load` and `error` itself. (The loader keeps its cache per URL for the whole page,
 * so every test uses URLs of its own.)
 */
function sandbox(baseURI = 'https://site.test/en/search/') {
  const head = document.createElement('head');
  const doc = {
    baseURI,
    head,
    createElement: (tag: string) => document.createElement(tag),
  } as unknown as Document;
  const scripts = () => [...head.querySelectorAll('script')];
  return { doc, head, scripts };
}

/** Whether `promise` has settled (after pending microtasks ran). */
async function state(promise: Promise<unknown>): Promise<'pending' | 'fulfilled' | 'rejected'> {
  const marker = Symbol('pending');
  try {
    const result = await Promise.race([promise, Promise.resolve().then(() => marker)]);
    return result === marker ? 'pending' : 'fulfilled';
  } catch {
    return 'rejected';
  }
}

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('appends one async script with the absolute URL and resolves on load', async () => {
    const { doc, scripts } = sandbox();

    const loading = loadScript('/vendor/captcha-a.js', { document: doc });

    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('https://site.test/vendor/captcha-a.js');
    expect(script?.async).toBe(true);
    expect(await state(loading)).toBe('pending');
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('loads each URL once: the same promise and one script, however it is spelled', async () => {
    const { doc, scripts } = sandbox();

    const first = loadScript('https://cdn.test/tracking-b.js', { document: doc });
    const again = loadScript('https://cdn.test/tracking-b.js', { document: doc });
    const relative = loadScript('//cdn.test/tracking-b.js', { document: doc });

    expect(again).toBe(first);
    expect(relative).toBe(first);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await first;
    expect(loadScript('https://cdn.test/tracking-b.js', { document: doc })).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('sets the CSP nonce', () => {
    const { doc, scripts } = sandbox();

    void loadScript('https://cdn.test/nonce-c.js', { document: doc, nonce: 'r4nd0m' });
    void loadScript('https://cdn.test/nonce-d.js', { document: doc });

    const [withNonce, without] = scripts();
    expect(withNonce?.nonce).toBe('r4nd0m');
    expect(without?.nonce || undefined).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://files.test/x.js',
    'blob:https://site.test/1234',
  ])('refuses %s with a clear error and adds no script', async (src) => {
    const { doc, scripts } = sandbox();

    await expect(loadScript(src, { document: doc })).rejects.toThrow(
      `Stayfront: refusing to load the script ${src}: not an http(s) URL.`,
    );

    expect(scripts()).toEqual([]);
  });

  it('fails after 10,000 ms with a message that says so, and removes the script', async () => {
    vi.useFakeTimers();
    const { doc, scripts } = sandbox();

    const loading = loadScript('https://cdn.test/slow-e.js', { document: doc });
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await state(loading)).toBe('pending');
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(SCRIPT_TIMEOUT_MS).toBe(10_000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('10000 ms');
    expect((error as Error).message).toBe(
      'Stayfront: the script https://cdn.test/slow-e.js did not load within 10000 ms.',
    );
    expect(scripts()).toEqual([]);
  });

  it('honours a shorter timeout', async () => {
    vi.useFakeTimers();
    const { doc } = sandbox();

    const loading = loadScript('https://cdn.test/slow-f.js', { document: doc, timeoutMs: 500 });
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);

    expect(((await outcome) as Error).message).toContain('within 500 ms');
  });

  it('does not time out once loaded', async () => {
    vi.useFakeTimers();
    const { doc, scripts } = sandbox();

    const loading = loadScript('https://cdn.test/fast-g.js', { document: doc });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS * 2);

    await expect(loading).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const { doc, scripts } = sandbox();

    const failed = loadScript('https://cdn.test/flaky-h.js', { document: doc });
    scripts()[0]?.dispatchEvent(new Event('error'));

    await expect(failed).rejects.toThrow(
      'Stayfront: the script https://cdn.test/flaky-h.js failed to load.',
    );
    expect(scripts()).toEqual([]);
    const retry = loadScript('https://cdn.test/flaky-h.js', { document: doc });
    expect(retry).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('appends to the page document by default', async () => {
    // happy-dom does not run scripts; told to, it reports them loaded.
    const settings = (window as unknown as HappyDomWindow).happyDOM.settings;
    const before = settings.handleDisabledFileLoadingAsSuccess;
    settings.handleDisabledFileLoadingAsSuccess = true;
    try {
      const loading = loadScript('/assets/widget-i.js', { nonce: 'n0nce' });

      const script = document.head.querySelector<HTMLScriptElement>('script[src$="widget-i.js"]');
      expect(script?.src).toBe(new URL('/assets/widget-i.js', document.baseURI).href);
      expect(script?.nonce).toBe('n0nce');
      await expect(loading).resolves.toBeUndefined();
    } finally {
      settings.handleDisabledFileLoadingAsSuccess = before;
    }
  });
});
