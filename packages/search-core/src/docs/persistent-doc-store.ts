/**
 * The persistent tier of the document cache (SPEC 7.2, 9.2: `doc_cache.lifetime`): documents in
 * the platform's storage (localStorage) for a lifetime. Loaded on demand, only by a search with a
 * lifetime configured (connection.ts), so pages without it never download it. Storage can be
 * full, disabled or tampered with: every failure is absorbed, and a corrupted entry is dropped.
 * The storage is the site's too (cookie banners, carts…), so a store sweeps expired entries once
 * and keeps within bounds of its own, below the browsers' quotas. Each entry carries its expiry:
 * caches of other sites' pages or instances share the storage with lifetimes of their own, and
 * the sweep must judge their entries by their writer's lifetime, not by the sweeping cache's.
 */
import type { KeyValueStorage } from '../platform/platform.js';
import type { SolrDoc } from '../solr/response-types.js';
import type { DocStore } from './doc-cache.js';

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

export interface PersistentDocStoreOptions {
  storage: KeyValueStorage | null;
  now: () => number;
  /** Persistent lifetime in ms; 0 keeps documents in memory only. */
  persistentLifetimeMs: number;
  /** Separates caches of different indexes and field lists sharing one storage. */
  namespace: string;
}

/**
 * What a storage entry holds: the time it was written, when it expires (its writer's lifetime
 * later) and the document. Entries written before the expiry was stored lack `e`: each cache
 * judges them by its own lifetime, as all did then.
 */
interface StoredEntry {
  t: number;
  e?: number;
  d: SolrDoc;
}

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class PersistentDocStore implements DocStore {
  readonly #options: PersistentDocStoreOptions;
  /** Storage keys are `{prefix}{id}`. */
  readonly #prefix: string;
  /** Set when storage refused a write even after eviction: it is not used again. */
  #storageFull = false;
  /** Our stored entries' keys and sizes, oldest first; the sweep at our first write builds it. */
  #stored: Map<string, number> | undefined;
  /** The characters we may hold; halved when the storage is full although we are within it. */
  #budget = MAX_STORED_CHARS;

  constructor(options: PersistentDocStoreOptions) {
    this.#options = options;
    this.#prefix = `${KEY_PREFIX}${options.namespace}:`;
  }

  /**
   * The stored document `id` if its entry is sound and within both our lifetime and its writer's
   * (another instance of this namespace may keep documents longer than we accept them, SPEC 7.2:
   * our lifetime is ours to apply); never throws.
   */
  read(id: string): SolrDoc | undefined {
    const storage = this.#persistent();
    try {
      const entry = storage && this.#readEntry(storage, this.#prefix + id, id)?.[0];
      // Too old for us but not for its writer: left in place for the writer, and replaced by the
      // document we fetch instead.
      return entry && this.#options.now() - entry.t < this.#options.persistentLifetimeMs
        ? entry.d
        : undefined;
    } catch {
      return undefined;
    }
  }

  /** Removes every entry of this namespace. */
  clear(): void {
    this.#forEachStoredKey(this.#prefix, (key) => this.#remove(key));
  }

  /** The storage to read and write documents in; null when persistence is off or gave up. */
  #persistent(): KeyValueStorage | null {
    const { storage, persistentLifetimeMs } = this.#options;
    return persistentLifetimeMs > 0 && !this.#storageFull ? storage : null;
  }

  /**
   * The entry at `key` and its size if it is well-formed, holds the document `id` (when given)
   * and has not expired by its writer's lifetime (`e`; ours for entries without it); any other
   * entry is removed. Throws when reading the storage throws.
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
    // An entry without `e` (or with null) predates stored expiries: our lifetime judges it.
    const expires = entry?.e ?? Number(written) + this.#options.persistentLifetimeMs;
    const now = this.#options.now();
    if (
      typeof written === 'number' &&
      typeof expires === 'number' &&
      // A timestamp in the future is as suspect as a malformed one (NaN fails both).
      written <= now &&
      now < expires &&
      (id === undefined || entry?.d?.id === id)
    )
      return [entry as StoredEntry, key.length + raw.length];
    this.#remove(key);
    return undefined;
  }

  /** Stores `doc`, within this cache's bounds; never throws. */
  write(doc: SolrDoc): void {
    const storage = this.#persistent();
    if (!storage) return;
    this.#stored ??= this.#sweep(storage);
    const stored = this.#stored;
    const key = this.#prefix + doc.id;
    const { now, persistentLifetimeMs } = this.#options;
    const written = now();
    const value = JSON.stringify({
      t: written,
      e: written + persistentLifetimeMs,
      d: doc,
    } satisfies StoredEntry);
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
   * reads again. Each entry is judged by its own expiry, so a cache with a short lifetime never
   * removes what another instance on the site keeps for longer; only entries written before
   * expiries were stored are judged by our lifetime (at worst their cache fetches again, and
   * stores them with an expiry). Once per cache, at its first write (after a fetch), so lookups
   * never walk the storage.
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

/**
 * The store of a search (connection.ts): `setup` (its proxy, index, site hash and fields, which
 * keep document caches apart, SPEC 7.2) hashed into a short namespace. Here rather than in the
 * search, so pages without `doc_cache` do not carry the hash.
 */
export function openDocStore(
  storage: KeyValueStorage,
  now: () => number,
  persistentLifetimeMs: number,
  setup: string,
): PersistentDocStore {
  return new PersistentDocStore({
    storage,
    now,
    persistentLifetimeMs,
    namespace: shortHash(setup),
  });
}

/** A short stable hash (djb2): the same setup gets the same namespace on every page and deploy. */
export function shortHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

function sum(sizes: Map<string, number>): number {
  let total = 0;
  for (const size of sizes.values()) total += size;
  return total;
}
