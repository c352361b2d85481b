/**
 * @stayfront/booking for sites with a bundler: the availability widget module for the loader
 * (`Stayfront.register({ name: 'availability', import: async () => availabilityWidget })`), its
 * settings reader and the minimum-stay rules; the checkout widget module (`checkoutWidget`), its
 * enhancer and config reader. Themers use the classic build (widgets/availability.js and
 * widgets/checkout.js beside loader.js).
 */

// The page's tags the checkout sends its step through (the search page's analytics rule).
export type { TagGlobals as CheckoutGlobals } from '@stayfront/widgets';
export {
  type CalendarOptions,
  type CalendarTexts,
  createEmbeddedCalendar,
  type EmbeddedCalendar,
} from './calendar/embedded-calendar.js';
// The checkout widget (SPEC 2.7): its loader module, the enhancer and its config reader.
export {
  type CheckoutConfig,
  parseCheckoutConfig,
} from './checkout/checkout-config.js';
export type { CheckoutProduct } from './checkout/checkout-products.js';
export { type CheckoutOptions, startCheckout } from './checkout/start-checkout.js';
export { type EnhanceOptions, enhanceAvailability } from './form/enhance-availability.js';
export * as availabilityWidget from './islands/availability.js';
export * as checkoutWidget from './islands/checkout.js';
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
