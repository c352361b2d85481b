/** The `flag` widget's `data-widget-config`: the flag options and these keys. */
import { CAPPED_MESSAGE } from './capped.js';
import { defineFlagsConfig, optionalText, type ParsedValue, text } from './config.js';

export const parseFlagConfig = defineFlagsConfig('flag', {
  /** The item's id; by default the `data-id` of the closest element that has one (a result card). */
  id: optionalText(500),
  /** Announced (politely) when the store drops the oldest favourites. @default "Your oldest favourites were removed to make room." */
  capped_text: text(CAPPED_MESSAGE),
  /** Announced (politely) when the visitor flags the item and the button's name says the state. @default "Added to favourites." */
  added_text: text('Added to favourites.'),
  /** Announced (politely) when the visitor unflags the item, as `added_text`. @default "Removed from favourites." */
  removed_text: text('Removed from favourites.'),
});

export type FlagConfig = ParsedValue<typeof parseFlagConfig>;
