/** The `flag` widget's `data-widget-config`: the flag options and these keys. */
import { CAPPED_MESSAGE } from './capped.js';
import { defineFlagsConfig, optionalText, type ParsedValue, text } from './config.js';

export const parseFlagConfig = defineFlagsConfig('flag', {
  /** The item's id; by default the `data-id` of the closest element that has one (a result card). */
  id: optionalText(500),
  /** Announced (politely) when the store drops the oldest favourites. @default "Your oldest favourites were removed to make room." */
  capped_text: text(CAPPED_MESSAGE),
});

export type FlagConfig = ParsedValue<typeof parseFlagConfig>;
