/** The selections widget's `data-widget-config`. */
import { defineWidgetConfig, flag, type ParsedValue } from '../config/widget-config.js';

export const parseSelectionsConfig = defineWidgetConfig('selections', {
  /** Show a "Clear all" button (`selections.clearAll`) after the chips. @default true */
  clear_all: flag(true),
});

export type SelectionsConfig = ParsedValue<typeof parseSelectionsConfig>;
