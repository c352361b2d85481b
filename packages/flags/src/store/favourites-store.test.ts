import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieBytes, MAX_COOKIE_BYTES } from './cookie-size.js';
import { FakeCookieJar, fakeTab } from './fake-environment.js';
import { MAX_ID_LENGTH } from './favourite-ids.js';
import { createFavouritesStore, type OwnedFavouritesStore } from './favourites-store.js';

const NAME = 'riot_solr_flag_items';
const stores: OwnedFavouritesStore[] = [];

function setup(jar = new FakeCookieJar()) {
  const store = createFavouritesStore(NAME, fakeTab(jar, null));
  stores.push(store);
  return { jar, store };
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const cookieIds = (jar: FakeCookieJar) => JSON.parse(jar.get(NAME) ?? '[]') as string[];

describe('favourites store operations (SPEC 3.7)', () => {
  it('starts from an empty or missing cookie with no favourites', () => {
    const { store, jar } = setup();
    expect(store.namespace).toBe(NAME);
    expect(store.get()).toEqual([]);
    expect(store.has('a')).toBe(false);
    expect(jar.writes).toEqual([]);
  });

  it('adds in order, without duplicates, writing the JSON array to the cookie', () => {
    const { store, jar } = setup();
    expect(store.add('a')).toEqual({ added: true, dropped: [] });
    expect(store.add('b:2')).toEqual({ added: true, dropped: [] });
    expect(store.add('a')).toEqual({ added: false, dropped: [] });
    expect(store.get()).toEqual(['a', 'b:2']);
    expect(jar.get(NAME)).toBe('["a","b:2"]');
    // Encoded as js-cookie writes it: brackets and `:` readable, quotes and commas escaped.
    expect(jar.raw(NAME)).toBe('[%22a%22%2C%22b:2%22]');
    expect(store.has('a') && store.has('b:2')).toBe(true);
  });

  it('refuses ids that could not be stored', () => {
    const { store } = setup();
    for (const id of ['', 'x'.repeat(MAX_ID_LENGTH + 1), '\ud800', 12 as unknown as string]) {
      expect(store.add(id)).toEqual({ added: false, dropped: [] });
    }
    expect(store.get()).toEqual([]);
  });

  it('removes one id, and the cookie when none are left', () => {
    const { store, jar } = setup();
    store.add('a');
    store.add('b');
    store.remove('a');
    store.remove('missing');
    expect(store.get()).toEqual(['b']);
    expect(jar.get(NAME)).toBe('["b"]');
    store.remove('b');
    expect(jar.get(NAME)).toBeUndefined();
  });

  it('prunes ids the index no longer has in one change, keeping ids flagged on this page', () => {
    const jar = new FakeCookieJar();
    jar.set(NAME, '["a","gone","b","gone-too"]');
    const { store } = setup(jar);
    const changes = vi.fn();
    store.subscribe(changes);
    store.add('new');
    changes.mockClear();
    store.prune(['gone', 'gone-too', 'new', 'never-there']);
    // 'new' was flagged here: its listing may not be indexed yet.
    expect(store.get()).toEqual(['a', 'b', 'new']);
    expect(cookieIds(jar)).toEqual(['a', 'b', 'new']);
    expect(changes).toHaveBeenCalledTimes(1);
    store.prune(['never-there']);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('keeps an id flagged on another page or tab within a day from pruning, not after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.UTC(2026, 10, 26, 12));
      const jar = new FakeCookieJar();
      jar.set(NAME, '["old"]');
      setup(jar).store.add('new');
      // The next page (or another tab): a store of its own over the same browser.
      const next = setup(jar).store;
      next.prune(['old', 'new']);
      // The listing may not be indexed yet (search_api indexes on cron): not proof it is gone.
      expect(next.get()).toEqual(['new']);
      vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 1));
      setup(jar).store.prune(['new']);
      expect(cookieIds(jar)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resets to none', () => {
    const { store, jar } = setup();
    store.add('a');
    store.add('b');
    store.reset();
    expect(store.get()).toEqual([]);
    expect(jar.get(NAME)).toBeUndefined();
  });

  it('toggles, returning the new state', () => {
    const { store } = setup();
    expect(store.toggle('a')).toBe(true);
    expect(store.toggle('a')).toBe(false);
    expect(store.toggle('')).toBe(false);
    expect(store.get()).toEqual([]);
  });

  it('returns the same frozen array until the list changes', () => {
    const { store } = setup();
    store.add('a');
    const first = store.get();
    expect(Object.isFrozen(first)).toBe(true);
    store.add('a');
    store.remove('zzz');
    store.refresh();
    expect(store.get()).toBe(first);
    store.add('b');
    expect(store.get()).not.toBe(first);
  });

  it('notifies subscribers of each change, and stops after unsubscribe', () => {
    const { store } = setup();
    const seen: (readonly string[])[] = [];
    const unsubscribe = store.subscribe((ids) => seen.push(ids));
    store.add('a');
    store.add('a');
    store.toggle('b');
    store.remove('a');
    unsubscribe();
    store.reset();
    expect(seen).toEqual([['a'], ['a', 'b'], ['b']]);
  });

  it('isolates a throwing listener', () => {
    const { store } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('broken widget');
    });
    store.subscribe(after);
    expect(() => store.add('a')).not.toThrow();
    expect(after).toHaveBeenCalledWith(['a']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('gives later listeners the latest list when an earlier one changes it', () => {
    const { store } = setup();
    store.subscribe((ids) => {
      if (ids.includes('a') && !ids.includes('b')) store.add('b');
    });
    const last = vi.fn();
    store.subscribe(last);
    store.add('a');
    expect(last).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('re-reads the cookie before a change, so a write by another script is kept', () => {
    const { store, jar } = setup();
    store.add('a');
    jar.set(NAME, '["a","x"]');
    store.add('b');
    expect(store.get()).toEqual(['a', 'x', 'b']);
  });
});

describe('corrupted cookies', () => {
  it.each([
    ['invalid JSON', '["a",', [], undefined],
    ['numbers and non-strings', '[1,"a",{"b":1},null,2.5]', ['1', 'a'], '["1","a"]'],
    ['nested arrays', '[["a"],"b",[["c"]]]', ['b'], '["b"]'],
    ['duplicates', '["a","b","a"]', ['a', 'b'], '["a","b"]'],
    ['an object', '{"a":"b"}', [], undefined],
  ])('repairs %s and writes the repair back', (_, value, ids, rewritten) => {
    const jar = new FakeCookieJar();
    jar.set(NAME, value);
    const { store } = setup(jar);
    expect(store.get()).toEqual(ids);
    expect(jar.get(NAME)).toBe(rewritten);
  });

  it('repairs a value that is not even percent-decodable', () => {
    const jar = new FakeCookieJar();
    jar.setRaw(NAME, '%E0%A4%A');
    expect(() => setup(jar)).not.toThrow();
  });

  it('repairs an oversized cookie, keeping the newest', () => {
    const jar = new FakeCookieJar();
    const ids = Array.from({ length: 1000 }, (_, index) => `listing-${index}`);
    jar.setRaw(NAME, JSON.stringify(ids)); // 10+ KB: only a broken writer could leave this
    const { store } = setup(jar);
    expect(store.get().at(-1)).toBe('listing-999');
    expect(jar.bytes(NAME)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(cookieIds(jar)).toEqual(store.get());
  });

  it('rewrites the cookie written by a legacy script in another encoding only once', () => {
    const jar = new FakeCookieJar();
    jar.setRaw(NAME, '%5B%22a%22%2C%20%22b%22%5D'); // jQuery.cookie: `["a", "b"]` fully encoded
    const { store } = setup(jar);
    expect(store.get()).toEqual(['a', 'b']);
    expect(jar.raw(NAME)).toBe('[%22a%22%2C%22b%22]');
    const writes = jar.writes.length;
    store.refresh();
    expect(jar.writes.length).toBe(writes);
  });

  it('keeps working in memory when cookies are blocked or throw', () => {
    const blocked = fakeTab(new FakeCookieJar(), null, {
      cookies: { get: () => undefined, set: () => {}, remove: () => {} },
    });
    const store = createFavouritesStore(NAME, blocked);
    stores.push(store);
    store.add('a');
    store.add('b');
    expect(store.get()).toEqual(['a', 'b']);

    const failing = () => {
      throw new DOMException('sandboxed', 'SecurityError');
    };
    const throwing = createFavouritesStore(
      NAME,
      fakeTab(new FakeCookieJar(), null, {
        cookies: { get: failing, set: failing, remove: failing },
      }),
    );
    stores.push(throwing);
    expect(() => throwing.add('a')).not.toThrow();
    expect(throwing.get()).toEqual(['a']);
  });
});

describe('the cookie size cap', () => {
  const long = (index: number) => `${String(index).padStart(4, '0')}-${'x'.repeat(190)}`;

  it('keeps the newest, reports the dropped ids and tells onCapped listeners', () => {
    const { store, jar } = setup();
    const capped = vi.fn();
    store.onCapped(capped);
    let index = 0;
    let result = store.add(long(index));
    while (!result.dropped.length) result = store.add(long(++index));
    expect(result.added).toBe(true);
    expect(result.dropped).toEqual([long(0)]);
    expect(capped).toHaveBeenCalledExactlyOnceWith([long(0)]);
    expect(store.get().at(-1)).toBe(long(index));
    expect(store.has(long(0))).toBe(false);
    expect(jar.bytes(NAME)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(cookieIds(jar)).toEqual(store.get());
  });

  it('stops telling a listener after it unsubscribes', () => {
    const { store } = setup();
    const capped = vi.fn();
    store.onCapped(capped)();
    for (let index = 0; index < 40; index++) store.add(long(index));
    expect(capped).not.toHaveBeenCalled();
  });
});

describe('store invariants (property)', () => {
  const id = fc.oneof(
    fc.constantFrom('a', 'b', 'c', 'node/1', '1', 'x "y"', 'OR', '(a)', 'a\\b', ''),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.string({ minLength: 120, maxLength: 230 }),
  );
  const operation = fc.oneof(
    { weight: 6, arbitrary: id.map((value) => ({ op: 'add' as const, id: value })) },
    { weight: 2, arbitrary: id.map((value) => ({ op: 'remove' as const, id: value })) },
    { weight: 2, arbitrary: id.map((value) => ({ op: 'toggle' as const, id: value })) },
    { weight: 1, arbitrary: fc.constant({ op: 'reset' as const, id: '' }) },
  );

  it('any sequence keeps no duplicates, a small cookie that reads back as get(), and has ⇔ includes', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        const jar = new FakeCookieJar();
        const store = createFavouritesStore(NAME, fakeTab(jar, null));
        try {
          for (const { op, id: value } of operations) {
            const before = store.get();
            if (op === 'add') {
              const { added, dropped } = store.add(value);
              expect(added).toBe(!before.includes(value) && store.has(value));
              if (added) expect(store.get()).toEqual([...before.slice(dropped.length), value]);
            } else if (op === 'remove') {
              store.remove(value);
              expect(store.has(value)).toBe(false);
            } else if (op === 'toggle') {
              expect(store.toggle(value)).toBe(store.has(value));
            } else {
              store.reset();
              expect(store.get()).toEqual([]);
            }
            const ids = store.get();
            expect(new Set(ids).size).toBe(ids.length);
            expect(jar.bytes(NAME)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
            expect(cookieBytes(NAME, ids)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
            expect(cookieIds(jar)).toEqual(ids);
            for (const probe of [value, ...ids]) expect(store.has(probe)).toBe(ids.includes(probe));
          }
        } finally {
          store.dispose();
        }
      }),
      { numRuns: 200 },
    );
  });
});
