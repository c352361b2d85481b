import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAG_OPTIONS, FlagOptionsError } from './flag-options.js';
import { parseFlagOptions } from './parse-flag-options.js';
import { normalizeSitePath } from './site-path.js';

/** The issues `raw` is refused with. */
function issuesOf(raw: unknown) {
  try {
    parseFlagOptions(raw, () => {});
  } catch (error) {
    expect(error).toBeInstanceOf(FlagOptionsError);
    return (error as FlagOptionsError).issues;
  }
  throw new Error('expected the options to be refused');
}

describe('parseFlagOptions', () => {
  it('defaults to SPEC 3.6', () => {
    const expected = {
      text: { flag: 'Flag', unflag: 'Unflag' },
      classes: { flag: 'rs-flag', unflag: 'rs-unflag' },
      namespace: 'riot_solr_flag_items',
      key: 'id',
      path: null,
      skipSolr: false,
      skipSolrPrefix: null,
    };
    expect(DEFAULT_FLAG_OPTIONS).toEqual(expected);
    for (const raw of [undefined, null, {}, { text: {}, classes: null }]) {
      expect(parseFlagOptions(raw)).toEqual(expected);
    }
  });

  it('reads every option', () => {
    const options = parseFlagOptions({
      text: { flag: ' Save ', unflag: 'Saved' },
      classes: { flag: 'btn  rs-flag', unflag: 'btn rs-unflag is-on' },
      namespace: 'my_site.favs',
      key: 'ss_property_code',
      path: '/favourites?view=grid',
      skip_solr: true,
      skip_solr_prefix: 'a1b2c3-default_index-entity:node/ ',
    });
    expect(options).toEqual({
      text: { flag: 'Save', unflag: 'Saved' },
      classes: { flag: 'btn rs-flag', unflag: 'btn rs-unflag is-on' },
      namespace: 'my_site.favs',
      key: 'ss_property_code',
      path: '/favourites?view=grid',
      skipSolr: true,
      skipSolrPrefix: 'a1b2c3-default_index-entity:node/ ',
    });
    expect(Object.isFrozen(options) && Object.isFrozen(options.text)).toBe(true);
    // Parsed options read back as themselves.
    expect(parseFlagOptions(options)).toEqual(options);
  });

  it('reads the legacy Drupal flag_options shape, with Drupal’s empty strings and 0/1', () => {
    const warn = vi.fn();
    const options = parseFlagOptions(
      {
        flag_options: {
          text: { flag: 'Add to favourites', unflag: '' },
          classes: { flag: '', unflag: 'rs-unflag' },
          namespace: 'riot_solr_flag_items',
          store: 'cookie',
          key: '',
          path: 'favourites',
          skip_solr: '1',
          skip_solr_prefix: 0,
        },
      },
      warn,
    );
    expect(options).toEqual({
      ...DEFAULT_FLAG_OPTIONS,
      text: { flag: 'Add to favourites', unflag: 'Unflag' },
      path: '/favourites',
      skipSolr: true,
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"flag_options"'));
  });

  it.each([
    [0, false],
    ['0', false],
    ['false', false],
    ['', false],
    [1, true],
    ['true', true],
  ])('reads skip_solr %j as %s', (value, expected) => {
    expect(parseFlagOptions({ skip_solr: value }).skipSolr).toBe(expected);
  });

  it('warns once about each unknown key, however many widgets parse the options', () => {
    const warn = vi.fn();
    const raw = { colour: 'red', text: { flagg: 'x' }, store: 'local' };
    parseFlagOptions(raw, warn);
    parseFlagOptions(raw, warn);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'unknown option "$.colour" is ignored.',
      '"$.store" is ignored: favourites are always kept in a cookie.',
      'unknown option "$.text.flagg" is ignored.',
    ]);
  });

  it('names a dotted key as one key, and the nested shape that is read', () => {
    const warn = vi.fn();
    // The README's table names the option text.flag; a themer may write it as one key.
    const options = parseFlagOptions({ 'text.flag': 'Save' }, warn);
    expect(options.text.flag).toBe('Flag');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'unknown option "$["text.flag"]" is ignored; nested keys are objects: {"text": {"flag": …}}.',
    ]);
  });

  it('warns through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    parseFlagOptions({ unknown_default_key: 1 });
    expect(warn).toHaveBeenCalledWith(
      'Stayfront flags: unknown option "$.unknown_default_key" is ignored.',
    );
  });

  it('names every wrong value by its JSON path', () => {
    expect(
      issuesOf({
        text: { flag: 12, unflag: 'x'.repeat(201) },
        classes: 'rs-flag',
        namespace: 'my favourites',
        key: 'id) OR (*:*',
        path: 'javascript:alert(1)',
        skip_solr: 'yes',
        skip_solr_prefix: ['a'],
      }),
    ).toEqual([
      { path: '$.text.flag', message: 'expected a text of at most 200 characters' },
      { path: '$.text.unflag', message: 'expected a text of at most 200 characters' },
      { path: '$.classes', message: 'expected an object with "flag" and "unflag"' },
      { path: '$.namespace', message: expect.stringContaining('expected a cookie name') },
      { path: '$.key', message: 'expected a Solr field name (letters, digits and _)' },
      { path: '$.path', message: 'expected a path on this site, such as /favourites' },
      { path: '$.skip_solr', message: 'expected true or false' },
      { path: '$.skip_solr_prefix', message: 'expected a text of at most 200 characters' },
    ]);
  });

  it('names paths inside the legacy wrapper, and refuses what is not an object', () => {
    expect(issuesOf({ flag_options: { key: '_query_' } })).toEqual([
      { path: '$.flag_options.key', message: expect.any(String) },
    ]);
    expect(issuesOf({ flag_options: 'x' })).toEqual([
      { path: '$.flag_options', message: 'expected a JSON object' },
    ]);
    for (const raw of ['x', 1, [], true]) {
      expect(issuesOf(raw)).toEqual([{ path: '$', message: 'expected a JSON object' }]);
    }
    expect(issuesOf({ classes: { flag: 'a\u0000b' } })[0]?.path).toBe('$.classes.flag');
    expect(issuesOf({ skip_solr_prefix: true })[0]?.path).toBe('$.skip_solr_prefix');
  });

  it('says what is wrong in the error message too', () => {
    expect(() => parseFlagOptions({ key: 1 })).toThrow(
      'Invalid flag options: $.key: expected a Solr field name',
    );
  });
});

describe('the favourites view path (same site only)', () => {
  it.each([
    ['/favourites', '/favourites'],
    ['favourites', '/favourites'],
    ['/my/favourites/?view=list', '/my/favourites/?view=list'],
    ['/./a/../favourites', '/favourites'],
    ['/favoris-été', '/favoris-%C3%A9t%C3%A9'],
  ])('accepts %j as %j', (path, expected) => {
    expect(normalizeSitePath(path)).toBe(expected);
    expect(parseFlagOptions({ path }).path).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/favourites',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'http://other.example/favourites',
    'https://example.com/favourites',
    '/favourites#top',
    'x'.repeat(2001),
  ])('refuses %j', (path) => {
    expect(issuesOf({ path })).toEqual([{ path: '$.path', message: expect.any(String) }]);
  });
});
