/**
 * The demo engine's index: SQLite (better-sqlite3) in a file on disk. Documents are stored as
 * JSON; every non-text value goes to a value table (string, and number for ints, floats, dates)
 * for filters, facets, ranges and sorts; text fields go to an FTS5 table for bm25 search, and
 * their lower-cased tokens to the value table (facets on text fields, as autocomplete uses). The
 * index is rebuilt only when the data's fingerprint changes.
 */
import Database from 'better-sqlite3';
import type { SolrDocument } from '../data/listing.js';
import { parseSolrDate } from './dates.js';
import { clearIndexCache } from './index-cache.js';
import { fieldType } from './schema.js';

export type SqliteDatabase = InstanceType<typeof Database>;

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE docs (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, json TEXT NOT NULL);
  CREATE TABLE vals (doc INTEGER NOT NULL, field TEXT NOT NULL, str TEXT, num REAL);
  CREATE VIRTUAL TABLE fts USING fts5(body, field UNINDEXED, doc UNINDEXED, tokenize = 'unicode61 remove_diacritics 2');
`;
const INDEXES = `
  CREATE INDEX vals_field_str ON vals (field, str, doc);
  CREATE INDEX vals_field_num ON vals (field, num, doc);
  CREATE INDEX vals_doc ON vals (doc, field);
`;

/** Lower-cased word tokens, as the text analysis would produce them for facets. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function openIndex(
  path: string,
  docs: () => readonly SolrDocument[],
  fingerprint: string,
): SqliteDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -65536');
  const current = hasSchema(db)
    ? (
        db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as
          | { value: string }
          | undefined
      )?.value
    : undefined;
  if (current !== fingerprint) rebuild(db, docs(), fingerprint);
  return db;
}

function hasSchema(db: SqliteDatabase): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get() !==
    undefined
  );
}

export function rebuild(
  db: SqliteDatabase,
  docs: readonly SolrDocument[],
  fingerprint: string,
): void {
  clearIndexCache(db);
  db.transaction(() => {
    for (const { name } of db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('meta','docs','vals','fts')",
      )
      .all() as { name: string }[]) {
      db.exec(`DROP TABLE ${name}`);
    }
    db.exec(SCHEMA);
    const insertDoc = db.prepare('INSERT INTO docs (rowid, id, json) VALUES (?, ?, ?)');
    const insertVal = db.prepare('INSERT INTO vals (doc, field, str, num) VALUES (?, ?, ?, ?)');
    const insertText = db.prepare('INSERT INTO fts (body, field, doc) VALUES (?, ?, ?)');
    docs.forEach((doc, index) => {
      const rowid = index + 1;
      insertDoc.run(rowid, doc.id, JSON.stringify(doc));
      for (const [field, value] of Object.entries(doc)) {
        if (field === 'id') continue;
        const type = fieldType(field);
        for (const item of Array.isArray(value) ? value : [value]) {
          if (type === 'text') {
            insertText.run(String(item), field, rowid);
            for (const token of new Set(tokenize(String(item))))
              insertVal.run(rowid, field, token, null);
          } else if (type === 'int' || type === 'float')
            insertVal.run(rowid, field, String(item), Number(item));
          else if (type === 'date')
            insertVal.run(rowid, field, String(item), parseSolrDate(String(item)));
          else if (type !== null) insertVal.run(rowid, field, String(item), null);
        }
      }
    });
    db.exec(INDEXES);
    db.prepare("INSERT INTO meta (key, value) VALUES ('fingerprint', ?)").run(fingerprint);
  })();
  db.exec('ANALYZE');
}
