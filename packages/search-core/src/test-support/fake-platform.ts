/**
 * A fake Platform for search-core tests: fetch answered by a handler that sees decoded params,
 * a location whose hash the test can navigate, memory storage, timers from the global (fake them
 * with vi.useFakeTimers), a seeded random source and a console that records.
 */
import type { KeyValueStorage, Platform, PlatformLocation } from '../platform/platform.js';
import type { Param } from '../solr/params.js';

export interface RecordedRequest {
  url: string;
  method: string;
  params: Param[];
  signal: AbortSignal | undefined;
}

export type FakeHandler = (request: RecordedRequest) => unknown | Promise<unknown>;

export interface FakeLocation extends PlatformLocation {
  /** Simulates a navigation (link, back/forward, typing): sets the hash and fires listeners. */
  navigate(hash: string): void;
  readonly writes: { hash: string; replace: boolean }[];
}

export function createFakeLocation(
  initialHash = '',
  href = 'https://example.test/search',
): FakeLocation {
  let hash = initialHash;
  const listeners = new Set<() => void>();
  const writes: { hash: string; replace: boolean }[] = [];
  return {
    writes,
    getHash: () => hash,
    setHash(next, options) {
      hash = next;
      writes.push({ hash: next, replace: options?.replace ?? false });
    },
    onHashChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: () => (hash ? `${href}#${hash}` : href),
    navigate(next) {
      hash = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export function createMapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A deterministic random source (mulberry32). */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FakePlatform extends Platform {
  location: FakeLocation;
  requests: RecordedRequest[];
  logged: { level: 'log' | 'warn' | 'error'; args: unknown[] }[];
  storage: KeyValueStorage & { map: Map<string, string> };
}

export function createFakePlatform(
  handler: FakeHandler,
  options: { hash?: string } = {},
): FakePlatform {
  const requests: RecordedRequest[] = [];
  const logged: FakePlatform['logged'] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? init.body : '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const params = [...new URLSearchParams(init?.method === 'POST' ? body : query)] as Param[];
    const request: RecordedRequest = {
      url,
      method: init?.method ?? 'GET',
      params,
      signal: init?.signal ?? undefined,
    };
    requests.push(request);
    const signal = init?.signal;
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // Like a real fetch, an abort rejects at once, even while the server has not answered.
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
    aborted.catch(() => {});
    const result = await Promise.race([handler(request), aborted]);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch: fetchImpl as typeof fetch,
    location: createFakeLocation(options.hash ?? ''),
    storage: createMapStorage(),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
      clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
      now: () => Date.now(),
    },
    random: seededRandom(),
    console: {
      log: (...args) => void logged.push({ level: 'log', args }),
      warn: (...args) => void logged.push({ level: 'warn', args }),
      error: (...args) => void logged.push({ level: 'error', args }),
    },
    requests,
    logged,
  };
}

/** All values of a param in a recorded request. */
export function paramValues(request: RecordedRequest | undefined, name: string): string[] {
  return (request?.params ?? []).filter(([key]) => key === name).map(([, value]) => value);
}
