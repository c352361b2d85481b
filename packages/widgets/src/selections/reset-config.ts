/** The reset widget's `data-widget-config`: it has no options (its text is `facet.resetAll`). */
import { defineWidgetConfig, type ParsedValue } from '../config/widget-config.js';

export const parseResetConfig = defineWidgetConfig('reset', {});

export type ResetConfig = ParsedValue<typeof parseResetConfig>;
