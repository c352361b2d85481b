import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readResponseBody } from '../request/transport.js';
import { parseJsonLossless } from './lossless-json.js';
import { normalizeResponse, readFacetCounts } from './normalize-response.js';
import type { FacetCount, RangeFacet } from './response-types.js';

const FIXTURES = new URL('../../test/fixtures/solr/', import.meta.url);
const readFixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
/** The way the transport reads a body: 64-bit integers stay exact. */
const normalizeFixture = (name: string) => normalizeResponse(parseJsonLossless(readFixture(name)));

type Loose = Record<string, unknown>;
const asLoose = (value: unknown): Loose =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

const JSON_FIXTURES = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .sort();

/**
 * The buckets a raw facet list holds, read straight from the fixture (independently of the
 * normaliser): `flat` pairs up elements, `arrarr` holds pairs, `map` holds keys ("" = missing).
 */
function rawBuckets(list: unknown): { value: string | null; count: number }[] {
  if (Array.isArray(list)) {
    if (list.length > 0 && Array.isArray(list[0])) {
      return list.map((pair: unknown[]) => ({
        value: pair[0] as string | null,
        count: pair[1] as number,
      }));
    }
    expect(list.length % 2).toBe(0);
    const buckets: { value: string | null; count: number }[] = [];
    for (let i = 0; i < list.length; i += 2) {
      buckets.push({ value: list[i] as string | null, count: list[i + 1] as number });
    }
    return buckets;
  }
  return Object.entries(asLoose(list)).map(([value, count]) => ({
    value: value === '' ? null : value,
    count: count as number,
  }));
}

const RANGE_META = ['gap', 'start', 'end', 'before', 'after', 'between', 'hardend', 'other'];

describe('normalizeResponse over every real fixture', () => {
  it('finds the 32 JSON fixtures', () => {
    expect(JSON_FIXTURES).toHaveLength(32);
  });

  it.each(JSON_FIXTURES)('reads %s without losing docs or buckets', (name) => {
    const text = readFixture(name);
    const raw = asLoose(JSON.parse(text));
    const normalized = normalizeResponse(parseJsonLossless(text));

    const response = asLoose(raw.response);
    if (Array.isArray(response.docs)) {
      expect(normalized.docs).toHaveLength(response.docs.length);
      expect(normalized.docs.map((doc) => doc.id)).toEqual(
        response.docs.map((doc: Loose) => (doc.id === undefined ? '' : String(doc.id))),
      );
      expect(normalized.numFound).toBe(response.numFound);
      expect(normalized.start).toBe(response.start);
    }
    for (const doc of normalized.docs) expect(typeof doc.id).toBe('string');

    const facets = asLoose(raw.facet_counts);
    const facetFields = asLoose(facets.facet_fields);
    expect(Object.keys(normalized.facetFields)).toEqual(Object.keys(facetFields));
    for (const [field, list] of Object.entries(facetFields)) {
      const expected = rawBuckets(list);
      const buckets = normalized.facetFields[field] ?? [];
      expect(buckets).toHaveLength(
        Array.isArray(list) && !Array.isArray(list[0])
          ? list.length / 2
          : Array.isArray(list)
            ? list.length
            : Object.keys(asLoose(list)).length,
      );
      expect(buckets).toEqual(expected);
    }

    const facetRanges = asLoose(facets.facet_ranges);
    expect(Object.keys(normalized.facetRanges)).toEqual(Object.keys(facetRanges));
    for (const [field, range] of Object.entries(facetRanges)) {
      expect(normalized.facetRanges[field]?.counts).toEqual(rawBuckets(asLoose(range).counts));
    }

    const facetDates = asLoose(facets.facet_dates);
    expect(Object.keys(normalized.facetDates)).toEqual(Object.keys(facetDates));
    for (const [field, dates] of Object.entries(facetDates)) {
      const inline = Object.fromEntries(
        Object.entries(asLoose(dates)).filter(([key]) => !RANGE_META.includes(key)),
      );
      expect(normalized.facetDates[field]?.counts).toEqual(rawBuckets(inline));
    }

    expect(normalized.facetQueries).toEqual(asLoose(facets.facet_queries));
    expect(Object.keys(normalized.highlighting).sort()).toEqual(
      Object.keys(asLoose(raw.highlighting)).sort(),
    );
    // Kept raw for @stayfront/search-core/spellcheck, which reads it (see its tests).
    expect(normalized.spellcheck).toEqual(raw.spellcheck ?? null);
  });
});

