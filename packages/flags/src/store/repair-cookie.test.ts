import fc from 'fast-check';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { capNewest, cookieBytes, MAX_COOKIE_BYTES } from './cookie-size.js';
import { isFavouriteId, MAX_ID_LENGTH } from './favourite-ids.js';
import { parseFavouritesCookie, serializeFavourites } from './repair-cookie.js';

const NAME = 'riot_solr_flag_items';
const parse = (raw: string | undefined) => parseFavouritesCookie(NAME, raw);
const RUNS = { numRuns: 300 };

/** Any id-like string: short, long, Lucene and URL specials, any Unicode (lone surrogates too). */
const idLike = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'"\\,;=%[]{}() :*?+-&|!^~/#'), maxLength: 12 }),
  fc.string({ minLength: 150, maxLength: 260 }),
);

describe('parseFavouritesCookie', () => {
  it('reads the JSON array the legacy site wrote, oldest first', () => {
    expect(parse('["a-1","node/12","b:2"]')).toEqual(['a-1', 'node/12', 'b:2']);
    expect(parse(undefined)).toEqual([]);
    expect(parse('')).toEqual([]);
  });

  it('reads invalid JSON as no favourites', () => {
    for (const raw of ['[', '["a",', 'a,b,c', '{"a":1', 'undefined', '["a"]x', '\u0000']) {
      expect(parse(raw)).toEqual([]);
    }
  });

  it('reads JSON that is not an array as no favourites', () => {
    for (const raw of ['{"0":"a"}', '"a"', '12', 'null', 'true']) expect(parse(raw)).toEqual([]);
  });

  it('keeps integers as strings (jQuery .data() stored numeric ids as numbers) and drops other non-strings', () => {
    expect(parse('[12, "a", 2.5, -3, 1e300, null, true, {"id":"b"}, ["c"], [], "d"]')).toEqual([
      '12',
      'a',
      '-3',
      'd',
    ]);
    expect(parse('[[["a"]], [1, 2]]')).toEqual([]);
  });

  it('drops duplicates keeping the first, empty and over-long ids, lone surrogates', () => {
    const long = 'x'.repeat(MAX_ID_LENGTH + 1);
    const limit = 'y'.repeat(MAX_ID_LENGTH);
    expect(parse(JSON.stringify(['a', 'b', 'a', '', long, limit, 'b', 12, '12']))).toEqual([
      'a',
      'b',
      limit,
      '12',
    ]);
    expect(parse('["\\ud800", "ok", "\\udc00x", "😀"]')).toEqual(['ok', '😀']);
  });

  it('reads a value written as a quoted-string with backslash escapes', () => {
    // js-cookie strips the outer quotes of `"[\"a\",\"b\\\\c\"]"`, leaving the escapes.
    expect(parse('[\\"a\\",\\"b\\\\\\\\c\\"]')).toEqual(['a', 'b\\c']);
  });

  it('keeps the newest ids of a huge array, within the cookie size', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `listing-${index}`);
    const kept = parse(JSON.stringify(ids));
    expect(kept.at(-1)).toBe('listing-19999');
    expect(kept).toEqual(ids.slice(ids.length - kept.length));
    expect(cookieBytes(NAME, kept)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(cookieBytes(NAME, [`listing-${19_999 - kept.length}`, ...kept])).toBeGreaterThan(
      MAX_COOKIE_BYTES,
    );
  });

  it('repairs a 10 KB cookie mixing valid and invalid entries', () => {
    const entries: unknown[] = [];
    for (let index = 0; entries.length < 1500; index++) {
      entries.push(`id-${index}`, index % 7 === 0 ? { bad: index } : `id-${index}`, null);
    }
    const raw = JSON.stringify(entries);
    expect(raw.length).toBeGreaterThan(10_000);
    const kept = parse(raw);
    expect(kept.length).toBeGreaterThan(100);
    expect(new Set(kept).size).toBe(kept.length);
    expect(kept.at(-1)).toBe('id-499');
    expect(cookieBytes(NAME, kept)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
  });

  it('ignores a value too large to be a cookie', () => {
    expect(parse(`["a",${'"b",'.repeat(300_000)}"c"]`)).toEqual([]);
  });

  it('repairs any string to a valid list, without throwing (property)', () => {
    const cookieText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc
        .array(fc.oneof(idLike, fc.integer(), fc.double(), fc.jsonValue()))
        .map((items) => JSON.stringify(items)),
    );
    fc.assert(
      fc.property(cookieText, (raw) => {
        const ids = parse(raw);
        expect(ids.every(isFavouriteId)).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        expect(cookieBytes(NAME, ids)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
        // Repairing is idempotent: the rewritten cookie reads back as the same list.
        expect(parse(serializeFavourites(ids))).toEqual(ids);
      }),
      RUNS,
    );
  });
});

describe('cookie size', () => {
  it('counts name=value exactly as js-cookie writes it (property)', () => {
    const validIds = fc.uniqueArray(idLike.filter(isFavouriteId), { maxLength: 30 });
    fc.assert(
      fc.property(validIds, (ids) => {
        const written = Cookies.set(NAME, serializeFavourites(ids)) ?? '';
        Cookies.remove(NAME);
        expect(cookieBytes(NAME, ids)).toBe(written.split(';')[0]?.length);
      }),
      RUNS,
    );
  });

  it('caps keeping the newest, reporting the dropped oldest first', () => {
    const ids = Array.from({ length: 50 }, (_, index) => `${index}-${'z'.repeat(150)}`);
    const { kept, dropped } = capNewest(NAME, ids);
    expect([...dropped, ...kept]).toEqual(ids);
    expect(dropped.length).toBeGreaterThan(0);
    expect(kept.at(-1)).toBe(ids.at(-1));
    expect(cookieBytes(NAME, kept)).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(cookieBytes(NAME, ids.slice(dropped.length - 1))).toBeGreaterThan(MAX_COOKIE_BYTES);
    expect(capNewest(NAME, ['a'])).toEqual({ kept: ['a'], dropped: [] });
  });

  it('always fits one id of the longest, worst-encoded kind', () => {
    const worst = '中'.repeat(MAX_ID_LENGTH);
    expect(cookieBytes('x'.repeat(100), [worst])).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
  });
});
