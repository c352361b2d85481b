/** The result-count widget's `data-widget-config`: it has no options (its text is `results.count`). */
import { defineWidgetConfig, type ParsedValue } from '../config/widget-config.js';

export const parseResultCountConfig = defineWidgetConfig('result-count', {});

export type ResultCountConfig = ParsedValue<typeof parseResultCountConfig>;