describe('facet_fields formats', () => {
  it('reads the flat solr5 quick-start facet including the zero-count samsung bucket', () => {
    const response = normalizeFixture('solr5-quickstart-facet-field-flat-zero-count.json');
    expect(response.numFound).toBe(2990);
    expect(response.rows).toBe(0);
    expect(response.start).toBe(0);
    expect(response.docs).toEqual([]);
    expect(response.facetFields).toEqual({
      manu_id_s: [
        { value: 'corsair', count: 3 },
        { value: 'belkin', count: 2 },
        { value: 'canon', count: 2 },
        { value: 'apple', count: 1 },
        { value: 'asus', count: 1 },
        { value: 'ati', count: 1 },
        { value: 'boa', count: 1 },
        { value: 'dell', count: 1 },
        { value: 'eu', count: 1 },
        { value: 'maxtor', count: 1 },
        { value: 'nor', count: 1 },
        { value: 'uk', count: 1 },
        { value: 'viewsonic', count: 1 },
        { value: 'samsung', count: 0 },
      ],
    });
    expect(response.facetIntervals).toEqual({});
    expect(response.facetRanges).toEqual({});
    expect(response.facetDates).toEqual({});
  });

  it('reads json.nl=map facets from Solr 4.2.1 (solrstrap), keeping order and the empty cat', () => {
    const response = normalizeFixture(
      'solr4-facet-fields-json-nl-map.solrstrap-issue4.fragment.json',
    );
    expect(Object.keys(response.facetFields)).toEqual(['type', 'host', 'cat', 'lang']);
    expect(response.facetFields.type).toEqual([
      { value: 'text/html', count: 23123 },
      { value: 'application/pdf', count: 8 },
    ]);
    expect(response.facetFields.host).toEqual([
      { value: 'example6.nl', count: 6598 },
      { value: 'nl.example.org', count: 6597 },
      { value: 'www.example5.nl', count: 2553 },
      { value: 'www.example4.nl', count: 1923 },
      { value: 'www.example3.nl', count: 1563 },
      { value: 'www.example2.nl', count: 1329 },
      { value: 'www.example1.nl', count: 558 },
      { value: 'www.example.nl', count: 500 },
    ]);
    expect(response.facetFields.cat).toEqual([]);
    expect(response.facetFields.lang).toEqual([
      { value: 'nl', count: 22850 },
      { value: 'af', count: 201 },
      { value: 'en', count: 37 },
      { value: 'it', count: 12 },
      { value: 'de', count: 10 },
      { value: 'cs', count: 4 },
      { value: 'da', count: 3 },
      { value: 'ro', count: 3 },
    ]);
    // A fragment with only facet_counts: everything else is empty, nothing throws.
    expect(response.docs).toEqual([]);
    expect(response.numFound).toBe(0);
    expect(response.rows).toBeNull();
    expect(response.params).toEqual({});
    expect(response.spellcheck).toBeNull();
  });

  it('reads json.nl=arrarr facets (golr), including an empty list', () => {
    const response = normalizeFixture('solr-facet-fields-arrarr-docs-elided.golr-bbop.json');
    expect(response.facetFields.source).toEqual([
      { value: 'UniProtKB', count: 7 },
      { value: 'BHF-UCL', count: 1 },
    ]);
    expect(response.facetFields.evidence_type).toEqual([
      { value: 'IMP', count: 5 },
      { value: 'IGI', count: 1 },
      { value: 'ISS', count: 1 },
      { value: 'TAS', count: 1 },
    ]);
    expect(response.facetFields.taxon_label).toEqual([{ value: 'Mus musculus', count: 8 }]);
    const closure = response.facetFields.isa_partof_closure_label ?? [];
    expect(closure).toHaveLength(45);
    expect(closure[0]).toEqual({ value: 'anatomical structure development', count: 8 });
    expect(closure[17]).toEqual({ value: 'anatomical structure morphogenesis', count: 6 });
    expect(closure[32]).toEqual({ value: 'axonal fasciculation', count: 5 });
    expect(closure[44]).toEqual({ value: 'taxis', count: 1 });
    expect(response.facetFields.annotation_extension_class_closure_label).toEqual([]);

    // The source replaced the docs by `{}`: they are kept, with an empty id.
    expect(response.docs).toHaveLength(8);
    expect(response.docs.every((doc) => doc.id === '')).toBe(true);
    expect(response.numFound).toBe(8);
    expect(response.maxScore).toBe(1);
    expect(response.rows).toBe(10);
    expect(response.start).toBe(0);
    expect(response.params['json.nl']).toBe('arrarr');
    expect(response.params['facet.field']).toEqual([
      'source',
      'evidence_type',
      'taxon_label',
      'isa_partof_closure_label',
      'annotation_extension_class_closure_label',
    ]);
    expect(response.params.fq).toEqual([
      'document_category:"annotation"',
      'isa_partof_closure:"GO:0022008"',
      '-source:"MGI"',
      '-evidence_type:"ISO"',
      'isa_partof_closure_label:"cell recognition"',
      'taxon_label:"Mus musculus"',
    ]);
  });

  it('keeps numeric-looking facet values as strings (splainer, hue)', () => {
    const grouped = normalizeFixture(
      'solr-grouped-group-format-simple-ngroups-facets.splainer.json',
    );
    expect(grouped.facetFields.BUS_GROUP_ID).toEqual([
      { value: '222221', count: 12 },
      { value: '168504', count: 2 },
      { value: '359033', count: 2 },
      { value: '832532', count: 1 },
      { value: '840097', count: 1 },
      { value: '956094', count: 1 },
    ]);
    expect(grouped.facetFields.BUS_HEADING_CODE?.map((bucket) => bucket.value)).toEqual([
      '000000',
      '005120',
      '023200',
      '018360',
      '020350',
    ]);

    const hue = normalizeFixture(
      'solr4.10-5.0-select-highlighting-binary-ids-facet-intervals.hue.json',
    );
    expect(hue.facetFields.age).toEqual([
      { value: '12', count: 60 },
      { value: '18', count: 57 },
      { value: '14', count: 56 },
      { value: '10', count: 54 },
      { value: '11', count: 53 },
      { value: '13', count: 52 },
      { value: '16', count: 50 },
      { value: '15', count: 49 },
      { value: '17', count: 44 },
    ]);
    expect(hue.facetFields.gpa).toHaveLength(100);
    expect(hue.facetFields.gpa).toContainEqual({ value: '11.0', count: 3 });
    expect(hue.facetFields.gpa?.[99]).toEqual({ value: '2.56', count: 2 });
    expect(hue.facetFields.id?.[8]).toEqual({ value: '3;3', count: 81 });
    for (const field of ['date1', 'date2', 'country', 'state', 'city', 'latitude', 'longitude']) {
      expect(hue.facetFields[field]).toEqual([]);
    }
    expect(hue.facetIntervals).toEqual({});
  });

  it('reads the facet.missing null bucket in flat, arrarr and map facet_fields', async () => {
    // The shapes documented in solr-json-nl-namedlist-formats...txt, on top of real facet lists.
    const flat = normalizeResponse(
      await readResponseBody(
        '{"facet_counts":{"facet_fields":{"manu_id_s":["corsair",3,"belkin",2,null,5]}}}',
        200,
        true,
      ),
    );
    expect(flat.facetFields.manu_id_s).toEqual([
      { value: 'corsair', count: 3 },
      { value: 'belkin', count: 2 },
      { value: null, count: 5 },
    ]);

    const arrarr = normalizeResponse(
      await readResponseBody(
        '{"facet_counts":{"facet_fields":{"source":[["UniProtKB",7],["BHF-UCL",1],[null,2]]}}}',
        200,
        true,
      ),
    );
    expect(arrarr.facetFields.source).toEqual([
      { value: 'UniProtKB', count: 7 },
      { value: 'BHF-UCL', count: 1 },
      { value: null, count: 2 },
    ]);

    const map = normalizeResponse(
      await readResponseBody(
        '{"facet_counts":{"facet_fields":{"type":{"text/html":23123,"application/pdf":8,"":4}}}}',
        200,
        true,
      ),
    );
    expect(map.facetFields.type).toEqual([
      { value: 'text/html', count: 23123 },
      { value: 'application/pdf', count: 8 },
      { value: null, count: 4 },
    ]);

    // A missing bucket may also come first.
    expect(readFacetCounts([null, 9, 'a', 1])).toEqual([
      { value: null, count: 9 },
      { value: 'a', count: 1 },
    ]);
  });

  it('says when Solr stopped early (responseHeader.partialResults), and only then', () => {
    const answer = (header: object) =>
      normalizeResponse({ responseHeader: header, response: { numFound: 1, docs: [{ id: 'a' }] } });
    expect(answer({ status: 0, partialResults: true }).partial).toBe(true);
    expect(answer({ status: 0 }).partial).toBe(false);
    expect(answer({ partialResults: 'true' }).partial).toBe(true);
    expect(answer({ partialResults: false }).partial).toBe(false);
    expect(normalizeResponse('garbage').partial).toBe(false);
  });

  it('readFacetCounts reads nothing from absent or malformed lists', () => {
    expect(readFacetCounts(undefined)).toEqual([]);
    expect(readFacetCounts(null)).toEqual([]);
    expect(readFacetCounts('corsair')).toEqual([]);
    expect(readFacetCounts([])).toEqual([]);
    expect(readFacetCounts({})).toEqual([]);
  });
});

