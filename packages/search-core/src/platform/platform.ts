/**
 * The browser capabilities search-core uses, injected so the core runs in Node with fakes
 * and in a page with the defaults from `createBrowserPlatform`.
 */

/** The subset of `Storage` the document cache needs. Every call may throw (quota, privacy mode). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PlatformLocation {
  /** The hash without its leading `#`, still percent-encoded. */
  getHash(): string;
  /** Writes the hash (without `#`); `replace` avoids a new history entry. */
  setHash(hash: string, options?: { replace?: boolean }): void;
  /** Calls `listener` when the hash changes by navigation (back/forward, links, typing). */
  onHashChange(listener: () => void): () => void;
  /** The page URL, for the ranking service's `full_url` and `host_name`. */
  href(): string;
}

export interface PlatformTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface PlatformConsole {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface Platform {
  fetch: typeof fetch;
  location: PlatformLocation;
  /** Persistent storage for the document cache; `null` when the page has none or denies it. */
  storage: KeyValueStorage | null;
  timers: PlatformTimers;
  /** A number in [0, 1), like `Math.random`. */
  random(): number;
  console: PlatformConsole;
  /**
   * Calls `listener` when the connection comes back (the browser's `online` event: only on an
   * offline-to-online change); returns the unsubscribe. Optional: without it nothing is retried.
   */
  onOnline?(listener: () => void): () => void;
}

/** A platform with some parts replaced, for tests and for hosts with special needs. */
export type PlatformOverrides = Partial<Platform>;
