/**
 * The favourite toggle on a result card or a detail page (SPEC 4.1, 3.6): a real button whose text
 * is `text.flag` or `text.unflag`, with the legacy classes (`rs-flag` / `rs-unflag` by default)
 * besides `sf-flag` and `data-state="on|off"`. WAI-ARIA APG: a toggle button's name must not change
 * with its state, so `aria-pressed` is set only when both texts are the same (an icon button, say);
 * with the legacy pair ('Flag' / 'Unflag') the name itself says the state, and a screen reader
 * never hears "Unflag, pressed"; the visitor's change is said in the page's live region instead
 * (`added_text`, `removed_text`). It reads
 * the namespace's shared store, so every toggle of the same item on the page changes at once.
 */
import type { IslandComponentProps } from '@stayfront/loader/react';
import { type FavouritesStore, type FlagOptions, fromSolrId } from '../store/index.js';
import { announce } from './announce.js';
import type { FlagConfig } from './flag-config.js';
import { useIsFavourite } from './use-favourites.js';

/** The config once mounted: the item id is known and the store found. */
export interface MountedFlagConfig extends FlagConfig {
  readonly itemId: string;
  readonly store: FavouritesStore;
  /** The id of the item's title, which describes the toggle (many cards, one name each). */
  readonly titleId: string | null;
}

export function Flag({ config }: IslandComponentProps<MountedFlagConfig>) {
  const { itemId, store, options } = config;
  const on = useIsFavourite(store, itemId);
  const stateClass = on ? options.classes.unflag : options.classes.flag;
  const pressed = options.text.flag === options.text.unflag ? on : undefined;
  return (
    <button
      type="button"
      className={stateClass ? `sf-flag ${stateClass}` : 'sf-flag'}
      aria-pressed={pressed}
      aria-describedby={config.titleId ?? undefined}
      data-state={on ? 'on' : 'off'}
      onClick={(event) => {
        // A screen reader does not reliably speak the new name of the button it is on (VoiceOver
        // says nothing when 'Flag' becomes 'Unflag'): the change is said in the page's live
        // region. A pressed toggle's state is spoken by the reader itself, and an add that
        // dropped the oldest favourites is told by the capped toast, which a second line would
        // cut off.
        let said: string | null = null;
        // What the visitor pressed is what the button said: another tab may have flagged the
        // item a moment ago, and "Add to favourites" must not remove it. An add that finds it
        // there already leaves it flagged, as asked.
        if (on) {
          store.remove(itemId);
          if (!viewTellsRemoval(event.currentTarget)) said = config.removed_text;
        } else {
          const { dropped } = store.add(itemId);
          if (!dropped.length && store.has(itemId)) said = config.added_text;
        }
        if (said && pressed === undefined) announce(event.currentTarget.ownerDocument, said);
      }}
    >
      {on ? options.text.unflag : options.text.flag}
    </button>
  );
}

/**
 * Whether a favourites view lists the toggle's card and will name it: a mounted view (its class
 * is set while attached) of the card's search says the removal itself, with the card's heading,
 * once the list has changed (removal.ts), and a line before it would only be cut off. A card
 * without a heading, or a view not woken, says nothing: the toggle speaks then.
 */
function viewTellsRemoval(button: Element): boolean {
  const results = button.closest('[data-widget="results"]');
  const card = button.closest('[data-result-id]') ?? button.closest('[data-id]');
  if (!results || !card?.querySelector('h1, h2, h3, h4, h5, h6')) return false;
  return [
    ...button.ownerDocument.querySelectorAll('.sf-favourites-view[data-widget="favourites-view"]'),
  ].some(
    // `main` without data-search, as removal.ts's searchNameOf (not imported: see there).
    (view) =>
      (view.getAttribute('data-search') || 'main') ===
      (results.getAttribute('data-search') || 'main'),
  );
}

/**
 * The item a toggle stands for: its config's `id`, else the `data-id` of the closest element with
 * one (server cards and cards the results widget renders carry it), else the results widget's
 * item wrapper (`data-result-id`). A Solr id loses its `skip_solr_prefix`, as the store keeps ids.
 */
export function itemIdOf(
  element: HTMLElement,
  configured: string | null,
  options: FlagOptions,
): string | null {
  const card = configured ? null : element.closest('[data-id], [data-result-id]');
  const id = configured || card?.getAttribute('data-id') || card?.getAttribute('data-result-id');
  return id ? fromSolrId(id, options) : null;
}
