/**
 * The key a recorded response is stored under: the method, the path and the parameters sorted.
 * Sorting makes the key independent of the order search-core happens to append parameters in,
 * so a harmless reordering in the request builder does not orphan every fixture; a real change
 * in what is asked (a new parameter, another value) does give a new key, and the story fails
 * loudly instead of showing an answer to a different question.
 */
export function requestKey(method: string, url: string, body: string | null): string {
  const parsed = new URL(url, 'http://stories.invalid/');
  const params = [...parsed.searchParams, ...new URLSearchParams(body ?? '')];
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = params.map(([name, value]) => `${name}=${value}`).join('&');
  return `${method.toUpperCase()} ${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** The body of a fetch `init` as text, for the key (search-core sends form-encoded strings). */
export function bodyText(body: BodyInit | null | undefined): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('Only string and URLSearchParams bodies can be recorded or replayed.');
}
