import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SolrDoc } from '../solr/response-types.js';
import { MemoryStorage } from '../test-support/memory-storage.js';
import { DocCache, MEMORY_CACHE_LIFETIME_MS, STORE_WAIT_MS } from './doc-cache.js';
import {
  MAX_STORED_CHARS,
  MAX_STORED_DOCS,
  openDocStore,
  PersistentDocStore,
  type PersistentDocStoreOptions,
} from './persistent-doc-store.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 1);

function doc(id: string, fields: Record<string, unknown> = {}): SolrDoc {
  return { id, ss_title: `Title ${id}`, ...fields };
}

/** A clock the test advances. */
function clock(start = T0) {
  const state = {
    time: start,
    now: () => state.time,
    advance: (ms: number) => {
      state.time += ms;
    },
  };
  return state;
}

/** A memory cache over a persistent store with `options`. */
function cacheWith(
  options: Partial<PersistentDocStoreOptions> & Pick<PersistentDocStoreOptions, 'now'>,
): DocCache {
  return new DocCache(
    options.now,
    new PersistentDocStore({
      storage: null,
      persistentLifetimeMs: 0,
      namespace: 'ns1',
      ...options,
    }),
  );
}

/** The storage key the cache used for `id`, found by writing through a throwaway cache. */
function keyFor(namespace: string, id: string): string {
  const probe = new MemoryStorage();
  cacheWith({ storage: probe, now: () => T0, persistentLifetimeMs: HOUR, namespace }).put([
    doc(id),
  ]);
  const [key] = probe.keys();
  if (!key) throw new Error('the cache wrote nothing');
  return key;
}

describe('DocCache lookup', () => {
  it('splits ids into found documents and missing ids, keeping order and dropping duplicates', () => {
    const time = clock();
    const cache = cacheWith({ now: time.now });
    const a = doc('a');
    const c = doc('c');
    cache.put([c, a]);

    const { found, missing } = cache.lookup(['b', 'a', 'b', 'c', 'd', 'a', 'd', 'e']);
    expect([...found.keys()]).toEqual(['a', 'c']);
    expect(found.get('a')).toBe(a);
    expect(found.get('c')).toBe(c);
    expect(missing).toEqual(['b', 'd', 'e']);
  });

  it('returns everything missing from an empty cache and nothing for no ids', () => {
    const cache = cacheWith({ now: clock().now });
    expect(cache.lookup(['x', 'y', 'x'])).toEqual({ found: new Map(), missing: ['x', 'y'] });
    expect(cache.lookup([])).toEqual({ found: new Map(), missing: [] });
  });

  it('get() returns one cached document or undefined', () => {
    const cache = cacheWith({ now: clock().now });
    const a = doc('a');
    cache.put([a]);
    expect(cache.get('a')).toBe(a);
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces a document put again with the newer version', () => {
    const cache = cacheWith({ now: clock().now });
    cache.put([doc('a', { version: 1 })]);
    const newer = doc('a', { version: 2 });
    cache.put([newer]);
    expect(cache.get('a')).toBe(newer);
  });

  it('does not cache documents without an id', () => {
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: clock().now, storage, persistentLifetimeMs: HOUR });
    cache.put([{ ss_title: 'no id' } as unknown as SolrDoc, doc('')]);
    expect(storage.keys()).toEqual([]);
    expect(cache.lookup([''])).toEqual({ found: new Map(), missing: [''] });
  });
});