describe('range facets', () => {
  it('reads numeric facet_ranges with after and float labels (solr5 quick start)', () => {
    const response = normalizeFixture('solr5-quickstart-facet-ranges-numeric-other-after.json');
    const price = response.facetRanges.price as RangeFacet;
    expect(price.counts).toEqual([
      { value: '0.0', count: 19 },
      { value: '50.0', count: 1 },
      { value: '100.0', count: 0 },
      { value: '150.0', count: 2 },
      { value: '200.0', count: 0 },
      { value: '250.0', count: 1 },
      { value: '300.0', count: 1 },
      { value: '350.0', count: 2 },
      { value: '400.0', count: 0 },
      { value: '450.0', count: 1 },
      { value: '500.0', count: 0 },
      { value: '550.0', count: 0 },
    ]);
    for (const bucket of price.counts) expect(typeof bucket.value).toBe('string');
    // `"gap":50.0` etc. are JSON numbers: JSON reads them as 50, 0 and 600.
    expect(price.gap).toBe('50');
    expect(price.start).toBe('0');
    expect(price.end).toBe('600');
    expect(price.after).toBe(2);
    expect(price.before).toBeNull();
    expect(price.between).toBeNull();
    expect(response.facetFields).toEqual({});
    expect(response.numFound).toBe(2990);
    expect(response.rows).toBe(0);
    expect(response.params['facet.range.other']).toBe('after');
  });

  it('reads legacy facet_dates that only carry gap/start/end (hue, pre 4.10)', () => {
    const response = normalizeFixture(
      'solr-pre4.10-facet-dates-legacy-flat-facets-highlighting-spellcheck-correctlyspelled.hue.json',
    );
    expect(response.facetDates).toEqual({
      article_date: {
        counts: [],
        gap: '+1DAYS',
        start: '2013-04-27T00:00:00Z',
        end: '2013-06-28T00:00:00Z',
        before: null,
        after: null,
        between: null,
      },
    });
    expect(response.facetRanges).toEqual({});
  });

  it('reads legacy facet_dates buckets mixed with the meta keys', async () => {
    const response = normalizeResponse(
      await readResponseBody(
        '{"facet_counts":{"facet_dates":{"article_date":{"2013-06-13T00:00:00Z":4,' +
          '"2013-06-14T00:00:00Z":1,"gap":"+1DAYS","start":"2013-06-13T00:00:00Z",' +
          '"end":"2013-06-15T00:00:00Z","before":0}}}}',
        200,
        true,
      ),
    );
    expect(response.facetDates.article_date).toEqual({
      counts: [
        { value: '2013-06-13T00:00:00Z', count: 4 },
        { value: '2013-06-14T00:00:00Z', count: 1 },
      ],
      gap: '+1DAYS',
      start: '2013-06-13T00:00:00Z',
      end: '2013-06-15T00:00:00Z',
      before: 0,
      after: null,
      between: null,
    });
  });
});

