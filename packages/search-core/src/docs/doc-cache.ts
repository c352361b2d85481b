/**
 * The document cache (SPEC 7.2, 9.2): full documents kept in memory, cleared every hour, and
 * optionally in persistent storage for `doc_cache.lifetime`. Only ids missing from both are
 * fetched. Storage can be full, disabled or tampered with: every failure is absorbed, and a
 * corrupted entry is dropped.
 */
import type { KeyValueStorage } from '../platform/platform.js';
import type { SolrDoc } from '../solr/response-types.js';

/** SPEC 9.2: the in-memory cache is cleared every hour. */
export const MEMORY_CACHE_LIFETIME_MS = 60 * 60 * 1000;
/** One document larger than this is not worth a storage slot. */
const MAX_ENTRY_CHARS = 100_000;

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

  constructor(options: DocCacheOptions) {
    this.#options = options;
    this.#memoryStartedAt = options.now();
    this.#prefix = `stayfront:doc:${options.namespace}:`;
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
    this.#forEachStoredKey((key) => this.#remove(key));
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
      doc = storage ? this.#readEntry(storage, this.#prefix + id) : undefined;
    } catch {
      return undefined;
    }
    if (doc) this.#memory.set(id, doc);
    return doc;
  }

  /**
   * The document stored at `key` if the entry is well-formed, holds the document the key names
   * and has not expired; any other entry is removed. Throws when reading the storage throws.
   */
  #readEntry(storage: KeyValueStorage, key: string): SolrDoc | undefined {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    let entry: Partial<StoredEntry> | null = null;
    try {
      entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    } catch {
      /* corrupted: removed below */
    }
    const written = entry?.t;
    if (typeof written === 'number' && entry?.d?.id === key.slice(this.#prefix.length)) {
      // A timestamp in the future is as suspect as a malformed one.
      const age = this.#options.now() - written;
      if (age >= 0 && age < this.#options.persistentLifetimeMs) return entry.d;
    }
    this.#remove(key);
    return undefined;
  }

  #writePersistent(doc: SolrDoc): void {
    const storage = this.#persistent();
    if (!storage) return;
    const key = this.#prefix + doc.id;
    const value = JSON.stringify({ t: this.#options.now(), d: doc } satisfies StoredEntry);
    if (value.length > MAX_ENTRY_CHARS) {
      // Not stored, so an older stored version must not outlive it and be served later.
      this.#remove(key);
      return;
    }
    try {
      storage.setItem(key, value);
    } catch {
      // Most likely the quota: drop our expired and corrupted entries and try once more, then
      // stop trying.
      this.#forEachStoredKey((stored) => {
        try {
          this.#readEntry(storage, stored);
        } catch {
          this.#remove(stored); // unreadable: treated as corrupt
        }
      });
      try {
        storage.setItem(key, value);
      } catch {
        this.#storageFull = true;
      }
    }
  }

  /** Calls `visit` with every storage key of this cache, listed before the first visit. */
  #forEachStoredKey(visit: (key: string) => void): void {
    const { storage } = this.#options;
    if (!storage) return;
    const keys: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(this.#prefix)) keys.push(key);
      }
    } catch {
      return;
    }
    keys.forEach(visit);
  }

  #remove(key: string): void {
    try {
      this.#options.storage?.removeItem(key);
    } catch {
      /* nothing more we can do */
    }
  }
}
