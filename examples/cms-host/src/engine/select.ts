/**
 * The `select` handler of the demo engine: Solr's request parameters in, Solr's JSON response
 * out (responseHeader with echoed params, response, facet_counts), or a SolrError for anything
 * it cannot answer correctly. One matching set per request (a temp table), plus one per distinct
 * `{!ex=…}` exclusion, so OR facets keep their other values' counts.
 */
import { compileQuery } from './compile-query.js';
import { fieldFacet, rangeFacet } from './facets.js';
import type { SqliteDatabase } from './index-store.js';
import { parseQuery } from './lucene-parser.js';
import type { JsonNl } from './named-list.js';
import { UnsupportedQueryError } from './query-ast.js';
import { type ParamList, RequestParams, splitLocalParams } from './request-params.js';
import { fieldType } from './schema.js';
import { badRequest, SolrError } from './solr-error.js';

export interface SelectOptions {
  /** Clock for NOW in date math. */
  now?: number;
}

interface Filter {
  sql: string;
  params: unknown[];
  tags: string[];
}

const MAX_ROWS = 10_000;

export function select(db: SqliteDatabase, list: ParamList, options: SelectOptions = {}): unknown {
  const started = performance.now();
  const params = new RequestParams(list);
  const now = options.now ?? Date.now();
  const wt = params.get('wt') ?? 'json';
  if (wt !== 'json') throw badRequest(`Unknown response writer: ${wt}`);
  const nl = (params.get('json.nl') ?? 'flat') as JsonNl;
  if (!['flat', 'map', 'arrarr'].includes(nl)) throw badRequest(`Unknown json.nl: ${nl}`);
  const header = () => ({
    status: 0,
    QTime: Math.round(performance.now() - started),
    params: params.echo(),
  });

  const ids = params.get('ids');
  if (ids !== undefined)
    return { responseHeader: header(), response: lookupIds(db, ids, fields(params)) };

  const start = bounded(params.get('start'), 0, 'start');
  const rows = bounded(params.get('rows'), 10, 'rows');
  const qf =
    params
      .get('qf')
      ?.trim()
      .split(/\s+/)
      .map((field) => field.replace(/\^[\d.]+$/, '')) ?? null;
  for (const field of qf ?? [])
    if (fieldType(field) !== 'text') throw badRequest(`undefined field ${field}`);
  const defType = params.get('defType') ?? 'lucene';
  if (!['lucene', 'edismax', 'dismax'].includes(defType))
    throw badRequest(`Unknown query parser '${defType}'`);
  const qText = params.get('q') ?? '*:*';
  const main = parse(defType === 'dismax' ? `{!dismax}${qText}` : qText, params.get('q.op'));
  const localQf = main.localParams.qf ?? null;
  for (const field of localQf ?? [])
    if (fieldType(field) !== 'text') throw badRequest(`undefined field ${field}`);
  const mainQuery = compileQuery(main.node, { defaultFields: localQf ?? qf, now });
  const filters: Filter[] = params.all('fq').map((fq) => {
    const parsed = parse(fq, params.get('q.op'));
    const compiled = compileQuery(parsed.node, { defaultFields: null, now });
    return { sql: compiled.sql, params: compiled.params, tags: [...parsed.localParams.tags] };
  });

  const sets = new Map<string, string>();
  /** The matching set without the filters tagged with any of `excluded`, as a temp table. */
  const matching = (excluded: readonly string[]): string => {
    const key = [...excluded].sort().join(',');
    const known = sets.get(key);
    if (known) return known;
    const name = `temp.m${sets.size}`;
    const kept = filters.filter((filter) => !filter.tags.some((tag) => excluded.includes(tag)));
    db.exec(`DROP TABLE IF EXISTS ${name}; CREATE TABLE ${name} (rowid INTEGER PRIMARY KEY)`);
    db.prepare(
      `INSERT INTO ${name} SELECT d.rowid FROM docs d WHERE (${mainQuery.sql})${kept.map((filter) => ` AND (${filter.sql})`).join('')}`,
    ).run(...mainQuery.params, ...kept.flatMap((filter) => filter.params));
    sets.set(key, name);
    return name;
  };

  try {
    const set = matching([]);
    const numFound = (db.prepare(`SELECT COUNT(*) AS c FROM ${set}`).get() as { c: number }).c;
    const docs = page(db, set, params, mainQuery.scoring, start, rows);
    const response = { numFound, start, numFoundExact: true, docs };
    const body: Record<string, unknown> = { responseHeader: undefined, response };
    if (params.get('facet') === 'true' || params.get('facet') === 'on') {
      body.facet_counts = facets(db, params, nl, now, matching);
    }
    body.responseHeader = header();
    return body;
  } finally {
    for (const name of sets.values()) db.exec(`DROP TABLE IF EXISTS ${name}`);
  }
}

function parse(text: string, op: string | undefined) {
  try {
    return parseQuery(text, { defaultOperator: op === 'AND' ? 'AND' : 'OR' });
  } catch (error) {
    if (error instanceof UnsupportedQueryError)
      throw badRequest(`org.apache.solr.search.SyntaxError: ${error.message}`);
    throw error;
  }
}

function bounded(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw badRequest(`'${name}' parameter cannot be negative or invalid: ${value}`);
  if (name === 'rows' && number > MAX_ROWS)
    throw badRequest(`'rows' cannot be more than ${MAX_ROWS}`);
  return number;
}

/** `fl`: the requested fields (null: all), and whether the score is wanted. */
function fields(params: RequestParams): { names: Set<string> | null; score: boolean } {
  const fl = params
    .all('fl')
    .flatMap((value) => value.split(/[\s,]+/))
    .filter(Boolean);
  if (fl.length === 0) return { names: null, score: false };
  for (const name of fl)
    if (!/^(?:\*|score|[A-Za-z_][A-Za-z0-9_]*)$/.test(name))
      throw badRequest(`Unsupported fl: ${name}`);
  return {
    names: fl.includes('*') ? null : new Set(fl.filter((name) => name !== 'score')),
    score: fl.includes('score'),
  };
}