describe('responseHeader params', () => {
  it('turns rows/start strings into numbers and keeps fq as an array (hue)', () => {
    const response = normalizeFixture(
      'solr-pre4.10-facet-dates-legacy-flat-facets-highlighting-spellcheck-correctlyspelled.hue.json',
    );
    expect(response.params.rows).toBe('15');
    expect(response.params.start).toBe('0');
    expect(response.rows).toBe(15);
    expect(response.start).toBe(0);
    expect(response.numFound).toBe(4);
    expect(response.maxScore).toBe(1);
    expect(response.params.fq).toEqual([
      'article_date:[2013-06-13T00:00:00Z TO 2013-06-13T00:00:00Z+1DAYS]',
      'journal_title:"in"',
    ]);
    expect(response.params['facet.field']).toEqual(['journal_title', 'author_facet']);
    expect(response.params['f.article_date.facet.date.gap']).toBe('+1DAYS');
    expect(response.facetFields.journal_title).toHaveLength(14);
    expect(response.facetFields.journal_title?.[0]).toEqual({ value: 'in', count: 4 });
    expect(response.facetFields.journal_title?.[13]).toEqual({ value: 'seminars', count: 1 });
    expect(response.facetFields.author_facet).toHaveLength(16);
    expect(response.facetFields.author_facet?.[3]).toEqual({
      value: "Daniele D D'Alonzo",
      count: 1,
    });
  });

  it('reads start from the echoed params when the response has none', () => {
    const raw = asLoose(
      JSON.parse(
        readFixture('solr4.10-5.0-select-highlighting-binary-ids-facet-intervals.hue.json'),
      ),
    );
    const params = asLoose(asLoose(raw.responseHeader).params);
    const body = { responseHeader: { params: { ...params, start: '20' } }, response: {} };
    const response = normalizeResponse(body);
    expect(response.start).toBe(20);
    expect(response.rows).toBe(2);
  });

  it('uses the last value of a repeated rows param', () => {
    const response = normalizeResponse({
      responseHeader: { params: { rows: ['10', '25'], start: ['0', '50'] } },
    });
    expect(response.rows).toBe(25);
    expect(response.start).toBe(50);
  });

  it('keeps a repeated param as an array (splainer echoParams=all)', () => {
    const response = normalizeFixture(
      'solr-select-echoparams-all-duplicate-param-array.splainer.json',
    );
    expect(response.params).toEqual({
      df: 'content',
      echoParams: 'all',
      rows: '2',
      debugQuery: 'true',
      fl: 'path content',
      indent: ['true', 'true'],
      q: '*:*',
      wt: 'json',
    });
    expect(response.rows).toBe(2);
    expect(response.numFound).toBe(100);
    expect(response.docs).toEqual([
      { id: '', content: 'stuff', path: 'http://larkin.com/index/' },
      { id: '', content: 'more stuff', path: 'http://www.rogahnbins.com/main.html' },
    ]);
  });

  it('reads facet_queries and empty facet lists (2012 Jetty 7)', () => {
    const response = normalizeFixture(
      'solr-2012-jetty7-facet-queries-empty-facet-fields-facet-missing-false.node-solr-client.json',
    );
    expect(response.facetQueries).toEqual({ 'title:Ipad': 0 });
    expect(response.facetFields).toEqual({ title: [], description: [] });
    expect(response.facetDates).toEqual({});
    expect(response.facetRanges).toEqual({});
    expect(response.numFound).toBe(10);
    expect(response.rows).toBe(0);
    expect(response.params['facet.missing']).toBe('false');
    expect(response.params['facet.query']).toBe('title:Ipad');
  });

  it('reads an empty result (2012 Jetty 7)', () => {
    const response = normalizeFixture('solr-2012-jetty7-select-basic.node-solr-client.json');
    expect(response.docs).toEqual([]);
    expect(response.numFound).toBe(0);
    expect(response.start).toBe(0);
    expect(response.rows).toBe(10);
    expect(response.maxScore).toBeNull();
    expect(response.spellcheck).toBeNull();
    expect(response.highlighting).toEqual({});
  });
});

