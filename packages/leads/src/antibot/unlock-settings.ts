/**
 * SPEC 7.6: GET /bt-leads-antibot-workaround answers a map of form ids to `{ action, key }`
 * (Drupal's `{ "forms": { … } }` wrapper is accepted too). One request per page and URL, shared
 * by every form that needs it. A refusal (an error status, an answer that is not the map) is
 * logged once and final: the forms stay as the server made them. A request that never reached the
 * server (offline, a dropped connection) is forgotten, so the next submit asks again. The answer
 * is untrusted: entries are bounded here, and each form checks its action (same site) and key
 * before using them.
 */
import { withTimeLimit } from '@stayfront/loader';
import { isRecord, sameOriginUrl } from '@stayfront/widgets';

export const UNLOCK_URL = '/bt-leads-antibot-workaround';

export interface UnlockEntry {
  readonly action: string | null;
  readonly key: string | null;
}
export type UnlockAnswer = ReadonlyMap<string, UnlockEntry>;
/** No answer: the server's refusal (final), or no server reached (worth asking again). */
export type UnlockFailure = 'refused' | 'unreachable';

const MAX_FORMS = 200;
const MAX_ANSWER_CHARS = 100_000;

/** A key is 1 to 512 printable ASCII characters, no spaces. */
export const isAntibotKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]{1,512}$/.test(value);

export function readUnlockAnswer(json: unknown): UnlockAnswer {
  const forms = isRecord(json) && isRecord(json.forms) ? json.forms : json;
  const answer = new Map<string, UnlockEntry>();
  if (!isRecord(forms)) return answer;
  for (const [id, entry] of Object.entries(forms).slice(0, MAX_FORMS)) {
    if (!isRecord(entry) || id.length > 200) continue;
    const { action, key } = entry;
    answer.set(id, {
      action: typeof action === 'string' && action.length <= 2000 ? action : null,
      key: isAntibotKey(key) ? key : null,
    });
  }
  return answer;
}

const requests = new WeakMap<Document, Map<string, Promise<UnlockAnswer | UnlockFailure>>>();

/** Raised when no answer came from the server at all (fetch's own TypeError, a cut body). */
class Unreachable extends Error {}

/**
 * No answer within 15 s (a stalled connection) counts as no server reached: the submit waiting
 * for it says the form was not sent, and the next one asks again (time-limit.ts).
 */
export const UNLOCK_TIME_LIMIT_MS = 15_000;

const request = (url: URL): Promise<UnlockAnswer> =>
  withTimeLimit(UNLOCK_TIME_LIMIT_MS, async (signal) => {
    const response = await fetch(url.href, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      mode: 'same-origin',
      signal,
    }).catch((error: unknown) => {
      throw new Unreachable(`GET ${url.pathname} reached no server`, { cause: error });
    });
    if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
    const body = await response.text().catch((error: unknown) => {
      throw new Unreachable(`GET ${url.pathname} was cut off`, { cause: error });
    });
    if (body.length > MAX_ANSWER_CHARS) throw new Error(`GET ${url.pathname} answered too much`);
    return readUnlockAnswer(JSON.parse(body));
  });

/** The unlock answer for the page, fetched once unless the server could not be reached. */
export function fetchUnlockAnswer(
  document: Document,
  path: string,
): Promise<UnlockAnswer | UnlockFailure> {
  const url = sameOriginUrl(path, document);
  const key = url?.href ?? path;
  let pageRequests = requests.get(document);
  if (!pageRequests) {
    pageRequests = new Map();
    requests.set(document, pageRequests);
  }
  const cached = pageRequests.get(key);
  if (cached) return cached;
  const answer = (
    url ? request(url) : Promise.reject(new Error(`${path} is not on this site`))
  ).catch((error: unknown): UnlockFailure => {
    const unreachable = error instanceof Unreachable;
    console.warn(
      unreachable
        ? 'Stayfront lead-form: the anti-bot unlock reached no server; it is tried again at the next submit.'
        : 'Stayfront lead-form: the anti-bot unlock failed; the forms stay as the server made them.',
      error,
    );
    if (!unreachable) return 'refused';
    if (pageRequests.get(key) === answer) pageRequests.delete(key);
    return 'unreachable';
  });
  pageRequests.set(key, answer);
  return answer;
}

/** Forgets the page's answers (each test starts from a fresh page load). */
export function forgetUnlockAnswers(document: Document): void {
  requests.delete(document);
}
