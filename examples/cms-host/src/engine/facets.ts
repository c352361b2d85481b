/**
 * Facets over a matching set (a temp table of rowids): field facets (prefix, mincount, limit,
 * offset, sort, missing), range facets over numbers and dates (start, end, gap, other, hardend)
 * and query facets. Counts are of documents, as Solr's.
 */
import { addDateGap, formatSolrDate, parseSolrDate } from './dates.js';
import type { SqliteDatabase } from './index-store.js';
import { type JsonNl, namedList } from './named-list.js';
import type { RequestParams } from './request-params.js';
import { fieldType } from './schema.js';
import { badRequest } from './solr-error.js';

const MAX_BUCKETS = 1000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw badRequest(`Invalid integer for ${name}: ${value}`);
  return number;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === 'on';
}

export function fieldFacet(
  db: SqliteDatabase,
  set: string,
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
  const numeric = type === 'int' || type === 'float' || type === 'date';
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
  if (flag(params.forField(field, 'facet.missing'))) {
    const missing = db
      .prepare(
        `SELECT COUNT(*) AS c FROM ${set} s WHERE NOT EXISTS (SELECT 1 FROM vals WHERE doc = s.rowid AND field = ?)`,
      )
      .get(field) as { c: number };
    entries.push([null, missing.c]);
  }
  return namedList(entries, nl);
}

export function rangeFacet(
  db: SqliteDatabase,
  set: string,
  field: string,
  params: RequestParams,
  nl: JsonNl,
  now: number,
): unknown {
  const type = fieldType(field);
  if (type !== 'int' && type !== 'float' && type !== 'date')
    throw badRequest(`Unable to range facet on field ${field}`);
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
  const count = db.prepare(
    `SELECT COUNT(DISTINCT v.doc) AS c FROM vals v JOIN ${set} s ON s.rowid = v.doc WHERE v.field = ? AND v.num >= ? AND v.num < ?`,
  );
  const label = (value: number) =>
    date ? formatSolrDate(value) : type === 'float' ? formatFloat(value) : String(value);
  const counts: [string, number][] = [];
  let lower = start;
  while (lower < end) {
    if (counts.length >= MAX_BUCKETS) throw badRequest(`Too many range facet buckets for ${field}`);
    const upperRaw = next(lower);
    if (upperRaw === null || upperRaw <= lower)
      throw badRequest(`Invalid gap for ${field}: ${gapText}`);
    const upper = hardend ? Math.min(upperRaw, end) : upperRaw;
    counts.push([label(lower), (count.get(field, lower, upper) as { c: number }).c]);
    lower = upperRaw;
  }
  const last = hardend ? end : lower;
  const result: Record<string, unknown> = {
    counts: namedList(counts, nl),
    gap: date ? gapText : numberOut(gapNumber, type),
    start: date ? formatSolrDate(start) : numberOut(start, type),
    end: date ? formatSolrDate(last) : numberOut(last, type),
  };
  const others = (params.forField(field, 'facet.range.other') ?? 'none').split(',');
  const want = (name: string) => others.includes(name) || others.includes('all');
  const between = db.prepare(
    `SELECT COUNT(DISTINCT v.doc) AS c FROM vals v JOIN ${set} s ON s.rowid = v.doc WHERE v.field = ? AND v.num ${'>='} ? AND v.num ${'<'} ?`,
  );
  if (want('before'))
    result.before = (between.get(field, -Number.MAX_VALUE, start) as { c: number }).c;
  if (want('after'))
    result.after = (
      db
        .prepare(
          `SELECT COUNT(DISTINCT v.doc) AS c FROM vals v JOIN ${set} s ON s.rowid = v.doc WHERE v.field = ? AND v.num >= ?`,
        )
        .get(field, last) as { c: number }
    ).c;
  if (want('between')) result.between = (between.get(field, start, last) as { c: number }).c;
  return result;
}

function formatFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

function numberOut(value: number, type: string): number {
  return type === 'int' ? Math.trunc(value) : value;
}