describe('highlighting', () => {
  it('keys snippets by ids with control and replacement characters (hue)', () => {
    const response = normalizeFixture(
      'solr4.10-5.0-select-highlighting-binary-ids-facet-intervals.hue.json',
    );
    const first = '#31;\ufffd#8;w)\ufffdU#3;333320442\ufffd#2;\ufffd#27;\ufffdv';
    const second = '#31;\ufffd#8;w)\ufffdU#3;344\ufffd457\ufffd4\ufffd#2;r\ufffd\ufffd';
    expect(response.docs.map((doc) => doc.id)).toEqual([first, second]);
    expect(response.highlighting).toEqual({ [first]: {}, [second]: {} });
    expect(response.numFound).toBe(494);
    expect(response.rows).toBe(2);
    expect(response.docs[0]?.gpa).toBe('3.88');
    expect(response.docs[1]?.last_name).toBe('Ennjth');
    expect(response.docs[0]?._version_).toBe('1508697786597507072');
    expect(response.docs[1]?._version_).toBe('1508697786815610880');
  });

  it('keeps zero-padded ids and their snippets (Solr 9 edismax)', () => {
    const response = normalizeFixture('solr9-highlighting-edismax.solr-for-newbies.fragment.json');
    expect(Object.keys(response.highlighting)).toEqual(['00065343', '00107795', '00044606']);
    expect(response.highlighting).toEqual({
      '00065343': {
        title_txt_en: ["<em>Washington</em> Irving's The legend of Sleepy Hollow.."],
        authors_all_txts_en: ['Irving, <em>Washington</em>,'],
      },
      '00107795': { authors_all_txts_en: ['<em>Washington</em>, Durthy.'] },
      '00044606': { title_txt_en: ['University of <em>Washington</em> /'] },
    });
  });

  it('reads the empty snippet objects of numeric ids (hue pre 4.10)', () => {
    const response = normalizeFixture(
      'solr-pre4.10-facet-dates-legacy-flat-facets-highlighting-spellcheck-correctlyspelled.hue.json',
    );
    expect(response.highlighting).toEqual({
      '23680099': {},
      '23670912': {},
      '23720655': {},
      '23717275': {},
    });
  });
});

