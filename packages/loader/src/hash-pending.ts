/**
 * The hash-pending mark: a tiny inline script for the search page's <head> (built as
 * `dist/classic/hash-pending.js`, see README). A shared deep link such as `/search#fq=bs_pets:true`
 * carries its search state in the hash (SPEC 2.1), which the server never sees: its first page
 * is the unfiltered one. Until the search's first answer replaces it, that page must not look
 * current, so from the first paint the snippet marks it pending (SPEC 4.2):
 *
 * - `data-sf-hash-pending` on <html>, before the body is parsed: the default stylesheet greys the
 *   results and the count and shows the spinner under it;
 * - at DOMContentLoaded, class `pending` and `aria-busy="true"` on each search container, as the
 *   container's island does while a search is in flight (screen readers hold its contents).
 *
 * - `data-sf-hash-params` on <html>: the hash's state parameters (`q fq`; `q-values` for an id
 *   list), so the stylesheet can tell a deep link that filters (its chips and facets will change)
 *   from one that only sorts or pages. It stays after the answer, until the bounded time below: islands that wake after the
 *   answer replace server markup that is not the visitor's search either.
 *
 * It clears the mark when the widgets report the first answer or failure (`stayfront:hash-settled`
 * on document, from @stayfront/widgets), and in any case after a bounded time, so a page whose
 * JavaScript never arrives, or whose search never answers, is never left greyed and busy.
 *
 * Runs before anything else on the page: no dependencies, no console output, and the hash is
 * untrusted (only parameter names are compared, values are never decoded or used).
 */

/** On <html> while the page's hash state waits for its first answer; its value is the hash prefix. */
export const HASH_PENDING = 'data-sf-hash-pending';
/**
 * On <html> with the mark: the names of the hash's state parameters, space-separated (`q fq`), so
 * a stylesheet can tell a deep link that filters (its chips and facets will change) from one that
 * only sorts or pages, e.g. `:root[data-sf-hash-params~="fq"]`.
 */
export const HASH_PARAMS = 'data-sf-hash-params';
/** Dispatched on document by the widgets when the search the mark waits for first settles. */
export const HASH_SETTLED = 'stayfront:hash-settled';
/** Like anti-flicker snippets: long enough for the widgets on a slow phone, never forever. */
export const HASH_PENDING_TIMEOUT_MS = 4000;
const MAX_TIMEOUT_MS = 10_000;
/** search-core's hash codec reads nothing from a longer hash (state/hash-codec.ts). */
const MAX_HASH_LENGTH = 16_000;
/**
 * A `q` that is no typed words: an id list such as `id:(A OR B)` (SPEC 2.1, the favourites view)
 * or `*:*`, as written or escaped. It brings no chip, so it is listed as `q-values`.
 */
const QUERY_OF_ITS_OWN = /^(?:\*|\w+)(?::|%3A)(?:\(|%28|\*)/i;
/** search-core's default `exposed_params` (SPEC 3.3). */
const DEFAULT_EXPOSED = 'q fq sort start';

export interface HashPendingOptions {
  /** The search config's `hash_prefix` (SPEC 2.1: several instances may share the hash). */
  readonly prefix: string;
  /** The search config's `exposed_params`; private parameters are never read from the hash. */
  readonly exposed: readonly string[];
  readonly timeout: number;
}

/**
 * The parameters of `hash` the search would read, each once, in hash order: exposed ones, with
 * this prefix and a value (names without the prefix; `q-values` for a `q` that is no typed words).
 * Anything else (a skip link's `#main`, another instance's or a private parameter, an empty value,
 * garbage) is not search state.
 */
export function hashStateParams(hash: string, options: HashPendingOptions): string[] {
  const { prefix, exposed } = options;
  if (hash.length > MAX_HASH_LENGTH) return [];
  const names = new Set<string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    let name: string;
    try {
      // Escaped names are read as search-core reads them (`f%71` is `fq`); a `+` (a space
      // there) never names an exposed parameter, so it needs no decoding here.
      name = decodeURIComponent(part.slice(0, eq));
    } catch {
      // A malformed escape: search-core keeps it as it is, so it names no exposed parameter.
      continue;
    }
    const unprefixed = name.slice(prefix.length);
    if (eq > 0 && eq < part.length - 1 && name.startsWith(prefix) && exposed.includes(unprefixed))
      names.add(
        unprefixed === 'q' && QUERY_OF_ITS_OWN.test(part.slice(eq + 1)) ? 'q-values' : unprefixed,
      );
  }
  return [...names];
}

/** Whether `hash` holds search state: see `hashStateParams`. */
export const hasHashState = (hash: string, options: HashPendingOptions): boolean =>
  hashStateParams(hash, options).length > 0;

/** The snippet's options from its own script element's `data-prefix`, `data-exposed`, `data-timeout`. */
export function readHashPendingOptions(script: Element | null): HashPendingOptions {
  const option = (name: string) => script?.getAttribute(`data-${name}`);
  const timeout = Number(option('timeout'));
  return {
    prefix: option('prefix') ?? '',
    exposed: (option('exposed') ?? DEFAULT_EXPOSED).match(/\S+/g) ?? [],
    // Bounded either way: the mark must never outstay a few seconds.
    timeout: timeout > 0 ? Math.min(timeout, MAX_TIMEOUT_MS) : HASH_PENDING_TIMEOUT_MS,
  };
}

/** Marks the page pending when `hash` has search state; see the module comment. */
export function markHashPending(document: Document, hash: string, options: HashPendingOptions) {
  const params = hashStateParams(hash, options);
  if (!params.length) return;
  const root = document.documentElement;
  const marked: Element[] = [];
  let done = false;
  const mark = () => {
    if (done) return;
    for (const container of document.querySelectorAll('[data-widget="search-container"]')) {
      container.classList.add('pending');
      container.setAttribute('aria-busy', 'true');
      marked.push(container);
    }
  };
  const clear = () => {
    if (done) return;
    done = true;
    document.removeEventListener(HASH_SETTLED, clear);
    root.removeAttribute(HASH_PENDING);
    for (const container of marked) {
      // A mounted container (the loader's `ready`) shows its search's own pending state: its
      // island owns these now, and may still be waiting.
      if (container.getAttribute('data-widget-state') !== 'ready') {
        container.classList.remove('pending');
        container.removeAttribute('aria-busy');
      }
    }
  };
  // The parameters stay after the answer, until the timeout: islands that wake after it (each
  // replacing server markup that is not this search's) are told apart by the stylesheet with them.
  setTimeout(() => {
    clear();
    root.removeAttribute(HASH_PARAMS);
  }, options.timeout);
  root.setAttribute(HASH_PENDING, options.prefix);
  root.setAttribute(HASH_PARAMS, params.join(' '));
  document.addEventListener(HASH_SETTLED, clear);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark);
  else mark();
}