describe('DocCache memory lifetime (SPEC 7.2, 9.2)', () => {
  it('is one hour', () => {
    expect(MEMORY_CACHE_LIFETIME_MS).toBe(HOUR);
  });

  it('keeps documents in memory until exactly one hour, then clears them', () => {
    const time = clock();
    const cache = cacheWith({ now: time.now });
    cache.put([doc('a')]);

    time.advance(MEMORY_CACHE_LIFETIME_MS - 1);
    expect(cache.get('a')).toEqual(doc('a'));
    time.advance(1);
    expect(cache.lookup(['a'])).toEqual({ found: new Map(), missing: ['a'] });
  });

  it('clears the whole memory every hour, including documents put during that hour', () => {
    const time = clock();
    const cache = cacheWith({ now: time.now });
    time.advance(30 * 60 * 1000);
    cache.put([doc('late')]);
    time.advance(30 * 60 * 1000);
    expect(cache.get('late')).toBeUndefined();

    // A new hour starts at the clear: a document put now lasts until the next one.
    cache.put([doc('next')]);
    time.advance(HOUR - 1);
    expect(cache.get('next')).toBeDefined();
    time.advance(1);
    expect(cache.get('next')).toBeUndefined();
  });

  it('still serves documents from storage after the memory was cleared', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    cache.put([doc('a', { n: 1 })]);
    time.advance(HOUR);
    expect(cache.get('a')).toEqual(doc('a', { n: 1 }));
  });
});

describe('DocCache persistent storage', () => {
  it('survives a new cache on the same storage until the lifetime, then drops and removes entries', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const lifetime = 2 * HOUR;
    const first = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
    const a = doc('a', { sm_tags: ['x', 'y'], its_price: 120, bs_pets: false });
    first.put([a]);
    expect(storage.keys()).toHaveLength(1);

    time.advance(lifetime - 1);
    const second = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
    expect(second.lookup(['a', 'b'])).toEqual({ found: new Map([['a', a]]), missing: ['b'] });

    time.advance(1);
    const third = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
    expect(third.lookup(['a'])).toEqual({ found: new Map(), missing: ['a'] });
    expect(storage.keys()).toEqual([]);
  });

  it('writes nothing to storage when the lifetime is 0', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 0 });
    cache.put([doc('a'), doc('b')]);
    expect(cache.get('a')).toEqual(doc('a'));
    expect(storage.setItemCalls).toEqual([]);
    expect(storage.keys()).toEqual([]);

    // Memory only: after the hourly clear the document is gone.
    time.advance(HOUR);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps namespaces apart on one storage', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const one = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'one' });
    one.put([doc('a', { from: 'one' })]);
    const two = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'two' });
    expect(two.get('a')).toBeUndefined();
    two.put([doc('a', { from: 'two' })]);
    const oneAgain = cacheWith({
      now: time.now,
      storage,
      persistentLifetimeMs: HOUR,
      namespace: 'one',
    });
    expect(oneAgain.get('a')).toEqual(doc('a', { from: 'one' }));
  });

  it('does not store a document too large for one entry', () => {
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: clock().now, storage, persistentLifetimeMs: HOUR });
    const big = doc('big', { tm_body: 'x'.repeat(200_000) });
    cache.put([big]);
    expect(storage.keys()).toEqual([]);
    expect(cache.get('big')).toBe(big);
  });

  it('never serves an older stored version after a newer one was put, even one too large to store', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    cache.put([doc('a', { version: 1 })]);
    const newer = doc('a', { version: 2, tm_body: 'x'.repeat(200_000) });
    cache.put([newer]);
    expect(cache.get('a')).toBe(newer);

    time.advance(HOUR); // memory cleared
    const found = cache.get('a');
    expect(found === undefined || found === newer).toBe(true);
    const reloaded = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    expect(reloaded.get('a')?.version).not.toBe(1);
  });

  describe('drops corrupted entries silently and removes them', () => {
    const lifetime = 2 * HOUR;
    const cases: [string, (now: number) => string][] = [
      ['not JSON', () => '{"t":'],
      ['plain text', () => 'hello'],
      ['JSON null', () => 'null'],
      ['a number', () => '42'],
      ['an array', () => '[1,2]'],
      ['no timestamp', (now) => JSON.stringify({ d: { id: 'a' }, x: now })],
      ['a string timestamp', (now) => JSON.stringify({ t: String(now), d: { id: 'a' } })],
      ['no document', (now) => JSON.stringify({ t: now })],
      ['a null document', (now) => JSON.stringify({ t: now, d: null })],
      ['a string document', (now) => JSON.stringify({ t: now, d: 'a' })],
      ['an array document', (now) => JSON.stringify({ t: now, d: ['a'] })],
      ['a document without id', (now) => JSON.stringify({ t: now, d: { ss_title: 'x' } })],
      ['a numeric id', (now) => JSON.stringify({ t: now, d: { id: 5 } })],
      ['an id mismatch', (now) => JSON.stringify({ t: now, d: { id: 'b' } })],
      ['a timestamp in the future', (now) => JSON.stringify({ t: now + 60_000, d: { id: 'a' } })],
    ];
    it.each(cases)('%s', (_name, corrupt) => {
      const time = clock();
      const storage = new MemoryStorage();
      const key = keyFor('ns1', 'a');
      storage.map.set(key, corrupt(time.time));
      storage.map.set('unrelated', 'keep me');

      const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
      let result: ReturnType<DocCache['lookup']> | undefined;
      expect(() => {
        result = cache.lookup(['a']);
      }).not.toThrow();
      expect(result).toEqual({ found: new Map(), missing: ['a'] });
      expect(storage.map.has(key)).toBe(false);
      expect(storage.map.get('unrelated')).toBe('keep me');
    });

    it('reads a well-formed entry written at the same key (the key format is right)', () => {
      const time = clock();
      const storage = new MemoryStorage();
      const key = keyFor('ns1', 'a');
      storage.map.set(key, JSON.stringify({ t: time.time, d: { id: 'a', n: 1 } }));
      const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
      expect(cache.get('a')).toEqual({ id: 'a', n: 1 });
    });
  });
});