describe('grouped responses', () => {
  it('gathers group.format=simple docs and counts ngroups (splainer)', () => {
    const response = normalizeFixture(
      'solr-grouped-group-format-simple-ngroups-facets.splainer.json',
    );
    expect(response.docs).toEqual([
      { id: '58356', BUS_LISTING_ID: '1' },
      { id: '86192', BUS_LISTING_ID: '2' },
      { id: '158752', BUS_LISTING_ID: '3' },
      { id: '190993', BUS_LISTING_ID: '4' },
      { id: '156334', BUS_LISTING_ID: '5' },
      { id: '45291', BUS_LISTING_ID: '6' },
    ]);
    expect(response.numFound).toBe(6);
    expect(response.facetFields.BUS_BUSINESS_NAME_FIRSTCHR).toEqual([
      { value: 'a', count: 16 },
      { value: 'r', count: 2 },
      { value: 'h', count: 1 },
    ]);
  });

  it('gathers the docs of every group in order, counting matches without ngroups (ref guide)', () => {
    const response = normalizeFixture('solr-refguide-grouped-group-field-manu-exact.fragment.json');
    expect(response.docs.map((doc) => doc.id)).toEqual([
      'SOLR1000',
      'VS1GB400C3',
      'VDBDB1A16',
      '0579B002',
      'EN7800GTX/2DHTV/256M',
    ]);
    expect(response.docs[4]?.name).toBe('ASUS Extreme N7800GTX/2DHTV (256 MB)');
    expect(response.numFound).toBe(6);
  });

  // Like Solr's own group.main, the first grouping command is the result list.
  it('reads the first group.field command of two (splainer, with debug)', () => {
    const response = normalizeFixture(
      'solr-grouped-group-field-doclists-with-debug-explain.splainer.json',
    );
    expect(response.docs).toEqual([{ id: 'l_510', catch_line: 'doug put this here' }]);
    expect(response.numFound).toBe(20148);
    expect(Object.keys(response.highlighting)).toEqual([
      'l_11730',
      'l_22002',
      'l_3845',
      'l_5780',
      'l_16271',
      'l_20837',
    ]);
  });

  it('reads the first group.query command (ref guide)', () => {
    const response = normalizeFixture('solr-refguide-grouped-group-query-two-ranges.json');
    expect(response.params['group.query']).toEqual(['price:[0 TO 99.99]', 'price:[100 TO *]']);
    expect(response.docs).toEqual([
      {
        id: '',
        name: 'CORSAIR ValueSelect 1GB 184-Pin DDR SDRAM Unbuffered DDR 400 (PC 3200) System Memory - Retail',
        price: 74.99,
      },
    ]);
    expect(response.numFound).toBe(5);
  });

  it('reads empty groupings (2012 Jetty 7)', () => {
    const minimal = normalizeFixture(
      'solr-2012-jetty7-grouped-minimal-no-ngroups.node-solr-client.json',
    );
    expect(minimal.docs).toEqual([]);
    expect(minimal.numFound).toBe(0);
    expect(minimal.params['group.field']).toBe('title');

    const two = normalizeFixture(
      'solr-2012-jetty7-grouped-two-fields-ngroups-zero-matches.node-solr-client.json',
    );
    expect(two.docs).toEqual([]);
    expect(two.numFound).toBe(0);
    expect(two.params['group.field']).toEqual(['title', 'description']);
  });

  it('uses the flat response of group.main=true next to an empty grouped (ref guide)', () => {
    const response = normalizeFixture('solr-refguide-grouped-group-main-true-flat.json');
    expect(response.docs.map((doc) => doc.id)).toEqual([
      'SOLR1000',
      'VS1GB400C3',
      'VDBDB1A16',
      '0579B002',
      'EN7800GTX/2DHTV/256M',
    ]);
    expect(response.numFound).toBe(6);
    expect(response.start).toBe(0);
    expect(response.params['group.main']).toBe('true');
  });
});

