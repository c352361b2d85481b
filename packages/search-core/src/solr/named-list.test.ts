import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './lossless-json.js';
import { type NamedListEntry, readNamedList } from './named-list.js';

const FORMATS_FILE = new URL(
  '../../test/fixtures/solr/solr-json-nl-namedlist-formats.refguide-and-jsonwritertest.txt',
  import.meta.url,
);

type Style = 'flat' | 'map' | 'arrarr' | 'arrmap' | 'arrntv';

/**
 * The raw lines of the .txt fixture: section (A) from the ref guide (a bare JSON value per
 * style), section (B) from JSONWriterTest (`"nl":<value>` per style).
 */
function readFormats(): { refGuide: Map<Style, string>; writerTest: Map<Style, string> } {
  const refGuide = new Map<Style, string>();
  const writerTest = new Map<Style, string>();
  for (const line of readFileSync(FORMATS_FILE, 'utf8').split('\n')) {
    const match = /^(flat|map|arrarr|arrmap|arrntv)\s+(.*)$/.exec(line);
    if (!match) continue;
    const style = match[1] as Style;
    const json = (match[2] ?? '').trim();
    if (json.startsWith('"nl":')) writerTest.set(style, `{${json}}`);
    else refGuide.set(style, json);
  }
  return { refGuide, writerTest };
}

const { refGuide, writerTest } = readFormats();

const refGuideValue = (style: Style) => parseJsonLossless(refGuide.get(style) ?? 'null');
const writerTestValue = (style: Style) =>
  (parseJsonLossless(writerTest.get(style) ?? '{}') as { nl?: unknown }).nl;

describe('readNamedList on the ref guide json.nl examples: NamedList("a"=1, "bar"="foo", null=3, null=null)', () => {
  it('finds all five styles in both sections of the fixture', () => {
    expect([...refGuide.keys()]).toEqual(['flat', 'map', 'arrarr', 'arrmap', 'arrntv']);
    expect([...writerTest.keys()]).toEqual(['flat', 'map', 'arrarr', 'arrmap', 'arrntv']);
  });

  const expected: NamedListEntry[] = [
    ['a', 1],
    ['bar', 'foo'],
    [null, 3],
    [null, null],
  ];

  it('reads flat', () => {
    expect(refGuide.get('flat')).toBe('["a",1, "bar","foo", null,3, null,null]');
    expect(readNamedList(refGuideValue('flat'))).toEqual(expected);
  });

  it('reads arrarr', () => {
    expect(readNamedList(refGuideValue('arrarr'))).toEqual(expected);
  });

  it('reads arrntv', () => {
    expect(readNamedList(refGuideValue('arrntv'))).toEqual(expected);
  });

  it('reads arrmap, where a null name is written as the bare value', () => {
    // The ref guide prints {"b":2} for "bar"="foo" (a doc typo noted in the fixture).
    expect(readNamedList(refGuideValue('arrmap'))).toEqual([
      ['a', 1],
      ['b', 2],
      [null, 3],
      [null, null],
    ]);
  });

  it('reads map, turning the "" key into a null name', () => {
    // The text holds two "" keys; any JSON parser keeps only the last one, so the map style
    // cannot carry two null names. One null name (the facet.missing case) survives.
    expect(refGuide.get('map')).toBe('{"a":1, "bar":"foo", "":3, "":null}');
    expect(readNamedList(refGuideValue('map'))).toEqual([
      ['a', 1],
      ['bar', 'foo'],
      [null, null],
    ]);
  });
});

describe('readNamedList on the JSONWriterTest output: ("data1","he\\u2028llo\\u2029!"), (null,42), (null,null)', () => {
  const hello = 'he\u2028llo\u2029!';
  const expected: NamedListEntry[] = [
    ['data1', hello],
    [null, 42],
    [null, null],
  ];

  it.each(['flat', 'arrarr', 'arrmap', 'arrntv'] as const)('reads %s', (style) => {
    expect(readNamedList(writerTestValue(style))).toEqual(expected);
  });

  it('reads map with the last of its duplicate "" keys', () => {
    expect(readNamedList(writerTestValue('map'))).toEqual([
      ['data1', hello],
      [null, null],
    ]);
  });

  it('decodes the escaped U+2028 and U+2029', () => {
    const [[, value] = []] = readNamedList(writerTestValue('flat'));
    expect(value).toBe('he\u2028llo\u2029!');
    expect(String(value)).toHaveLength(8);
  });
});

describe('readNamedList edge cases', () => {
  it('reads nothing from absent or scalar values', () => {
    for (const value of [undefined, null, 0, 1, '', 'flat', true, false]) {
      expect(readNamedList(value)).toEqual([]);
    }
    expect(readNamedList([])).toEqual([]);
    expect(readNamedList({})).toEqual([]);
  });

  it('drops the dangling name of an odd flat list', () => {
    expect(readNamedList(['a', 1, 'b'])).toEqual([['a', 1]]);
  });

  it('turns non-string flat names into strings', () => {
    expect(readNamedList([1, 'x', true, 'y'])).toEqual([
      ['1', 'x'],
      ['true', 'y'],
    ]);
  });

  it('skips arrarr items that are not pairs', () => {
    expect(readNamedList([['a', 1], 'junk', [null, 2]])).toEqual([
      ['a', 1],
      [null, 2],
    ]);
  });

  it('reads an empty arrmap object as a null name without value', () => {
    expect(readNamedList([{ a: 1 }, {}])).toEqual([
      ['a', 1],
      [null, undefined],
    ]);
  });

  it('keeps map key order for non-numeric names', () => {
    expect(readNamedList({ z: 1, a: 2, m: 3 }).map(([name]) => name)).toEqual(['z', 'a', 'm']);
  });
});