describe('DocCache sweep of expired entries', () => {
  it('at its first write, removes expired and corrupted entries of every document cache, nothing else', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const lifetime = 2 * HOUR;
    const options = { now: time.now, storage, persistentLifetimeMs: lifetime };
    cacheWith(options).put([doc('old1'), doc('old2')]);
    cacheWith({ ...options, namespace: 'olderDeploy' }).put([doc('foreign')]);
    time.advance(HOUR);
    cacheWith(options).put([doc('kept')]);
    cacheWith({ ...options, namespace: 'otherIndex' }).put([doc('recent')]);
    const junk = {
      [keyFor('ns1', 'junk')]: 'garbage',
      [keyFor('gone', 'x')]: '{"t":',
      [keyFor('gone', 'y')]: JSON.stringify({ t: 'yesterday', d: { id: 'y' } }),
      [keyFor('gone', 'z')]: JSON.stringify({ t: time.time + 3 * HOUR, d: { id: 'z' } }),
    };
    for (const [key, value] of Object.entries(junk)) storage.map.set(key, value);
    const unrelated = {
      theme: 'dark',
      'stayfront:other': JSON.stringify({ t: 0, d: { id: 'x' } }),
    };
    for (const [key, value] of Object.entries(unrelated)) storage.map.set(key, value);

    time.advance(HOUR); // old1, old2 and foreign are expired; kept and recent are not
    const cache = cacheWith(options);
    expect(cache.get('nothing')).toBeUndefined(); // reading sweeps nothing
    expect(storage.keys()).toHaveLength(11);
    cache.put([doc('new')]);
    expect(storage.keys().sort()).toEqual(
      [
        ...Object.keys(unrelated),
        keyFor('ns1', 'kept'),
        keyFor('otherIndex', 'recent'),
        keyFor('ns1', 'new'),
      ].sort(),
    );
    expect(cacheWith({ ...options, namespace: 'otherIndex' }).get('recent')).toEqual(doc('recent'));
  });

  it('walks the storage once per cache, never on lookups', () => {
    const time = clock();
    const storage = new MemoryStorage({ initial: { theme: 'dark' } });
    let walked = 0;
    const key = storage.key.bind(storage);
    storage.key = (index) => {
      walked++;
      return key(index);
    };
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    cache.lookup(['a', 'b']);
    expect(walked).toBe(0);
    cache.put([doc('a')]);
    expect(walked).toBeGreaterThan(0);
    walked = 0;
    for (let i = 0; i < 5; i++) {
      time.advance(HOUR);
      cache.put([doc(`d${i}`), doc('a')]);
      cache.lookup(['a', `d${i}`, 'x']);
    }
    expect(walked).toBe(0);
  });
});

