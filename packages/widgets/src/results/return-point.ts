/**
 * Where the visitor left the results for a listing, so that coming Back finds them there even
 * when the page is loaded again (no back/forward cache: evicted, disabled, or another browser's
 * rules). The hash brings the search back (SPEC 2.1), but progressive reveal (SPEC 2.2) starts
 * over at numvisible items, so the browser's own scroll restoration landed above the card, which
 * was not even on the page. Kept in the history entry itself (`history.state`, next to whatever
 * else the site keeps there): only that entry's Back, Forward or reload read it, never a new visit.
 */

/** The clicked item's id, its distance from the viewport's top, and the hash it was shown for. */
export type ReturnPoint = [id: string, top: number, hash: string];

const KEY = 'sfReturn';

/** On a click of a result link: this item is where the visitor is. */
export function saveReturnPoint(item: Element): void {
  const state = history.state as object | null;
  // Someone else's state that is not a plain object (a string, an array, a Map) is left alone:
  // spreading it would garble it. No state (null, the usual case) becomes the return point alone.
  // biome-ignore lint/complexity/useOptionalChain: `state?.constructor` would leave null out.
  if ((state ?? {}).constructor === Object)
    history.replaceState(
      {
        ...state,
        [KEY]: [
          item.getAttribute('data-result-id'),
          item.getBoundingClientRect().top,
          location.hash,
        ],
      },
      '',
    );
}

/** The entry's return point as the page loads (a later search carries it along: the hash tells). */
export const readReturnPoint = (): ReturnPoint | undefined =>
  (history.state as { [KEY]?: ReturnPoint } | null)?.[KEY];

/**
 * Puts `item` where it was in the viewport and focuses its first link a keyboard reaches, as a
 * back/forward cache restore leaves it; `preventScroll`, the scroll is already right.
 */
export function restoreReturnPoint(item: Element, top: number): void {
  // Instant even under a theme's `scroll-behavior: smooth`: the visitor expects to be there.
  scrollBy({ top: item.getBoundingClientRect().top - top, behavior: 'instant' });
  item.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])')?.focus({ preventScroll: true });
}