function project(json: string, wanted: { names: Set<string> | null }): Record<string, unknown> {
  const doc = JSON.parse(json) as Record<string, unknown>;
  if (!wanted.names) return doc;
  return Object.fromEntries(Object.entries(doc).filter(([name]) => wanted.names?.has(name)));
}

function lookupIds(db: SqliteDatabase, ids: string, wanted: { names: Set<string> | null }) {
  const list = (ids.match(/(?:\\.|[^,])+/g) ?? []).map((id) => id.replace(/\\(.)/g, '$1'));
  const lookup = db.prepare('SELECT json FROM docs WHERE id = ?');
  const docs = list.flatMap((id) => {
    const row = lookup.get(id) as { json: string } | undefined;
    return row ? [project(row.json, wanted)] : [];
  });
  return { numFound: docs.length, start: 0, numFoundExact: true, docs };
}

/** One page of documents, sorted as asked (missing values last), ties in index order. */
function page(
  db: SqliteDatabase,
  set: string,
  params: RequestParams,
  scoring: string[],
  start: number,
  rows: number,
) {
  const wanted = fields(params);
  const sort = params.get('sort')?.trim() || (scoring.length ? 'score desc' : '');
  const joins: string[] = [];
  const order: string[] = [];
  const values: unknown[] = [];
  const needsScore = scoring.length > 0 && (wanted.score || /\bscore\b/.test(sort));
  if (needsScore) {
    // bm25() only works in the query that does the MATCH: score rows first, then sum per document.
    db.exec('DROP TABLE IF EXISTS temp.scores; CREATE TABLE temp.scores (doc INTEGER, score REAL)');
    db.prepare('INSERT INTO temp.scores SELECT doc, -bm25(fts) FROM fts WHERE fts MATCH ?').run(
      scoring.map((expression) => `(${expression})`).join(' OR '),
    );
    joins.push(
      'LEFT JOIN (SELECT doc, SUM(score) AS score FROM temp.scores GROUP BY doc) sc ON sc.doc = s.rowid',
    );
  }
  for (const [index, clause] of (sort ? sort.split(',') : []).entries()) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(asc|desc)\s*$/i.exec(clause);
    if (!match?.[1] || !match[2])
      throw badRequest(
        `Can't determine a Sort Order (asc or desc) in sort spec '${clause.trim()}'`,
      );
    const [, field, direction] = match;
    const dir = direction.toUpperCase();
    if (field === 'score') {
      if (needsScore) order.push(`COALESCE(sc.score, 0) ${dir}`);
      continue;
    }
    const type = fieldType(field);
    if (!type || type === 'text' || type === 'location')
      throw badRequest(`can not sort on field: ${field}`);
    if (type === 'id') {
      order.push(`d.id ${dir}`);
      continue;
    }
    const column = type === 'int' || type === 'float' || type === 'date' ? 'num' : 'str';
    joins.push(
      `LEFT JOIN (SELECT doc, ${dir === 'ASC' ? 'MIN' : 'MAX'}(${column}) AS value FROM vals WHERE field = ? GROUP BY doc) o${index} ON o${index}.doc = s.rowid`,
    );
    values.push(field);
    order.push(`o${index}.value IS NULL`, `o${index}.value ${dir}`);
  }
  order.push('s.rowid ASC');
  const rowsOut = db
    .prepare(
      `SELECT d.json${needsScore ? ', sc.score AS score' : ''} FROM ${set} s JOIN docs d ON d.rowid = s.rowid ${joins.join(' ')}
       ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
    )
    .all(...values, rows, start) as { json: string; score?: number | null }[];
  return rowsOut.map((row) => {
    const doc = project(row.json, wanted);
    if (wanted.score) doc.score = scoring.length ? (row.score ?? 0) : 1;
    return doc;
  });
}

function facets(
  db: SqliteDatabase,
  params: RequestParams,
  nl: JsonNl,
  now: number,
  matching: (excluded: readonly string[]) => string,
) {
  const excludedBy = (local: Record<string, string>) => (local.ex ? local.ex.split(',') : []);
  const facetFields: Record<string, unknown> = {};
  for (const value of params.all('facet.field')) {
    const { local, rest } = splitLocalParams(value);
    facetFields[local.key ?? rest] = fieldFacet(db, matching(excludedBy(local)), rest, params, nl);
  }
  const facetRanges: Record<string, unknown> = {};
  for (const value of params.all('facet.range')) {
    const { local, rest } = splitLocalParams(value);
    facetRanges[local.key ?? rest] = rangeFacet(
      db,
      matching(excludedBy(local)),
      rest,
      params,
      nl,
      now,
    );
  }
  const facetQueries: Record<string, number> = {};
  for (const value of params.all('facet.query')) {
    const { local, rest } = splitLocalParams(value);
    const parsed = parse(rest, params.get('q.op'));
    const compiled = compileQuery(parsed.node, { defaultFields: null, now });
    const set = matching(excludedBy(local));
    facetQueries[local.key ?? rest] = (
      db
        .prepare(
          `SELECT COUNT(*) AS c FROM ${set} s JOIN docs d ON d.rowid = s.rowid WHERE ${compiled.sql}`,
        )
        .get(...compiled.params) as { c: number }
    ).c;
  }
  return {
    facet_queries: facetQueries,
    facet_fields: facetFields,
    facet_ranges: facetRanges,
    facet_intervals: {},
    facet_heatmaps: {},
  };
}

export { SolrError };
