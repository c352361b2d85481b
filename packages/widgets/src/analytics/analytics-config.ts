/** The analytics widget's `data-widget-config`. */
import type { ConfigIssue } from '@stayfront/loader';
import { defineWidgetConfig, oneOf, type ParsedValue } from '../config/widget-config.js';

function currencyCode(value: unknown, path: string, issues: ConfigIssue[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && /^[A-Z]{3}$/.test(value)) return value;
  issues.push({ path, message: 'expected a 3-letter ISO 4217 currency code such as "EUR"' });
  return null;
}

export const parseAnalyticsConfig = defineWidgetConfig('analytics', {
  /** `ga4` (GA4 e-commerce events) or `universal` (Universal Analytics enhanced e-commerce). @default 'ga4' */
  mode: oneOf(['ga4', 'universal'] as const, 'ga4'),
  /** ISO 4217 code sent with the e-commerce events (GA4 `currency`, UA `currencyCode`). @default null (none) */
  currency: currencyCode,
});

export type AnalyticsConfig = ParsedValue<typeof parseAnalyticsConfig>;
