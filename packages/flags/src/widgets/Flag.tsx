/**
 * The favourite toggle on a result card or a detail page (SPEC 4.1, 3.6): a real button whose text
 * is `text.flag` or `text.unflag`, with the legacy classes (`rs-flag` / `rs-unflag` by default)
 * besides `sf-flag` and `data-state="on|off"`. WAI-ARIA APG: a toggle button's name must not change
 * with its state, so `aria-pressed` is set only when both texts are the same (an icon button, say);
 * with the legacy pair ('Flag' / 'Unflag') the name itself says the state, and a screen reader
 * never hears "Unflag, pressed"; the visitor's change is said in the page's live region instead
 * (`added_text`, `removed_text`; flag-press.ts). It reads the namespace's shared store, so every toggle of the same item on the page changes at once.
 */
import type { IslandComponentProps } from '@stayfront/loader/react';
import { type FavouritesStore, type FlagOptions, fromSolrId } from '../store/index.js';
import type { FlagConfig } from './flag-config.js';
import { pressFlag, sayPress } from './flag-press.js';
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
      onClick={({ currentTarget }) => {
        const outcome = pressFlag(store, itemId, on);
        if (pressed === undefined)
          sayPress(currentTarget, outcome, { ...config, titled: config.titleId !== null });
      }}
    >
      {on ? options.text.unflag : options.text.flag}
    </button>
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