describe('documents', () => {
  it('keeps a _version_ beyond 2^53 exact and ids as strings (ref guide)', () => {
    const text = readFixture('solr-refguide-select-single-doc-zkconnected-multivalued.json');
    // Plain JSON.parse loses the last digits.
    const lossy = asLoose(JSON.parse(text));
    const lossyDoc = asLoose((asLoose(lossy.response).docs as unknown[])[0]);
    expect(String(lossyDoc._version_)).not.toBe('1549728120626479104');

    const raw = asLoose(parseJsonLossless(text));
    const rawDoc = asLoose((asLoose(raw.response).docs as unknown[])[0]);
    expect(rawDoc._version_).toBe('1549728120626479104');
    expect(rawDoc.id).toBe('VS1GB400C3');

    const response = normalizeResponse(raw);
    expect(response.docs).toHaveLength(1);
    const [doc] = response.docs;
    expect(doc?.id).toBe('VS1GB400C3');
    expect(doc?._version_).toBe('1549728120626479104');
    expect(doc?.price).toEqual([74.99]);
    expect(doc?.popularity).toEqual([7]);
    expect(doc?.inStock).toEqual([true]);
    expect(doc?.cat).toEqual(['electronics', 'memory']);
    expect(doc?.store).toEqual(['37.7752,-100.0232']);
    expect(response.numFound).toBe(1);
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the maxScore Solr printed, not ln 10
    expect(response.maxScore).toBe(2.3025851);
    expect(response.params).toEqual({ q: 'id:VS1GB400C3' });
    expect(response.rows).toBeNull();
  });

  it('keeps the already-rounded hue _version_ as the exact string', () => {
    const raw = asLoose(parseJsonLossless(readFixture('solr-select-basic-docs.hue.json')));
    const rawDoc = asLoose((asLoose(raw.response).docs as unknown[])[0]);
    expect(rawDoc._version_).toBe('1513046095083602000');

    const response = normalizeResponse(raw);
    expect(response.docs).toEqual([
      {
        id: 'change.me',
        title: ['val1', 'val2', '[val3]', 'val4'],
        _version_: '1513046095083602000',
      },
    ]);
    expect(response.params._).toBe('1442953203972');
  });

  it('keeps every hue pre-4.10 _version_ exact', () => {
    const response = normalizeFixture(
      'solr-pre4.10-facet-dates-legacy-flat-facets-highlighting-spellcheck-correctlyspelled.hue.json',
    );
    expect(response.docs.map((doc) => [doc.id, doc._version_])).toEqual([
      ['23680099', '1450807641462800385'],
      ['23670912', '1450807661929955329'],
      ['23720655', '1450807662055784448'],
      ['23717275', '1450807667479019520'],
    ]);
  });

  it('keeps zero-padded string ids (blacklight more-like-this)', () => {
    const response = normalizeFixture('solr-morelikethis-component.wt-ruby.blacklight.json');
    expect(response.docs.map((doc) => doc.id)).toEqual([
      '00282214',
      '00282371',
      '00313831',
      '00314247',
      '43037890',
      '53029833',
      '77826928',
      '78908283',
      '79930185',
      '85910001',
    ]);
    expect(response.numFound).toBe(30);
  });

  it('turns numeric ids into strings, exactly beyond 2^53', async () => {
    const response = normalizeResponse(
      await readResponseBody(
        '{"response":{"numFound":3,"start":0,"docs":[{"id":42},{"id":12345678901234567890},{}]}}',
        200,
        true,
      ),
    );
    expect(response.docs.map((doc) => doc.id)).toEqual(['42', '12345678901234567890', '']);
  });

  it('reads the Solr 1.4 example docs with flat facets and no facet_ranges (blacklight)', () => {
    const response = normalizeFixture(
      'solr14-select-flat-facets-facet-dates-empty.wt-ruby.blacklight.json',
    );
    expect(response.docs).toHaveLength(11);
    expect(response.docs[0]?.id).toBe('SP2514N');
    expect(response.docs[10]?.id).toBe('0579B002');
    expect(response.numFound).toBe(26);
    expect(response.rows).toBe(11);
    expect(response.facetFields.cat?.[0]).toEqual({ value: 'electronics', count: 14 });
    expect(response.facetFields.manu).toEqual([
      { value: 'inc', count: 8 },
      { value: 'apach', count: 2 },
      { value: 'belkin', count: 2 },
      { value: 'canon', count: 2 },
      { value: 'comput', count: 2 },
      { value: 'corp', count: 2 },
      { value: 'corsair', count: 2 },
      { value: 'foundat', count: 2 },
      { value: 'microsystem', count: 2 },
      { value: 'softwar', count: 2 },
    ]);
    expect(response.facetRanges).toEqual({});
    expect(response.facetDates).toEqual({});
  });
});

describe('malformed input', () => {
  it('returns an empty response for non-objects', () => {
    for (const body of [null, undefined, 'text', 42, [], true]) {
      const response = normalizeResponse(body);
      expect(response.docs).toEqual([]);
      expect(response.numFound).toBe(0);
      expect(response.rows).toBeNull();
      expect(response.facetFields).toEqual({});
      expect(response.spellcheck).toBeNull();
    }
  });

  it('skips malformed facet lists instead of throwing', () => {
    const response = normalizeResponse({
      facet_counts: { facet_fields: { a: 'x', b: 3, c: null }, facet_ranges: { p: 'oops' } },
    });
    const empty: FacetCount[] = [];
    expect(response.facetFields).toEqual({ a: empty, b: empty, c: empty });
    expect(response.facetRanges.p?.counts).toEqual(empty);
  });
});
