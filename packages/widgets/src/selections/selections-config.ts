/** The selections widget's `data-widget-config`. */
import { defineWidgetConfig, flag, type ParsedValue } from '../config/widget-config.js';
import { selector } from '../layout/selector-reader.js';

export const parseSelectionsConfig = defineWidgetConfig('selections', {
  /** Show a "Clear all" button (`selections.clearAll`) after the chips. @default true */
  clear_all: flag(true),
  /**
   * What gets the focus after "Clear all", or when the last chip is removed. With no match the
   * focus stays on the (empty) group. @default the `data-widget="results"` element of the same search
   */
  focus_target: selector(null),
});

export type SelectionsConfig = ParsedValue<typeof parseSelectionsConfig>;
