/**
 * `data-widget="call-tracking"` (SPEC 7.11): the tracked number from the call-tracking service's
 * cookie in the page's phone numbers and links and in the lead forms' market fields (SPEC 3.10),
 * and the service's confirmation hook after a lead was sent. No markup of its own: put it on any
 * element of the page (the header, the body's wrapper).
 */
import type { WidgetModule } from '@stayfront/loader';
import { startCallTracking } from '../call-tracking/call-tracking.js';
import {
  type CallTrackingConfig,
  parseCallTrackingConfig,
} from '../call-tracking/call-tracking-config.js';

export const parseConfig: WidgetModule<CallTrackingConfig>['parseConfig'] = parseCallTrackingConfig;

export const mount: WidgetModule<CallTrackingConfig>['mount'] = (element, { config }) =>
  startCallTracking(element, config);
