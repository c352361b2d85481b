/**
 * One normaliser for every Solr response shape Stayfront may meet (SPEC 3.2). Anything missing
 * becomes an empty value; anything malformed is skipped rather than thrown on.
 */
import { isRecord, type Loose } from '../is-record.js';
import { type NamedListEntry, readNamedList, stringOrNull } from './named-list.js';
import type { FacetCount, RangeFacet, SolrDoc, SolrResponse } from './response-types.js';

const asObject = (value: unknown): Loose => (isRecord(value) ? value : {});

function toNullableNumber(value: unknown): number | null {
  if (value === null || value === '') return null;
  const number = Number(value); // NaN for undefined
  return Number.isFinite(number) ? number : null;
}

const toCount = (value: unknown): number => toNullableNumber(value) ?? 0;

const lastValue = (value: unknown): unknown =>
  Array.isArray(value) ? value[value.length - 1] : value;

/**
 * An object of `read(value)` per named entry (the null name skipped). Built from own properties,
 * so a name such as `__proto__` stays data.
 */
function mapEntries<T>(
  entries: readonly NamedListEntry[],
  read: (item: unknown) => T,
): Record<string, T> {
  return Object.fromEntries(
    entries
      .filter((entry): entry is readonly [string, unknown] => entry[0] !== null)
      .map(([name, item]) => [name, read(item)]),
  );
}

/** The same over a NamedList in any json.nl shape. */
const mapNamedList = <T>(value: unknown, read: (item: unknown) => T) =>
  mapEntries(readNamedList(value), read);

/** The same over a plain object (how params and highlighting are read). */
const mapObject = <T>(value: unknown, read: (item: unknown) => T) =>
  mapEntries(Object.entries(asObject(value)), read);

const toBuckets = (entries: readonly NamedListEntry[]): FacetCount[] =>
  entries.map(([name, count]) => ({ value: name, count: toCount(count) }));

/** Facet buckets from any json.nl shape. */
export function readFacetCounts(value: unknown): FacetCount[] {
  return toBuckets(readNamedList(value));
}

/** Names in a range facet that are not buckets. */
const RANGE_KEYS: readonly (string | null)[] = [
  'counts',
  'gap',
  'start',
  'end',
  'before',
  'after',
  'between',
  'hardend',
  'other',
  'include',
];

/** `facet_ranges` keep buckets under `counts`; legacy `facet_dates` mix them with the meta keys. */
function readRangeFacet(value: unknown): RangeFacet {
  const entries = readNamedList(value);
  const meta = mapEntries(entries, (item) => item);
  return {
    counts:
      'counts' in meta
        ? readFacetCounts(meta.counts)
        : toBuckets(entries.filter(([name]) => !RANGE_KEYS.includes(name))),
    start: stringOrNull(meta.start),
    end: stringOrNull(meta.end),
    gap: stringOrNull(meta.gap),
    before: toNullableNumber(meta.before),
    after: toNullableNumber(meta.after),
    between: toNullableNumber(meta.between),
  };
}

function readDocs(list: unknown): SolrDoc[] {
  return Array.isArray(list)
    ? list.map((value) => {
        const doc = asObject(value);
        return { ...doc, id: stringOrNull(doc.id) ?? '' };
      })
    : [];
}

/**
 * Grouped responses carry no top-level `response`: the docs of the first grouping command are
 * gathered (its own doclist, then each group's, in order) so a grouped proxy still shows results.
 */
function readGroupedDocs(value: unknown): { docs: SolrDoc[]; numFound: number } {
  const command = asObject(Object.values(asObject(value))[0]);
  const groups: unknown[] = Array.isArray(command.groups) ? command.groups : [];
  return {
    docs: [command, ...groups].flatMap((item) => readDocs(asObject(asObject(item).doclist).docs)),
    numFound: toCount(command.ngroups ?? command.matches ?? asObject(command.doclist).numFound),
  };
}

/** Highlighting snippets: always a list. */
const toStrings = (list: unknown): string[] => (Array.isArray(list) ? list : [list]).map(String);

export function normalizeResponse(body: unknown): SolrResponse {
  const root = asObject(body);
  const header = asObject(root.responseHeader);
  const params = mapObject(header.params, (item) =>
    Array.isArray(item) ? item.map(String) : String(item),
  );
  const response = asObject(root.response);
  const facets = asObject(root.facet_counts);
  const { docs, numFound } =
    root.response === undefined
      ? readGroupedDocs(root.grouped)
      : { docs: readDocs(response.docs), numFound: toCount(response.numFound) };

  return {
    docs,
    numFound,
    start: toCount(response.start ?? lastValue(params.start)),
    rows: toNullableNumber(lastValue(params.rows)),
    maxScore: toNullableNumber(response.maxScore),
    // Anything set reads as partial: the side that never drops a favourite by mistake.
    partial: !!header.partialResults,
    params,
    facetFields: mapNamedList(facets.facet_fields, readFacetCounts),
    facetRanges: mapNamedList(facets.facet_ranges, readRangeFacet),
    facetDates: mapNamedList(facets.facet_dates, readRangeFacet),
    facetQueries: mapNamedList(facets.facet_queries, toCount),
    facetIntervals: mapNamedList(facets.facet_intervals, readFacetCounts),
    // Kept raw: read on demand by @stayfront/search-core/spellcheck.
    spellcheck: root.spellcheck ?? null,
    highlighting: mapObject(root.highlighting, (fields) => mapObject(fields, toStrings)),
  };
}
