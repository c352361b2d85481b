/** The `favourites-counter` widget's `data-widget-config`: the flag options and these keys. */
import {
  defineFlagsConfig,
  integer,
  optionalText,
  type ParsedValue,
  selector,
  text,
} from './config.js';

export const parseCounterConfig = defineFlagsConfig('favourites-counter', {
  /** The search instance the panel's query goes through; by default `data-search`, else `main`. */
  search: optionalText(100),
  /** A CSS selector for the panel's item `<template>`; by default the element's own `<template>`. */
  template: selector(),
  /** Items listed in the panel at most (the first ones flagged). @default 50 */
  rows: integer(50, 1, 200),
  /** The counter's text; `{count}` is the number, `one|other` the plural forms. @default "{count} favourite|{count} favourites" */
  count_text: text('{count} favourite|{count} favourites'),
  /** The disclosure button's text (it opens the panel without a mouse). @default "Show favourites" */
  toggle_text: text('Show favourites'),
  /** The panel's accessible name. @default "Your favourites" */
  panel_label: text('Your favourites'),
  /** The panel's text when nothing is flagged (or nothing flagged is in the index). @default "You have no favourites yet." */
  empty_text: text('You have no favourites yet.'),
  /** The panel's text when the query failed and there is nothing to list. @default "Your favourites could not be loaded." */
  error_text: text('Your favourites could not be loaded.'),
  /** The text of each item's link in the built-in item template. @default "More" */
  more_text: text('More', 100),
});

export type CounterConfig = ParsedValue<typeof parseCounterConfig>;
