/**
 * How an answer says it failed (SPEC 8), read both by the transport's fast path for good answers
 * and by the error-body readers loaded on demand: one definition, so the two can never disagree
 * about what is a result.
 */

/** Old Solr/Jetty sends an HTML error page even when `wt=json` was asked for. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/** Solr reports an error in `error`, or a non-zero header status, whatever the HTTP status. */
export function isSolrErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { error, responseHeader } = body as {
    error?: unknown;
    responseHeader?: { status?: unknown };
  };
  return Boolean(error) || Number(responseHeader?.status ?? 0) > 0;
}
