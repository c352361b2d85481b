/**
 * A tiny in-memory Solr for component tests: it answers the requests search-core sends (the
 * id/facet search and the `select` by ids) over a list of documents, evaluating the filter shapes
 * search-core writes (`field:"a"`, `{!tag=f}field:("a" OR "b")`, ranges, the missing bucket),
 * `{!ex}` facet exclusion, sort, paging and facet ranges. Every request is recorded.
 */
import type { SolrDoc } from '@stayfront/search-core';

type Doc = SolrDoc & Record<string, unknown>;
type Predicate = (doc: Doc) => boolean;

export interface RecordedRequest {
  readonly url: string;
  readonly params: URLSearchParams;
}

export interface FakeSolr {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
  /** Makes the next `n` requests fail with HTTP 500. */
  failNext(n?: number): void;
  /** Holds answers until `release()` is called (to observe pending states). */
  hold(): void;
  release(): void;
}

const values = (doc: Doc, field: string): unknown[] => {
  const value = doc[field];
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
};

const unquote = (term: string) => term.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');

function parseFilter(fq: string): { tag: string | null; test: Predicate } {
  const tag = /^\{!tag=([^}]+)\}/.exec(fq)?.[1] ?? null;
  const body = fq.replace(/^\{![^}]*\}/, '');
  const missing = /^\(\*:\* -(\w+):\[\* TO \*\]\)$/.exec(body);
  if (missing) return { tag, test: (doc) => values(doc, missing[1] as string).length === 0 };
  const range = /^(\w+):([[{])(\S+) TO (\S+)([\]}])$/.exec(body);
  if (range) {
    const [, field, open, from, to, close] = range as unknown as string[];
    return {
      tag,
      test: (doc) =>
        values(doc, field as string).some((raw) => {
          const value = Number(raw);
          const aboveFrom =
            from === '*' || (open === '[' ? value >= Number(from) : value > Number(from));
          const belowTo = to === '*' || (close === ']' ? value <= Number(to) : value < Number(to));
          return aboveFrom && belowTo;
        }),
    };
  }
  const match = /^(\w+):(.*)$/.exec(body);
  if (!match) throw new Error(`fake Solr: unsupported fq ${fq}`);
  const [, field, expression] = match as unknown as [string, string, string];
  const terms = expression.startsWith('(')
    ? expression.slice(1, -1).split(' OR ').map(unquote)
    : [unquote(expression)];
  return { tag, test: (doc) => values(doc, field).some((value) => terms.includes(String(value))) };
}

function parseQuery(q: string): Predicate {
  if (q === '*:*' || q === '') return () => true;
  const ids = /^(\w+):\((.*)\)$/.exec(q);
  if (ids) {
    const wanted = (ids[2] as string).split(' OR ').map(unquote);
    return (doc) => values(doc, ids[1] as string).some((value) => wanted.includes(String(value)));
  }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return (doc) => {
    const text = JSON.stringify(doc).toLowerCase();
    return words.every((word) => text.includes(word));
  };
}

function facetCounts(docs: Doc[], field: string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const doc of docs)
    for (const value of values(doc, field))
      counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

export function createFakeSolr(docs: readonly Doc[]): FakeSolr {
  const requests: RecordedRequest[] = [];
  let failures = 0;
  let held: (() => void)[] | null = null;

  function answer(url: string, params: URLSearchParams): unknown {
    const ids = params.get('ids');
    if (url.endsWith('/select') && ids !== null) {
      const wanted = ids.split(',');
      return {
        response: {
          numFound: wanted.length,
          start: 0,
          docs: docs.filter((doc) => wanted.includes(doc.id)),
        },
      };
    }
    const filters = params.getAll('fq').map(parseFilter);
    const inQuery = docs.filter(parseQuery(params.get('q') ?? '*:*'));
    const matching = (except: string | null) =>
      inQuery.filter((doc) =>
        filters.every((filter) => (except && filter.tag === except) || filter.test(doc)),
      );
    const found = matching(null);
    const sort = params.get('sort');
    if (sort) {
      const [field, direction] = sort.split(' ') as [string, string];
      const sign = direction === 'desc' ? -1 : 1;
      found.sort(
        (a, b) => sign * (Number(values(a, field)[0] ?? 0) - Number(values(b, field)[0] ?? 0)),
      );
    }
    const start = Number(params.get('start') ?? 0);
    const rows = Number(params.get('rows') ?? 10);
    const facetFields: Record<string, Record<string, number>> = {};
    for (const spec of params.getAll('facet.field')) {
      const except = /^\{!ex=([^}]+)\}/.exec(spec)?.[1] ?? null;
      const field = spec.replace(/^\{![^}]*\}/, '');
      facetFields[field] = facetCounts(matching(except), field);
    }
    const page = found.slice(start, start + rows);
    return {
      responseHeader: { status: 0, params: { start: String(start), rows: String(rows) } },
      response: {
        numFound: found.length,
        start,
        docs: params.get('fl') === 'id' ? page.map((doc) => ({ id: doc.id })) : page,
      },
      facet_counts: { facet_fields: facetFields, facet_ranges: {} },
    };
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const params = new URLSearchParams(
      init?.body ? String(init.body) : url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
    );
    requests.push({ url, params });
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (failures > 0) {
      failures -= 1;
      return new Response('{"error":{"msg":"boom","code":500}}', {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer(url.split('?')[0] as string, params)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    failNext(n = 1) {
      failures = n;
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };
}
