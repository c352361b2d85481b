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

import { readBlock } from '@stayfront/loader';
import { getPageRegistry, type SearchInstance } from '@stayfront/search-core';

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

export async function resolveSearch(element: HTMLElement): Promise<SearchInstance> {
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
    adoptServerState(document, name);
    search.start();
  }
  return search;
}

function adoptServerState(document: Document, name: string): void {
  const window = document.defaultView;
  if (!window || window.location.hash.length > 1) return;
  const block = [
    ...document.querySelectorAll('script[type="application/json"][data-search-state]'),
  ].find((script) => script.getAttribute('data-search-state') === name);
  if (!block) return;
  let hash: unknown;
  let path: unknown;
  try {
    ({ hash, path } = JSON.parse(block.textContent ?? '') ?? {});
  } catch {
    return;
  }
  if (typeof hash !== 'string' || !hash) return;
  // Only a same-site path: the block must never send the visitor elsewhere.
  const target = new URL(
    typeof path === 'string' ? path : window.location.pathname,
    window.location.href,
  );
  if (target.origin !== window.location.origin) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${target.pathname}#${hash.replace(/^#/, '')}`,
  );
}
