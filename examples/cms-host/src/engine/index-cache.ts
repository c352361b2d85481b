/**
 * What the engine derives from an index and keeps between requests, as Solr's caches do: the
 * documents each query clause matches (filterCache), each field's documents per value for facets,
 * per-document numbers for range facets and sort keys, and bm25 scores per text query. The index
 * only changes in `rebuild`, which drops these (and a changed fingerprint does too).
 */
import { add, type DocSet, emptySet, Lru, setOf } from './doc-set.js';
import type { SqliteDatabase } from './index-store.js';

/** Fields with more distinct values than this are faceted in SQL instead (titles, text tokens). */
export const MAX_POSTING_VALUES = 512;
/** Memory for one field's value bitmaps. */
const MAX_POSTING_BYTES = 32 * 1024 * 1024;
/** Memory for cached clause sets and scores. */
const MAX_CLAUSE_BYTES = 64 * 1024 * 1024;
const MAX_SCORE_BYTES = 32 * 1024 * 1024;

/** One field's values in SQLite's order (`str`, BINARY), each with its documents. */
export interface FieldPostings {
  readonly values: readonly string[];
  readonly sets: readonly DocSet[];
  /** Documents with any value of the field. */
  readonly any: DocSet;
  /** MIN(num) per value (NaN: none), for the index order of numeric facets; read when first asked. */
  minNumbers(): Float64Array;
}

/** A field's numbers per document (CSR): `values[offsets[doc] … offsets[doc + 1])`, ascending. */
export interface NumberColumn {
  readonly offsets: Uint32Array;
  readonly values: Float64Array;
}

/** A sort key per document: MIN and MAX of its values (NaN: missing). Strings become ranks. */
export interface SortColumn {
  readonly min: Float64Array;
  readonly max: Float64Array;
}

export class IndexCache {
  readonly maxRowid: number;
  readonly all: DocSet;
  private readonly clauses: Lru<string, DocSet>;
  private readonly scores: Lru<string, Float64Array>;
  private readonly postings = new Map<string, FieldPostings | null>();
  private readonly numbers = new Map<string, NumberColumn>();
  private readonly sortColumns = new Map<string, SortColumn>();

  constructor(
    private readonly db: SqliteDatabase,
    readonly fingerprint: string | undefined,
  ) {
    this.maxRowid =
      (db.prepare('SELECT MAX(rowid) AS m FROM docs').get() as { m: number | null }).m ?? 0;
    this.all = setOf(this.maxRowid, this.pluck('SELECT rowid FROM docs'));
    // The rowids alone, in memory: conditions on `d.rowid` run over it without reading `docs`,
    // whose pages hold the stored JSON (five times faster at 100,000 documents).
    db.exec(
      'DROP TABLE IF EXISTS temp.doc_ids; CREATE TABLE temp.doc_ids (rowid INTEGER PRIMARY KEY)',
    );
    db.prepare('INSERT INTO temp.doc_ids SELECT rowid FROM docs').run();
    const setBytes = this.all.byteLength;
    this.clauses = new Lru(Math.min(4096, Math.max(16, Math.floor(MAX_CLAUSE_BYTES / setBytes))));
    const scoreBytes = (this.maxRowid + 1) * Float64Array.BYTES_PER_ELEMENT;
    this.scores = new Lru(Math.min(256, Math.max(4, Math.floor(MAX_SCORE_BYTES / scoreBytes))));
  }

  private pluck(sql: string, ...params: unknown[]): number[] {
    return this.db
      .prepare(sql)
      .pluck()
      .all(...params) as number[];
  }

  /** The documents an SQL condition on `docs d` (from `compileQuery`) matches. Do not modify. */
  clause(sql: string, params: readonly unknown[]): DocSet {
    if (sql === '1') return this.all;
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const known = this.clauses.get(key);
    if (known) return known;
    const table = /\bd\.id\b/.test(sql) ? 'docs' : 'temp.doc_ids';
    const set =
      sql === '0'
        ? emptySet(this.maxRowid)
        : setOf(
            this.maxRowid,
            this.pluck(`SELECT d.rowid FROM ${table} d WHERE (${sql})`, ...params),
          );
    this.clauses.set(key, set);
    return set;
  }

  /** Summed bm25 scores (`-bm25`, higher is better; 0: no match) per rowid for an FTS5 query. */
  score(match: string): Float64Array {
    const known = this.scores.get(match);
    if (known) return known;
    const scores = new Float64Array(this.maxRowid + 1);
    // bm25() only works in the query that does the MATCH: score rows first, then let SQLite sum
    // per document (its SUM is compensated, so the order of the rows barely matters).
    this.db.exec(
      'DROP TABLE IF EXISTS temp.scores; CREATE TABLE temp.scores (doc INTEGER, score REAL)',
    );
    try {
      this.db
        .prepare('INSERT INTO temp.scores SELECT doc, -bm25(fts) FROM fts WHERE fts MATCH ?')
        .run(match);
      const rows = this.db
        .prepare('SELECT doc, SUM(score) FROM temp.scores GROUP BY doc')
        .raw()
        .all() as [number, number][];
      for (const [doc, score] of rows) scores[doc] = score;
    } finally {
      this.db.exec('DROP TABLE IF EXISTS temp.scores');
    }
    this.scores.set(match, scores);
    return scores;
  }

