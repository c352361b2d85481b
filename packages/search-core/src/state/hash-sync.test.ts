import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeLocation } from '../test-support/fake-platform.js';
import {
  DEFAULT_EXPOSED_PARAMS,
  decodeHash,
  EXPOSABLE_PARAMS,
  encodeHash,
  type HashCodecOptions,
} from './hash-codec.js';
import { HashSync } from './hash-sync.js';
import { EMPTY_QUERY, type SearchQuery } from './search-query.js';

const codec = (prefix = ''): HashCodecOptions => ({
  exposed: DEFAULT_EXPOSED_PARAMS,
  maxRows: 50,
  prefix,
  operatorOf: () => 'AND',
});

const query = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  ...EMPTY_QUERY,
  ...overrides,
});

const villas = query({ terms: { ss_type: ['Villa'] } });
const villasHash = 'fq=ss_type:%22Villa%22';

describe('HashSync.read', () => {
  it('decodes the current hash with its own prefix', () => {
    const location = createFakeLocation('fq=ss_type:Chalet&main.fq=ss_type:Villa&main.start=20');
    expect(new HashSync(location, codec('main.')).read()).toEqual(
      query({ terms: { ss_type: ['Villa'] }, start: 20 }),
    );
    expect(new HashSync(location, codec()).read()).toEqual(
      query({ terms: { ss_type: ['Chalet'] } }),
    );
  });
});

