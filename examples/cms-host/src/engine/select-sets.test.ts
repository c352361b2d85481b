/**
 * The engine's set-based paths (cached clause bitmaps, bitmap facets, sort keys in memory) against
 * plain JavaScript: OR facets with several exclusions, facet options, range buckets over
 * multi-valued numbers, sorts on multi-valued and missing values, the SQL fallback for fields with
 * many values, SQLite's string order, and a rebuilt index not answering from stale caches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SolrDocument } from '../data/listing.js';
import { compareBinary, count, countBoth, intersect, setOf, toRowids } from './doc-set.js';
import { indexCache, MAX_POSTING_VALUES } from './index-cache.js';
import { openIndex, rebuild, type SqliteDatabase } from './index-store.js';
import {
  countValues,
  hasText,
  openListingIndex,
  selectJson,
  valuesOf,
} from './test-support/listing-index.js';

type Answer = {
  response: { numFound: number; docs: Record<string, unknown>[] };
  facet_counts: {
    facet_fields: Record<string, [string | null, number][]>;
    facet_ranges: Record<string, { counts: [string, number][]; before?: number; after?: number }>;
    facet_queries: Record<string, number>;
  };
};

let docs: SolrDocument[];
let db: SqliteDatabase;

beforeAll(() => {
  ({ docs, db } = openListingIndex(400, 11, 'sets-test'));
});

const run = (target: SqliteDatabase, params: [string, string][]) =>
  selectJson(target, params, 'arrarr') as Answer;
/** [value, count] by count desc, then value in SQLite's order. */
const facetOf = (list: SolrDocument[], field: string) =>
  [...countValues(list, field)].sort((a, b) => b[1] - a[1] || compareBinary(a[0], b[0]));

describe('doc sets', () => {
  it('intersect, count and list rowids like arrays do', () => {
    const a = setOf(200, [1, 5, 31, 32, 33, 64, 199]);
    const b = setOf(200, [5, 32, 64, 100, 200]);
    expect([...toRowids(intersect(a, b))]).toEqual([5, 32, 64]);
    expect(count(a)).toBe(7);
    expect(countBoth(a, b)).toBe(3);
    expect([...toRowids(a)]).toEqual([1, 5, 31, 32, 33, 64, 199]);
  });

  it('orders strings as SQLite BINARY does, astral characters included', () => {
    const strings = ['b', 'a', 'Z', 'é', '\uffff', '😀', 'ab', '', 'a\u0000', '\ue000', '中'];
    const sqlite = (
      db
        .prepare('SELECT value FROM json_each(?) ORDER BY value')
        .pluck()
        .all(JSON.stringify(strings)) as string[]
    ).slice();
    expect([...strings].sort(compareBinary)).toEqual(sqlite);
  });
});

