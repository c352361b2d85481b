/**
 * The `select` handler of the demo engine: Solr's request parameters in, Solr's JSON response
 * out (responseHeader with echoed params, response, facet_counts), or a SolrError for anything
 * it cannot answer correctly. The main query and each `fq` are evaluated in SQL once and kept as
 * document bitmaps (`index-cache.ts`, as Solr's filterCache); the matching set is their
 * intersection, plus one per distinct `{!ex=…}` exclusion, so OR facets keep their other values'
 * counts. Sorting, paging and facet counting work on those sets.
 */
import { compileQuery } from './compile-query.js';
import { count, countBoth, type DocSet, forEachDoc, intersect, toRowids } from './doc-set.js';
import { fieldFacet, flag, type MatchSet, rangeFacet } from './facets.js';
import { type IndexCache, indexCache } from './index-cache.js';
import type { SqliteDatabase } from './index-store.js';
import { parseQuery } from './lucene-parser.js';
import type { JsonNl } from './named-list.js';
import { UnsupportedQueryError } from './query-ast.js';
import { type ParamList, RequestParams, splitLocalParams } from './request-params.js';
import { fieldType, isNumeric } from './schema.js';
import { badRequest, SolrError } from './solr-error.js';

export interface SelectOptions {
  /** Clock for NOW in date math. */
  now?: number;
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
  checkTextFields(qf);
  const defType = params.get('defType') ?? 'lucene';
  if (!['lucene', 'edismax', 'dismax'].includes(defType))
    throw badRequest(`Unknown query parser '${defType}'`);
  const qText = params.get('q') ?? '*:*';
  const main = parse(defType === 'dismax' ? `{!dismax}${qText}` : qText, params.get('q.op'));
  const localQf = main.localParams.qf ?? null;
  checkTextFields(localQf);
  const mainQuery = compileQuery(main.node, { defaultFields: localQf ?? qf, now });
  const filters = params.all('fq').map((fq) => compileFilter(fq, params, now));

