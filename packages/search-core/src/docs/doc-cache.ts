/**
 * The document cache (SPEC 7.2, 9.2): full documents kept in memory, cleared every hour, and
 * optionally in a persistent store for `doc_cache.lifetime` (persistent-doc-store.ts). Only ids
 * missing from both are fetched.
 */
import type { SolrDoc } from '../solr/response-types.js';

/** SPEC 9.2: the in-memory cache is cleared every hour. */
export const MEMORY_CACHE_LIFETIME_MS = 60 * 60 * 1000;

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
  /**
   * Settles when the persistent store is in place (or failed to load): a store given as a
   * promise is a module loaded on demand. Lookups before then see the memory alone, so a caller
   * that would fetch what the store may hold waits for it first.
   */
  readonly ready: Promise<unknown>;

  constructor(now: () => number, store?: DocStore | Promise<DocStore | undefined>) {
    this.#now = now;
    this.#memoryStartedAt = now();
    if (store instanceof Promise) {
      this.ready = store.then(
        (loaded) => {
          this.#store = loaded;
          if (this.#cleared) loaded?.clear();
          // Documents put while it loaded are stored too.
          if (loaded) for (const doc of this.#memory.values()) loaded.write(doc);
        },
        () => {}, // Not loaded: the memory serves alone.
      );
    } else {
      this.#store = store;
      this.ready = Promise.resolve();
    }
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
