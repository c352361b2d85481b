/**
 * The favourites counter on every page, without React or search-core (SPEC 2.4): the count read
 * from the cookie store, following every change in this tab and in others (the store's cross-tab
 * sync), the link to the favourites view, and the toggle button only where a panel is possible:
 * wider than 64em (SPEC 9.4, following the viewport), not with `skip_solr`, and with a search
 * for the panel to query. The panel itself is loaded on the visitor's reach (mount-counter.ts).
 */

import { pageLocale } from '../page-locale.js';
import { getFavouritesStore } from '../store/index.js';
import type { CounterConfig } from '../widgets/counter-config.js';
import { counterHref } from '../widgets/counter-href.js';
import { counterSearchName, hasSearchBlock } from '../widgets/counter-search-name.js';
import { PANEL_HIDDEN_MEDIA } from '../widgets/panel-media.js';
import { createCounterRoot, renderCounter } from './counter-markup.js';

export interface PlainCounter {
  /** Whether a panel can be shown now (and so its code be loaded). */
  panelPossible(): boolean;
  /** Puts the counter (back) into the element and follows the store again, e.g. after the panel's island failed. */
  show(): void;
  /** Stops following the store and the viewport (the island took over, or the widget left). */
  stop(): void;
}

export function showPlainCounter(
  element: HTMLElement,
  config: CounterConfig,
  serverHref: string | null,
): PlainCounter {
  const document = element.ownerDocument;
  const { options } = config;
  const store = getFavouritesStore(options.namespace);
  const narrow = document.defaultView?.matchMedia?.(PANEL_HIDDEN_MEDIA) ?? null;
  const searchable =
    !options.skipSolr && hasSearchBlock(element, counterSearchName(element, config.search));
  const panelPossible = () => searchable && !narrow?.matches;
  const root = createCounterRoot(document);

  const render = () => {
    const ids = store.get();
    renderCounter(root, {
      count: ids.length,
      message: config.count_text,
      locale: pageLocale(document),
      href: counterHref(ids, options, serverHref, document.baseURI),
      toggleText: panelPossible() ? config.toggle_text : null,
    });
  };
  // SPEC 2.4: with nothing flagged, choosing 'view' does nothing.
  const ignoreEmptyView = (event: Event) => {
    const link = root.querySelector('a[aria-disabled="true"]');
    if (link?.contains(event.target as Node | null)) event.preventDefault();
  };

  let unsubscribe: (() => void) | null = null;
  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
    narrow?.removeEventListener('change', render);
    root.removeEventListener('click', ignoreEmptyView);
  };
  /** Renders into the element and follows the store and the viewport (again, once stopped). */
  const show = () => {
    render();
    element.replaceChildren(root);
    if (unsubscribe) return;
    unsubscribe = store.subscribe(render);
    narrow?.addEventListener('change', render);
    root.addEventListener('click', ignoreEmptyView);
  };
  show();
  return { panelPossible, show, stop };
}