describe("DocCache sweep judges each entry by its writer's lifetime", () => {
  const DAY = 24 * HOUR;

  it('a cache with a short lifetime keeps the entries another keeps longer, until their expiry', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const daily = { now: time.now, storage, persistentLifetimeMs: DAY, namespace: 'daily' };
    const hourly = { now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'hourly' };
    cacheWith(daily).put([doc('kept')]);
    cacheWith(hourly).put([doc('short')]);

    time.advance(2 * HOUR);
    cacheWith(hourly).put([doc('sweeps')]); // its first write sweeps every namespace
    expect(storage.map.has(keyFor('daily', 'kept'))).toBe(true);
    expect(storage.map.has(keyFor('hourly', 'short'))).toBe(false); // its own rule: expired
    expect(cacheWith(daily).get('kept')).toEqual(doc('kept'));

    time.advance(DAY - 2 * HOUR); // the daily entry's expiry
    cacheWith(hourly).put([doc('again')]);
    expect(storage.map.has(keyFor('daily', 'kept'))).toBe(false);
  });

  it('within one namespace, a reader with a shorter lifetime serves neither an older entry nor removes it', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const long = { now: time.now, storage, persistentLifetimeMs: 3 * HOUR };
    const short = { ...long, persistentLifetimeMs: HOUR };
    cacheWith(long).put([doc('a'), doc('b')]);
    time.advance(2 * HOUR);
    const reader = cacheWith(short);
    expect(reader.lookup(['a']).missing).toEqual(['a']); // too old for its rule
    reader.put([doc('c')]); // the sweep
    expect(storage.map.has(keyFor('ns1', 'a'))).toBe(true);
    expect(cacheWith(long).get('b')).toEqual(doc('b')); // still good for its writer
  });

  it('reads entries without an expiry (written before it was stored) by its own lifetime', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const legacy = (id: string) => JSON.stringify({ t: time.time, d: doc(id) });
    storage.map.set(keyFor('ns1', 'mine'), legacy('mine'));
    storage.map.set(keyFor('other', 'theirs'), legacy('theirs'));
    const options = { now: time.now, storage, persistentLifetimeMs: HOUR };
    time.advance(HOUR - 1);
    expect(cacheWith(options).get('mine')).toEqual(doc('mine'));
    cacheWith(options).put([doc('x')]);
    expect(storage.map.has(keyFor('other', 'theirs'))).toBe(true);
    time.advance(1);
    expect(() => cacheWith(options).put([doc('y')])).not.toThrow();
    expect(storage.map.has(keyFor('other', 'theirs'))).toBe(false);
    expect(cacheWith(options).get('mine')).toBeUndefined();
  });

  it.each([
    ['a string expiry', (now: number) => ({ t: now, e: String(now + HOUR), d: { id: 'a' } })],
    ['an expiry gone by', (now: number) => ({ t: now - 2, e: now - 1, d: { id: 'a' } })],
    ['an expiry before the write', (now: number) => ({ t: now, e: now - HOUR, d: { id: 'a' } })],
    ['a future write time', (now: number) => ({ t: now + 1, e: now + HOUR, d: { id: 'a' } })],
  ])('drops and removes an entry with %s, in its own namespace or another', (_name, entry) => {
    const time = clock();
    const storage = new MemoryStorage();
    storage.map.set(keyFor('ns1', 'a'), JSON.stringify(entry(time.time)));
    storage.map.set(keyFor('other', 'a'), JSON.stringify(entry(time.time)));
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: DAY });
    expect(cache.lookup(['a']).missing).toEqual(['a']);
    expect(() => cache.put([doc('b')])).not.toThrow();
    expect(storage.keys()).toEqual([keyFor('ns1', 'b')]);
  });
});

