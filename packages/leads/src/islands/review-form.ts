/**
 * `data-widget="review-form"`: the review form (SPEC 3.15), the lead form enhancer with the reset
 * of SPEC 4.10 after a successful submit: text fields, rich-text body, stars and rating cleared,
 * the headline focused, the form scrolled into view. It sends by AJAX unless `"ajax": false`.
 */
import type { WidgetModule } from '@stayfront/loader';
import { enhanceLeadForm } from '../form/enhance-lead-form.js';
import { parseReviewConfig, type ReviewConfig } from '../form/lead-config.js';

export const parseConfig: WidgetModule<ReviewConfig>['parseConfig'] = parseReviewConfig;

export const mount: WidgetModule<ReviewConfig>['mount'] = (element, { config }) =>
  enhanceLeadForm(element, config, { review: { headline: config.headline } });
