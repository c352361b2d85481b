/** The sort widget's `data-widget-config`: `{"options":[{"value":"fts_price asc","label":"…"}]}`. */
import type { ConfigIssue } from '@stayfront/loader';
import { isSortClause } from '@stayfront/search-core';
import { defineWidgetConfig, options, type ParsedValue } from '../config/widget-config.js';

const readOptions = options([]);

export const parseSortConfig = defineWidgetConfig('sort', {
  /**
   * The choices in order: `value` a Solr sort clause (`field asc|desc`, up to 4 comma-separated),
   * or `""` for relevance (no sort). Without a `""` option, one labelled `sort.relevance` comes
   * first.
   */
  options: (value: unknown, path: string, issues: ConfigIssue[]) => {
    if (value === undefined) issues.push({ path, message: 'expected a list of sort options' });
    return readOptions(value, path, issues).filter((option, index) => {
      if (option.value === '' || isSortClause(option.value)) return true;
      issues.push({
        path: `${path}[${index}].value`,
        message: 'expected "" or a sort clause such as "fts_price asc"',
      });
      return false;
    });
  },
});

export type SortConfig = ParsedValue<typeof parseSortConfig>;
