/** The `favourites-block` widget's `data-widget-config`: the flag options and these keys. */
import { defineFlagsConfig, type ParsedValue, selector, text } from './config.js';

export const parseBlockConfig = defineFlagsConfig('favourites-block', {
  /** Where the link goes: a CSS selector for the favourites view's filters. Required. */
  target: selector(true),
  /** The link's new text. @default "Refresh" */
  label: text('Refresh', 100),
});

export type BlockConfig = ParsedValue<typeof parseBlockConfig>;
