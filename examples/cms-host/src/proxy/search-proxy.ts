/**
 * The search proxy the widgets call: the request is checked against the allowlist, rebuilt from
 * the parsed values (URLSearchParams, never string concatenation), and answered by the embedded
 * engine, or forwarded unchanged to Apache Solr when SOLR_URL is set. Refusals never reach either.
 */
import type { SqliteDatabase } from '../engine/index-store.js';
import { select } from '../engine/select.js';
import { errorBody, SolrError } from '../engine/solr-error.js';
import { validateSearchRequest } from './allowlist.js';

export interface ProxyDeps {
  db: SqliteDatabase;
  /** Apache Solr's core or collection URL, e.g. http://localhost:8983/solr/drupal. */
  solrUrl?: string | undefined;
  fetch?: typeof fetch;
}

export interface ProxyResult {
  status: number;
  body: unknown;
}

export async function proxySearch(
  path: string,
  raw: ReadonlyArray<readonly [string, string]>,
  deps: ProxyDeps,
): Promise<ProxyResult> {
  const checked = validateSearchRequest(path, raw);
  if (!checked.ok) {
    return {
      status: checked.status,
      body: { error: { code: checked.status, param: checked.param, msg: checked.message } },
    };
  }
  const params = checked.params;
  if (deps.solrUrl) {
    const response = await (deps.fetch ?? fetch)(`${deps.solrUrl.replace(/\/+$/, '')}/select`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        Accept: 'application/json',
      },
      body: new URLSearchParams(params).toString(),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: 502, body: { error: { code: 502, msg: 'Solr did not answer with JSON' } } };
    }
  }
  try {
    return { status: 200, body: select(deps.db, params) };
  } catch (error) {
    if (error instanceof SolrError)
      return { status: error.code, body: errorBody(error, Object.fromEntries(params)) };
    throw error;
  }
}
