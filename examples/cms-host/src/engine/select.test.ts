/**
 * The engine against plain JavaScript over the same data: counts, facet counts (with OR
 * exclusions), range buckets, sort orders, text matches, boolean logic, errors and formats.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SolrDocument } from '../data/listing.js';
import { type SqliteDatabase, tokenize } from './index-store.js';
import { select } from './select.js';
import { SolrError } from './solr-error.js';
import {
  countValues as countBy,
  hasText,
  openListingIndex,
  selectJson,
  valuesOf as values,
} from './test-support/listing-index.js';

type Answer = {
  response: { numFound: number; start: number; docs: Record<string, unknown>[] };
  facet_counts: {
    facet_fields: Record<string, unknown>;
    facet_ranges: Record<string, { counts: unknown; before?: number; after?: number }>;
    facet_queries: Record<string, number>;
  };
  responseHeader: { status: number; params: Record<string, string | string[]> };
};

let docs: SolrDocument[];
let db: SqliteDatabase;

beforeAll(() => {
  ({ docs, db } = openListingIndex(400, 7, 'test'));
});

const run = (params: [string, string][]) => selectJson(db, params) as Answer;
const ids = (answer: Answer) => answer.response.docs.map((doc) => doc.id);

describe('select: counts and facets', () => {
  it('counts everything and a string filter exactly', () => {
    expect(
      run([
        ['q', '*:*'],
        ['rows', '0'],
      ]).response.numFound,
    ).toBe(docs.length);
    const villas = docs.filter((doc) => doc.ss_property_type === 'Villa');
    expect(
      run([
        ['q', '*:*'],
        ['fq', 'ss_property_type:"Villa"'],
        ['rows', '0'],
      ]).response.numFound,
    ).toBe(villas.length);
  });

  it('facets like a GROUP BY over the matching documents (json.nl map)', () => {
    const answer = run([
      ['q', '*:*'],
      ['fq', 'its_bedrooms:[2 TO 4]'],
      ['facet', 'true'],
      ['facet.field', 'ss_town'],
      ['facet.field', 'sm_amenities'],
      ['facet.mincount', '1'],
      ['facet.limit', '-1'],
      ['json.nl', 'map'],
      ['rows', '0'],
    ]);
    const matching = docs.filter(
      (doc) => Number(doc.its_bedrooms) >= 2 && Number(doc.its_bedrooms) <= 4,
    );
    expect(answer.response.numFound).toBe(matching.length);
    expect(answer.facet_counts.facet_fields.ss_town).toEqual(
      Object.fromEntries(countBy(matching, 'ss_town')),
    );
    expect(
      new Map(
        Object.entries(answer.facet_counts.facet_fields.sm_amenities as Record<string, number>),
      ),
    ).toEqual(countBy(matching, 'sm_amenities'));
  });

  it('keeps the other values of an OR facet with {!tag}/{!ex}', () => {
    const answer = run([
      ['q', '*:*'],
      ['fq', '{!tag=ss_property_type}ss_property_type:("Villa" OR "Cabin")'],
      ['facet', 'true'],
      ['facet.field', '{!ex=ss_property_type}ss_property_type'],
      ['facet.field', 'ss_town'],
      ['facet.mincount', '1'],
      ['json.nl', 'arrarr'],
      ['rows', '0'],
    ]);
    const selected = docs.filter(
      (doc) => doc.ss_property_type === 'Villa' || doc.ss_property_type === 'Cabin',
    );
    expect(answer.response.numFound).toBe(selected.length);
    expect(
      new Map(answer.facet_counts.facet_fields.ss_property_type as [string, number][]),
    ).toEqual(countBy(docs, 'ss_property_type'));
    expect(new Map(answer.facet_counts.facet_fields.ss_town as [string, number][])).toEqual(
      countBy(selected, 'ss_town'),
    );
  });

  it('orders facet values by count then value, applies prefix, limit and missing (flat)', () => {
    const answer = run([
      ['q', '*:*'],
      ['facet', 'true'],
      ['facet.field', 'tm_title'],
      ['f.tm_title.facet.prefix', 'sea'],
      ['facet.limit', '3'],
      ['facet.mincount', '1'],
      ['rows', '0'],
    ]);
    const tokens = new Map<string, number>();
    for (const doc of docs)
      for (const token of new Set(
        values(doc, 'tm_title').flatMap((value) => tokenize(String(value))),
      ))
        if (token.startsWith('sea')) tokens.set(token, (tokens.get(token) ?? 0) + 1);
    const expected = [...tokens]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 3)
      .flat();
    expect(answer.facet_counts.facet_fields.tm_title).toEqual(expected);
    const missing = run([
      ['q', '*:*'],
      ['facet', 'true'],
      ['facet.field', 'fts_price'],
      ['facet.missing', 'true'],
      ['facet.limit', '0'],
      ['json.nl', 'arrarr'],
      ['rows', '0'],
    ]);
    expect(missing.facet_counts.facet_fields.fts_price).toEqual([
      [null, docs.filter((doc) => doc.fts_price === undefined).length],
    ]);
  });

  it('buckets ranges like a loop over the prices, with before and after', () => {
    const answer = run([
      ['q', '*:*'],
      ['facet', 'true'],
      ['facet.range', 'fts_price'],
      ['f.fts_price.facet.range.start', '100'],
      ['f.fts_price.facet.range.end', '600'],
      ['f.fts_price.facet.range.gap', '100'],
      ['facet.range.other', 'all'],
      ['json.nl', 'arrarr'],
      ['rows', '0'],
    ]);
    const prices = docs
      .map((doc) => doc.fts_price)
      .filter((price): price is number => typeof price === 'number');
    const expected = [100, 200, 300, 400, 500].map((lower) => [
      `${lower}.0`,
      prices.filter((price) => price >= lower && price < lower + 100).length,
    ]);
    const range = answer.facet_counts.facet_ranges.fts_price;
    expect(range?.counts).toEqual(expected);
    expect(range?.before).toBe(prices.filter((price) => price < 100).length);
    expect(range?.after).toBe(prices.filter((price) => price >= 600).length);
  });

  it('counts facet queries', () => {
    const answer = run([
      ['q', '*:*'],
      ['facet', 'true'],
      ['facet.query', 'bs_pets:true'],
      ['rows', '0'],
    ]);
    expect(answer.facet_counts.facet_queries['bs_pets:true']).toBe(
      docs.filter((doc) => doc.bs_pets === true).length,
    );
  });
});

describe('select: documents, sorting and paging', () => {
  it('sorts on a field with missing values last, ties in index order, and pages', () => {
    const order = docs
      .map((doc, index) => ({ doc, index, price: doc.fts_price as number | undefined }))
      .sort(
        (a, b) =>
          (a.price === undefined ? 1 : 0) - (b.price === undefined ? 1 : 0) ||
          (a.price ?? 0) - (b.price ?? 0) ||
          a.index - b.index,
      )
      .map((entry) => entry.doc.id);
    expect(
      ids(
        run([
          ['q', '*:*'],
          ['sort', 'fts_price asc'],
          ['rows', '25'],
          ['fl', 'id'],
        ]),
      ),
    ).toEqual(order.slice(0, 25));
    expect(
      ids(
        run([
          ['q', '*:*'],
          ['sort', 'fts_price asc'],
          ['start', '25'],
          ['rows', '25'],
          ['fl', 'id'],
        ]),
      ),
    ).toEqual(order.slice(25, 50));
    const byBedroomsThenTitle = [...docs]
      .map((doc, index) => ({ doc, index }))
      .sort(
        (a, b) =>
          Number(b.doc.its_bedrooms) - Number(a.doc.its_bedrooms) ||
          String(a.doc.ss_title).localeCompare(String(b.doc.ss_title), 'en', {
            sensitivity: 'variant',
          }) ||
          a.index - b.index,
      );
    const answer = ids(
      run([
        ['q', '*:*'],
        ['sort', 'its_bedrooms desc,ss_title asc'],
        ['rows', '10'],
        ['fl', 'id'],
      ]),
    );
    expect(answer.map((id) => docs.find((doc) => doc.id === id)?.its_bedrooms)).toEqual(
      byBedroomsThenTitle.slice(0, 10).map((entry) => entry.doc.its_bedrooms),
    );
  });

  it('returns only the fields of fl, and documents by ids in the order asked', () => {
    const [doc] = run([
      ['q', '*:*'],
      ['rows', '1'],
      ['fl', 'id,ss_title'],
    ]).response.docs;
    expect(Object.keys(doc ?? {}).sort()).toEqual(['id', 'ss_title']);
    const wanted = [docs[5], docs[2], docs[9]].map((item) => item?.id as string);
    expect(ids(run([['ids', wanted.join(',')]]))).toEqual(wanted);
  });

  it('finds text in any text field (bm25), and in one field when qualified', () => {
    const word = 'pool';
    const expected = docs.filter((doc) => hasText(doc, word));
    const answer = run([
      ['q', word],
      ['rows', '1000'],
      ['fl', 'id,score'],
    ]);
    expect(new Set(ids(answer))).toEqual(new Set(expected.map((doc) => doc.id)));
    const scores = answer.response.docs.map((doc) => doc.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // A NUL in the text separates words as a space does (FTS5 read it as the end of the query).
    for (const q of ['pool\0x', 'tm_title:pool\0x*', '"pool\0x"'])
      expect(run([['q', q]]).responseHeader.status).toBe(0);
    const inTitle = docs.filter((doc) => hasText(doc, 'cottage', ['tm_title']));
    expect(
      run([
        ['q', 'tm_title:cottage'],
        ['rows', '0'],
      ]).response.numFound,
    ).toBe(inTitle.length);
  });
});

describe('select: boolean logic against JavaScript predicates', () => {
  const atoms: [string, (doc: SolrDocument) => boolean][] = [
    ['ss_property_type:Villa', (doc) => doc.ss_property_type === 'Villa'],
    ['ss_town:"St Ives"', (doc) => doc.ss_town === 'St Ives'],
    ['its_bedrooms:[3 TO *]', (doc) => Number(doc.its_bedrooms) >= 3],
    ['fts_price:{* TO 200}', (doc) => typeof doc.fts_price === 'number' && doc.fts_price < 200],
    ['bs_pets:true', (doc) => doc.bs_pets === true],
    ['sm_amenities:"Hot tub"', (doc) => values(doc, 'sm_amenities').includes('Hot tub')],
    ['fts_rating:*', (doc) => doc.fts_rating !== undefined],
  ];
  type Expr = { text: string; test: (doc: SolrDocument) => boolean };
  const expr: fc.Arbitrary<Expr> = fc.letrec<{ node: Expr }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...atoms).map(([text, test]) => ({ text, test })),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({
        text: `(${a.text} AND ${b.text})`,
        test: (doc: SolrDocument) => a.test(doc) && b.test(doc),
      })),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({
        text: `(${a.text} OR ${b.text})`,
        test: (doc: SolrDocument) => a.test(doc) || b.test(doc),
      })),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({
        text: `(${a.text} AND NOT ${b.text})`,
        test: (doc: SolrDocument) => a.test(doc) && !b.test(doc),
      })),
    ),
  })).node;

  it('matches exactly the documents the same expression selects in JavaScript', () => {
    fc.assert(
      fc.property(expr, (query) => {
        const answer = run([
          ['q', query.text],
          ['rows', '0'],
        ]);
        expect(answer.response.numFound).toBe(docs.filter(query.test).length);
      }),
      { numRuns: 150 },
    );
  });

  it('treats a pure negative filter as everything but it', () => {
    expect(
      run([
        ['q', '*:*'],
        ['fq', '-ss_property_type:Villa'],
        ['rows', '0'],
      ]).response.numFound,
    ).toBe(docs.filter((doc) => doc.ss_property_type !== 'Villa').length);
  });
});

describe('select: errors and formats', () => {
  it.each([
    [[['q', 'nope_field:x']], 'undefined field nope_field'],
    [[['q', 'title:(unbalanced']], 'SyntaxError'],
    [[['q', '{!join from=a to=b}x']], 'SyntaxError'],
    [
      [
        ['q', '*:*'],
        ['sort', 'tm_title asc'],
      ],
      'can not sort on field',
    ],
    [[['q', 'its_bedrooms:abc']], 'Invalid Number'],
    [
      [
        ['q', '*:*'],
        ['wt', 'xml'],
      ],
      'Unknown response writer',
    ],
    [
      [
        ['q', '*:*'],
        ['rows', '-1'],
      ],
      'cannot be negative',
    ],
  ] as [string, string][][][])('answers %j with a 400 saying %s', (params, message) => {
    let error: unknown;
    try {
      select(db, params as unknown as [string, string][]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SolrError);
    expect((error as SolrError).code).toBe(400);
    expect((error as SolrError).message).toContain(message);
  });

  it('echoes params as strings, repeated ones as arrays', () => {
    const answer = run([
      ['q', '*:*'],
      ['fq', 'bs_pets:true'],
      ['fq', 'its_bedrooms:2'],
      ['rows', '3'],
    ]);
    expect(answer.responseHeader.params).toMatchObject({
      q: '*:*',
      rows: '3',
      fq: ['bs_pets:true', 'its_bedrooms:2'],
    });
    expect(answer.responseHeader.status).toBe(0);
  });
});
