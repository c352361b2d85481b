/**
 * The favourites of one namespace (SPEC 3.7, 4.1): a JSON array of ids in a cookie, oldest first.
 * The cookie is the truth, shared by every tab: each change re-reads it first (so a change made in
 * another tab a moment ago is not overwritten), writes it, and announces it to the other tabs.
 * `get()` answers from memory, the same array object until the list changes, so it can back
 * React's `useSyncExternalStore`. Nothing here throws on bad input: a bad cookie is repaired and
 * written back, a bad id is refused.
 */
import { capNewest } from './cookie-size.js';
import { startCrossTabSync } from './cross-tab-sync.js';
import type { FavouritesEnvironment } from './environment.js';
import { isFavouriteId } from './favourite-ids.js';
import { ListenerSet } from './listener-set.js';
import { parseFavouritesCookie, serializeFavourites } from './repair-cookie.js';

export interface AddResult {
  readonly added: boolean;
  /** Ids dropped (oldest first) to stay within the cookie size. */
  readonly dropped: readonly string[];
}

export interface FavouritesStore {
  /** The cookie name. */
  readonly namespace: string;
  /** Ids in the order they were flagged, oldest first. Same array object until it changes. */
  get(): readonly string[];
  has(id: string): boolean;
  /** No duplicates; an invalid id (see `isFavouriteId`) is refused; caps at `MAX_COOKIE_BYTES` keeping the newest. */
  add(id: string): AddResult;
  remove(id: string): void;
  reset(): void;
  /**
   * Removes, in one change, ids the index said it does not have (widgets/prune-missing.ts decides
   * when). Ids flagged in the last `FLAGGED_GRACE_MS`, on any page or tab, stay: their listing
   * may not be in the index yet.
   */
  prune(ids: readonly string[]): void;
  /** Adds or removes; returns the new flagged state. */
  toggle(id: string): boolean;
  /** Re-reads the cookie now (the store also does so on messages from other tabs or by polling). */
  refresh(): void;
  /** Called with the ids after every change, whichever tab made it. Returns the unsubscribe. */
  subscribe(listener: (ids: readonly string[]) => void): () => void;
  /** Fired when an add dropped old ids to fit the cookie: the widgets show a toast. */
  onCapped(listener: (dropped: readonly string[]) => void): () => void;
}

/** A store with its cross-tab sync, which `dispose` stops. */
export interface OwnedFavouritesStore extends FavouritesStore {
  dispose(): void;
}

/**
 * How long a newly flagged id is safe from pruning. A listing's page can be up before the index
 * has it (search_api indexes on cron, every few hours by default), so an answer without it is no
 * proof it left; the visitor who flagged it goes on to other pages and tabs, so the note of when
 * it was flagged is kept in the environment's storage, not in the page.
 */
export const FLAGGED_GRACE_MS = 24 * 60 * 60 * 1000;

const NOT_ADDED: AddResult = Object.freeze({ added: false, dropped: Object.freeze([]) });

/**
 * A store of its own, with cross-tab sync started. Pages use `getFavouritesStore`, which shares one
 * per namespace; this is for tests and for code that manages the lifetime itself.
 */
export function createFavouritesStore(
  namespace: string,
  environment: FavouritesEnvironment,
): OwnedFavouritesStore {
  const { cookies, storage } = environment;
  const flaggedKey = `stayfront-flagged:${namespace}`;
  const changed = new ListenerSet<readonly string[]>();
  const capped = new ListenerSet<readonly string[]>();
  let ids: readonly string[] = Object.freeze([]);
  let idSet = new Set<string>();
  // The cookie value as last read back: a read that finds the same string has nothing new. Where
  // cookies are blocked the value never changes, so the list lives on in memory for the page.
  let lastRaw: string | undefined;
  // Ids flagged on this page, for when there is no storage (or it is blocked).
  const flaggedHere = new Set<string>();

  /** `[id, time]` of the ids flagged in the last FLAGGED_GRACE_MS, on any page or tab. */
  const recentlyFlagged = (): [string, number][] => {
    const now = Date.now();
    try {
      const value: unknown = JSON.parse(storage?.getItem(flaggedKey) ?? '[]');
      return (Array.isArray(value) ? value : []).filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          now - entry[1] < FLAGGED_GRACE_MS,
      );
    } catch {
      return []; // Blocked storage throws; a value another script wrote may not parse.
    }
  };

  const noteFlagged = (id: string) => {
    flaggedHere.add(id);
    const recent = recentlyFlagged().filter(([other]) => other !== id);
    try {
      storage?.setItem(flaggedKey, JSON.stringify([...recent, [id, Date.now()]]));
    } catch {
      // Storage full or blocked: the id is still kept on this page.
    }
  };

  const readRaw = (): string | undefined => {
    try {
      return cookies.get(namespace);
    } catch {
      return undefined; // document.cookie throws in sandboxed documents.
    }
  };

  const write = (next: readonly string[]) => {
    try {
      if (next.length) cookies.set(namespace, serializeFavourites(next));
      else cookies.remove(namespace);
    } catch {
      // Cookies unavailable: the list still works in memory for this page.
    }
    lastRaw = readRaw();
  };

  /** Makes `next` the state and tells the listeners, unless it holds the same ids. */
  const adopt = (next: readonly string[]): boolean => {
    if (next.length === ids.length && next.every((id, index) => id === ids[index])) return false;
    ids = Object.freeze([...next]);
    idSet = new Set(ids);
    changed.emit(() => ids);
    return true;
  };

  /** Adopts the cookie's list if the cookie changed; a corrupted value is repaired and rewritten. */
  const reread = () => {
    const raw = readRaw();
    if (raw === lastRaw) return;
    lastRaw = raw;
    const next = parseFavouritesCookie(namespace, raw);
    if (raw !== undefined && raw !== serializeFavourites(next)) write(next);
    adopt(next);
  };

  const commit = (next: readonly string[]) => {
    write(next);
    if (adopt(next)) sync.announce();
  };

  const add = (id: string): AddResult => {
    reread();
    if (!isFavouriteId(id) || idSet.has(id)) return NOT_ADDED;
    const { kept, dropped } = capNewest(namespace, [...ids, id]);
    noteFlagged(id);
    commit(kept);
    const result = Object.freeze({ added: true, dropped: Object.freeze([...dropped]) });
    if (dropped.length) capped.emit(() => result.dropped);
    return result;
  };

  const remove = (id: string) => {
    reread();
    if (idSet.has(id)) commit(ids.filter((other) => other !== id));
  };

  reread();
  // Started after the first read, so a message cannot arrive before there is a state to compare.
  const sync = startCrossTabSync(namespace, environment, reread);

  return {
    namespace,
    get: () => ids,
    has: (id) => idSet.has(id),
    add,
    remove,
    reset: () => {
      reread();
      commit([]);
    },
    toggle: (id) => {
      if (idSet.has(id)) remove(id);
      else add(id);
      return idSet.has(id);
    },
    prune: (gone) => {
      reread();
      const kept = new Set([...flaggedHere, ...recentlyFlagged().map(([id]) => id)]);
      const next = ids.filter((id) => kept.has(id) || !gone.includes(id));
      if (next.length < ids.length) commit(next);
    },
    refresh: reread,
    subscribe: (listener) => changed.add(listener),
    onCapped: (listener) => capped.add(listener),
    dispose: () => sync.stop(),
  };
}
