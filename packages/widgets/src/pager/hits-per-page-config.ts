/** The hits-per-page widget's `data-widget-config`: `{"options":[12,24,48]}`. */
import type { ConfigIssue } from '@stayfront/loader';
import { defineWidgetConfig, type ParsedValue } from '../config/widget-config.js';

export const parseHitsPerPageConfig = defineWidgetConfig('hits-per-page', {
  /**
   * Rows per page to offer, 1 to 1000. Counts above the search's `solr.rows_limit` (default its
   * `max_rows`, the default page size) are left out with a warning. @default [10, 20, 50]
   */
  options: (value: unknown, path: string, issues: ConfigIssue[]): readonly number[] => {
    if (value === undefined) return [10, 20, 50];
    const valid =
      Array.isArray(value) &&
      value.length > 0 &&
      value.length <= 20 &&
      value.every((count) => Number.isInteger(count) && count >= 1 && count <= 1000);
    if (valid) return [...new Set(value as number[])].sort((a, b) => a - b);
    issues.push({ path, message: 'expected a list of 1 to 20 whole numbers from 1 to 1000' });
    return [];
  },
});

export type HitsPerPageConfig = ParsedValue<typeof parseHitsPerPageConfig>;
