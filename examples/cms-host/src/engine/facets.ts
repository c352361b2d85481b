/**
 * Facets over a matching set: field facets (prefix, mincount, limit, offset, sort, missing), range
 * facets over numbers and dates (start, end, gap, other, hardend) and query facets. Counts are of
 * documents, as Solr's. Fields with few values count with bitmaps (one intersection per value);
 * fields with many (titles, text tokens) in SQL over the set as a temp table.
 */
import { addDateGap, formatSolrDate, parseSolrDate } from './dates.js';
import { compareBinary, countBoth, countWithout, type DocSet, forEachDoc } from './doc-set.js';
import type { FieldPostings, IndexCache, NumberColumn } from './index-cache.js';
import type { SqliteDatabase } from './index-store.js';
import { type JsonNl, namedList } from './named-list.js';
import type { RequestParams } from './request-params.js';
import { fieldType, isNumeric } from './schema.js';
import { badRequest } from './solr-error.js';

/** The documents a facet counts over. */
export interface MatchSet {
  readonly docs: DocSet;
  /** The same documents as a temp table of rowids (made on first use), for SQL. */
  table(): string;
}

const MAX_BUCKETS = 1000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw badRequest(`Invalid integer for ${name}: ${value}`);
  return number;
}

export function flag(value: string | undefined): boolean {
  return value === 'true' || value === 'on';
}

export function fieldFacet(
  db: SqliteDatabase,
  cache: IndexCache,
  set: MatchSet,
  field: string,
  params: RequestParams,
  nl: JsonNl,
): unknown {
  const type = fieldType(field);
  if (!type) throw badRequest(`undefined field ${field}`);
  if (type === 'location') throw badRequest(`Can't facet on location field ${field}`);
  const prefix = params.forField(field, 'facet.prefix') ?? '';
  const mincount = int(params.forField(field, 'facet.mincount'), 0, 'facet.mincount');
  const limit = int(params.forField(field, 'facet.limit'), 100, 'facet.limit');
  const offset = int(params.forField(field, 'facet.offset'), 0, 'facet.offset');
  const sort = params.forField(field, 'facet.sort') ?? (limit > 0 ? 'count' : 'index');
  if (sort !== 'count' && sort !== 'index' && sort !== 'true' && sort !== 'false')
    throw badRequest(`Unknown facet sort: ${sort}`);
  const byCount = sort === 'count' || sort === 'true';
  const numeric = isNumeric(type);
  const missing = flag(params.forField(field, 'facet.missing'));
  const facet = { prefix, mincount, limit, offset, byCount, numeric, missing };
  const postings = cache.fieldPostings(field);
  const entries = postings
    ? postingsFacet(set.docs, postings, facet)
    : sqlFieldFacet(db, set.table(), field, facet);
  return namedList(entries, nl);
}

interface FieldFacetOptions {
  prefix: string;
  mincount: number;
  limit: number;
  offset: number;
  byCount: boolean;
  numeric: boolean;
  missing: boolean;
}

/** A field facet with bitmaps: the same rows, order, limit and offset as `sqlFieldFacet`. */
function postingsFacet(
  docs: DocSet,
  postings: FieldPostings,
  options: FieldFacetOptions,
): [string | null, number][] {
  const { prefix, mincount, limit, offset } = options;
  const upper = `${prefix}\uffff`;
  const rows: { value: string; count: number; index: number }[] = [];
  postings.values.forEach((value, index) => {
    if (prefix && (compareBinary(value, prefix) < 0 || compareBinary(value, upper) >= 0)) return;
    const count = countBoth(docs, postings.sets[index] as DocSet);
    // With mincount 0 every indexed value shows, matching or not, as in Solr.
    if (count >= mincount) rows.push({ value, count, index });
  });
  // Values come in SQLite's BINARY order (`index`): "v.str ASC".
  if (options.byCount) rows.sort((a, b) => b.count - a.count || a.index - b.index);
  else if (options.numeric) {
    // MIN(v.num) ASC, NULLs first as SQLite sorts them.
    const min = postings.minNumbers();
    rows.sort((a, b) => {
      const x = min[a.index] as number;
      const y = min[b.index] as number;
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? -1 : 1;
      return x < y ? -1 : x > y ? 1 : a.index - b.index;
    });
  }
  const from = Math.max(0, offset);
  const page = limit < 0 ? rows.slice(from) : rows.slice(from, from + limit);
  const entries: [string | null, number][] = page.map((row) => [row.value, row.count]);
  if (options.missing) entries.push([null, countWithout(docs, postings.any)]);
  return entries;
}