describe('openDocStore (the store a search opens)', () => {
  it('keeps the namespaces earlier versions gave each setup, so their entries are still read', () => {
    const setup = JSON.stringify(['/search/proxy', null, null, '*']);
    const storage = new MemoryStorage();
    // Values of the hash as connection.ts computed it before it moved into this module.
    storage.map.set('stayfront:doc:7dv9kv:a', JSON.stringify({ t: T0, d: doc('a') }));
    const cache = new DocCache(
      () => T0 + 1,
      openDocStore(storage, () => T0 + 1, HOUR, setup),
    );
    expect(cache.get('a')).toEqual(doc('a'));
    cache.put([doc('b')]);
    expect(storage.map.has('stayfront:doc:7dv9kv:b')).toBe(true);
  });
});

describe('DocCache storage bounds', () => {
  it(`keeps at most ${MAX_STORED_DOCS} documents, evicting the oldest by their stored time`, () => {
    const time = clock(T0 + HOUR);
    const storage = new MemoryStorage();
    // Stored in the reverse order of their times, as another tab or an earlier page left them.
    for (let i = MAX_STORED_DOCS - 1; i >= 0; i--)
      storage.map.set(keyFor('ns1', `d${i}`), JSON.stringify({ t: T0 + i, d: doc(`d${i}`) }));
    const other = cacheWith({
      now: time.now,
      storage,
      persistentLifetimeMs: 2 * HOUR,
      namespace: 'o',
    });
    other.put([doc('foreign')]);
    const ours = () =>
      storage.keys().filter((key) => key.startsWith(keyFor('ns1', 'x').slice(0, -1)));

    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 2 * HOUR });
    cache.put([doc('n0'), doc('n1')]);
    expect(ours()).toHaveLength(MAX_STORED_DOCS);
    expect(storage.map.has(keyFor('ns1', 'd0'))).toBe(false);
    expect(storage.map.has(keyFor('ns1', 'd1'))).toBe(false);
    expect(storage.map.has(keyFor('ns1', 'd2'))).toBe(true);
    for (let i = 2; i < 7; i++) {
      time.advance(1);
      cache.put([doc(`n${i}`)]);
    }
    expect(ours()).toHaveLength(MAX_STORED_DOCS);
    expect(storage.map.has(keyFor('ns1', 'd6'))).toBe(false);
    expect(storage.map.has(keyFor('ns1', 'd7'))).toBe(true);
    expect(storage.map.has(keyFor('ns1', 'n0'))).toBe(true);
    expect(storage.map.has(keyFor('o', 'foreign'))).toBe(true); // other caches keep their own
  });

  it(`keeps at most ${MAX_STORED_CHARS} characters of documents`, () => {
    const time = clock();
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    for (let i = 0; i < 20; i++) {
      cache.put([doc(`big${i}`, { tm_body: 'x'.repeat(40_000) })]);
      time.advance(1);
      expect(storage.usedBytes).toBeLessThanOrEqual(MAX_STORED_CHARS);
    }
    expect(storage.map.has(keyFor('ns1', 'big19'))).toBe(true);
    expect(storage.map.has(keyFor('ns1', 'big0'))).toBe(false);
  });
});

