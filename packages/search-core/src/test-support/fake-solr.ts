/**
 * A tiny in-memory stand-in for the proxy: answers the id search, the `select` full-docs
 * request (`ids=`), and value-list queries over a fixed document list, enough to drive a search
 * instance end to end. Filtering understands only what the tests need: `field:"value"` fq.
 */
import type { FakeHandler, RecordedRequest } from './fake-platform.js';
import { paramValues } from './fake-platform.js';

export type Doc = { id: string } & Record<string, unknown>;

function quotedValues(text: string): string[] {
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) =>
    (m[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}

function filterDocs(docs: readonly Doc[], request: RecordedRequest): Doc[] {
  let result = [...docs];
  for (const fq of paramValues(request, 'fq')) {
    // `field:"v"` or `{!tag=f}field:("a" OR "b")`: the values are the quoted strings, OR-ed.
    const match = /^(?:\{!tag=\w+\})?(\w+):(.*)$/.exec(fq);
    if (!match?.[1] || match[1] === 'index_id' || match[2] === undefined) continue;
    const field = match[1];
    const wanted = quotedValues(match[2]);
    result = result.filter((doc) => {
      const actual = doc[field];
      const values = (Array.isArray(actual) ? actual : [actual]).map(String);
      return wanted.some((value) => values.includes(value));
    });
  }
  const q = paramValues(request, 'q')[0] ?? '*:*';
  const values = /^(\w+):\((.*)\)$/.exec(q);
  if (values?.[1] && values[2]) {
    const wanted = quotedValues(values[2]);
    const field = values[1];
    result = result.filter((doc) => wanted.includes(String(doc[field])));
  }
  return result;
}

function facetCounts(
  docs: readonly Doc[],
  request: RecordedRequest,
): Record<string, Record<string, number>> {
  const fields: Record<string, Record<string, number>> = {};
  for (const raw of paramValues(request, 'facet.field')) {
    const field = raw.replace(/^\{!ex=\w+\}/, '');
    const counts: Record<string, number> = {};
    for (const doc of docs) {
      const value = doc[field];
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        counts[String(item)] = (counts[String(item)] ?? 0) + 1;
      }
    }
    fields[field] = counts;
  }
  return fields;
}

export function fakeSolr(docs: readonly Doc[]): FakeHandler {
  return (request) => {
    const ids = paramValues(request, 'ids')[0];
    if (ids !== undefined) {
      // Ids are comma-separated with `\` and `,` escaped (SPEC 7.2 as search-core sends it).
      const wanted = (ids.match(/(?:\\.|[^,])+/g) ?? []).map((id) => id.replace(/\\(.)/g, '$1'));
      return {
        response: {
          numFound: wanted.length,
          start: 0,
          docs: docs.filter((doc) => wanted.includes(doc.id)),
        },
      };
    }
    const matching = filterDocs(docs, request);
    const start = Number(paramValues(request, 'start')[0] ?? 0);
    const rows = Number(paramValues(request, 'rows')[0] ?? 10);
    const idsOnly = paramValues(request, 'fl')[0] === 'id';
    const page = matching.slice(start, start + rows).map((doc) => (idsOnly ? { id: doc.id } : doc));
    return {
      responseHeader: { status: 0, params: { rows: String(rows), start: String(start) } },
      response: { numFound: matching.length, start, docs: page },
      facet_counts: {
        facet_fields: facetCounts(matching, request),
        facet_ranges: {},
        facet_queries: {},
      },
    };
  };
}
