import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import { readSpellcheck, type Spellcheck } from './index.js';

type Loose = Record<string, unknown>;

const FIXTURES = new URL('../../test/fixtures/solr/', import.meta.url);
const readFixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** The spellcheck section of a fixture, read the way the transport reads a body. */
function spellcheckOf(name: string): Spellcheck | null {
  const body = parseJsonLossless(readFixture(name)) as { spellcheck?: unknown };
  return readSpellcheck(body.spellcheck);
}

/**
 * The same through the engine: the normaliser keeps the raw section untouched, and reading it
 * gives what reading the body's section gives.
 */
function normalizedSpellcheckOf(name: string): Spellcheck | null {
  const text = readFixture(name);
  const response = normalizeResponse(parseJsonLossless(text));
  expect(response.spellcheck).toEqual(
    (parseJsonLossless(text) as { spellcheck?: unknown }).spellcheck ?? null,
  );
  return readSpellcheck(response.spellcheck);
}

const hellSuggestions = [
  {
    word: 'hell',
    numFound: 1,
    startOffset: 0,
    endOffset: 4,
    origFreq: null,
    alternatives: [{ word: 'dell', freq: null }],
  },
  {
    word: 'ultrashar',
    numFound: 1,
    startOffset: 5,
    endOffset: 14,
    origFreq: null,
    alternatives: [{ word: 'ultrasharp', freq: null }],
  },
];

const dellUltrasharp = { query: 'dell ultrasharp', hits: null, corrections: [] };

describe('readSpellcheck: Solr 1.4 flat lists', () => {
  it('reads suggestions and the trailing collation entry', () => {
    expect(
      spellcheckOf('solr14-spellcheck-flat-suggestions-collation.wt-ruby.blacklight.json'),
    ).toEqual({
      correctlySpelled: null,
      suggestions: hellSuggestions,
      collations: [dellUltrasharp],
    });
  });

  it('reads the collation without extendedResults (spellcheck.q)', () => {
    expect(
      spellcheckOf('solr14-spellcheck-flat-collation-no-extended.wt-ruby.blacklight.json'),
    ).toEqual({
      correctlySpelled: null,
      suggestions: hellSuggestions,
      collations: [dellUltrasharp],
    });
  });

  it('reads extended results: origFreq, {word, freq} and correctlySpelled in the list', () => {
    expect(
      spellcheckOf(
        'solr14-spellcheck-flat-extended-results-correctlyspelled-collation.wt-ruby.blacklight.json',
      ),
    ).toEqual({
      correctlySpelled: false,
      suggestions: [
        {
          word: 'hell',
          numFound: 1,
          startOffset: 0,
          endOffset: 4,
          origFreq: 0,
          alternatives: [{ word: 'dell', freq: 1 }],
        },
        {
          word: 'ultrashar',
          numFound: 1,
          startOffset: 5,
          endOffset: 14,
          origFreq: 0,
          alternatives: [{ word: 'ultrasharp', freq: 1 }],
        },
      ],
      collations: [dellUltrasharp],
    });
  });

  it('reads extended results whose origFreq equals the suggestion freq', () => {
    expect(
      spellcheckOf('solr14-spellcheck-flat-extended-same-frequency.wt-ruby.blacklight.json'),
    ).toEqual({
      correctlySpelled: false,
      suggestions: [
        {
          word: 'hell',
          numFound: 1,
          startOffset: 0,
          endOffset: 4,
          origFreq: 1,
          alternatives: [{ word: 'dell', freq: 1 }],
        },
        {
          word: 'ultrashard',
          numFound: 1,
          startOffset: 5,
          endOffset: 14,
          origFreq: 1,
          alternatives: [{ word: 'ultrasharp', freq: 1 }],
        },
      ],
      collations: [dellUltrasharp],
    });
  });

  it('reads a list holding only correctlySpelled (hue, pre 4.10)', () => {
    const name =
      'solr-pre4.10-facet-dates-legacy-flat-facets-highlighting-spellcheck-correctlyspelled.hue.json';
    expect(spellcheckOf(name)).toEqual({
      correctlySpelled: false,
      suggestions: [],
      collations: [],
    });
    expect(normalizedSpellcheckOf(name)).toEqual({
      correctlySpelled: false,
      suggestions: [],
      collations: [],
    });
  });
});