describe('select over cached sets', () => {
  it('counts OR facets with several exclusions, a text query and a price range', () => {
    const params: [string, string][] = [
      ['q', 'sea'],
      ['defType', 'edismax'],
      ['qf', 'tm_title tm_summary tm_body'],
      ['fq', '{!tag=ss_property_type}ss_property_type:("Cottage" OR "Villa")'],
      ['fq', '{!tag=its_bedrooms}its_bedrooms:("2" OR "3" OR "4")'],
      ['fq', 'sm_amenities:"Wifi"'],
      ['fq', '{!tag=fts_price}fts_price:[100 TO 400}'],
      ['facet', 'true'],
      ['facet.mincount', '1'],
      ['facet.limit', '100'],
      ['facet.field', '{!ex=ss_property_type}ss_property_type'],
      ['facet.field', '{!ex=its_bedrooms}its_bedrooms'],
      ['facet.field', 'sm_amenities'],
      ['facet.field', '{!ex=ss_town}ss_town'],
      ['facet.field', '{!ex=ss_property_type,its_bedrooms key=both}ss_town'],
      ['facet.range', '{!ex=fts_price}fts_price'],
      ['f.fts_price.facet.range.start', '0'],
      ['f.fts_price.facet.range.end', '1000'],
      ['f.fts_price.facet.range.gap', '100'],
      ['facet.query', '{!ex=fts_price}fts_price:[* TO 200}'],
      ['rows', '0'],
    ];
    const text = (doc: SolrDocument) => hasText(doc, 'sea');
    const type = (doc: SolrDocument) =>
      doc.ss_property_type === 'Cottage' || doc.ss_property_type === 'Villa';
    const bedrooms = (doc: SolrDocument) => [2, 3, 4].includes(Number(doc.its_bedrooms));
    const wifi = (doc: SolrDocument) => valuesOf(doc, 'sm_amenities').includes('Wifi');
    const price = (doc: SolrDocument) =>
      typeof doc.fts_price === 'number' && doc.fts_price >= 100 && doc.fts_price < 400;
    const where = (...tests: ((doc: SolrDocument) => boolean)[]) =>
      docs.filter((doc) => tests.every((test) => test(doc)));
    // Twice: the second answer comes from the cached clause sets.
    for (let round = 0; round < 2; round++) {
      const answer = run(db, params);
      const fields = answer.facet_counts.facet_fields;
      expect(answer.response.numFound).toBe(where(text, type, bedrooms, wifi, price).length);
      expect(answer.response.numFound).toBeGreaterThan(0);
      expect(fields.ss_property_type).toEqual(
        facetOf(where(text, bedrooms, wifi, price), 'ss_property_type'),
      );
      expect(fields.its_bedrooms).toEqual(facetOf(where(text, type, wifi, price), 'its_bedrooms'));
      expect(fields.sm_amenities).toEqual(
        facetOf(where(text, type, bedrooms, wifi, price), 'sm_amenities'),
      );
      expect(fields.ss_town).toEqual(facetOf(where(text, type, bedrooms, wifi, price), 'ss_town'));
      expect(fields.both).toEqual(facetOf(where(text, wifi, price), 'ss_town'));
      const unpriced = where(text, type, bedrooms, wifi);
      expect(answer.facet_counts.facet_ranges.fts_price?.counts).toEqual(
        Array.from({ length: 10 }, (_, i) => [
          `${i * 100}.0`,
          unpriced.filter(
            (doc) =>
              typeof doc.fts_price === 'number' &&
              doc.fts_price >= i * 100 &&
              doc.fts_price < i * 100 + 100,
          ).length,
        ]),
      );
      expect(answer.facet_counts.facet_queries['fts_price:[* TO 200}']).toBe(
        unpriced.filter((doc) => typeof doc.fts_price === 'number' && doc.fts_price < 200).length,
      );
    }
  });

  it('applies prefix, mincount 0, limit, offset, index order and missing', () => {
    const villas = docs.filter((doc) => doc.ss_property_type === 'Villa');
    const answer = run(db, [
      ['q', '*:*'],
      ['fq', 'ss_property_type:Villa'],
      ['facet', 'true'],
      ['facet.field', 'its_bedrooms'],
      ['f.its_bedrooms.facet.sort', 'index'],
      ['f.its_bedrooms.facet.mincount', '0'],
      ['f.its_bedrooms.facet.limit', '-1'],
      ['facet.field', '{!key=amenities}sm_amenities'],
      ['f.sm_amenities.facet.prefix', 'S'],
      ['f.sm_amenities.facet.mincount', '0'],
      ['f.sm_amenities.facet.sort', 'index'],
      ['facet.field', 'ss_town'],
      ['f.ss_town.facet.limit', '2'],
      ['f.ss_town.facet.offset', '1'],
      ['f.ss_town.facet.mincount', '1'],
      ['facet.field', 'fts_rating'],
      ['f.fts_rating.facet.missing', 'true'],
      ['f.fts_rating.facet.limit', '0'],
      ['rows', '0'],
    ]);
    const fields = answer.facet_counts.facet_fields;
    // Every indexed value, numerically, zeros included.
    const allBedrooms = [...new Set(docs.map((doc) => Number(doc.its_bedrooms)))].sort(
      (a, b) => a - b,
    );
    expect(fields.its_bedrooms).toEqual(
      allBedrooms.map((value) => [
        String(value),
        villas.filter((doc) => doc.its_bedrooms === value).length,
      ]),
    );
    expect(allBedrooms.length).toBeGreaterThan(new Set(villas.map((doc) => doc.its_bedrooms)).size);
    const amenities = [...new Set(docs.flatMap((doc) => valuesOf(doc, 'sm_amenities')))]
      .map(String)
      .filter((value) => value.startsWith('S'))
      .sort(compareBinary);
    expect(fields.amenities).toEqual(
      amenities.map((value) => [
        value,
        villas.filter((doc) => valuesOf(doc, 'sm_amenities').includes(value)).length,
      ]),
    );
    expect(fields.ss_town).toEqual(facetOf(villas, 'ss_town').slice(1, 3));
    expect(fields.fts_rating).toEqual([
      [null, villas.filter((doc) => doc.fts_rating === undefined).length],
    ]);
  });

  it('sorts on multi-valued strings (lowest ascending, highest descending), ids, missing last', () => {
    const order = (
      key: (doc: SolrDocument) => string | number | undefined,
      descending: boolean,
      compare: (a: never, b: never) => number,
    ) =>
      docs
        .map((doc, index) => ({ doc, index, value: key(doc) }))
        .sort(
          (a, b) =>
            (a.value === undefined ? 1 : 0) - (b.value === undefined ? 1 : 0) ||
            (a.value === undefined || b.value === undefined || a.value === b.value
              ? 0
              : (descending ? -1 : 1) * compare(a.value as never, b.value as never)) ||
            a.index - b.index,
        )
        .map((entry) => entry.doc.id);
    const amenities = (doc: SolrDocument) => valuesOf(doc, 'sm_amenities').map(String);
    const lowest = (doc: SolrDocument) => amenities(doc).sort(compareBinary)[0];
    const highest = (doc: SolrDocument) => amenities(doc).sort(compareBinary).at(-1);
    const ids = (params: [string, string][]) =>
      run(db, [['q', '*:*'], ['fl', 'id'], ...params]).response.docs.map((doc) => doc.id);
    expect(
      ids([
        ['sort', 'sm_amenities asc'],
        ['rows', '30'],
        ['start', '7'],
      ]),
    ).toEqual(order(lowest, false, compareBinary).slice(7, 37));
    expect(
      ids([
        ['sort', 'sm_amenities desc'],
        ['rows', '30'],
      ]),
    ).toEqual(order(highest, true, compareBinary).slice(0, 30));
    expect(
      ids([
        ['sort', 'id desc'],
        ['rows', '20'],
      ]),
    ).toEqual(order((doc) => String(doc.id), true, compareBinary).slice(0, 20));
    const rating = (doc: SolrDocument) => doc.fts_rating as number | undefined;
    const byNumber = (a: number, b: number) => a - b;
    expect(
      ids([
        ['sort', 'fts_rating desc'],
        ['rows', '400'],
      ]),
    ).toEqual(order(rating, true, byNumber));
    expect(
      ids([
        ['sort', 'fts_rating asc,its_bedrooms desc'],
        ['rows', '15'],
      ]),
    ).toEqual(
      docs
        .map((doc, index) => ({ doc, index }))
        .sort(
          (a, b) =>
            (rating(a.doc) === undefined ? 1 : 0) - (rating(b.doc) === undefined ? 1 : 0) ||
            (rating(a.doc) ?? 0) - (rating(b.doc) ?? 0) ||
            Number(b.doc.its_bedrooms) - Number(a.doc.its_bedrooms) ||
            a.index - b.index,
        )
        .slice(0, 15)
        .map((entry) => entry.doc.id),
    );
  });
});

