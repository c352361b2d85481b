import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressUrl, startProgress } from './progress.js';
import { type ProgressConfig, parseProgressConfig } from './progress-config.js';
import { readProgress } from './progress-status.js';

const config = (overrides: Partial<ProgressConfig> = {}): ProgressConfig => {
  const parsed = parseProgressConfig({ uri: '/api/progress/42', ...overrides });
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};

const issuesOf = (parsed: object) =>
  'issues' in parsed ? (parsed.issues as { path: string; message: string }[]) : [];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML =
    '<div data-widget="progress"><p class="server">Import running…</p></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});
const element = () => document.querySelector('[data-widget]') as HTMLElement;

describe('progress config', () => {
  it('requires uri; defaults GET and 1,000 ms; refuses other methods', () => {
    expect(issuesOf(parseProgressConfig({}))[0]).toEqual({ path: '$.uri', message: 'is required' });
    expect(config()).toMatchObject({ method: 'GET', interval: 1000 });
    expect(issuesOf(parseProgressConfig({ uri: '/p', method: 'DELETE' }))[0]?.path).toBe(
      '$.method',
    );
  });

  it('reports a uri off this site at $.uri, as a config error', () => {
    for (const uri of ['https://evil.example/p', '//evil.example/p', 'javascript:alert(1)'])
      expect(issuesOf(parseProgressConfig({ uri }))).toEqual([
        { path: '$.uri', message: 'expected a URL on this site (http or https)' },
      ]);
    expect(config({ uri: `${location.origin}/api/progress/7` }).uri).toBe(
      `${location.origin}/api/progress/7`,
    );
  });
});

describe('readProgress (SPEC 3.22)', () => {
  it('reads running, finished and status-0 answers', () => {
    expect(readProgress({ status: 1, percentage: 42, message: 'Importing' })).toEqual({
      kind: 'running',
      percentage: 42,
      message: 'Importing',
    });
    expect(readProgress({ status: 1, percentage: 100, message: 'Finished.' })?.kind).toBe(
      'finished',
    );
    expect(readProgress({ status: 'finished', percentage: 80, message: '' })?.kind).toBe(
      'finished',
    );
    expect(
      readProgress({
        status: 0,
        percentage: 50,
        message: 'The import stopped.',
        data: { error: 'No coordinates.' },
      }),
    ).toEqual({ kind: 'error', message: 'The import stopped. No coordinates.' });
    expect(readProgress('nope')).toBeNull();
    expect(readProgress({ status: 1 })).toBeNull();
  });
});

describe('progressUrl', () => {
  it('accepts this site only', () => {
    expect(progressUrl('/api/progress/1', document)?.pathname).toBe('/api/progress/1');
    expect(progressUrl('https://evil.example/api', document)).toBeNull();
    expect(progressUrl('javascript:alert(1)', document)).toBeNull();
  });

  it('refuses to mount on another origin', () => {
    // A config built in code, past parseProgressConfig: the mount checks again.
    expect(() => startProgress(element(), { ...config(), uri: 'https://evil.example/p' })).toThrow(
      /not a URI on this site/,
    );
  });
});

describe('progress widget (SPEC 7.9)', () => {
  it('polls every interval after each answer, shows bar, percentage and message, stops at 100 %', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ status: 1, percentage: 10, message: 'Importing (10%)' }))
      .mockResolvedValueOnce(json({ status: 1, percentage: 60, message: 'Importing (60%)' }))
      .mockResolvedValueOnce(json({ status: 1, percentage: 100, message: 'Finished.' }));
    startProgress(element(), config({ interval: 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/progress\/42$/);
    expect(init.method).toBe('GET');
    const bar = element().querySelector('progress') as HTMLProgressElement;
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(element().querySelector('.sf-progress__percentage')?.textContent).toBe('10%');
    const live = element().querySelector('[role="status"]') as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Importing (10%)');

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bar.value).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(element().querySelector('.sf-progress')?.getAttribute('data-state')).toBe('finished');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('POSTs with no body when configured', async () => {
    fetchMock.mockResolvedValue(json({ status: 1, percentage: 100, message: '' }));
    startProgress(element(), config({ method: 'POST' }));
    await vi.advanceTimersByTimeAsync(0);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('replaces the bar with an error block (role=alert) on status 0, and stops', async () => {
    fetchMock.mockResolvedValue(
      json({
        status: 0,
        percentage: 50,
        message: 'The import stopped.',
        data: { error: 'Listing 42 has no coordinates.' },
      }),
    );
    startProgress(element(), config());
    await vi.advanceTimersByTimeAsync(0);
    expect(element().querySelector('progress')).toBeNull();
    const alert = element().querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('The import stopped. Listing 42 has no coordinates.');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('offline'))],
    ['an HTTP error', () => Promise.resolve(new Response('nope', { status: 500 }))],
    ['a non-progress answer', () => Promise.resolve(json({ hello: 1 }))],
  ])('shows the error block on %s', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(answer);
    startProgress(element(), config({ errorMessage: 'Could not follow the import.' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(element().querySelector('progress')).toBeNull();
    expect(element().querySelector('[role="alert"]')?.textContent).toBe(
      'Could not follow the import.',
    );
  });

  it('cleanup aborts the request, stops polling and restores the server markup', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 1, percentage: 10, message: '' }));
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url: URL, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => {});
    });
    const cleanup = startProgress(element(), config());
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    cleanup();
    expect(signal?.aborted).toBe(true);
    expect(element().querySelector('.server')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
