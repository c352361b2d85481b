/**
 * The document cache (SPEC 7.2, 9.2): full documents kept in memory, cleared every hour, and
 * optionally in persistent storage for `doc_cache.lifetime`. Only ids missing from both are
 * fetched. Storage can be full, disabled or tampered with: every failure is absorbed, and a
 * corrupted entry is dropped. The storage is the site's too (cookie banners, carts…), so a cache
 * sweeps expired entries once and keeps within bounds of its own, below the browsers' quotas.
 */
import type { KeyValueStorage } from '../platform/platform.js';
import type { SolrDoc } from '../solr/response-types.js';

/** SPEC 9.2: the in-memory cache is cleared every hour. */
export const MEMORY_CACHE_LIFETIME_MS = 60 * 60 * 1000;
/** One document larger than this is not worth a storage slot. */
const MAX_ENTRY_CHARS = 100_000;
/** Every document cache's keys are `{KEY_PREFIX}{namespace}:{id}`. */
const KEY_PREFIX = 'stayfront:doc:';
/**
 * At most this many documents of one cache in storage (not a SPEC value): at 10 to 50 results a
 * page, a visitor's last 6 to 30 pages, enough to go back without fetching. It also bounds the
 * sweep's work at the next page's first write.
 */
export const MAX_STORED_DOCS = 300;
/**
 * At most this many characters (keys and values, what quotas count) of one cache in storage:
 * about 1 MB as UTF-16, a fifth of the smallest per-origin quota (Safari's 5 MB, UTF-16 bytes;
 * Chrome and Firefox allow about 5 million characters). The rest is the site's.
 */
export const MAX_STORED_CHARS = 500_000;

export interface DocCacheOptions {
  storage: KeyValueStorage | null;
  now: () => number;
  /** Persistent lifetime in ms; 0 keeps documents in memory only. */
  persistentLifetimeMs: number;
  /** Separates caches of different indexes and field lists sharing one storage. */
  namespace: string;
}

