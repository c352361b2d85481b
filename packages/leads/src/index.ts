/**
 * @stayfront/leads for sites with a bundler: the lead form, review form, call-tracking and inquiry
 * select widget modules for the loader
 * (`Stayfront.register({ name: 'lead-form', import: async () => leadFormWidget })`), and the
 * framework-free parts they are made of. Themers use the classic build (widgets/lead-form.js and
 * the others beside loader.js).
 */
export {
  enhanceLeadForm,
  LEAD_SENT_EVENT,
  type LeadSentDetail,
} from './form/enhance-lead-form.js';
export type { LeadConfig, ReviewConfig } from './form/lead-config.js';
export * as callTrackingWidget from './islands/call-tracking.js';
export * as inquirySelectWidget from './islands/inquiry-select.js';
export * as leadFormWidget from './islands/lead-form.js';
export * as reviewFormWidget from './islands/review-form.js';
