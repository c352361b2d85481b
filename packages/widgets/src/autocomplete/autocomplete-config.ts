/** The autocomplete widget's `data-widget-config`. */
import type { ConfigIssue } from '@stayfront/loader';
import { AUTOCOMPLETE_FIELD_REQUIRED, isFieldName } from '@stayfront/search-core';
import { defineWidgetConfig, type ParsedValue } from '../config/widget-config.js';

/** SPEC 5.2 / 8: a field is required, with the legacy site's exact message when it is missing. */
function solrField(value: unknown, path: string, issues: ConfigIssue[]): string {
  if (value === undefined || value === null || value === '') {
    issues.push({ path, message: AUTOCOMPLETE_FIELD_REQUIRED });
    return '';
  }
  if (typeof value !== 'string' || !isFieldName(value)) {
    issues.push({ path, message: 'expected a Solr field name' });
    return '';
  }
  return value;
}

export const parseAutocompleteConfig = defineWidgetConfig('autocomplete', {
  /** The Solr field whose terms are suggested (SPEC 7.4), e.g. a tokenized title `tm_title`. Required. */
  field: solrField,
});

export type AutocompleteConfig = ParsedValue<typeof parseAutocompleteConfig>;