describe('DocCache with a full storage', () => {
  it('within the lifetime, evicts its oldest entries, retries once and leaves the site room', () => {
    const time = clock();
    const storage = new MemoryStorage({ initial: { cart: 'x'.repeat(1000) } });
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    for (let i = 0; i < 10; i++) {
      cache.put([doc(`a${i}`)]);
      time.advance(1000);
    }
    const ours = storage.usedBytes - 'cart'.length - 1000;
    storage.quotaBytes = storage.usedBytes; // full, every entry still valid
    storage.setItemCalls.length = 0;

    const incoming = doc('incoming');
    expect(() => cache.put([incoming])).not.toThrow();
    const incomingKey = keyFor('ns1', 'incoming');
    expect(storage.setItemCalls.map((call) => call.key)).toEqual([incomingKey, incomingKey]);
    expect(storage.map.has(incomingKey)).toBe(true);
    expect(storage.map.has(keyFor('ns1', 'a0'))).toBe(false); // the oldest went
    expect(storage.map.has(keyFor('ns1', 'a9'))).toBe(true); // the newest stayed
    expect(storage.map.get('cart')).toBe('x'.repeat(1000));

    // From now on the cache keeps to half of what it held: the site's own scripts can write.
    for (let i = 0; i < 20; i++) cache.put([doc(`b${i}`)]);
    expect(storage.map.has(keyFor('ns1', 'b19'))).toBe(true);
    expect(() =>
      storage.setItem('banner', 'y'.repeat(Math.floor(ours / 2) - 'banner'.length)),
    ).not.toThrow();
    const reloaded = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    expect(reloaded.get('b19')).toEqual(doc('b19'));
  });

  it('giving up leaves less of ours than before, and never an older version of the document', () => {
    const time = clock();
    const storage = new MemoryStorage({ initial: { cart: 'x'.repeat(1000) } });
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    cache.put([doc('a', { version: 1 })]);
    storage.quotaBytes = storage.usedBytes; // full, of the site's data above all
    const usedBefore = storage.usedBytes;

    const newer = doc('a', { version: 2, body: 'longer than the first version' });
    expect(() => cache.put([newer])).not.toThrow();
    expect(storage.setItemCalls.at(-1)?.value).toContain('longer');
    expect(storage.usedBytes).toBeLessThan(usedBefore);
    expect(cache.get('a')).toBe(newer);
    time.advance(HOUR); // memory cleared
    expect(cache.get('a')?.version).not.toBe(1);
    const reloaded = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    expect(reloaded.get('a')?.version).not.toBe(1);
  });

  it('also evicts corrupted entries to make room', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const junkKey = keyFor('ns1', 'junk');
    storage.map.set(junkKey, 'garbage'.repeat(20));
    storage.quotaBytes = storage.usedBytes;
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    expect(() => cache.put([doc('a')])).not.toThrow();
    expect(storage.map.has(junkKey)).toBe(false);
    expect(storage.map.has(keyFor('ns1', 'a'))).toBe(true);
  });

  it('gives up after one retry and keeps serving from memory', () => {
    const time = clock();
    const storage = new MemoryStorage({ quotaBytes: 0 });
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    const a = doc('a');
    expect(() => cache.put([a])).not.toThrow();
    expect(storage.setItemCalls).toHaveLength(2);
    expect(storage.keys()).toEqual([]);
    expect(cache.get('a')).toBe(a);

    const b = doc('b');
    expect(() => cache.put([b])).not.toThrow();
    expect(cache.lookup(['a', 'b'])).toEqual({
      found: new Map([
        ['a', a],
        ['b', b],
      ]),
      missing: [],
    });
  });
});

describe('DocCache with a storage that throws on every call', () => {
  it('never throws out of any method', () => {
    const time = clock();
    const storage = new MemoryStorage({ failAll: true });
    expect(() => storage.length).toThrow();
    expect(() => storage.key(0)).toThrow();

    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR });
    const a = doc('a');
    expect(() => cache.put([a, doc('b')])).not.toThrow();
    expect(cache.lookup(['a', 'c'])).toEqual({ found: new Map([['a', a]]), missing: ['c'] });
    expect(cache.get('a')).toBe(a);
    time.advance(HOUR);
    expect(() => cache.lookup(['a'])).not.toThrow();
    expect(cache.get('a')).toBeUndefined();
    expect(() => cache.clear()).not.toThrow();
    expect(() => cache.put([a])).not.toThrow();
  });

  it('never throws when the storage starts failing after entries were written', () => {
    const time = clock();
    const storage = new MemoryStorage();
    const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: 3 * HOUR });
    cache.put([doc('a')]);
    storage.failAll = true;
    time.advance(HOUR);
    expect(cache.lookup(['a'])).toEqual({ found: new Map(), missing: ['a'] });
    expect(() => cache.put([doc('b')])).not.toThrow();
    expect(cache.get('b')).toEqual(doc('b'));
    expect(() => cache.clear()).not.toThrow();
  });
});

