import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SOLR_TIMEOUT_MS } from '../config/search-config.js';
import { SearchRequestError } from '../errors.js';
import type { Platform } from '../platform/platform.js';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { createTransport, readResponseBody } from './transport.js';

const readFixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/solr/${name}`, import.meta.url), 'utf8');

const SOLR9_400 = 'solr9-error-400-metadata-error-class.ocrhighlighting-issue396.fragment.json';
const SOLR9_404 = 'solr9-error-404-schema-api-no-such-path.solr-for-newbies.fragment.json';
const RSOLR_400 = 'solr-2015-error-400-undefined-field-no-metadata.wt-ruby.rsolr-issue115.json';
const HTML_400 =
  'solr-2012-jetty7-error-400-undefined-field-html-body-despite-wt-json.node-solr-client.html';
const FLAT_FACETS = 'solr5-quickstart-facet-field-flat-zero-count.json';
const BIG_VERSION = 'solr-refguide-select-single-doc-zkconnected-multivalued.json';

/** The SearchRequestError `reading` rejects with. */
async function caught(reading: Promise<unknown>): Promise<SearchRequestError> {
  try {
    await reading;
  } catch (error) {
    expect(error).toBeInstanceOf(SearchRequestError);
    return error as SearchRequestError;
  }
  throw new Error('expected a SearchRequestError');
}

async function rejected(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('readResponseBody: error bodies', () => {
  it('throws a solr error with the error class for the Solr 9 body', async () => {
    const error = await caught(readResponseBody(readFixture(SOLR9_400), 400, false));
    expect(error.name).toBe('SearchRequestError');
    expect(error.kind).toBe('solr');
    expect(error.status).toBe(400);
    expect(error.message).toBe('undefined field null');
    expect(error.errorClass).toBe('org.apache.solr.common.SolrException');
  });

  it('throws a solr error without error class for the body without metadata (rsolr)', async () => {
    const error = await caught(readResponseBody(readFixture(RSOLR_400), 400, false));
    expect(error.kind).toBe('solr');
    expect(error.status).toBe(400);
    expect(error.message).toBe('undefined field text');
    expect(error.errorClass).toBeUndefined();
  });

  it('throws a solr error with the 404 of the Schema API', async () => {
    for (const httpStatus of [400, 404]) {
      const error = await caught(readResponseBody(readFixture(SOLR9_404), httpStatus, false));
      expect(error.kind).toBe('solr');
      expect(error.status).toBe(404);
      expect(error.message).toBe('No such path /schema/fields/title_txt_en');
      expect(error.errorClass).toBe('org.apache.solr.common.SolrException');
    }
  });

  it('throws an http error with the plain reason for the HTML error page', async () => {
    const error = await caught(readResponseBody(readFixture(HTML_400), 400, false));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('undefined field titl');
    expect(error.message).not.toMatch(/[<>]/);
  });

  it('throws a solr error even when the HTTP status says 200', async () => {
    const error = await caught(readResponseBody(readFixture(RSOLR_400), 200, true));
    expect(error.kind).toBe('solr');
    expect(error.status).toBe(400);
  });

  it('throws an http error for a valid JSON body with a failing status', async () => {
    const error = await caught(readResponseBody(readFixture(FLAT_FACETS), 503, false));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(error.message).toBe('HTTP 503');
  });

  it('throws a parse error for invalid JSON with a good status', async () => {
    for (const text of ['', '{"response":', 'not json', '{"a":12345678901234567890']) {
      const error = await caught(readResponseBody(text, 200, true));
      expect(error.kind).toBe('parse');
      expect(error.status).toBe(200);
    }
  });

  it('throws an http error for invalid JSON with a failing status', async () => {
    const error = await caught(readResponseBody('Bad Gateway', 502, false));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });
});

describe('readResponseBody: the failure reader is loaded only for a failure', () => {
  it('reads a good body without it, and falls back to the status when it cannot be loaded', async () => {
    const unavailable = vi.fn(() => Promise.reject(new TypeError('Failed to fetch module')));
    const text = readFixture(FLAT_FACETS);
    expect(await readResponseBody(text, 200, true, unavailable)).toEqual(JSON.parse(text));
    expect(unavailable).not.toHaveBeenCalled();
    const error = await caught(readResponseBody(readFixture(SOLR9_400), 400, false, unavailable));
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'HTTP 400' });
    // Solr's error object in a 200 answer is a failure too, not a result.
    await caught(readResponseBody(readFixture(RSOLR_400), 200, true, unavailable));
    expect(unavailable).toHaveBeenCalledTimes(2);
  });
});

describe('readResponseBody: good bodies', () => {
  it('returns the parsed body', async () => {
    const text = readFixture(FLAT_FACETS);
    expect(await readResponseBody(text, 200, true)).toEqual(JSON.parse(text));
  });

  it('keeps 64-bit integers exact', async () => {
    const body = (await readResponseBody(readFixture(BIG_VERSION), 200, true)) as {
      response: { docs: { _version_: unknown }[] };
    };
    expect(body.response.docs[0]?._version_).toBe('1549728120626479104');
  });

  it('reads JSONP-wrapped bodies like plain JSON', async () => {
    for (const name of [FLAT_FACETS, BIG_VERSION]) {
      const text = readFixture(name);
      const plain = parseJsonLossless(text);
      expect(await readResponseBody(`cb(${text})`, 200, true)).toEqual(plain);
      expect(await readResponseBody(`/**/cb(${text});`, 200, true)).toEqual(plain);
      expect(await readResponseBody(`  jQuery17105_1394.done (${text}) ;\n`, 200, true)).toEqual(
        plain,
      );
    }
  });

  it('reads a JSONP-wrapped error as a solr error', async () => {
    const error = await caught(readResponseBody(`/**/cb(${readFixture(SOLR9_400)});`, 200, true));
    expect(error.kind).toBe('solr');
    expect(error.message).toBe('undefined field null');
  });
});

function fakeResponse(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Timers from the global: real here, fake in the tests of the time limit. */
const { timers } = createFakePlatform(() => null);
const createTransportFor = (fetch: Platform['fetch'], timeoutMs = DEFAULT_SOLR_TIMEOUT_MS) =>
  createTransport({ fetch, timers }, timeoutMs);

describe('createTransport', () => {
  it('POSTs the params form-encoded and returns the parsed body', async () => {
    const text = readFixture(FLAT_FACETS);
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => fakeResponse(text));
    const transport = createTransportFor(fetch);

    const body = await transport.postForm('/search/proxy', [
      ['q', '*:*'],
      ['facet.field', 'manu_id_s'],
      ['fq', 'manu_id_s:"samsung" OR x'],
      ['fq', 'inStock:true'],
    ]);

    expect(body).toEqual(JSON.parse(text));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/search/proxy');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
      Accept: 'application/json',
    });
    expect(init?.body).toBe(
      'q=*%3A*&facet.field=manu_id_s&fq=manu_id_s%3A%22samsung%22+OR+x&fq=inStock%3Atrue',
    );
    expect(new URLSearchParams(String(init?.body)).getAll('fq')).toEqual([
      'manu_id_s:"samsung" OR x',
      'inStock:true',
    ]);
    expect(init?.credentials).toBe('same-origin');
    // The time limit's signal, which the caller's also aborts.
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("aborts the fetch with the caller's signal", async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}),
    );
    const controller = new AbortController();
    const pending = rejected(
      createTransportFor(fetch).postForm('/p', [['q', '*:*']], controller.signal),
    );
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('GETs JSON documents', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      fakeResponse('{"items":[1,2]}'),
    );
    expect(await createTransportFor(fetch).getJson('/api/v2/x_serving/ranking?cid=1')).toEqual({
      items: [1, 2],
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/x_serving/ranking?cid=1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('turns a network failure into a network error with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejected(createTransportFor(fetch).postForm('/p', [['q', '*:*']]));
    expect(error).toBeInstanceOf(SearchRequestError);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Failed to fetch' });
  });

  it('turns a non-Error rejection into a network error', async () => {
    const fetch = vi.fn(() => Promise.reject('offline'));
    const error = await rejected(createTransportFor(fetch).getJson('/x'));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'offline' });
  });

  it('lets an abort propagate as the AbortError itself', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetch = vi.fn(async () => {
      throw abort;
    });
    const error = await rejected(createTransportFor(fetch).postForm('/p', [['q', '*:*']]));
    expect(error).toBe(abort);
    expect(error).not.toBeInstanceOf(SearchRequestError);
  });

  it('lets an abort by the caller signal propagate', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = rejected(
      createTransportFor(fetch).postForm('/p', [['q', '*:*']], controller.signal),
    );
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(SearchRequestError);
  });

  it('lets an abort while reading the body propagate', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const response = { status: 200, ok: true, text: () => Promise.reject(abort) } as Response;
    const fetch = vi.fn(async () => response);
    expect(await rejected(createTransportFor(fetch).getJson('/x'))).toBe(abort);
  });

  it('turns a failure while reading the body into a network error with the status', async () => {
    const response = {
      status: 200,
      ok: true,
      text: () => Promise.reject(new TypeError('terminated')),
    } as Response;
    const fetch = vi.fn(async () => response);
    const error = await rejected(createTransportFor(fetch).getJson('/x'));
    expect(error).toMatchObject({ kind: 'network', status: 200 });
  });

  it('reads error bodies of real responses', async () => {
    const html = vi.fn(async () => fakeResponse(readFixture(HTML_400), 400));
    expect(await rejected(createTransportFor(html).postForm('/p', []))).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'undefined field titl',
    });

    const solr = vi.fn(async () => fakeResponse(readFixture(SOLR9_400), 400));
    expect(await rejected(createTransportFor(solr).postForm('/p', []))).toMatchObject({
      kind: 'solr',
      status: 400,
      message: 'undefined field null',
      errorClass: 'org.apache.solr.common.SolrException',
    });
  });
});

describe('createTransport: the time limit (solr.timeout_ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that never answers and ignores its signal, like a proxy that keeps the connection open. */
  const silent = () =>
    vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));

  /** The outcome of `promise` so far: undefined while it is pending. */
  function track(promise: Promise<unknown>) {
    const outcome: { value?: unknown; error?: unknown } = {};
    promise.then(
      (value) => {
        outcome.value = value;
      },
      (error: unknown) => {
        outcome.error = error;
      },
    );
    return outcome;
  }

  it('fails a request with no answer after the limit, not before, as a network error, and aborts it', async () => {
    const fetch = silent();
    const outcome = track(createTransportFor(fetch).postForm('/p', [['q', '*:*']]));
    await vi.advanceTimersByTimeAsync(DEFAULT_SOLR_TIMEOUT_MS - 1);
    expect(outcome).toEqual({});
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(SearchRequestError);
    expect(outcome.error).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'No answer within 15 s.',
    });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts reading the body against the limit', async () => {
    const response = { status: 200, ok: true, text: () => new Promise(() => {}) } as Response;
    const fetch = vi.fn(async () => response);
    const outcome = track(createTransportFor(fetch, 2500).getJson('/x'));
    await vi.advanceTimersByTimeAsync(2499);
    expect(outcome).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'No answer within 2.5 s.',
    });
  });

  it('clears its timer when the answer comes in time', async () => {
    let answer = (_response: Response) => {};
    const fetch = vi.fn(
      (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const outcome = track(createTransportFor(fetch).getJson('/x'));
    await vi.advanceTimersByTimeAsync(DEFAULT_SOLR_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    answer(fakeResponse('{"ok":true}'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual({ value: { ok: true } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects a caller's abort at once as the AbortError, not a timeout, even when fetch ignores its signal", async () => {
    const controller = new AbortController();
    const outcome = track(
      createTransportFor(silent()).postForm('/p', [['q', '*:*']], controller.signal),
    );
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ name: 'AbortError' });
    expect(outcome.error).not.toBeInstanceOf(SearchRequestError);
    expect(vi.getTimerCount()).toBe(0);
  });
});