describe('select over a small hand-made index', () => {
  const doc = (key: number, fields: Record<string, unknown>): SolrDocument =>
    ({ id: `h-${key}`, index_id: 'default_index', ...fields }) as unknown as SolrDocument;
  const handmade = [
    doc(1, { im_sizes: [5, 15, 15.5, 250], ss_kind: 'a' }),
    doc(2, { im_sizes: [10], ss_kind: 'b' }),
    doc(3, { ss_kind: 'a' }),
    doc(4, { im_sizes: [0, 99, 100], ss_kind: 'b' }),
    doc(5, { im_sizes: [-3, 1000], ss_kind: 'a' }),
  ];

  it('counts a document once per range bucket, with hardend, before, after and between', () => {
    const small = openIndex(':memory:', () => handmade, 'handmade');
    const answer = run(small, [
      ['q', '*:*'],
      ['facet', 'true'],
      ['facet.range', 'im_sizes'],
      ['facet.range.start', '0'],
      ['facet.range.end', '120'],
      ['facet.range.gap', '50'],
      ['facet.range.hardend', 'true'],
      ['facet.range.other', 'all'],
      ['rows', '0'],
    ]);
    const range = answer.facet_counts.facet_ranges.im_sizes;
    const any = (test: (value: number) => boolean) =>
      handmade.filter((item) => valuesOf(item, 'im_sizes').map(Number).some(test)).length;
    expect(range?.counts).toEqual([
      ['0', any((value) => value >= 0 && value < 50)],
      ['50', any((value) => value >= 50 && value < 100)],
      ['100', any((value) => value >= 100 && value < 120)],
    ]);
    expect(range?.counts[0]?.[1]).toBe(3);
    expect(range?.before).toBe(any((value) => value < 0));
    expect(range?.after).toBe(any((value) => value >= 120));
    expect((range as unknown as { between: number }).between).toBe(
      any((value) => value >= 0 && value < 120),
    );
  });

  it('answers from the new data after a rebuild, not from the caches of the old', () => {
    const small = openIndex(':memory:', () => handmade, 'handmade');
    const kinds = () =>
      run(small, [
        ['q', '*:*'],
        ['fq', 'ss_kind:a'],
        ['facet', 'true'],
        ['facet.field', 'ss_kind'],
        ['facet.mincount', '1'],
        ['sort', 'im_sizes desc'],
        ['fl', 'id'],
      ]);
    const before = kinds();
    expect(before.response.numFound).toBe(3);
    expect(before.response.docs.map((item) => item.id)).toEqual(['h-5', 'h-1', 'h-3']);
    rebuild(
      small,
      [
        doc(1, { ss_kind: 'a', im_sizes: [1] }),
        doc(2, { ss_kind: 'b' }),
        doc(7, { ss_kind: 'a', im_sizes: [9] }),
      ],
      'handmade',
    );
    const after = kinds();
    expect(after.response.numFound).toBe(2);
    expect(after.response.docs.map((item) => item.id)).toEqual(['h-7', 'h-1']);
    expect(after.facet_counts.facet_fields.ss_kind).toEqual([['a', 2]]);
  });

  it('facets fields with too many values for bitmaps in SQL, with the same answers', () => {
    const many = Array.from({ length: MAX_POSTING_VALUES + 100 }, (_, i) =>
      doc(i, {
        ss_code: `code-${i % (MAX_POSTING_VALUES + 40)}`,
        ss_kind: i % 3 === 0 ? 'a' : 'b',
        ...(i % 7 === 0 ? {} : { sm_tags: [`t${i % 11}`, `t${i % 13}`] }),
      }),
    );
    const large = openIndex(':memory:', () => many, 'many');
    const answer = run(large, [
      ['q', '*:*'],
      ['fq', 'ss_kind:a'],
      ['facet', 'true'],
      ['facet.field', 'ss_code'],
      ['f.ss_code.facet.limit', '30'],
      ['f.ss_code.facet.offset', '5'],
      ['f.ss_code.facet.mincount', '1'],
      ['f.ss_code.facet.missing', 'true'],
      ['facet.field', 'sm_tags'],
      ['f.sm_tags.facet.missing', 'true'],
      ['rows', '0'],
    ]);
    expect(indexCache(large).fieldPostings('ss_code')).toBeNull();
    expect(indexCache(large).fieldPostings('sm_tags')).not.toBeNull();
    const kindA = many.filter((item) => item.ss_kind === 'a');
    expect(answer.facet_counts.facet_fields.ss_code).toEqual([
      ...facetOf(kindA, 'ss_code').slice(5, 35),
      [null, 0],
    ]);
    expect(answer.facet_counts.facet_fields.sm_tags).toEqual([
      ...facetOf(kindA, 'sm_tags'),
      [null, kindA.filter((item) => item.sm_tags === undefined).length],
    ]);
  });
});
