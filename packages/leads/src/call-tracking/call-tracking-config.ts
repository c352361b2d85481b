/**
 * `data-widget="call-tracking"` config (SPEC 7.11, 3.10, 9.5):
 *
 *   {"cookie": "calltrk_number", "scope": "header, .site-footer", "confirm": "calltrkConfirm"}
 *
 * Only `cookie` is required. Every value is checked here, so a typo is a config error with its
 * path instead of a selector that throws at mount or a hook name that reaches into `window`.
 */
import type { ParsedConfig } from '@stayfront/loader';
import { defineWidgetConfig, type Reader, reader } from '@stayfront/widgets';
import { DEFAULT_PHONE_FORMAT, isPhoneFormat } from './phone-number.js';

/** SPEC 3.10: the lead forms' fields filled with the tracked number. */
export const DEFAULT_MARKET_FIELDS = ['market_source', 'market'] as const;

/** A cookie name: RFC 6265 token characters. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~\w]{1,100}$/;
/** A form field's name as the server knows it (`market`, `submitted[market]`); no quotes. */
const FIELD_NAME = /^[\w.:[\]-]{1,100}$/;
/** A global function's name: identifier characters only, no paths, no calls. */
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,99}$/;

const cookie: Reader<string> = (value, path, issues) => {
  if (typeof value === 'string' && COOKIE_NAME.test(value)) return value;
  issues.push({
    path,
    message:
      value === undefined ? 'required: the tracking cookie’s name' : 'expected a cookie name',
  });
  return '';
};

/**
 * A selector is checked against an empty fragment: a syntax error throws there too. Its own copy
 * of the check in widgets and flags: shared, it would cost every search page 60 B gzip.
 */
const isSelector = (value: unknown): boolean => {
  if (typeof value !== 'string' || !value.trim() || value.length > 300) return false;
  try {
    globalThis.document?.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
};

const fields: Reader<readonly string[]> = (value, path, issues) => {
  if (value === undefined) return DEFAULT_MARKET_FIELDS;
  if (
    Array.isArray(value) &&
    value.length <= 10 &&
    value.every((name) => typeof name === 'string' && FIELD_NAME.test(name))
  )
    return [...new Set(value as string[])];
  issues.push({ path, message: 'expected a list of at most 10 field names' });
  return DEFAULT_MARKET_FIELDS;
};

export interface CallTrackingConfig {
  readonly cookie: string;
  readonly scope: string | null;
  readonly format: string;
  readonly fields: readonly string[];
  readonly confirm: string | null;
}

export const parseCallTrackingConfig: (
  raw: unknown,
  element?: Element,
) => ParsedConfig<CallTrackingConfig> = defineWidgetConfig('call-tracking', {
  /** The call-tracking service's cookie holding the number. Required. */
  cookie,
  /** CSS selector of the part(s) of the page whose phone numbers are replaced. @default the document */
  scope: reader<string | null>(null, isSelector, 'a valid CSS selector'),
  /** SPEC 9.5: the number as shown, each `#` a digit (10, or 11 with the leading 1). */
  format: reader(
    DEFAULT_PHONE_FORMAT,
    (value) => typeof value === 'string' && value.length <= 40 && isPhoneFormat(value),
    'a format of at most 40 characters with 10 # (or 11, with the leading 1)',
  ),
  /** SPEC 3.10: the names of the lead forms' fields that get the number. */
  fields,
  /** The service's global function called with a lead form's id once it was sent. @default none */
  confirm: reader<string | null>(
    null,
    (value) => typeof value === 'string' && GLOBAL_NAME.test(value),
    'the name of a global function (letters, digits, _ and $)',
  ),
});