  /** A field's values with their documents; null when there are too many for bitmaps. */
  fieldPostings(field: string): FieldPostings | null {
    const known = this.postings.get(field);
    if (known !== undefined) return known;
    // From the covering index (field, str, doc) alone; one value too many means "use SQL".
    const rows = this.db
      .prepare(
        'SELECT str, group_concat(doc) AS docs FROM vals WHERE field = ? GROUP BY str ORDER BY str LIMIT ?',
      )
      .all(field, MAX_POSTING_VALUES + 1) as { str: string | null; docs: string }[];
    let postings: FieldPostings | null = null;
    if (
      rows.length <= MAX_POSTING_VALUES &&
      rows.length * this.all.byteLength <= MAX_POSTING_BYTES
    ) {
      const any = emptySet(this.maxRowid);
      const values: string[] = [];
      const sets: DocSet[] = [];
      for (const row of rows) {
        const set = emptySet(this.maxRowid);
        for (const doc of row.docs.split(',')) {
          add(set, Number(doc));
          add(any, Number(doc));
        }
        values.push(row.str ?? '');
        sets.push(set);
      }
      let minNumbers: Float64Array | undefined;
      const readMinNumbers = () => {
        if (minNumbers) return minNumbers;
        const byValue = new Map(
          (
            this.db
              .prepare('SELECT str, MIN(num) FROM vals WHERE field = ? GROUP BY str')
              .raw()
              .all(field) as [string, number | null][]
          ).map(([value, min]) => [value, min ?? Number.NaN]),
        );
        minNumbers = Float64Array.from(values, (value) => byValue.get(value) ?? Number.NaN);
        return minNumbers;
      };
      // Every value is a string (see rebuild), so none is NULL; a NULL would need SQL's path.
      postings = rows.some((row) => row.str === null)
        ? null
        : { values, sets, any, minNumbers: readMinNumbers };
    }
    this.postings.set(field, postings);
    return postings;
  }

  /** A numeric field's numbers per document, for range facets. */
  numberColumn(field: string): NumberColumn {
    const known = this.numbers.get(field);
    if (known) return known;
    const rows = this.numbersByValue(field);
    const offsets = new Uint32Array(this.maxRowid + 2);
    for (const [doc] of rows) offsets[doc + 1] = (offsets[doc + 1] as number) + 1;
    for (let i = 1; i < offsets.length; i++)
      offsets[i] = (offsets[i] as number) + (offsets[i - 1] as number);
    // Rows come by ascending number, so each document's numbers land in ascending order.
    const next = offsets.slice(0, -1);
    const values = new Float64Array(rows.length);
    for (const [doc, num] of rows) {
      values[next[doc] as number] = num;
      next[doc] = (next[doc] as number) + 1;
    }
    const column = { offsets, values };
    this.numbers.set(field, column);
    return column;
  }

  /** [doc, num] of a field by ascending number, from the covering index (field, num, doc). */
  private numbersByValue(field: string): [number, number][] {
    return this.db
      .prepare('SELECT doc, num FROM vals WHERE field = ? AND num IS NOT NULL ORDER BY num')
      .raw()
      .all(field) as [number, number][];
  }

  /**
   * Sort keys of a field: numbers for numeric fields (`column` "num"), else ranks of the strings
   * in SQLite's BINARY order; for `id`, ranks of the document ids.
   */
  sortColumn(field: string, column: 'num' | 'str' | 'id'): SortColumn {
    const known = this.sortColumns.get(field);
    if (known) return known;
    const min = new Float64Array(this.maxRowid + 1).fill(Number.NaN);
    const max = new Float64Array(this.maxRowid + 1).fill(Number.NaN);
    if (column === 'id') {
      this.pluck('SELECT rowid FROM docs ORDER BY id').forEach((rowid, rank) => {
        min[rowid] = rank;
        max[rowid] = rank;
      });
    } else if (column === 'num') {
      // Ascending: a document's first number is its lowest, its last its highest.
      for (const [doc, num] of this.numbersByValue(field)) {
        if (Number.isNaN(min[doc] as number)) min[doc] = num;
        max[doc] = num;
      }
    } else {
      // Ascending in SQLite's BINARY order, from the covering index (field, str, doc): equal
      // strings share a rank.
      const rows = this.db
        .prepare('SELECT doc, str FROM vals WHERE field = ? AND str IS NOT NULL ORDER BY str')
        .raw()
        .all(field) as [number, string][];
      let rank = -1;
      let previous: string | undefined;
      for (const [doc, value] of rows) {
        if (value !== previous) rank++;
        previous = value;
        if (Number.isNaN(min[doc] as number)) min[doc] = rank;
        max[doc] = rank;
      }
    }
    const sort = { min, max };
    this.sortColumns.set(field, sort);
    return sort;
  }
}

const caches = new WeakMap<SqliteDatabase, IndexCache>();

/** The cache of an index, made afresh when its data changed (by fingerprint). */
export function indexCache(db: SqliteDatabase): IndexCache {
  const fingerprint = (
    db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as
      | { value: string }
      | undefined
  )?.value;
  const known = caches.get(db);
  if (known && known.fingerprint === fingerprint) return known;
  const cache = new IndexCache(db, fingerprint);
  caches.set(db, cache);
  return cache;
}

/** Forgets what was derived from an index (its data is about to change). */
export function clearIndexCache(db: SqliteDatabase): void {
  caches.delete(db);
}
