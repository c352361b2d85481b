/**
 * The lead form's config (`data-widget-config`), every key optional. SPEC 5.1 (honeypot, opt-in,
 * duplicate guard), 4.6/7.6 (anti-bot unlock), 4.7/7.10 (captcha), 3.10 (fragment field), with the
 * SPEC's English texts as defaults. The review form (SPEC 3.15, 4.10) takes the same keys, sends
 * by AJAX unless told otherwise and names its headline field.
 *
 *   {"honeypot": {"token": "h0n3y"}, "optin": true, "ajax": true,
 *    "captcha": {"scriptUrl": "https://www.google.com/recaptcha/api.js?render=explicit",
 *                "siteKey": "6Lc…", "invisible": true}}
 */
import type { ParsedConfig } from '@stayfront/loader';
import { defineWidgetConfig, flag, type Reader, text } from '@stayfront/widgets';
import { isAntibotKey } from '../antibot/unlock-settings.js';
import { DEFAULT_RESPONSE_FIELD } from '../captcha/captcha-api.js';
import {
  fieldName,
  globalName,
  objectOf,
  optionalFieldName,
  required,
  scriptUrl,
  selector,
  siteUrl,
} from './config-readers.js';

/** SPEC 5.1 / 8: the opt-in's message (an alert in the legacy site, inline here). */
export const OPTIN_MESSAGE = 'Please accept the terms to proceed.';

const antibotKey: Reader<string | null> = (value, path, issues) => {
  if (value === undefined || value === null) return null;
  if (isAntibotKey(value)) return value;
  issues.push({ path, message: 'expected a key of 1 to 512 printable characters' });
  return null;
};

function leadKeys(widget: string, ajaxByDefault: boolean) {
  const antibotObject = objectOf(widget, {
    /** The real action URL, on this site. @default from the unlock answer */
    action: siteUrl,
    /** The antibot_key value. @default from the unlock answer */
    key: antibotKey,
    /** SPEC 7.6. @default /bt-leads-antibot-workaround */
    unlockUrl: siteUrl,
  });
  /** `false` turns the unlock off for a `bt-leads…` form; an object turns it on for any form. */
  const antibot: Reader<ReturnType<typeof antibotObject> | false> = (value, ...rest) =>
    value === false ? false : antibotObject(value, ...rest);

  return {
    /** SPEC 5.1: `honeypot_time` = `{token}|{seconds since page load}` on submit. */
    honeypot: objectOf(widget, { token: required(text('', 200)) }),
    /** SPEC 5.1: submit blocked until `bt_leads_optin` is checked (also `data-optin-required`). */
    optin: flag(false),
    optinMessage: text(OPTIN_MESSAGE, 300),
    /** SPEC 5.1: said when the same contents are sent twice. */
    duplicateMessage: text('This form was already sent.', 300),
    antibot,
    /** SPEC 4.7, 7.10: a reCAPTCHA-compatible library loaded on demand. */
    captcha: objectOf(widget, {
      scriptUrl: required(scriptUrl),
      siteKey: required(text('', 200)),
      invisible: flag(false),
      responseField: fieldName(DEFAULT_RESPONSE_FIELD),
      force: flag(false),
      global: globalName('grecaptcha'),
    }),
    /** Said when a visible captcha was not answered before submitting. */
    captchaMessage: text('Please confirm that you are not a robot.', 300),
    /** Sends with fetch and shows the answer's messages in the form (a POST form on this site). */
    ajax: flag(ajaxByDefault),
    /** SPEC 3.10: the hidden field that gets location.hash on AJAX submits. */
    fragmentField: fieldName('fragment'),
    /** Where the status messages are in the server's answer. */
    messagesSelector: selector('[data-lead-result], .messages'),
    sendingMessage: text('Sending…', 300),
    /** Shown when a successful answer carries no message of its own. */
    successMessage: text('Thank you, your message has been sent.', 300),
    /** Shown on an HTTP error or a network failure; every typed value is kept. */
    errorMessage: text(
      'Your message could not be sent. Please check your connection and try again.',
      300,
    ),
    /** After a successful AJAX submit, the visible fields go back to the server's values. */
    resetOnSuccess: flag(true),
  };
}

export interface HoneypotConfig {
  readonly token: string;
}
export interface AntibotConfig {
  readonly action: string | null;
  readonly key: string | null;
  readonly unlockUrl: string | null;
}
export interface CaptchaConfig {
  readonly scriptUrl: string;
  readonly siteKey: string;
  readonly invisible: boolean;
  readonly responseField: string;
  readonly force: boolean;
  readonly global: string;
}
export interface LeadConfig {
  readonly honeypot: HoneypotConfig | null;
  readonly optin: boolean;
  readonly optinMessage: string;
  readonly duplicateMessage: string;
  readonly antibot: AntibotConfig | false | null;
  readonly captcha: CaptchaConfig | null;
  readonly captchaMessage: string;
  readonly ajax: boolean;
  readonly fragmentField: string;
  readonly messagesSelector: string;
  readonly sendingMessage: string;
  readonly successMessage: string;
  readonly errorMessage: string;
  readonly resetOnSuccess: boolean;
}
export interface ReviewConfig extends LeadConfig {
  readonly headline: string | null;
}

type Parser<C> = (raw: unknown, element?: Element) => ParsedConfig<C>;

export const parseLeadConfig: Parser<LeadConfig> = defineWidgetConfig(
  'lead-form',
  leadKeys('lead-form', false),
);

export const parseReviewConfig: Parser<ReviewConfig> = defineWidgetConfig('review-form', {
  ...leadKeys('review-form', true),
  /** SPEC 4.10: the field focused after the reset. @default the first text input named *headline* or *title* */
  headline: optionalFieldName,
});
