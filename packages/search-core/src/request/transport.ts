/**
 * HTTP for search-core: form-encoded POSTs to the Solr proxy (SPEC 7.1) and GETs to services,
 * with bodies read defensively (JSONP wrappers, HTML error pages, 64-bit integers).
 */
import { isAbortError, SearchRequestError } from '../errors.js';
import type { Platform } from '../platform/platform.js';
import { isSolrErrorBody, looksLikeHtml } from '../solr/error-flags.js';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { encodeFormBody, type ParamList } from '../solr/params.js';
import { unwrapJsonp } from './jsonp.js';
import type { FailedBody, RequestFailure, readFailure } from './read-failure.js';

export interface Transport {
  /** POSTs `params` form-encoded and returns the parsed JSON body. */
  postForm(url: string, params: ParamList, signal?: AbortSignal): Promise<unknown>;
  /** GETs a JSON document. */
  getJson(url: string, signal?: AbortSignal): Promise<unknown>;
}

type FailureReader = () => Promise<{ readFailure: typeof readFailure }>;

/**
 * The parsed body of a good answer; anything else (a failing status, an HTML page, a body that is
 * not JSON, Solr's `error` object even with status 200) rejects with a `SearchRequestError` worded
 * by `read-failure.ts`, whose code is loaded only then. If that code cannot be loaded, the status
 * alone is reported.
 */
export async function readResponseBody(
  text: string,
  httpStatus: number,
  ok: boolean,
  loadFailureReader: FailureReader = () => import('./read-failure.js'),
): Promise<unknown> {
  let failed: FailedBody = { html: text };
  if (!looksLikeHtml(text)) {
    failed = {};
    try {
      const json = parseJsonLossless(unwrapJsonp(text));
      if (ok && !isSolrErrorBody(json)) return json;
      failed = { json };
    } catch {
      // Not JSON: read as a failure below.
    }
  }
  const { kind, status, message, errorClass } = await loadFailureReader().then(
    (module) => module.readFailure(failed, httpStatus, ok),
    (): RequestFailure => ({ kind: 'http', status: httpStatus, message: `HTTP ${httpStatus}` }),
  );
  throw new SearchRequestError(kind, status, message, errorClass);
}

/**
 * `timeoutMs` limits each request, from sending to the end of the body, on the platform's timers:
 * a proxy that accepts the connection and never answers must end in an error the visitor can
 * retry, not in a search pending forever. The request is then aborted and rejects with a
 * `network` error (status 0). An abort by the caller's `signal` rejects with its reason (an
 * `AbortError`), as `fetch` does.
 */
export function createTransport(
  platform: Pick<Platform, 'fetch' | 'timers'>,
  timeoutMs: number,
): Transport {
  const { timers } = platform;

  async function request(url: string, init: RequestInit): Promise<unknown> {
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

  /** `request` with its own signal, aborted by the caller's or when the time is up. */
  function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    const controller = new AbortController();
    let timer: unknown;
    let onAbort = () => {};
    // Settling is done here, not left to `fetch`, which may not heed its signal (a fake, a polyfill).
    return new Promise((resolve, reject) => {
      const abort = (reason: unknown) => {
        reject(reason);
        controller.abort(reason);
      };
      onAbort = () => abort(signal?.reason);
      if (signal?.aborted) onAbort();
      signal?.addEventListener('abort', onAbort);
      timer = timers.setTimeout(
        () =>
          abort(new SearchRequestError('network', 0, `No answer within ${timeoutMs / 1000} s.`)),
        timeoutMs,
      );
      request(url, { ...init, signal: controller.signal }).then(resolve, reject);
    }).finally(() => {
      timers.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  }

  return {
    postForm(url, params, signal) {
      return send(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
            Accept: 'application/json',
          },
          body: encodeFormBody(params),
          credentials: 'same-origin',
        },
        signal,
      );
    },
    getJson(url, signal) {
      return send(
        url,
        {
          method: 'GET',
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        },
        signal,
      );
    },
  };
}
