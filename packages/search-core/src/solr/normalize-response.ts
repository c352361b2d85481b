/**
 * One normaliser for every Solr response shape Stayfront may meet (SPEC 3.2). Anything missing
 * becomes an empty value; anything malformed is skipped rather than thrown on.
 */
import { isRecord } from '../config/readers.js';
import { readNamedList } from './named-list.js';
import type { FacetCount, RangeFacet, SolrDoc, SolrResponse } from './response-types.js';
import { readSpellcheck } from './spellcheck.js';

type Loose = Record<string, unknown>;

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

function asObject(value: unknown): Loose {
  return isRecord(value) ? value : EMPTY;
}

function toCount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

function toNullableNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** Facet buckets from any json.nl shape. */
export function readFacetCounts(value: unknown): FacetCount[] {
  const entries = readNamedList(value);
  const counts: FacetCount[] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as (typeof entries)[number];
    counts[i] = { value: entry[0], count: toCount(entry[1]) };
  }
  return counts;
}

function readFacetFieldMap(value: unknown): Record<string, FacetCount[]> {
  const result: Record<string, FacetCount[]> = {};
  for (const [field, counts] of readNamedList(value)) {
    if (field !== null) result[field] = readFacetCounts(counts);
  }
  return result;
}

const RANGE_META = new Set([
  'gap',
  'start',
  'end',
  'before',
  'after',
  'between',
  'hardend',
  'other',
  'include',
]);

function metaString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** `facet_ranges` keep buckets under `counts`; legacy `facet_dates` mix them with the meta keys. */
function readRangeFacet(value: unknown): RangeFacet {
  const entries = readNamedList(value);
  const meta = new Map<string, unknown>();
  let counts: FacetCount[] | null = null;
  const inlineCounts: FacetCount[] = [];
  for (const [name, item] of entries) {
    if (name === 'counts') counts = readFacetCounts(item);
    else if (name !== null && RANGE_META.has(name)) meta.set(name, item);
    else inlineCounts.push({ value: name, count: toCount(item) });
  }
  return {
    counts: counts ?? inlineCounts,
    start: metaString(meta.get('start')),
    end: metaString(meta.get('end')),
    gap: metaString(meta.get('gap')),
    before: toNullableNumber(meta.get('before')),
    after: toNullableNumber(meta.get('after')),
    between: toNullableNumber(meta.get('between')),
  };
}

function readRangeMap(value: unknown): Record<string, RangeFacet> {
  const result: Record<string, RangeFacet> = {};
  for (const [field, facet] of readNamedList(value)) {
    if (field !== null) result[field] = readRangeFacet(facet);
  }
  return result;
}

function readDoc(value: unknown): SolrDoc {
  const record = asObject(value);
  const id = record.id;
  return { ...record, id: id === undefined || id === null ? '' : String(id) };
}

function readParams(value: unknown): Record<string, string | readonly string[]> {
  const params: Record<string, string | readonly string[]> = {};
  for (const [name, item] of Object.entries(asObject(value))) {
    params[name] = Array.isArray(item) ? item.map(String) : String(item);
  }
  return params;
}

function readHighlighting(value: unknown): SolrResponse['highlighting'] {
  const result: Record<string, Record<string, readonly string[]>> = {};
  for (const [id, fields] of Object.entries(asObject(value))) {
    const snippets: Record<string, readonly string[]> = {};
    for (const [field, list] of Object.entries(asObject(fields))) {
      snippets[field] = Array.isArray(list) ? list.map(String) : [String(list)];
    }
    result[id] = snippets;
  }
  return result;
}

/**
 * Grouped responses carry no top-level `response`; their docs are gathered (in group order) so
 * a grouped proxy still shows results.
 */
function readGroupedDocs(value: unknown): { docs: SolrDoc[]; numFound: number } | null {
  const grouped = asObject(value);
  const [first] = Object.values(grouped);
  if (!first) return null;
  const group = asObject(first);
  const docs: SolrDoc[] = [];
  const doclist = asObject(group.doclist);
  if (Array.isArray(doclist.docs)) docs.push(...doclist.docs.map(readDoc));
  if (Array.isArray(group.groups)) {
    for (const item of group.groups) {
      const list = asObject(asObject(item).doclist).docs;
      if (Array.isArray(list)) docs.push(...list.map(readDoc));
    }
  }
  return { docs, numFound: toCount(group.ngroups ?? group.matches ?? doclist.numFound) };
}

export function normalizeResponse(body: unknown): SolrResponse {
  const root = asObject(body);
  const header = asObject(root.responseHeader);
  const params = readParams(header.params);
  const response = asObject(root.response);
  const facets = asObject(root.facet_counts);
  const grouped = root.response === undefined ? readGroupedDocs(root.grouped) : null;
  const docs = Array.isArray(response.docs) ? response.docs.map(readDoc) : (grouped?.docs ?? []);

  return {
    docs,
    numFound: root.response === undefined ? (grouped?.numFound ?? 0) : toCount(response.numFound),
    start: toCount(response.start ?? lastValue(params.start)),
    rows: toNullableNumber(lastValue(params.rows)),
    maxScore: toNullableNumber(response.maxScore),
    params,
    facetFields: readFacetFieldMap(facets.facet_fields),
    facetRanges: readRangeMap(facets.facet_ranges),
    facetDates: readRangeMap(facets.facet_dates),
    facetQueries: Object.fromEntries(
      readNamedList(facets.facet_queries)
        .filter((entry): entry is [string, unknown] => entry[0] !== null)
        .map(([query, count]) => [query, toCount(count)]),
    ),
    facetIntervals: readFacetFieldMap(facets.facet_intervals),
    spellcheck: readSpellcheck(root.spellcheck),
    highlighting: readHighlighting(root.highlighting),
  };
}
