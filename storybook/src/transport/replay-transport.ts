/**
 * search-core's injected transport for stories: a `fetch` that answers from responses recorded
 * from the demo engine, so no server runs behind Storybook and the static build works anywhere.
 * Latency and failures are the story's to choose, because those are states a designer styles.
 */
import type { RecordedResponse } from './fixture-file.js';
import { bodyText, requestKey } from './request-key.js';

export interface ReplayOptions {
  /**
   * Milliseconds before the nth request (0-based) is answered, or `'hang'` for never (until the
   * search aborts it): the loading and pending states. @default every request at once
   */
  readonly latency?: (index: number) => number | 'hang';
  /** The first `failures` requests answer 503, as a proxy does when Solr is down. @default 0 */
  readonly failures?: number;
}

export interface ReplayTransport {
  readonly fetch: typeof fetch;
  /** The key of every request made so far, in order: play functions assert on them. */
  readonly requests: readonly string[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

function abortError(): DOMException {
  return new DOMException('The request was aborted.', 'AbortError');
}

function wait(ms: number | 'hang', signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = ms === 'hang' ? undefined : setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    });
  });
}

export function replayTransport(
  responses: Readonly<Record<string, RecordedResponse>>,
  options: ReplayOptions = {},
): ReplayTransport {
  const requests: string[] = [];
  let failuresLeft = options.failures ?? 0;
  const replay = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = requestKey(init?.method ?? 'GET', url, bodyText(init?.body));
    const index = requests.push(key) - 1;
    const latency = options.latency?.(index) ?? 0;
    if (latency !== 0) await wait(latency, init?.signal);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return json(503, { error: { code: 503, msg: 'The search service is unavailable.' } });
    }
    const recorded = responses[key];
    if (recorded) return json(recorded.status, recorded.body);
    // A request nobody recorded: say which, so `pnpm --filter @stayfront/storybook
    // record-fixtures` (after adding it to a scenario) can fix it, and fail like a proxy would.
    console.warn(`Storybook: no recorded response for ${key}`);
    return json(404, {
      error: { code: 404, msg: 'This request was not recorded for Storybook.' },
    });
  };
  return { fetch: replay as typeof fetch, requests };
}
