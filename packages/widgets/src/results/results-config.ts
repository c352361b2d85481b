/** The results widget's `data-widget-config`. */
import {
  defineWidgetConfig,
  integer,
  optionalText,
  type ParsedValue,
} from '../config/widget-config.js';
import { selector } from '../layout/selector-reader.js';

export const parseResultsConfig = defineWidgetConfig('results', {
  /** SPEC 2.2: items shown first, and added each time the last one scrolls into view; 0 shows all. @default 0 */
  numvisible: integer(0, 0, 1000),
  /**
   * A CSS selector for the item `<template>`; by default the element's own `<template>`. Checked
   * here: an invalid one would otherwise throw in the island's first render, a mount failure
   * that names no key.
   */
  template: selector(null),
  /** A document field holding the server's rendered item HTML, used instead of the template. */
  html_field: optionalText(100),
});

export type ResultsConfig = ParsedValue<typeof parseResultsConfig>;
