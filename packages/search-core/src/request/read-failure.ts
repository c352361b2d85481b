/**
 * Why an answer is not a result (SPEC 8): Solr's JSON error (with or without `metadata`), the HTML
 * error page old Solr/Jetty sends despite `wt=json`, a body that is not JSON, or a bare HTTP
 * status. Failures are rare, so this code (and the error-body readers) is loaded only when one
 * comes in (see `readResponseBody`). It only words the failure: `readResponseBody` has read the
 * body already (once, not twice) and makes the `SearchRequestError`, so the JSON parser and the
 * error classes stay in the main entry instead of a chunk it would share with this one.
 */
import type { RequestFailureKind } from '../errors.js';
import { readHtmlError, readJsonError, type SolrErrorInfo } from '../solr/error-body.js';

/** A body that is not a result: an HTML page's text, the parsed JSON, or `{}`: not JSON. */
export type FailedBody = { readonly html: string } | { readonly json: unknown } | object;

export interface RequestFailure extends SolrErrorInfo {
  readonly kind: RequestFailureKind;
}

export function readFailure(body: FailedBody, httpStatus: number, ok: boolean): RequestFailure {
  if ('html' in body) return { kind: 'http', ...readHtmlError(body.html, httpStatus) };
  // Not JSON: with a failing status, the status explains an unreadable body better (below).
  if (!('json' in body) && ok) {
    return { kind: 'parse', status: httpStatus, message: 'The response is not valid JSON.' };
  }
  const error = 'json' in body && readJsonError(body.json, httpStatus);
  return error
    ? { kind: 'solr', ...error }
    : { kind: 'http', status: httpStatus, message: `HTTP ${httpStatus}` };
}
