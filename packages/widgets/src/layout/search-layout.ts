/**
 * The search layout (SPEC 2.3, 9.4): on screens narrower than the breakpoint (768 px) the first
 * sidebar moves just above the results view; on wide screens it goes back where the server put
 * it. An enhancer: the sidebar node itself moves (its islands, inputs and focus survive), a
 * comment marks its home, and a `matchMedia` change listener fires only when the breakpoint is
 * crossed, so no resize throttling is needed. A region a CMS swaps inside the element is
 * followed (a MutationObserver on the element). The cleanup puts the sidebar back.
 */
import { defineWidgetConfig, integer, type ParsedValue } from '../config/widget-config.js';
import { findIn, selector } from './selector-reader.js';

/** SPEC 9.4: below this width the layout is the narrow one. */
export const MOBILE_BREAKPOINT_PX = 768;

export const parseSearchLayoutConfig = defineWidgetConfig('search-layout', {
  /** The sidebar to move; the first match. @default '.search__facets, [data-layout-sidebar]' */
  sidebar: selector('.search__facets, [data-layout-sidebar]'),
  /** The results view the sidebar goes above. @default '.search__results, [data-layout-results]' */
  results: selector('.search__results, [data-layout-results]'),
  /** Widths below this many CSS pixels are narrow. @default 768 */
  breakpoint: integer(MOBILE_BREAKPOINT_PX, 1, 10_000),
});

export type SearchLayoutConfig = ParsedValue<typeof parseSearchLayoutConfig>;

/** Starts the layout on `element` (the search page); returns the cleanup. */
export function startSearchLayout(element: HTMLElement, config: SearchLayoutConfig): () => void {
  const document = element.ownerDocument;
  const media = document.defaultView?.matchMedia?.(
    // Fractional widths (zoom, high-DPI) between 767 and 768 count as narrow too.
    `(max-width: ${config.breakpoint - 0.02}px)`,
  );
  if (!media) return () => {};
  const home = document.createComment(' stayfront: sidebar ');
  // Not narrowed to null here: `place` sets them.
  let sidebar = null as HTMLElement | null;
  let results = null as HTMLElement | null;

  /**
   * The sidebar and results are looked up again once they have left the page: a CMS can swap a
   * region inside this element (Drupal Views AJAX: the sidebar, the results or a wrapper of both)
   * and leave the element itself in place.
   */
  const place = (narrow: boolean) => {
    // The home went with a swapped region (not this element leaving the page): a sidebar still
    // here was moved out of that region, which the swap would have removed with it. Also true at
    // the first call, when the home comment is not in the page yet (a detached node is its own
    // root): no sidebar is known then, and the home goes before the one found.
    const root = element.getRootNode();
    const gone = home.getRootNode() !== root;
    if (gone) sidebar?.remove();
    // Kept while in the page, not looked up every time: two sidebars the selector matches would
    // take turns being the first (SPEC 2.3), each move calling for the next, forever.
    if (sidebar?.getRootNode() !== root) sidebar = findIn(element, config.sidebar);
    if (results?.getRootNode() !== root) results = findIn(element, config.results);
    if (!sidebar || !results || sidebar.contains(results)) {
      sidebar = null;
      return;
    }
    if (gone) sidebar.before(home);
    element.setAttribute('data-layout', narrow ? 'narrow' : 'wide');
    const inPlace = narrow ? sidebar.nextSibling === results : home.nextSibling === sidebar;
    if (inPlace) return;
    // Moving a node takes the focus away from anything inside it; give it back.
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && sidebar.contains(active) ? active : null;
    if (narrow) results.before(sidebar);
    else home.after(sidebar);
    if (focused && focused !== document.activeElement) focused.focus({ preventScroll: true });
  };
  const follow = () => place(media.matches);

  follow();
  if (!sidebar) {
    console.warn('Stayfront search-layout: no sidebar or results view found; nothing moves.');
    return () => {};
  }
  // Scoped to this element: a swap inside it is followed at once (before the next paint).
  const observer = new MutationObserver(follow);
  observer.observe(element, { childList: true, subtree: true });
  media.addEventListener('change', follow);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', follow);
    place(false);
    home.remove();
    element.removeAttribute('data-layout');
  };
}
