/**
 * The document cache (SPEC 7.2, 9.2): full documents kept in memory, cleared every hour, and
 * optionally in a persistent store for `doc_cache.lifetime` (persistent-doc-store.ts). Only ids
 * missing from both are fetched.
 */
import type { PlatformTimers } from '../platform/platform.js';
import type { SolrDoc } from '../solr/response-types.js';

/** SPEC 9.2: the in-memory cache is cleared every hour. */
export const MEMORY_CACHE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * How long `ready` waits for a store still loading (not a SPEC value). Waiting only saves the
 * full-documents request (SPEC 7.2), one round trip to the proxy, typically 100 to 300 ms; a
 * store later than that costs more wait than the request it saves. Normally the store (a small
 * module loaded while the search request is on its way) is in long before.
 */
export const STORE_WAIT_MS = 250;

/** The persistent tier; its methods never throw. */
export interface DocStore {
  read(id: string): SolrDoc | undefined;
  write(doc: SolrDoc): void;
  /** Removes every document of this cache. */
  clear(): void;
}

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class DocCache {
  readonly #now: () => number;
  #memory = new Map<string, SolrDoc>();
  #memoryStartedAt: number;
  #store: DocStore | undefined;
  /** Set by clear(): a store still loading then holds documents that must not come back. */
  #cleared = false;
  /** While a store given as a promise loads: settles (never rejects) when it is in or failed. */
  #loading: Promise<unknown> | undefined;
  /** The first wait for the store, bounded: what `ready` returns until the store is in. */
  #wait: Promise<unknown> | undefined;
  readonly #timers: Pick<PlatformTimers, 'setTimeout'> | undefined;

  /**
   * `timers` bound `ready`'s wait for a store given as a promise (a module loaded on demand,
   * which may hang); without them `ready` waits for it as long as it takes.
   */
  constructor(
    now: () => number,
    store?: DocStore | Promise<DocStore | undefined>,
    timers?: Pick<PlatformTimers, 'setTimeout'>,
  ) {
    this.#now = now;
    this.#memoryStartedAt = now();
    this.#timers = timers;
    if (store instanceof Promise) {
      // Not loaded (or failing as it is put in place): the memory serves alone.
      const settled = () => {
        this.#loading = undefined;
      };
      this.#loading = store
        .then((loaded) => {
          this.#store = loaded;
          if (this.#cleared) loaded?.clear();
          // Documents put while it loaded are stored too.
          if (loaded) for (const doc of this.#memory.values()) loaded.write(doc);
        })
        .then(settled, settled);
    } else this.#store = store;
  }

  /**
   * Settles when the persistent store is in place, failed to load, or `STORE_WAIT_MS` after it
   * was first asked for; never rejects. Lookups before the store is in see the memory alone, so a
   * caller that would fetch what the store may hold waits for it first, but no longer than that:
   * a store arriving later is used from then on (it also stores what was put meanwhile), and
   * later waits end at once, as this promise is the first one's.
   */
  get ready(): Promise<unknown> {
    const loading = this.#loading;
    const timers = this.#timers;
    if (!loading) return Promise.resolve();
    // Without timers, the race is the load's alone.
    this.#wait ??= Promise.race([
      loading,
      new Promise<void>((done) => timers?.setTimeout(done, STORE_WAIT_MS)),
    ]);
    return this.#wait;
  }

  /** Splits `ids` into cached documents and the ids still to fetch, keeping the given order. */
  lookup(ids: readonly string[]): { found: Map<string, SolrDoc>; missing: string[] } {
    this.#expireMemory();
    const found = new Map<string, SolrDoc>();
    const missing: string[] = [];
    for (const id of ids) {
      let doc = this.#memory.get(id);
      if (!doc) {
        doc = this.#store?.read(id);
        if (doc) this.#memory.set(id, doc);
      }
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
      this.#store?.write(doc);
    }
  }

  /** Forgets every document, in memory and in the store. */
  clear(): void {
    this.#memory.clear();
    this.#memoryStartedAt = this.#now();
    this.#cleared = true;
    this.#store?.clear();
  }

  #expireMemory(): void {
    const now = this.#now();
    if (now - this.#memoryStartedAt >= MEMORY_CACHE_LIFETIME_MS) {
      this.#memory.clear();
      this.#memoryStartedAt = now;
    }
  }
}