/** What a storage entry holds: the time it was written and the document. */
interface StoredEntry {
  t: number;
  d: SolrDoc;
}

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class DocCache {
  readonly #options: DocCacheOptions;
  /** Storage keys are `{prefix}{id}`. */
  readonly #prefix: string;
  #memory = new Map<string, SolrDoc>();
  #memoryStartedAt: number;
  /** Set when storage refused a write even after eviction: it is not used again. */
  #storageFull = false;
  /** Our stored entries' keys and sizes, oldest first; the sweep at our first write builds it. */
  #stored: Map<string, number> | undefined;
  /** The characters we may hold; halved when the storage is full although we are within it. */
  #budget = MAX_STORED_CHARS;

  constructor(options: DocCacheOptions) {
    this.#options = options;
    this.#memoryStartedAt = options.now();
    this.#prefix = `${KEY_PREFIX}${options.namespace}:`;
  }

  /** Splits `ids` into cached documents and the ids still to fetch, keeping the given order. */
  lookup(ids: readonly string[]): { found: Map<string, SolrDoc>; missing: string[] } {
    this.#expireMemory();
    const found = new Map<string, SolrDoc>();
    const missing: string[] = [];
    for (const id of ids) {
      const doc = this.#memory.get(id) ?? this.#readPersistent(id);
      if (doc) found.set(id, doc);
      else if (!missing.includes(id)) missing.push(id);
    }
    return { found, missing };
  }

  get(id: string): SolrDoc | undefined {
    return this.lookup([id]).found.get(id);
  }

  put(docs: readonly SolrDoc[]): void {
    this.#expireMemory();
    for (const doc of docs) {
      if (!doc.id) continue;
      this.#memory.set(doc.id, doc);
      this.#writePersistent(doc);
    }
  }

  /** Forgets every document, in memory and in storage. */
  clear(): void {
    this.#memory.clear();
    this.#memoryStartedAt = this.#options.now();
    this.#forEachStoredKey(this.#prefix, (key) => this.#remove(key));
  }

  #expireMemory(): void {
    const now = this.#options.now();
    if (now - this.#memoryStartedAt >= MEMORY_CACHE_LIFETIME_MS) {
      this.#memory.clear();
      this.#memoryStartedAt = now;
    }
  }

  /** The storage to read and write documents in; null when persistence is off or gave up. */
  #persistent(): KeyValueStorage | null {
    const { storage, persistentLifetimeMs } = this.#options;
    return persistentLifetimeMs > 0 && !this.#storageFull ? storage : null;
  }

  #readPersistent(id: string): SolrDoc | undefined {
    const storage = this.#persistent();
    let doc: SolrDoc | undefined;
    try {
      doc = storage ? this.#readEntry(storage, this.#prefix + id, id)?.[0].d : undefined;
    } catch {
      return undefined;
    }
    if (doc) this.#memory.set(id, doc);
    return doc;
  }

  /**
   * The entry at `key` and its size if it is well-formed, holds the document `id` (when given)
   * and has not expired; any other entry is removed. Throws when reading the storage throws.
   */
  #readEntry(
    storage: KeyValueStorage,
    key: string,
    id: string | undefined,
  ): [StoredEntry, number] | undefined {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    let entry: Partial<StoredEntry> | null = null;
    try {
      entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    } catch {
      /* corrupted: removed below */
    }
    const written = entry?.t;
    if (typeof written === 'number' && (id === undefined || entry?.d?.id === id)) {
      // A timestamp in the future is as suspect as a malformed one.
      const age = this.#options.now() - written;
      if (age >= 0 && age < this.#options.persistentLifetimeMs)
        return [entry as StoredEntry, key.length + raw.length];
    }
    this.#remove(key);
    return undefined;
  }

  #writePersistent(doc: SolrDoc): void {
    const storage = this.#persistent();
    if (!storage) return;
    this.#stored ??= this.#sweep(storage);
    const stored = this.#stored;
    const key = this.#prefix + doc.id;
    const value = JSON.stringify({ t: this.#options.now(), d: doc } satisfies StoredEntry);
    const size = key.length + value.length;
    // The older version goes first: if this one is not stored (too large, storage full), the
    // older must not outlive it and be served later.
    this.#remove(key);
    if (value.length > MAX_ENTRY_CHARS) return;
    try {
      this.#trim(stored, size);
      storage.setItem(key, value);
    } catch {
      // Most likely the quota, reached although we are within our bounds: the site's own data
      // needs the room. From now on we keep to half of what we hold, and try once more; giving
      // up leaves less of ours than before the attempt.
      this.#budget = sum(stored) / 2;
      try {
        this.#trim(stored, size);
        storage.setItem(key, value);
      } catch {
        this.#storageFull = true;
        return;
      }
    }
    stored.set(key, size);
  }

  /** Removes our oldest entries until one of `size` more characters fits within our bounds. */
  #trim(stored: Map<string, number>, size: number): void {
    let total = sum(stored) + size;
    for (const [key, entrySize] of stored) {
      if (stored.size < MAX_STORED_DOCS && total <= this.#budget) return;
      this.#remove(key); // deletes it from `stored` too, which a Map's iteration allows
      total -= entrySize;
    }
  }

  /**
   * Removes the expired and corrupted entries of every document cache and returns ours, oldest
   * first. Other namespaces are another index's or field list's, or an older deploy's that nothing
   * reads again: their lifetime is not stored, so ours judges them. At worst a search with a
   * longer lifetime on the same site fetches again; it never gets a wrong document. Once per
   * cache, at its first write (after a fetch), so lookups never walk the storage.
   */
  #sweep(storage: KeyValueStorage): Map<string, number> {
    const ours: [key: string, written: number, size: number][] = [];
    this.#forEachStoredKey(KEY_PREFIX, (key) => {
      const mine = key.startsWith(this.#prefix);
      try {
        const found = this.#readEntry(
          storage,
          key,
          mine ? key.slice(this.#prefix.length) : undefined,
        );
        if (found && mine) ours.push([key, found[0].t, found[1]]);
      } catch {
        this.#remove(key); // unreadable: treated as corrupt
      }
    });
    return new Map(ours.sort((a, b) => a[1] - b[1]).map(([key, , size]) => [key, size]));
  }

  /** Calls `visit` with every storage key starting with `prefix`, listed before the first visit. */
  #forEachStoredKey(prefix: string, visit: (key: string) => void): void {
    const { storage } = this.#options;
    if (!storage) return;
    const keys: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
    } catch {
      return;
    }
    keys.forEach(visit);
  }

  #remove(key: string): void {
    this.#stored?.delete(key);
    try {
      this.#options.storage?.removeItem(key);
    } catch {
      /* nothing more we can do */
    }
  }
}

function sum(sizes: Map<string, number>): number {
  let total = 0;
  for (const size of sizes.values()) total += size;
  return total;
}
