/** The pager widget's `data-widget-config`. */
import { defineWidgetConfig, type ParsedValue } from '../config/widget-config.js';
import { selector } from '../layout/selector-reader.js';

export const parsePagerConfig = defineWidgetConfig('pager', {
  /**
   * What gets focus and is scrolled to the top after a page change. With no match the focus stays
   * in the pager. @default the `data-widget="results"` element of the same search
   */
  focus_target: selector(null),
});

export type PagerConfig = ParsedValue<typeof parsePagerConfig>;
