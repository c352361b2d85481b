/**
 * Where the visitor left the results for a listing, so that coming Back finds them there even
 * when the page is loaded again (no back/forward cache: evicted, disabled, or another browser's
 * rules). The hash brings the search back (SPEC 2.1), but progressive reveal (SPEC 2.2) starts
 * over at numvisible items, so the browser's own scroll restoration landed above the card, which
 * was not even on the page. Kept in the history entry itself (`history.state`, next to whatever
 * else the site keeps there): only that entry's Back, Forward or reload read it, never a new visit.
 *
 * Like the browser's own restoration, it is where the visitor LEFT: written as a result link is
 * clicked (a plain click: one opening a new tab leaves this page where it is), and again as the
 * page is unloaded (`pagehide`, not persisted: any other way out) if a card has the focus (the
 * one a Back restored, or a keyboard reached); and taken out
 * of the entry as the page is shown again (loaded, or from the back/forward cache), so an old one
 * never outlives the visit that used it. `pagehide` is the extra, not the base: Chromium 156
 * keeps a state written there for a link, a typed address, Back or Forward, not for a reload; and
 * for a page going into the back/forward cache after a restore from it, it dropped the state and
 * the cached page too, hence only when not persisted. Where it is not kept, the browser's own
 * restoration is what remains.
 */

/** The item's id, its distance from the viewport's top, and the hash it was shown for. */
export type ReturnPoint = [id: string, top: number, hash: string];

const KEY = 'sfReturn';

/**
 * The card holding the last element to get the focus, if a card did; the same node after a
 * back/forward cache restore, which keeps the page.
 */
let left: Element | null | undefined;
const onFocus = ({ target }: FocusEvent) => {
  left = (target as Element).closest?.('[data-result-id]');
};

/**
 * The entry's return point becomes `item` (where the visitor is), or none: the key is taken out,
 * and a state that held nothing else is `null` again, as the browser left it.
 */
export function saveReturnPoint(item?: Element | null): void {
  const state = history.state ?? {};
  const { [KEY]: old, ...rest } = state;
  // Someone else's state that is not a plain object (a string, an array, a Map) is left alone:
  // spreading it would garble it. Nothing to take out: nothing written.
  if (state.constructor === Object && (item || old))
    history.replaceState(
      item
        ? {
            ...rest,
            [KEY]: [
              item.getAttribute('data-result-id'),
              item.getBoundingClientRect().top,
              location.hash,
            ],
          }
        : Object.keys(rest).length
          ? rest
          : null,
      '',
    );
}

/**
 * Unloaded (not into the back/forward cache): the entry keeps the focused card, if one is; with
 * none it is left as it is, since the point a result link's click just saved must stay (Safari
 * and Firefox on macOS do not focus a clicked link). Shown again from that cache: as it was, and
 * the entry's point, used, goes. As it was includes the focus: Chromium 150 blurs the followed
 * link before the page goes into the cache and shows it again with the focus on <body>, so a
 * keyboard visitor started again from the top. The card that had it gets it back (a browser
 * that kept the focus, or a focus last outside the cards, is left as it is).
 */
const onPage = ({ persisted, type }: PageTransitionEvent) => {
  const card = document.activeElement?.closest('[data-result-id]');
  if (persisted === (type === 'pageshow') && (persisted || card)) {
    if (persisted && left) restoreReturnPoint(left);
    saveReturnPoint(persisted ? null : card);
  }
};

/** The entry's return point, if it has one: read only (a render may call it, twice in StrictMode). */
export const readReturnPoint = (): ReturnPoint | undefined =>
  (history.state as { [KEY]?: ReturnPoint } | null)?.[KEY];

/**
 * Once the results are mounted: the entry's point, read by then, is taken out of it (it is used
 * once; a later search carries none), and from now on the page keeps it as it goes (the same
 * listener twice is one, so a second mount adds nothing).
 */
export function followReturnPoint(): void {
  addEventListener('pagehide', onPage);
  addEventListener('pageshow', onPage);
  addEventListener('focusin', onFocus);
  saveReturnPoint();
}

/**
 * Puts `item` where it was in the viewport and focuses its first link a keyboard reaches, as a
 * back/forward cache restore leaves it (`preventScroll`, the scroll is already right). Not when
 * the visitor has focused something meanwhile (typing a query): the page is theirs, and neither
 * the focus nor the scroll is taken from them. Without `top`, the card stays where it is.
 */
export function restoreReturnPoint(item: Element, top = item.getBoundingClientRect().top): void {
  if (document.activeElement !== document.body) return;
  // Instant even under a theme's `scroll-behavior: smooth`: the visitor expects to be there. By
  // whole pixels: the browser rounds a fractional offset, and each Back and Forward (the point is
  // saved again as the page goes) moved the card a pixel further from where it was.
  scrollBy({ top: Math.round(item.getBoundingClientRect().top - top), behavior: 'instant' });
  item.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])')?.focus({ preventScroll: true });
}
