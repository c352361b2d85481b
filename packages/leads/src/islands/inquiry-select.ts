/**
 * `data-widget="inquiry-select"` (SPEC 2.6, 3.16, 7.8): the inquiry form's property select,
 * upgraded on first hover or focus to a combobox the visitor can type into; choosing a property
 * goes to its page. On the `<select name="field_inquiry_properties">` itself, or on an element
 * holding it (its form item, the form). React and react-select come in a chunk of their own,
 * loaded only then.
 */
import type { WidgetModule } from '@stayfront/loader';
import { startInquirySelect } from '../inquiry-select/inquiry-select.js';
import {
  type InquirySelectConfig,
  parseInquirySelectConfig,
} from '../inquiry-select/inquiry-select-config.js';

export const parseConfig: WidgetModule<InquirySelectConfig>['parseConfig'] =
  parseInquirySelectConfig;

export const mount: WidgetModule<InquirySelectConfig>['mount'] = (element, { config }) =>
  startInquirySelect(element, config);
