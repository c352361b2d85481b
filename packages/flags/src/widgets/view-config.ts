/** The `favourites-view` widget's `data-widget-config`: the flag options and these keys. */
import { defineFlagsConfig, type ParsedValue, text } from './config.js';

export const parseViewConfig = defineFlagsConfig('favourites-view', {
  /** Shown (in a polite live region) when nothing is flagged. @default "You have no favourites yet." */
  empty_text: text('You have no favourites yet.'),
});

export type ViewConfig = ParsedValue<typeof parseViewConfig>;
