/**
 * Why an answer is not a result (SPEC 8): Solr's JSON error (with or without `metadata`), the HTML
 * error page old Solr/Jetty sends despite `wt=json`, a body that is not JSON, or a bare HTTP
 * status. Failures are rare, so this code (and the error-body readers) is loaded only when one
 * comes in (see `readResponseBody`).
 */
import { SearchRequestError } from '../errors.js';
import { readHtmlError, readJsonError } from '../solr/error-body.js';
import { looksLikeHtml } from '../solr/error-flags.js';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { unwrapJsonp } from './jsonp.js';

export function readFailure(text: string, httpStatus: number, ok: boolean): SearchRequestError {
  if (looksLikeHtml(text)) {
    const info = readHtmlError(text, httpStatus);
    return new SearchRequestError('http', info.status, info.message);
  }
  let body: unknown;
  try {
    body = parseJsonLossless(unwrapJsonp(text));
  } catch {
    // With a failing status, the status explains an unreadable body better (returned below).
    if (ok) return new SearchRequestError('parse', httpStatus, 'The response is not valid JSON.');
  }
  const error = readJsonError(body, httpStatus);
  return error
    ? new SearchRequestError('solr', error.status, error.message, error.errorClass)
    : new SearchRequestError('http', httpStatus, `HTTP ${httpStatus}`);
}