describe('HashSync.write', () => {
  it('writes the encoded query, passing replace through', () => {
    const location = createFakeLocation();
    const sync = new HashSync(location, codec());
    sync.write(villas);
    sync.write(query({ ...villas, start: 10 }), { replace: true });
    expect(location.writes).toEqual([
      { hash: villasHash, replace: false },
      { hash: `${villasHash}&start=10`, replace: true },
    ]);
    expect(sync.read()).toEqual(query({ ...villas, start: 10 }));
  });

  it('skips the write when the hash would not change', () => {
    const location = createFakeLocation(villasHash);
    const sync = new HashSync(location, codec());
    sync.write(villas);
    sync.write(villas, { replace: true });
    expect(location.writes).toEqual([]);

    const empty = createFakeLocation();
    new HashSync(empty, codec()).write(EMPTY_QUERY);
    expect(empty.writes).toEqual([]);

    const once = createFakeLocation();
    const onceSync = new HashSync(once, codec());
    onceSync.write(villas);
    onceSync.write(villas);
    onceSync.write(query({ terms: { ss_type: ['Villa'] } }));
    expect(once.writes).toHaveLength(1);
  });

  it("keeps another instance's parameters and a plain anchor", () => {
    const location = createFakeLocation('top&main.fq=ss_type:Chalet&fq=ss_type:Old&start=40');
    const sync = new HashSync(location, codec());
    sync.write(villas);
    expect(location.getHash()).toBe(`top&main.fq=ss_type:Chalet&${villasHash}`);
    expect(new HashSync(location, codec('main.')).read()).toEqual(
      query({ terms: { ss_type: ['Chalet'] } }),
    );
  });

  it('keeps foreign parts when its own prefix is set', () => {
    const location = createFakeLocation('fq=ss_type:Chalet&main.q=old&tab=reviews&main.start=20');
    new HashSync(location, codec('main.')).write(villas);
    expect(location.getHash()).toBe('fq=ss_type:Chalet&tab=reviews&main.fq=ss_type:%22Villa%22');
  });

  it('removes only its own parts when the query becomes empty', () => {
    const location = createFakeLocation(`top&${villasHash}&q=villa&m%61in.q=x`);
    new HashSync(location, codec()).write(EMPTY_QUERY);
    expect(location.getHash()).toBe('top&m%61in.q=x');
  });

  it('treats percent-encoded own names as its own', () => {
    const location = createFakeLocation('%66q=ss_type:Old&top');
    new HashSync(location, codec()).write(villas);
    expect(location.getHash()).toBe(`top&${villasHash}`);
  });

  it('keeps any foreign parts, in order, and writes a hash that reads back (property)', () => {
    const ownNames = new Set<string>(EXPOSABLE_PARAMS);
    const foreignName = fc
      .stringMatching(/^[a-z][a-z0-9.-]{0,8}$/)
      .filter((name) => !ownNames.has(name));
    const foreignPart = fc.oneof(
      foreignName,
      fc
        .tuple(foreignName, fc.stringMatching(/^[A-Za-z0-9:%._-]{0,10}$/))
        .map(([name, value]) => `${name}=${value}`),
      fc.constantFrom('top', 'main.fq=ss_type:Villa', 'map.start=20', 'main.q=id:(A%20OR%20B)'),
    );
    const ownPart = fc.constantFrom('q=old', 'fq=ss_type:Old', 'sort=fts_price%20asc', 'start=30');
    const selection = fc.record({
      text: fc.constantFrom('', 'villa', 'sea view', '-pool AND x:y'),
      types: fc.subarray(['Villa', 'Chalet', 'Flat "A"']),
      start: fc.constantFrom(0, 10, 200),
    });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(foreignPart, ownPart), { maxLength: 6 }),
        selection,
        (parts, { text, types, start }) => {
          const location = createFakeLocation(parts.join('&'));
          const sync = new HashSync(location, codec());
          const next = query({
            q: text ? { type: 'text', text } : { type: 'all' },
            terms: types.length ? { ss_type: types } : {},
            start,
          });
          sync.write(next);
          const foreign = parts.filter((part) => !ownNames.has(part.split('=')[0] ?? ''));
          const own = encodeHash(next, codec());
          expect(location.getHash()).toBe([...foreign, ...(own ? [own] : [])].join('&'));
          // Reading the written hash back gives the query: selections and paging exactly, text in
          // its canonical form, and foreign parts do not leak in.
          const read = sync.read();
          expect(read.terms).toEqual(next.terms);
          expect(read.start).toBe(next.start);
          expect(read).toEqual(decodeHash(own, codec()));
          const writes = location.writes.length;
          sync.write(next);
          expect(location.writes).toHaveLength(writes);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('HashSync.watch', () => {
  it('reports a navigation only when the decoded query differs from the current one', () => {
    const location = createFakeLocation(villasHash);
    const sync = new HashSync(location, codec());
    let current: SearchQuery = villas;
    const seen: SearchQuery[] = [];
    sync.watch(
      () => current,
      (next) => {
        seen.push(next);
        current = next;
      },
    );

    // Same query, written differently or with a foreign part added: nothing to do.
    location.navigate('fq=ss_type:"Villa"');
    location.navigate(`top&${villasHash}`);
    location.navigate('fq=ss_type:Villa&fl=*&rows=100000');
    expect(seen).toEqual([]);

    location.navigate(`${villasHash}&start=20`);
    expect(seen).toEqual([query({ ...villas, start: 20 })]);

    location.navigate('');
    expect(seen).toEqual([query({ ...villas, start: 20 }), EMPTY_QUERY]);

    location.navigate('q=id:(B OR A)');
    expect(seen.at(-1)).toEqual(query({ q: { type: 'values', field: 'id', values: ['B', 'A'] } }));
    expect(seen).toHaveLength(3);
    expect(location.writes).toEqual([]);
  });

  it('ignores navigations that only change another prefix', () => {
    const location = createFakeLocation('main.fq=ss_type:Villa');
    const sync = new HashSync(location, codec('main.'));
    const seen: SearchQuery[] = [];
    sync.watch(
      () => villas,
      (next) => seen.push(next),
    );
    location.navigate('main.fq=ss_type:Villa&fq=ss_type:Chalet&other.start=40');
    expect(seen).toEqual([]);
    location.navigate('main.fq=ss_type:Chalet');
    expect(seen).toEqual([query({ terms: { ss_type: ['Chalet'] } })]);
  });

  it('stops after unwatch, and a second watch replaces the first', () => {
    const location = createFakeLocation();
    const sync = new HashSync(location, codec());
    const first: SearchQuery[] = [];
    const second: SearchQuery[] = [];
    sync.watch(
      () => EMPTY_QUERY,
      (next) => first.push(next),
    );
    sync.watch(
      () => EMPTY_QUERY,
      (next) => second.push(next),
    );
    location.navigate(villasHash);
    expect(first).toEqual([]);
    expect(second).toEqual([villas]);

    sync.unwatch();
    location.navigate('fq=ss_type:Chalet');
    expect(second).toEqual([villas]);
    sync.unwatch();
  });
});
