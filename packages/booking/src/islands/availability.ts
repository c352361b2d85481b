/**
 * `data-widget="availability"`: the availability form of a listing's page (SPEC 2.5), enhanced:
 * minimum-stay rules, Clear buttons, an embedded range calendar, the automatic search (SPEC 4.8,
 * 5.5). The server's `<form>` inside the element works without it. SPEC 3.12: the enhanced
 * behaviour applies only when the settings have an `eid`; without one the form is left as it is.
 */
import type { WidgetModule } from '@stayfront/loader';
import { enhanceAvailability } from '../form/enhance-availability.js';
import {
  type AvailabilitySettings,
  parseAvailabilitySettings,
} from '../settings/parse-availability-settings.js';

export const parseConfig: WidgetModule<AvailabilitySettings>['parseConfig'] =
  parseAvailabilitySettings;

export const mount: WidgetModule<AvailabilitySettings>['mount'] = (element, { config }) =>
  config.eid === null ? () => {} : enhanceAvailability(element as HTMLElement, config);