describe('DocCache.clear', () => {
  it('forgets memory and removes only the keys of its own namespace', () => {
    const time = clock();
    const storage = new MemoryStorage({ initial: { theme: 'dark', 'stayfront:other': '1' } });
    const mine = cacheWith({ now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'n1' });
    const theirs = cacheWith({
      now: time.now,
      storage,
      persistentLifetimeMs: HOUR,
      namespace: 'n2',
    });
    mine.put([doc('a'), doc('b')]);
    theirs.put([doc('a'), doc('c')]);
    expect(storage.keys()).toHaveLength(6);

    mine.clear();
    expect(mine.lookup(['a', 'b'])).toEqual({ found: new Map(), missing: ['a', 'b'] });
    expect(storage.keys().sort()).toEqual(
      ['theme', 'stayfront:other', keyFor('n2', 'a'), keyFor('n2', 'c')].sort(),
    );
    expect(theirs.get('c')).toEqual(doc('c'));
  });
});

describe('DocCache properties', () => {
  const fieldValue = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
  );
  const fields = fc.dictionary(
    fc.string({ maxLength: 8 }).filter((key) => key !== 'id' && key !== '__proto__'),
    fieldValue,
    { maxKeys: 4 },
  );
  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e:1', ' ', 'ü');
  /** Now and then a document too large to be stored. */
  const oversized = fc.option(fc.constant('x'.repeat(100_001)), { freq: 8, nil: undefined });
  const arbitraryDoc = fc
    .record({ id: fc.oneof(ids, fc.string({ minLength: 1, maxLength: 6 })), fields, oversized })
    .map(
      ({ id, fields, oversized }) =>
        ({ ...fields, ...(oversized === undefined ? {} : { tm_body: oversized }), id }) as SolrDoc,
    );
  type Op =
    | { type: 'put'; docs: SolrDoc[] }
    | { type: 'lookup'; ids: string[] }
    | { type: 'advance'; ms: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.array(arbitraryDoc, { maxLength: 4 }).map((docs) => ({ type: 'put' as const, docs })),
    fc.array(ids, { maxLength: 5 }).map((list) => ({ type: 'lookup' as const, ids: list })),
    fc.integer({ min: 0, max: 2 * HOUR }).map((ms) => ({ type: 'advance' as const, ms })),
  );
  const storageKind = fc.constantFrom('none', 'plain', 'small quota', 'failing');

  it('a just-put id is always found, and a found document is always the latest one put', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 30 }),
        storageKind,
        fc.constantFrom(0, HOUR / 2, HOUR, 3 * HOUR),
        (ops, kind, lifetime) => {
          const time = clock();
          const storage =
            kind === 'none'
              ? null
              : new MemoryStorage({
                  failAll: kind === 'failing',
                  ...(kind === 'small quota' ? { quotaBytes: 400 } : {}),
                });
          const cache = cacheWith({ now: time.now, storage, persistentLifetimeMs: lifetime });
          const latest = new Map<string, SolrDoc>();
          for (const item of ops) {
            if (item.type === 'put') {
              cache.put(item.docs);
              const lastOfBatch = new Map(item.docs.map((d) => [d.id, d]));
              for (const [id, d] of lastOfBatch) latest.set(id, d);
              const { found, missing } = cache.lookup([...lastOfBatch.keys()]);
              expect(missing).toEqual([]);
              for (const [id, d] of lastOfBatch) expect(found.get(id)).toBe(d);
            } else if (item.type === 'lookup') {
              const { found, missing } = cache.lookup(item.ids);
              for (const id of new Set(item.ids)) {
                // Each requested id is either found or missing, exactly once.
                expect(Number(found.has(id)) + missing.filter((m) => m === id).length).toBe(1);
                if (found.has(id)) expect(found.get(id)).toEqual(latest.get(id));
              }
            } else time.advance(item.ms);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('DocCache with a persistent store still loading (a module loaded on demand)', () => {
  /** A cache whose store loads when `load` is called, over a storage holding an earlier page's 'old'. */
  function loadingCache() {
    const time = clock();
    const storage = new MemoryStorage();
    const options = { now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'n1' };
    cacheWith(options).put([doc('old')]);
    let resolve = (_: PersistentDocStore) => {};
    const cache = new DocCache(time.now, new Promise((done) => (resolve = done)));
    const load = () => {
      resolve(new PersistentDocStore(options));
      return cache.ready;
    };
    return { storage, cache, load };
  }

  it('serves memory alone until it is in, then stores the documents put meanwhile', async () => {
    const { storage, cache, load } = loadingCache();
    cache.put([doc('new')]);
    expect(cache.lookup(['old', 'new']).missing).toEqual(['old']);
    await load();
    expect(cache.lookup(['old', 'new']).missing).toEqual([]);
    expect(storage.keys().sort()).toEqual([keyFor('n1', 'new'), keyFor('n1', 'old')].sort());
  });

  it('cleared before the store is in, serves none of the stored documents after', async () => {
    const { storage, cache, load } = loadingCache();
    cache.put([doc('gone')]);
    cache.clear();
    cache.put([doc('new')]);
    await load();
    expect(cache.lookup(['old', 'gone', 'new']).missing).toEqual(['old', 'gone']);
    expect(storage.keys()).toEqual([keyFor('n1', 'new')]);
  });
});

describe('DocCache.ready waits a bounded time for a store still loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The injected platform timers (faked above). */
  const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) };

  /** A cache over a store that arrives when `arrive` is called (or fails by `fail`). */
  function lateCache() {
    const time = clock();
    const storage = new MemoryStorage();
    const options = { now: time.now, storage, persistentLifetimeMs: HOUR, namespace: 'n1' };
    cacheWith(options).put([doc('old')]);
    let arrive = (_: PersistentDocStore) => {};
    let fail = (_: unknown) => {};
    const store = new Promise<PersistentDocStore>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
    const cache = new DocCache(time.now, store, timers);
    return { storage, cache, arrive: () => arrive(new PersistentDocStore(options)), fail };
  }

  /** Whether `promise` has settled, after the pending microtasks ran. */
  async function settled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it(`is a few hundred ms (${STORE_WAIT_MS})`, () => {
    expect(STORE_WAIT_MS).toBeGreaterThanOrEqual(100);
    expect(STORE_WAIT_MS).toBeLessThanOrEqual(500);
  });

  it('settles after STORE_WAIT_MS without the store; later waits end at once; a late store is used', async () => {
    const { storage, cache, arrive } = lateCache();
    const ready = cache.ready;
    await vi.advanceTimersByTimeAsync(STORE_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    expect(await settled(cache.ready)).toBe(true); // no second wait
    expect(cache.lookup(['old']).missing).toEqual(['old']); // the memory alone
    cache.put([doc('new')]);

    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.lookup(['old', 'new']).missing).toEqual([]);
    expect(storage.keys().sort()).toEqual([keyFor('n1', 'new'), keyFor('n1', 'old')].sort());
  });

  it('settles as soon as a store in time arrives', async () => {
    const { cache, arrive } = lateCache();
    const ready = cache.ready;
    await vi.advanceTimersByTimeAsync(STORE_WAIT_MS / 2);
    arrive();
    expect(await settled(ready)).toBe(true);
    expect(cache.lookup(['old']).missing).toEqual([]);
  });

  it('never rejects, whether the store fails before or after the wait ran out', async () => {
    const early = lateCache();
    const earlyReady = early.cache.ready;
    early.fail(new Error('chunk failed'));
    expect(await settled(earlyReady)).toBe(true);
    await earlyReady; // a rejection would fail the test

    const late = lateCache();
    const lateReady = late.cache.ready;
    await vi.advanceTimersByTimeAsync(STORE_WAIT_MS);
    late.fail(new Error('chunk failed'));
    await vi.advanceTimersByTimeAsync(0);
    await lateReady;
    await late.cache.ready;
    expect(() => late.cache.put([doc('a')])).not.toThrow();
    expect(late.cache.get('a')).toEqual(doc('a'));
  });

  it('starts no timer when no store is loading', async () => {
    const { cache, arrive } = lateCache();
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    await cache.ready;
    await cacheWith({ now: clock().now }).ready;
    await new DocCache(clock().now, undefined, timers).ready;
    expect(vi.getTimerCount()).toBe(0);
  });
});
