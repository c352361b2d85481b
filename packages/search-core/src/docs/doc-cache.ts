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
const KEY_PREFIX = 'stayfront:doc:';
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

interface StoredEntry {
  t: number;
  d: SolrDoc;
}

export class DocCache {
  private memory = new Map<string, SolrDoc>();
  private memoryStartedAt: number;
  private persistentBroken = false;
  private readonly prefix: string;

  constructor(private readonly options: DocCacheOptions) {
    this.memoryStartedAt = options.now();
    this.prefix = `${KEY_PREFIX}${options.namespace}:`;
  }

  /** Splits `ids` into cached documents and the ids still to fetch, keeping the given order. */
  lookup(ids: readonly string[]): { found: Map<string, SolrDoc>; missing: string[] } {
    this.expireMemory();
    const found = new Map<string, SolrDoc>();
    const missing: string[] = [];
    for (const id of ids) {
      const doc = this.memory.get(id) ?? this.readPersistent(id);
      if (doc) found.set(id, doc);
      else if (!missing.includes(id)) missing.push(id);
    }
    return { found, missing };
  }

  get(id: string): SolrDoc | undefined {
    return this.lookup([id]).found.get(id);
  }

  put(docs: readonly SolrDoc[]): void {
    this.expireMemory();
    for (const doc of docs) {
      if (!doc.id) continue;
      this.memory.set(doc.id, doc);
      this.writePersistent(doc);
    }
  }

  /** Forgets every document, in memory and in storage. */
  clear(): void {
    this.memory.clear();
    this.memoryStartedAt = this.options.now();
    this.forEachStoredKey((key) => this.remove(key));
  }

  private expireMemory(): void {
    const now = this.options.now();
    if (now - this.memoryStartedAt >= MEMORY_CACHE_LIFETIME_MS) {
      this.memory.clear();
      this.memoryStartedAt = now;
    }
  }

  private get persistent(): KeyValueStorage | null {
    return this.options.persistentLifetimeMs > 0 && !this.persistentBroken
      ? this.options.storage
      : null;
  }

  private readPersistent(id: string): SolrDoc | undefined {
    const storage = this.persistent;
    if (!storage) return undefined;
    const key = this.prefix + id;
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    const entry = parseEntry(raw);
    if (!entry || entry.d.id !== id || this.isExpired(entry)) {
      this.remove(key);
      return undefined;
    }
    this.memory.set(id, entry.d);
    return entry.d;
  }

  private writePersistent(doc: SolrDoc): void {
    const storage = this.persistent;
    if (!storage) return;
    const value = JSON.stringify({ t: this.options.now(), d: doc } satisfies StoredEntry);
    if (value.length > MAX_ENTRY_CHARS) {
      // Not stored, so an older stored version must not outlive it and be served later.
      this.remove(this.prefix + doc.id);
      return;
    }
    try {
      storage.setItem(this.prefix + doc.id, value);
    } catch {
      // Most likely the quota: drop our expired entries and try once more, then stop trying.
      this.evictExpired();
      try {
        storage.setItem(this.prefix + doc.id, value);
      } catch {
        this.persistentBroken = true;
      }
    }
  }

  private isExpired(entry: StoredEntry): boolean {
    const age = this.options.now() - entry.t;
    return age < 0 || age >= this.options.persistentLifetimeMs;
  }

  private evictExpired(): void {
    this.forEachStoredKey((key, storage) => {
      let raw: string | null = null;
      try {
        raw = storage.getItem(key);
      } catch {
        /* unreadable: treat as corrupt */
      }
      const entry = raw === null ? null : parseEntry(raw);
      if (!entry || this.isExpired(entry)) this.remove(key);
    });
  }

  private forEachStoredKey(visit: (key: string, storage: KeyValueStorage) => void): void {
    const storage = this.options.storage;
    if (!storage) return;
    const keys: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(this.prefix)) keys.push(key);
      }
    } catch {
      return;
    }
    for (const key of keys) visit(key, storage);
  }

  private remove(key: string): void {
    try {
      this.options.storage?.removeItem(key);
    } catch {
      /* nothing more we can do */
    }
  }
}

function parseEntry(raw: string): StoredEntry | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredEntry> | null;
    if (
      value &&
      typeof value.t === 'number' &&
      value.d &&
      typeof value.d === 'object' &&
      typeof (value.d as { id?: unknown }).id === 'string'
    ) {
      return value as StoredEntry;
    }
  } catch {
    /* corrupted */
  }
  return null;
}
