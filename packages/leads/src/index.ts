/**
 * @stayfront/leads for sites with a bundler: the lead and review form widget modules for the
 * loader (`Stayfront.register({ name: 'lead-form', import: async () => leadFormWidget })`).
 */
export {
  enhanceLeadForm,
  LEAD_SENT_EVENT,
  type LeadSentDetail,
} from './form/enhance-lead-form.js';
export type { LeadConfig, ReviewConfig } from './form/lead-config.js';
export * as leadFormWidget from './islands/lead-form.js';
export * as reviewFormWidget from './islands/review-form.js';
