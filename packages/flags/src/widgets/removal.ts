/**
 * A favourite removed on the favourites page, as WAI-ARIA APG asks of removing an item from a list:
 * the visitor whose focus was on the card (its "Remove from favourites" toggle) is not dropped to
 * the top of the page when the card goes, and a screen reader hears what happened.
 *
 * Taken before the list changes (the cards are still there), settled once the results show the new
 * list: focus goes to the next card's toggle (else its link), else the previous card's, else the
 * view's empty message, else the view; and `{title} was removed…` is said in the page's polite live
 * region, the one the toggles' toasts already speak through (./announce.ts).
 */
import { announce } from './announce.js';

// The results widget's item wrapper (`data-result-id`) holds the template's card (`data-id`).
const CARD = '[data-result-id], [data-id]';

/**
 * An element's search, `main` without `data-search`, as @stayfront/widgets' searchNameOf reads it.
 * Not imported from there: the search chunk would have to export it, 9 B more on every search
 * page, which is over its size target (scripts/size.mjs, measured). flag-press.ts reads it the same.
 */
const searchNameOf = (element: Element): string => element.getAttribute('data-search') || 'main';

/**
 * The cards of the view's results (the results widgets of its search), in document order,
 * outermost only: the header counter's panel items and other lists on the page carry `data-id`
 * too, and focus must not jump into them.
 */
const cardsOf = (view: HTMLElement): HTMLElement[] => {
  const search = searchNameOf(view);
  return [...view.ownerDocument.querySelectorAll<HTMLElement>('[data-widget="results"]')]
    .filter((results) => searchNameOf(results) === search)
    .flatMap((results) => [...results.querySelectorAll<HTMLElement>(CARD)])
    .filter((card) => !card.parentElement?.closest(CARD));
};

const keyOf = (card: Element): string =>
  card.getAttribute('data-result-id') ?? card.getAttribute('data-id') ?? '';

/** Whether `card`, or the template card inside it, stands for one of `ids`. */
const cardIsOneOf = (card: HTMLElement, ids: ReadonlySet<string>): boolean =>
  [card, ...card.querySelectorAll('[data-id]')].some(
    (element) =>
      ids.has(element.getAttribute('data-result-id') ?? '') ||
      ids.has(element.getAttribute('data-id') ?? ''),
  );

/** Where focus lands in a card: its favourite toggle, else its first link a keyboard reaches. */
const focusTarget = (card: HTMLElement): HTMLElement | null =>
  card.querySelector<HTMLElement>('button.sf-flag') ??
  card.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button');

function focusStill(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export interface RemovalTexts {
  /** `{title}` is the removed card's heading. */
  readonly removed: string;
}

/**
 * Notes the page before the favourites `removedIds` (Solr ids) leave the list; the returned
 * function, called once the results show the new list, moves focus and announces the removal.
 */
export function noteRemoval(
  view: HTMLElement,
  empty: HTMLElement,
  removedIds: ReadonlySet<string>,
  texts: RemovalTexts,
): () => void {
  const document = view.ownerDocument;
  const focused = document.activeElement as HTMLElement | null;
  const cards = cardsOf(view);
  const index = focused ? cards.findIndex((card) => card.contains(focused)) : -1;
  // With a `key` other than `id` the cards do not carry the removed ids: the focused card tells.
  const removed = cards.find((card) => cardIsOneOf(card, removedIds)) ?? cards[index];
  const title = removed
    ?.querySelector('h1, h2, h3, h4, h5, h6')
    ?.textContent?.replace(/\s+/g, ' ')
    .trim();
  const nearest = index < 0 ? [] : [...cards.slice(index + 1), ...cards.slice(0, index).reverse()];
  const nearestKeys = nearest.map(keyOf);

  return () => {
    const shown = new Map(cardsOf(view).map((card) => [keyOf(card), card]));
    if (removed && title && !shown.has(keyOf(removed)))
      announce(document, texts.removed.replaceAll('{title}', title));
    const active = document.activeElement;
    const lost = focused !== null && index >= 0 && !focused.isConnected;
    // Focus the visitor has since taken elsewhere is theirs.
    if (!lost || (active && active !== document.body)) return;
    const next = nearestKeys.map((key) => shown.get(key)).find((card) => card !== undefined);
    const target = next && focusTarget(next);
    if (target) target.focus();
    else focusStill(empty.textContent ? empty : view);
  };
}
