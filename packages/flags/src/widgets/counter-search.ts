/**
 * The search instance the counter queries (SPEC 7.3). The header counter is on every page, and
 * most pages (home, detail) have no search: the counter then uses an instance of its own, defined
 * by a block in the layout, e.g. `<script type="application/json" data-search-config="favourites">
 * {"solr": {"url": "/search/proxy"}, "url_hash": false}</script>` with `data-search="favourites"`.
 * The counter only sends side queries, so it never starts the instance (no search is run for it);
 * a page's search widgets start it as usual. Without a block the counter still counts, with no
 * panel.
 */
import { readBlock } from '@stayfront/loader';
import { getPageRegistry, type SearchInstance } from '@stayfront/search-core';
import { counterSearchName } from './counter-search-name.js';

export async function counterSearch(
  element: HTMLElement,
  configured: string | null,
): Promise<SearchInstance | null> {
  const name = counterSearchName(element, configured);
  const registry = getPageRegistry();
  const existing = registry.get(name);
  if (existing) return existing;
  try {
    return await registry.load(name, readBlock(element.ownerDocument, 'search', name));
  } catch (error) {
    // The element too, as the config warnings do: which counter (header, footer) is meant.
    console.warn(
      `Stayfront favourites-counter: no usable search "${name}" on this page, so the panel of items is off.`,
      element,
      error,
    );
    return null;
  }
}