  const tables: string[] = [];
  const sets = new Map<string, MatchSet>();
  try {
    const cache = indexCache(db);
    const mainSet = cache.clause(mainQuery.sql, mainQuery.params);
    const filterSets = filters.map(({ query }) => cache.clause(query.sql, query.params));
    /** The matching set without the filters tagged with any of `excluded`. */
    const matching = (excluded: readonly string[]): MatchSet => {
      const kept = filters.flatMap((filter, index) =>
        filter.tags.some((tag) => excluded.includes(tag)) ? [] : [index],
      );
      // Keyed by the filters kept: an exclusion of a tag no filter has is the main set.
      const key = kept.join(',');
      const known = sets.get(key);
      if (known) return known;
      const docs = intersect(mainSet, ...kept.map((index) => filterSets[index] as DocSet));
      let table: string | undefined;
      const set: MatchSet = {
        docs,
        table: () => {
          if (table) return table;
          const name = `temp.m${tables.length}`;
          tables.push(name);
          db.exec(`DROP TABLE IF EXISTS ${name}; CREATE TABLE ${name} (rowid INTEGER PRIMARY KEY)`);
          db.prepare(`INSERT INTO ${name} SELECT value FROM json_each(?)`).run(
            `[${toRowids(docs).join(',')}]`,
          );
          table = name;
          return name;
        },
      };
      sets.set(key, set);
      return set;
    };

    const set = matching([]);
    const numFound = count(set.docs);
    const docs = page(db, cache, set.docs, params, mainQuery.scoring, start, rows);
    const response = { numFound, start, numFoundExact: true, docs };
    const body: Record<string, unknown> = { responseHeader: undefined, response };
    if (flag(params.get('facet'))) body.facet_counts = facets(db, cache, params, nl, now, matching);
    body.responseHeader = header();
    return body;
  } finally {
    for (const name of tables) db.exec(`DROP TABLE IF EXISTS ${name}`);
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

/** A filter (`fq`, `facet.query`): its SQL condition and the tags of its local params. */
function compileFilter(text: string, params: RequestParams, now: number) {
  const parsed = parse(text, params.get('q.op'));
  const query = compileQuery(parsed.node, { defaultFields: null, now });
  return { query, tags: parsed.localParams.tags };
}

/** `qf` may name only text fields. */
function checkTextFields(fields: readonly string[] | null): void {
  for (const field of fields ?? [])
    if (fieldType(field) !== 'text') throw badRequest(`undefined field ${field}`);
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

interface SortKey {
  /** Per rowid; NaN: missing (sorts last either way). */
  values: Float64Array;
  descending: boolean;
}

/** One page of documents, sorted as asked (missing values last), ties in index order. */
function page(
  db: SqliteDatabase,
  cache: IndexCache,
  set: DocSet,
  params: RequestParams,
  scoring: string[],
  start: number,
  rows: number,
) {
  const wanted = fields(params);
  const sort = params.get('sort')?.trim() || (scoring.length ? 'score desc' : '');
  const keys: SortKey[] = [];
  const needsScore = scoring.length > 0 && (wanted.score || /\bscore\b/.test(sort));
  // bm25 of the positive text clauses, summed per document (0: no match).
  const scores = needsScore
    ? cache.score(scoring.map((expression) => `(${expression})`).join(' OR '))
    : null;
  for (const clause of sort ? sort.split(',') : []) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(asc|desc)\s*$/i.exec(clause);
    if (!match?.[1] || !match[2])
      throw badRequest(
        `Can't determine a Sort Order (asc or desc) in sort spec '${clause.trim()}'`,
      );
    const [, field, direction] = match;
    const descending = direction.toUpperCase() === 'DESC';
    if (field === 'score') {
      if (scores) keys.push({ values: scores, descending });
      continue;
    }
    const type = fieldType(field);
    if (!type || type === 'text' || type === 'location')
      throw badRequest(`can not sort on field: ${field}`);
    if (type === 'id') {
      keys.push({ values: cache.sortColumn('id', 'id').min, descending });
      continue;
    }
    // Multi-valued fields sort on their lowest value ascending, their highest descending.
    const column = cache.sortColumn(field, isNumeric(type) ? 'num' : 'str');
    keys.push({ values: descending ? column.max : column.min, descending });
  }
  const chosen = rows === 0 ? [] : topRows(set, keys, start + rows).slice(start);
  const json = new Map(
    (
      db
        .prepare('SELECT rowid, json FROM docs WHERE rowid IN (SELECT value FROM json_each(?))')
        .raw()
        .all(`[${chosen.join(',')}]`) as [number, string][]
    ).map(([rowid, text]) => [rowid, text]),
  );
  return chosen.map((rowid) => {
    const doc = project(json.get(rowid) as string, wanted);
    if (wanted.score) doc.score = scoring.length ? (scores?.[rowid] ?? 0) : 1;
    return doc;
  });
}

/** The first `limit` rowids of the set in the sort order (keys, then rowid ascending). */
function topRows(set: DocSet, keys: readonly SortKey[], limit: number): number[] {
  if (keys.length === 0) {
    const first: number[] = [];
    forEachDoc(set, (rowid) => {
      if (first.length < limit) first.push(rowid);
    });
    return first;
  }
  const before = (a: number, b: number): number => {
    for (const key of keys) {
      const x = key.values[a] as number;
      const y = key.values[b] as number;
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      if (!xMissing && x !== y) return x < y !== key.descending ? -1 : 1;
    }
    return a - b;
  };
  // A max-heap of the best `limit` so far: its root is the one to drop first.
  const heap: number[] = [];
  const down = (from: number) => {
    let index = from;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && before(heap[left] as number, heap[largest] as number) > 0)
        largest = left;
      if (right < heap.length && before(heap[right] as number, heap[largest] as number) > 0)
        largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest] as number, heap[index] as number];
      index = largest;
    }
  };
  forEachDoc(set, (rowid) => {
    if (heap.length < limit) {
      heap.push(rowid);
      let index = heap.length - 1;
      while (index > 0) {
        const parent = (index - 1) >>> 1;
        if (before(heap[index] as number, heap[parent] as number) <= 0) break;
        [heap[index], heap[parent]] = [heap[parent] as number, heap[index] as number];
        index = parent;
      }
    } else if (limit > 0 && before(rowid, heap[0] as number) < 0) {
      heap[0] = rowid;
      down(0);
    }
  });
  return heap.sort(before);
}

function facets(
  db: SqliteDatabase,
  cache: IndexCache,
  params: RequestParams,
  nl: JsonNl,
  now: number,
  matching: (excluded: readonly string[]) => MatchSet,
) {
  const excludedBy = (local: Record<string, string>) => (local.ex ? local.ex.split(',') : []);
  const facetFields: Record<string, unknown> = {};
  for (const value of params.all('facet.field')) {
    const { local, rest } = splitLocalParams(value);
    facetFields[local.key ?? rest] = fieldFacet(
      db,
      cache,
      matching(excludedBy(local)),
      rest,
      params,
      nl,
    );
  }
  const facetRanges: Record<string, unknown> = {};
  for (const value of params.all('facet.range')) {
    const { local, rest } = splitLocalParams(value);
    facetRanges[local.key ?? rest] = rangeFacet(
      cache,
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
    const { query } = compileFilter(rest, params, now);
    facetQueries[local.key ?? rest] = countBoth(
      matching(excludedBy(local)).docs,
      cache.clause(query.sql, query.params),
    );
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
