import {
  DEFAULT_EXPOSED_PARAMS,
  decodeHash,
  type HashCodecOptions,
  parseFilterQuery,
} from '@stayfront/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFavouriteId } from './favourite-ids.js';
import {
  favouritesFilter,
  favouritesViewUrl,
  fromSolrId,
  MAX_VIEW_HASH_LENGTH,
  toSolrId,
} from './favourites-query.js';
import { DEFAULT_FLAG_OPTIONS, type FlagOptions } from './flag-options.js';

const options = (overrides: Partial<FlagOptions> = {}): FlagOptions => ({
  ...DEFAULT_FLAG_OPTIONS,
  path: '/favourites',
  ...overrides,
});

/** Ids full of Lucene syntax: quotes, backslashes, spaces, OR, parentheses, local params. */
const trickyId = fc
  .oneof(
    fc.constantFrom(
      'a"b',
      'a\\',
      '\\"',
      'a b',
      'OR',
      'AND',
      '(x)',
      ') OR (*:*',
      '{!join}',
      '*',
      '-x',
    ),
    fc.string({ unit: fc.constantFrom(...'"\\ ()ORAND:*{}!-+[]^~?/&|x'), maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .filter(isFavouriteId);
const idList = fc.uniqueArray(trickyId, { minLength: 1, maxLength: 20 });
const key = fc.constantFrom('id', 'ss_property_code', 'item_id');
const prefix = fc.option(fc.constantFrom('a1b2c3-default_index-', 'x"y\\ OR ', 'site:'), {
  nil: null,
});

const hashOptions = (field: string): HashCodecOptions => ({
  exposed: DEFAULT_EXPOSED_PARAMS,
  maxRows: 50,
  prefix: '',
  operatorOf: () => 'AND',
  valueFields: new Set([field]),
});

describe('favouritesFilter (SPEC 7.3)', () => {
  it('quotes every id in an OR list on the key field', () => {
    expect(favouritesFilter(['a', 'b c'], options())).toBe('id:("a" OR "b c")');
    expect(favouritesFilter(['x"y', 'z\\'], options({ key: 'ss_code' }))).toBe(
      'ss_code:("x\\"y" OR "z\\\\")',
    );
    expect(favouritesFilter([], options())).toBeNull();
  });

  it('adds skipSolrPrefix to every id', () => {
    expect(favouritesFilter(['12', '13'], options({ skipSolrPrefix: 'h-i-' }))).toBe(
      'id:("h-i-12" OR "h-i-13")',
    );
  });

  it('parses back to exactly the ids, so no id changes the query (property)', () => {
    fc.assert(
      fc.property(idList, key, prefix, (ids, field, skipSolrPrefix) => {
        const filter = favouritesFilter(ids, options({ key: field, skipSolrPrefix })) ?? '';
        expect(parseFilterQuery(filter)).toEqual({
          field,
          values: ids.map((id) => (skipSolrPrefix ?? '') + id),
          missing: false,
        });
      }),
      { numRuns: 400 },
    );
  });
});

describe('Solr ids and skipSolrPrefix', () => {
  it('adds and strips the prefix', () => {
    const withPrefix = { skipSolrPrefix: 'h-i-' };
    expect(toSolrId('12', withPrefix)).toBe('h-i-12');
    expect(fromSolrId('h-i-12', withPrefix)).toBe('12');
    expect(fromSolrId('other-12', withPrefix)).toBe('other-12');
    expect(toSolrId('12', { skipSolrPrefix: null })).toBe('12');
    expect(fromSolrId('12', { skipSolrPrefix: null })).toBe('12');
  });
});

describe('favouritesViewUrl (SPEC 2.4)', () => {
  it('links to the path with #q={key}:(…) in the hash codec’s encoding', () => {
    expect(favouritesViewUrl(['a', 'b'], options(), 'https://site.example/search?x=1#old')).toBe(
      'https://site.example/favourites#q=id:(%22a%22%20OR%20%22b%22)',
    );
    expect(favouritesViewUrl(['a'], options({ path: '/f?v=1' }), 'https://site.example/')).toBe(
      'https://site.example/f?v=1#q=id:(%22a%22)',
    );
  });

  it('does nothing without favourites or without a path', () => {
    expect(favouritesViewUrl([], options(), 'https://site.example/')).toBeNull();
    expect(favouritesViewUrl(['a'], options({ path: null }), 'https://site.example/')).toBeNull();
  });

  it('never links off the site, even with options built by hand', () => {
    for (const path of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example/']) {
      expect(favouritesViewUrl(['a'], options({ path }), 'https://site.example/')).toBeNull();
    }
  });

  it('is site-relative when the base is not a URL it can resolve against', () => {
    expect(favouritesViewUrl(['a'], options(), 'about:blank')).toBe('/favourites#q=id:(%22a%22)');
  });

  it('uses the view instance’s hash prefix', () => {
    const url = favouritesViewUrl(['a'], options(), 'https://site.example/', 'main.') ?? '';
    expect(url.split('#')[1]).toBe('main.q=id:(%22a%22)');
    const decoded = decodeHash(url.split('#')[1] ?? '', { ...hashOptions('id'), prefix: 'main.' });
    expect(decoded.q).toEqual({ type: 'values', field: 'id', values: ['a'] });
  });

  it('round-trips through search-core’s decodeHash (property)', () => {
    fc.assert(
      fc.property(idList, key, prefix, (ids, field, skipSolrPrefix) => {
        const url = favouritesViewUrl(
          ids,
          options({ key: field, skipSolrPrefix }),
          'https://site.example/listing/1',
        );
        expect(url?.startsWith('https://site.example/favourites#')).toBe(true);
        const query = decodeHash(url?.split('#')[1] ?? '', hashOptions(field));
        expect(query.q).toEqual({
          type: 'values',
          field,
          values: ids.map((id) => (skipSolrPrefix ?? '') + id),
        });
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the newest favourites that fit the hash codec when a long prefix would overflow it', () => {
    const ids = Array.from({ length: 300 }, (_, index) => `listing-${index}`);
    const longPrefix = `${'p'.repeat(80)}[]{}-`;
    const url = favouritesViewUrl(
      ids,
      options({ skipSolrPrefix: longPrefix }),
      'https://s.example/',
    );
    const hash = url?.split('#')[1] ?? '';
    expect(hash.length).toBeLessThanOrEqual(MAX_VIEW_HASH_LENGTH);
    const query = decodeHash(hash, hashOptions('id'));
    if (query.q.type !== 'values') throw new Error('expected a values query');
    expect(query.q.values.length).toBeGreaterThan(50);
    expect(query.q.values.length).toBeLessThan(ids.length);
    expect(query.q.values).toEqual(ids.slice(-query.q.values.length).map((id) => longPrefix + id));
  });
});
