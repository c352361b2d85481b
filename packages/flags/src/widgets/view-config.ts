/** The `favourites-view` widget's `data-widget-config`: the flag options and these keys. */
import { defineFlagsConfig, type ParsedValue, text } from './config.js';

export const parseViewConfig = defineFlagsConfig('favourites-view', {
  /** Shown (in a polite live region) when nothing is flagged. @default "You have no favourites yet." */
  empty_text: text('You have no favourites yet.'),
  /**
   * Said (in the page's polite live region) when a card leaves the list because its favourite was
   * removed; `{title}` is the card's heading. @default "{title} was removed from your favourites."
   */
  removed_text: text('{title} was removed from your favourites.'),
});

export type ViewConfig = ParsedValue<typeof parseViewConfig>;
