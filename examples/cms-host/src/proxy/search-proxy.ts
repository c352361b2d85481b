/**
 * The search proxy the widgets call: the request is checked against the allowlist, rebuilt from
 * the parsed values (URLSearchParams, never string concatenation), and answered by the embedded
 * engine, or forwarded unchanged to Apache Solr when SOLR_URL is set. Refusals never reach either.
 */
import type { SqliteDatabase } from '../engine/index-store.js';
import { select } from '../engine/select.js';
import { errorBody, SolrError } from '../engine/solr-error.js';
import { validateSearchRequest } from './allowlist.js';
import type { OperatorOptions } from './operator-rules.js';

/**
 * How long Apache Solr may take to answer. Shorter than the widgets' own limit (search-core's
 * `solr.timeout_ms`, 15 s by default), so a visitor gets this proxy's 504 rather than a request
 * of theirs given up, and a Solr that hangs never holds the proxy's connections for long.
 */
export const SOLR_TIMEOUT_MS = 10_000;

export interface ProxyDeps {
  db: SqliteDatabase;
  /** Apache Solr's core or collection URL, e.g. http://localhost:8983/solr/drupal. */
  solrUrl?: string | undefined;
  fetch?: typeof fetch;
  /** @default SOLR_TIMEOUT_MS */
  solrTimeoutMs?: number;
  /** The operator's field and index lists; without them any field and index is reachable. */
  policy?: OperatorOptions;
}

export interface ProxyResult {
  status: number;
  /** The JSON answer: an object, or Solr's own JSON text, sent on as it came. */
  body: unknown;
}

const failure = (code: number, msg: string): ProxyResult => ({
  status: code,
  body: { error: { code, msg } },
});

export async function proxySearch(
  path: string,
  raw: ReadonlyArray<readonly [string, string]>,
  deps: ProxyDeps,
): Promise<ProxyResult> {
  const checked = validateSearchRequest(path, raw, deps.policy);
  if (!checked.ok) {
    return {
      status: checked.status,
      body: { error: { code: checked.status, param: checked.param, msg: checked.message } },
    };
  }
  const params = checked.params;
  if (deps.solrUrl) return forward(deps.solrUrl, params, deps);
  try {
    return { status: 200, body: select(deps.db, params) };
  } catch (error) {
    if (error instanceof SolrError)
      return { status: error.code, body: errorBody(error, Object.fromEntries(params)) };
    throw error;
  }
}

/** The checked request to Apache Solr; its answer, or a 502/504 in Solr's error shape. */
async function forward(
  solrUrl: string,
  params: Array<[string, string]>,
  deps: ProxyDeps,
): Promise<ProxyResult> {
  const timeoutMs = deps.solrTimeoutMs ?? SOLR_TIMEOUT_MS;
  let response: Response;
  let text: string;
  try {
    response = await (deps.fetch ?? fetch)(`${solrUrl.replace(/\/+$/, '')}/select`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        Accept: 'application/json',
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // Solr down or hanging: an answer the widgets show as a failure, not a thrown 500.
    return (error as Error | null)?.name === 'TimeoutError'
      ? failure(504, `Solr did not answer within ${timeoutMs / 1000} s`)
      : failure(502, 'Solr could not be reached');
  }
  try {
    JSON.parse(text);
  } catch {
    return failure(502, 'Solr did not answer with JSON');
  }
  // Solr's text, not JSON.parse's object sent on: that would round 64-bit integers (_version_,
  // long ids), which search-core reads exactly.
  return { status: response.status, body: text };
}