describe('readSpellcheck: Solr 5+ shapes', () => {
  it('reads Solr 5 flat suggestions plus a separate collations list', () => {
    expect(
      spellcheckOf(
        'solr5-spellcheck-flat-suggestions-plus-collations-array.handadapted.blacklight.json',
      ),
    ).toEqual({
      correctlySpelled: null,
      suggestions: hellSuggestions,
      collations: [dellUltrasharp],
    });
  });

  it('reads Solr 6.5 suggestions keyed by the misspelt word', () => {
    expect(
      spellcheckOf('solr65-spellcheck-suggestions-map-plus-collations.handadapted.blacklight.json'),
    ).toEqual({
      correctlySpelled: null,
      suggestions: hellSuggestions,
      collations: [dellUltrasharp],
    });
  });

  it('reads Solr 9 collations with collationQuery, hits and misspellingsAndCorrections', () => {
    const name =
      'solr9-spellcheck-flat-suggestions-collations-collationquery.solr-for-newbies.fragment.json';
    const expected: Spellcheck = {
      correctlySpelled: null,
      suggestions: [
        {
          word: 'washingon',
          numFound: 3,
          startOffset: 13,
          endOffset: 22,
          origFreq: null,
          alternatives: [
            { word: 'washington', freq: null },
            { word: 'washigton', freq: null },
            { word: 'washing', freq: null },
          ],
        },
      ],
      collations: [
        {
          query: 'title_txt_en:washington',
          hits: 41,
          corrections: [['washingon', 'washington']],
        },
      ],
    };
    expect(spellcheckOf(name)).toEqual(expected);
    expect(normalizedSpellcheckOf(name)).toEqual(expected);
    const response = normalizeResponse(parseJsonLossless(readFixture(name)));
    expect(response.numFound).toBe(0);
    expect(response.docs).toEqual([]);
  });

  it('reads the top-level correctlySpelled of Solr 5+ extended results', () => {
    expect(
      readSpellcheck({
        suggestions: [],
        correctlySpelled: true,
        collations: [],
      }),
    ).toEqual({ correctlySpelled: true, suggestions: [], collations: [] });
  });

  it('reads arrarr suggestions and collations (json.nl=arrarr)', () => {
    expect(
      readSpellcheck({
        suggestions: [
          [
            'washingon',
            { numFound: 1, startOffset: 13, endOffset: 22, suggestion: ['washington'] },
          ],
        ],
        collations: [
          [
            'collation',
            {
              collationQuery: 'title_txt_en:washington',
              hits: 41,
              misspellingsAndCorrections: [['washingon', 'washington']],
            },
          ],
        ],
      }),
    ).toEqual({
      correctlySpelled: null,
      suggestions: [
        {
          word: 'washingon',
          numFound: 1,
          startOffset: 13,
          endOffset: 22,
          origFreq: null,
          alternatives: [{ word: 'washington', freq: null }],
        },
      ],
      collations: [
        {
          query: 'title_txt_en:washington',
          hits: 41,
          corrections: [['washingon', 'washington']],
        },
      ],
    });
  });
});

describe('readSpellcheck: absent or malformed', () => {
  it('returns null without a spellcheck section', () => {
    expect(readSpellcheck(undefined)).toBeNull();
    expect(readSpellcheck(null)).toBeNull();
    expect(readSpellcheck('suggestions')).toBeNull();
    expect(normalizedSpellcheckOf('solr-select-basic-docs.hue.json')).toBeNull();
  });

  it('skips suggestion entries that are not objects', () => {
    expect(readSpellcheck({ suggestions: ['hell', 'dell', 'ultrashar', 3] })).toEqual({
      correctlySpelled: null,
      suggestions: [],
      collations: [],
    });
  });

  it('counts alternatives when numFound is missing', () => {
    const spellcheck = readSpellcheck({ suggestions: ['hell', { suggestion: ['dell', 'bell'] }] });
    expect(spellcheck?.suggestions[0]?.numFound).toBe(2);
    expect(spellcheck?.suggestions[0]?.startOffset).toBeNull();
  });
});

describe('readSpellcheck through the engine', () => {
  const withSpellcheck = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.json'))
    .filter((name) => (parseJsonLossless(readFixture(name)) as Loose).spellcheck !== undefined)
    .sort();

  it('finds the spellcheck fixtures', () => {
    expect(withSpellcheck).toHaveLength(8);
  });

  it.each(withSpellcheck)('reads the section normalizeResponse keeps of %s', (name) => {
    const spellcheck = normalizedSpellcheckOf(name);
    expect(spellcheck).not.toBeNull();
    expect(spellcheck).toEqual(spellcheckOf(name));
  });
});
