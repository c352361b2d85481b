/**
 * `data-widget="inquiry-select"` config (SPEC 3.16): every key optional.
 *
 *   {"field": "field_inquiry_properties"}
 */
import type { ParsedConfig } from '@stayfront/loader';
import { defineWidgetConfig, reader } from '@stayfront/widgets';

/** SPEC 3.16: the inquiry form's property select. */
export const DEFAULT_PROPERTY_FIELD = 'field_inquiry_properties';

export interface InquirySelectConfig {
  readonly field: string;
}

export const parseInquirySelectConfig: (
  raw: unknown,
  element?: Element,
) => ParsedConfig<InquirySelectConfig> = defineWidgetConfig('inquiry-select', {
  /**
   * The name of the `<select>` to upgrade, looked for inside the widget's element (unless the
   * element is that select). A form field's name: no quotes, no spaces.
   */
  field: reader(
    DEFAULT_PROPERTY_FIELD,
    (value) => typeof value === 'string' && /^[\w.:[\]-]{1,100}$/.test(value),
    'a field name',
  ),
});
