/** The analytics widget's `data-widget-config`. */
import { defineWidgetConfig, oneOf, type ParsedValue, reader } from '../config/widget-config.js';

export const parseAnalyticsConfig = defineWidgetConfig('analytics', {
  /** `ga4` (GA4 e-commerce events) or `universal` (Universal Analytics enhanced e-commerce). @default 'ga4' */
  mode: oneOf(['ga4', 'universal'] as const, 'ga4'),
  /** ISO 4217 code sent with the e-commerce events (GA4 `currency`, UA `currencyCode`). @default null (none) */
  currency: reader<string | null>(
    null,
    (value) => value === null || (typeof value === 'string' && /^[A-Z]{3}$/.test(value)),
    'a 3-letter ISO 4217 currency code such as "EUR"',
  ),
});

export type AnalyticsConfig = ParsedValue<typeof parseAnalyticsConfig>;
