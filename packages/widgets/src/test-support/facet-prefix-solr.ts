/**
 * Test support: the shared fake Solr answers facet queries without `facet.prefix`, `facet.limit`
 * or the `{!dismax}` filter of earlier words. This wraps its `fetch` to answer autocomplete
 * requests as Solr does (SPEC 7.4): the dismax words narrow the documents (sent on as the fake's
 * free-text `q`), then the field's terms are kept when they start with the prefix, up to the limit.
 */

export interface SuggestRequests {
  readonly fetch: typeof fetch;
  /** The autocomplete requests sent, as search-core wrote them. */
  readonly sent: URLSearchParams[];
}

export function withFacetPrefix(inner: typeof fetch): SuggestRequests {
  const sent: URLSearchParams[] = [];
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const params = new URLSearchParams(init?.body ? String(init.body) : '');
    const prefix = params.get('facet.prefix');
    if (prefix === null) return inner(input, init);
    sent.push(params);
    const forwarded = new URLSearchParams();
    const words: string[] = [];
    for (const [name, value] of params) {
      if (name === 'fq' && value.startsWith('{!dismax}')) words.push(value.slice(9));
      else forwarded.append(name, value);
    }
    if (words.length) forwarded.set('q', words.join(' '));
    const response = await inner(input, { ...init, body: forwarded.toString() });
    if (!response.ok) return response;
    const body = (await response.json()) as {
      facet_counts: { facet_fields: Record<string, Record<string, number>> };
    };
    const field = params.get('facet.field') as string;
    const limit = Number(params.get('facet.limit') ?? 100);
    const counts = body.facet_counts.facet_fields[field] ?? {};
    body.facet_counts.facet_fields[field] = Object.fromEntries(
      Object.entries(counts)
        .filter(([term, count]) => term.toLowerCase().startsWith(prefix) && count > 0)
        .slice(0, limit),
    );
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: wrapped, sent };
}
