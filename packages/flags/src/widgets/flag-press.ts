/**
 * What a press on a favourite toggle does (SPEC 4.1), and what is said of it: plain functions the
 * Flag component calls, so it only renders.
 *
 * A screen reader does not reliably speak the new name of the button it is on (VoiceOver says
 * nothing when 'Flag' becomes 'Unflag'), so a toggle whose name says its state has the change said
 * in the page's polite live region. Nothing is said for a pressed toggle (`aria-pressed`: the
 * reader speaks its state), for an add that dropped the oldest favourites (the capped toast tells,
 * and a second line would cut it off), nor for a removal a favourites view names itself.
 */
import type { FavouritesStore } from '../store/index.js';
import { announce } from './announce.js';

/** `capped`: added, the oldest dropped; `refused`: an id the store does not keep. */
export type PressOutcome = 'added' | 'removed' | 'capped' | 'refused';

/**
 * Does what the button said when pressed (`shownOn`: it offered to unflag): another tab may have
 * flagged the item a moment ago, and "Add to favourites" must not remove it; an add that finds it
 * there already leaves it flagged, as asked.
 */
export function pressFlag(store: FavouritesStore, id: string, shownOn: boolean): PressOutcome {
  if (shownOn) {
    store.remove(id);
    return 'removed';
  }
  const { dropped } = store.add(id);
  return dropped.length ? 'capped' : store.has(id) ? 'added' : 'refused';
}

export interface PressSpeech {
  readonly added_text: string;
  readonly removed_text: string;
  /** Whether the item has a title (the card's heading), by which a favourites view names it. */
  readonly titled: boolean;
}

/** Says `outcome` in `button`'s page, for a toggle whose name says its state. */
export function sayPress(button: Element, outcome: PressOutcome, speech: PressSpeech): void {
  const said =
    outcome === 'added'
      ? speech.added_text
      : outcome === 'removed' && !(speech.titled && viewNamesRemoval(button))
        ? speech.removed_text
        : null;
  if (said) announce(button.ownerDocument, said);
}

/**
 * Whether a woken favourites view (its class is set while attached) lists the toggle's card: it
 * says the removal itself, with the card's title, once the list has changed (removal.ts). The
 * search names are read as removal.ts's searchNameOf does (`main` without data-search), not
 * imported: a module shared by the toggle's and the view's entries becomes a chunk of its own,
 * one more request on every page with a toggle (measured).
 */
function viewNamesRemoval(button: Element): boolean {
  const results = button.closest('[data-widget="results"]');
  if (!results) return false;
  const search = results.getAttribute('data-search') || 'main';
  return [
    ...button.ownerDocument.querySelectorAll('.sf-favourites-view[data-widget="favourites-view"]'),
  ].some((view) => (view.getAttribute('data-search') || 'main') === search);
}
