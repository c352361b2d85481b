/** The autocomplete widget's `data-widget-config`. */
import { AUTOCOMPLETE_FIELD_REQUIRED, isFieldName } from '@stayfront/search-core';
import {
  defineWidgetConfig,
  type ParsedValue,
  type Reader,
  reader,
} from '../config/widget-config.js';

const fieldName = reader(
  '',
  (value) => typeof value === 'string' && isFieldName(value),
  'a Solr field name',
);

/** SPEC 5.2 / 8: a field is required, with the legacy site's exact message when it is missing. */
const solrField: Reader<string> = (value, path, issues) => {
  if (value !== undefined && value !== null && value !== '') return fieldName(value, path, issues);
  issues.push({ path, message: AUTOCOMPLETE_FIELD_REQUIRED });
  return '';
};

export const parseAutocompleteConfig = defineWidgetConfig('autocomplete', {
  /** The Solr field whose terms are suggested (SPEC 7.4), e.g. a tokenized title `tm_title`. Required. */
  field: solrField,
});

export type AutocompleteConfig = ParsedValue<typeof parseAutocompleteConfig>;
