/**
 * `data-widget="lead-form"`: an enquiry or lead form (SPEC 2.6), enhanced. The server's `<form>`
 * (the element, or the one form inside it) posts without JavaScript; see enhance-lead-form.ts and
 * the README for the rules it adds.
 */
import type { WidgetModule } from '@stayfront/loader';
import { enhanceLeadForm } from '../form/enhance-lead-form.js';
import { type LeadConfig, parseLeadConfig } from '../form/lead-config.js';

export const parseConfig: WidgetModule<LeadConfig>['parseConfig'] = parseLeadConfig;

export const mount: WidgetModule<LeadConfig>['mount'] = (element, { config }) =>
  enhanceLeadForm(element, config);
