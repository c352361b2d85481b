/**
 * HTTP for search-core: form-encoded POSTs to the Solr proxy (SPEC 7.1) and GETs to services,
 * with bodies read defensively (JSONP wrappers, HTML error pages, 64-bit integers).
 */
import { isAbortError, SearchRequestError } from '../errors.js';
import type { Platform } from '../platform/platform.js';
import { looksLikeHtml, readHtmlError, readJsonError } from '../solr/error-body.js';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { encodeFormBody, type ParamList } from '../solr/params.js';

export interface Transport {
  /** POSTs `params` form-encoded and returns the parsed JSON body. */
  postForm(url: string, params: ParamList, signal?: AbortSignal): Promise<unknown>;
  /** GETs a JSON document. */
  getJson(url: string, signal?: AbortSignal): Promise<unknown>;
}

/** A legacy proxy may still wrap the body in a JSONP callback (`json.wrf`) although we never ask. */
const JSONP_WRAPPER = /^\s*(?:\/\*\*\/\s*)?[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/;

export function readResponseBody(text: string, httpStatus: number, ok: boolean): unknown {
  if (looksLikeHtml(text)) {
    const info = readHtmlError(text, httpStatus);
    throw new SearchRequestError('http', info.status, info.message);
  }
  let body: unknown;
  try {
    body = parseJsonLossless(JSONP_WRAPPER.exec(text)?.[1] ?? text);
  } catch {
    // With a failing status, the status explains an unreadable body better (thrown below).
    if (ok) throw new SearchRequestError('parse', httpStatus, 'The response is not valid JSON.');
  }
  const error = readJsonError(body, httpStatus);
  if (error) throw new SearchRequestError('solr', error.status, error.message, error.errorClass);
  if (!ok) throw new SearchRequestError('http', httpStatus, `HTTP ${httpStatus}`);
  return body;
}

export function createTransport(platform: Pick<Platform, 'fetch'>): Transport {
  async function send(url: string, init: RequestInit): Promise<unknown> {
    let response: Response | undefined;
    let text: string;
    try {
      response = await platform.fetch(url, init);
      text = await response.text();
    } catch (error) {
      // An abort is the caller's doing, not a failure: it propagates as it is.
      if (isAbortError(error)) throw error;
      throw new SearchRequestError(
        'network',
        response?.status ?? 0,
        response
          ? 'The response could not be read.'
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
    return readResponseBody(text, response.status, response.ok);
  }

  return {
    postForm(url, params, signal) {
      return send(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          Accept: 'application/json',
        },
        body: encodeFormBody(params),
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
    },
    getJson(url, signal) {
      return send(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
    },
  };
}
