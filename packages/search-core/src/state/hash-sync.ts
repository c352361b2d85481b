/**
 * Keeps one instance's query in the URL hash (SPEC 2.1). Writes leave other instances' and
 * foreign hash parts alone, skip identical hashes, and never trigger a search; a navigation
 * (back/forward, a link, typing) reports the decoded query so the instance can search again.
 */
import type { PlatformLocation } from '../platform/platform.js';
import { decodeComponent } from '../solr/params.js';
import { decodeHash, EXPOSABLE_PARAMS, encodeHash, type HashCodecOptions } from './hash-codec.js';
import { queriesEqual, type SearchQuery } from './search-query.js';

export class HashSync {
  readonly #location: PlatformLocation;
  readonly #codec: HashCodecOptions;
  /** Every parameter name this instance may own, exposed or not. */
  readonly #ownNames: readonly string[];
  #stop: (() => void) | null = null;
  /** The last hash we wrote: seeing it come back (polling browsers) is not a navigation. */
  #lastWritten: string | null = null;

  constructor(location: PlatformLocation, codec: HashCodecOptions) {
    this.#location = location;
    this.#codec = codec;
    this.#ownNames = EXPOSABLE_PARAMS.map((name) => codec.prefix + name);
  }

  read(): SearchQuery {
    return decodeHash(this.#location.getHash(), this.#codec);
  }

  /** Writes the query; `replace` rewrites the current history entry instead of adding one. */
  write(query: SearchQuery, options: { replace?: boolean } = {}): void {
    const hash = this.#location.getHash();
    // Foreign parts stay, in order; ours are replaced by the new encoding at the end.
    const parts = hash
      .split('&')
      .filter((part) => !this.#ownNames.includes(decodeComponent(part.split('=', 1)[0] ?? '')));
    parts.push(encodeHash(query, this.#codec));
    const next = parts.filter(Boolean).join('&');
    if (next === hash) return;
    this.#lastWritten = next;
    this.#location.setHash(next, options);
  }

  /** Starts watching; `onNavigate` gets the new query only when it differs from `current()`. */
  watch(current: () => SearchQuery, onNavigate: (query: SearchQuery) => void): void {
    this.unwatch();
    this.#stop = this.#location.onHashChange(() => {
      const echo = this.#location.getHash() === this.#lastWritten;
      // Forget it either way: a later back/forward to this same hash is a real navigation.
      this.#lastWritten = null;
      if (echo) return;
      const query = this.read();
      if (!queriesEqual(query, current())) onNavigate(query);
    });
  }

  unwatch(): void {
    this.#stop?.();
    this.#stop = null;
  }
}
