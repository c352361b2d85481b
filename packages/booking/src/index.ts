/**
 * @stayfront/booking for sites with a bundler: the availability widget module for the loader
 * (`Stayfront.register({ name: 'availability', import: async () => availabilityWidget })`), its
 * settings reader and the minimum-stay rules. Themers use the classic build
 * (widgets/availability.js beside loader.js).
 */

export {
  type CalendarOptions,
  type CalendarTexts,
  createEmbeddedCalendar,
  type EmbeddedCalendar,
} from './calendar/embedded-calendar.js';
export { type EnhanceOptions, enhanceAvailability } from './form/enhance-availability.js';
export * as availabilityWidget from './islands/availability.js';
export { addDays, dayNumber, type IsoDay, isIsoDay, nightsBetween } from './rules/calendar-day.js';
export {
  departureBlocked,
  earliestDeparture,
  isSearchableRange,
  MINIMUM_STAY_TEXT,
  minimumStay,
  minimumStayMessage,
  monthDay,
  type Restriction,
  type StayRules,
} from './rules/minimum-stay.js';
export { type DateRange, pickDay } from './rules/range-pick.js';
export {
  type AvailabilitySettings,
  parseAvailabilitySettings,
} from './settings/parse-availability-settings.js';