/** A field facet in SQL, for fields with too many values for bitmaps. */
function sqlFieldFacet(
  db: SqliteDatabase,
  set: string,
  field: string,
  options: FieldFacetOptions,
): [string | null, number][] {
  const { prefix, mincount, limit, offset, byCount, numeric } = options;
  const conditions = ['v.field = ?'];
  const values: unknown[] = [field];
  if (prefix) {
    conditions.push('v.str >= ? AND v.str < ?');
    values.push(prefix, `${prefix}\uffff`);
  }
  // With mincount 0 every indexed value shows, matching or not, as in Solr.
  const join =
    mincount > 0 ? `JOIN ${set} s ON s.rowid = v.doc` : `LEFT JOIN ${set} s ON s.rowid = v.doc`;
  const order = byCount ? 'c DESC, v.str ASC' : numeric ? 'MIN(v.num) ASC' : 'v.str ASC';
  const rows = db
    .prepare(
      `SELECT v.str AS value, COUNT(DISTINCT s.rowid) AS c FROM vals v ${join} WHERE ${conditions.join(' AND ')}
       GROUP BY v.str HAVING c >= ? ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...values, mincount, limit < 0 ? -1 : limit, offset) as { value: string; c: number }[];
  const entries: [string | null, number][] = rows.map((row) => [row.value, row.c]);
  if (options.missing) {
    const missing = db
      .prepare(
        `SELECT COUNT(*) AS c FROM ${set} s WHERE NOT EXISTS (SELECT 1 FROM vals WHERE doc = s.rowid AND field = ?)`,
      )
      .get(field) as { c: number };
    entries.push([null, missing.c]);
  }
  return entries;
}

export function rangeFacet(
  cache: IndexCache,
  set: MatchSet,
  field: string,
  params: RequestParams,
  nl: JsonNl,
  now: number,
): unknown {
  const type = fieldType(field);
  if (!type || !isNumeric(type)) throw badRequest(`Unable to range facet on field ${field}`);
  const read = (name: string) => {
    const value = params.forField(field, `facet.range.${name}`);
    if (value === undefined)
      throw badRequest(
        `Missing required parameter: f.${field}.facet.range.${name} (or default: facet.range.${name})`,
      );
    return value;
  };
  const date = type === 'date';
  const startText = read('start');
  const endText = read('end');
  const gapText = read('gap');
  const start = date ? parseSolrDate(startText, now) : Number(startText);
  const end = date ? parseSolrDate(endText, now) : Number(endText);
  const gapNumber = Number(gapText);
  const next = (value: number) => (date ? addDateGap(value, gapText) : value + gapNumber);
  if (
    start === null ||
    end === null ||
    !Number.isFinite(start) ||
    !Number.isFinite(end) ||
    end < start
  ) {
    throw badRequest(`Invalid range start or end for ${field}`);
  }
  if (!date && !(gapNumber > 0))
    throw badRequest(`range facet infinite loop (is gap negative? did the math overflow?)`);
  const hardend = flag(params.forField(field, 'facet.range.hardend'));
  const label = (value: number) =>
    date ? formatSolrDate(value) : type === 'float' ? formatFloat(value) : String(value);
  const lowers: number[] = [];
  const uppers: number[] = [];
  let lower = start;
  while (lower < end) {
    if (lowers.length >= MAX_BUCKETS) throw badRequest(`Too many range facet buckets for ${field}`);
    const upperRaw = next(lower);
    if (upperRaw === null || upperRaw <= lower)
      throw badRequest(`Invalid gap for ${field}: ${gapText}`);
    lowers.push(lower);
    uppers.push(hardend ? Math.min(upperRaw, end) : upperRaw);
    lower = upperRaw;
  }
  const last = hardend ? end : lower;
  const column = cache.numberColumn(field);
  const bucketCounts = countBuckets(set.docs, column, lowers, uppers);
  const counts = lowers.map((value, index): [string, number] => [
    label(value),
    bucketCounts[index] as number,
  ]);
  const result: Record<string, unknown> = {
    counts: namedList(counts, nl),
    gap: date ? gapText : numberOut(gapNumber, type),
    start: date ? formatSolrDate(start) : numberOut(start, type),
    end: date ? formatSolrDate(last) : numberOut(last, type),
  };
  const others = (params.forField(field, 'facet.range.other') ?? 'none').split(',');
  const want = (name: string) => others.includes(name) || others.includes('all');
  if (want('before')) result.before = countInRange(set.docs, column, -Number.MAX_VALUE, start);
  if (want('after')) result.after = countInRange(set.docs, column, last, null);
  if (want('between')) result.between = countInRange(set.docs, column, start, last);
  return result;
}

/**
 * Documents of `docs` with a value in each bucket `[lowers[i], uppers[i])`, each counted once per
 * bucket (Solr counts documents). Buckets ascend and do not overlap; a document's values ascend.
 */
function countBuckets(
  docs: DocSet,
  column: NumberColumn,
  lowers: readonly number[],
  uppers: readonly number[],
): number[] {
  const counts = lowers.map(() => 0);
  if (lowers.length === 0) return counts;
  const { offsets, values } = column;
  forEachDoc(docs, (rowid) => {
    const to = offsets[rowid + 1] ?? 0;
    let counted = -1;
    for (let i = offsets[rowid] ?? 0; i < to; i++) {
      const value = values[i] as number;
      // The last bucket whose lower bound is ≤ value.
      let low = 0;
      let high = lowers.length - 1;
      if (!(value >= (lowers[0] as number))) continue;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((lowers[middle] as number) <= value) low = middle;
        else high = middle - 1;
      }
      if (low !== counted && value < (uppers[low] as number)) {
        counts[low] = (counts[low] as number) + 1;
        counted = low;
      }
    }
  });
  return counts;
}

/** Documents of `docs` with a value ≥ `from` and (unless null) < `to`. */
function countInRange(docs: DocSet, column: NumberColumn, from: number, to: number | null): number {
  const { offsets, values } = column;
  let total = 0;
  forEachDoc(docs, (rowid) => {
    const end = offsets[rowid + 1] ?? 0;
    for (let i = offsets[rowid] ?? 0; i < end; i++) {
      const value = values[i] as number;
      if (value >= from && (to === null || value < to)) {
        total++;
        return;
      }
    }
  });
  return total;
}

function formatFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

function numberOut(value: number, type: string): number {
  return type === 'int' ? Math.trunc(value) : value;
}
