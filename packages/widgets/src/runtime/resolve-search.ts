/**
 * Finds the search instance an island works with: `data-search="name"` (default `main`), defined
 * once per page from its `<script type="application/json" data-search-config="name">` block and
 * started once, however many islands ask for it and in whatever order they wake.
 *
 * A page rendered from a query string (a no-JavaScript link such as `/search?f=…`) can hand its
 * state over in the hash format with `data-search-state="name"`: `{"hash": "fq=…", "path": "/search"}`.
 * When the address has no hash yet, the hash is set from it (replacing the history entry, so Back
 * still leaves the page), and the widgets start where the server's page was.
 */

import { HASH_PENDING, HASH_SETTLED, readBlock } from '@stayfront/loader';
import { getPageRegistry, queriesEqual, type SearchInstance } from '@stayfront/search-core';
import { readServerMarkup } from '../results/server-markup.js';
import { showTypedWords } from './show-typed-words.js';

const DEFAULT_SEARCH = 'main';
/**
 * Definitions under way, by name: islands waking together share one; a failed one (no block,
 * invalid JSON) is tried again by the next island.
 */
const loading = new Map<string, Promise<SearchInstance>>();
const started = new WeakSet<SearchInstance>();

export function searchNameOf(element: HTMLElement): string {
  return element.getAttribute('data-search') || DEFAULT_SEARCH;
}

/** The results element of the search named `name` on the page, if any. */
export function findResultsElement(document: Document, name: string): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>('[data-widget="results"]')].find(
      (element) => searchNameOf(element) === name,
    ) ?? null
  );
}

/**
 * A task of its own for each widget waking: the loader mounts every widget of the search page's
 * module in one task, right after evaluating it, and that task ran to 220 ms on a slow phone
 * (6x CPU), a tap meanwhile waiting for all of it. Split, the search starts (and sends its first
 * request) in the next task, and each island creates its React root in one after that.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

export async function resolveSearch(element: HTMLElement): Promise<SearchInstance> {
  await nextTask();
  const registry = getPageRegistry();
  const name = searchNameOf(element);
  const document = element.ownerDocument;
  let search = registry.get(name);
  if (!search) {
    let load = loading.get(name);
    if (!load) {
      load = registry.load(name, readBlock(document, 'search', name));
      loading.set(name, load);
      const settled = () => loading.delete(name);
      load.then(settled, settled);
    }
    search = await load;
  }
  if (!started.has(search)) {
    started.add(search);
    const initial = search.getState().query;
    const adopted = adoptServerState(document, name);
    settleHashPending(document, search);
    search.start();
    showTypedWords(document, (widget) => searchNameOf(widget) === name, search);
    // The server rendered its first page for the address it was asked for: the state it handed
    // over, or none. A deep link's hash state (read by start) is not that page's.
    if (adopted || queriesEqual(search.getState().query, initial))
      keepServerOrder(document, name, search);
  }
  return search;
}

/**
 * The head snippet's mark (@stayfront/loader hash-pending.ts) keeps a deep link's server page
 * pending until this search's first answer or failure (SPEC 2.1, 4.2): tells it when that comes.
 * Only the search that reads the hash with the snippet's prefix; subscribed before `start`, so
 * an answer that settles at once is not missed, and told at once when site code started the
 * search earlier and it has answered already.
 */
function settleHashPending(document: Document, search: SearchInstance): void {
  const { urlHash, hashPrefix } = search.config;
  if (!urlHash || document.documentElement.getAttribute(HASH_PENDING) !== hashPrefix) return;
  const settle = () => {
    document.dispatchEvent(new Event(HASH_SETTLED));
  };
  if (search.getState().status !== 'idle') {
    settle();
    return;
  }
  const stop = search.subscribe((state) => {
    if (state.status === 'idle') return;
    stop();
    settle();
  });
}

/**
 * The results the server rendered for this search keep their order while its query is the page's
 * (search-core `keepShownOrder`, our departure from SPEC 4.14's re-sort of the page on screen):
 * said as the first search starts, before its answer can come, so neither that answer nor its
 * `resultsShown` event (analytics' positions) carries another order, such as the ranking's,
 * whichever island wakes first.
 */
function keepServerOrder(document: Document, name: string, search: SearchInstance): void {
  const results = findResultsElement(document, name);
  const ids = results ? [...readServerMarkup(results).items.keys()] : [];
  if (ids.length > 0) search.keepShownOrder(ids);
}

/** Whether the server's state was written to the hash. */
function adoptServerState(document: Document, name: string): boolean {
  const window = document.defaultView;
  if (!window || window.location.hash.length > 1) return false;
  const block = [
    ...document.querySelectorAll('script[type="application/json"][data-search-state]'),
  ].find((script) => script.getAttribute('data-search-state') === name);
  if (!block) return false;
  let hash: unknown;
  let target: URL | undefined;
  try {
    let path: unknown;
    ({ hash, path } = JSON.parse(block.textContent ?? '') ?? {});
    target = new URL(
      typeof path === 'string' ? path : window.location.pathname,
      window.location.href,
    );
  } catch {
    // Not JSON, or a path no URL can be made of: said below, as any other unusable block.
  }
  // An empty hash is the default state (a server that always writes the block): nothing to do.
  if (hash === '') return false;
  // Only a same-site path: the block must never send the visitor elsewhere. An unusable block
  // leaves the widgets on the page's default state, not the server's first page: the integrator
  // hears of it, with the block for the console to link to.
  if (typeof hash !== 'string' || target?.origin !== window.location.origin) {
    console.warn(
      'Stayfront: data-search-state ignored: it needs JSON with a "hash" and a same-site "path"',
      block,
    );
    return false;
  }
  window.history.replaceState(
    window.history.state,
    '',
    `${target.pathname}#${hash.replace(/^#/, '')}`,
  );
  return true;
}
