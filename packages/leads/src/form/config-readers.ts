/**
 * Readers for the lead forms' config keys that the shared readers of @stayfront/widgets do not
 * cover: nested objects (`captcha`, `antibot`, `honeypot`), field names, URLs and selectors. Each
 * value is untrusted JSON: bounded, and a URL meant to be on this site is refused when it is not.
 */
import type { ConfigIssue } from '@stayfront/loader';
import { isRecord, type Reader, reader, sameOriginUrl } from '@stayfront/widgets';
import { isCaptchaScriptUrl } from '../captcha/captcha-script-url.js';

type Schema = Record<string, Reader<unknown>>;
export type ObjectOf<S extends Schema> = { readonly [K in keyof S]: ReturnType<S[K]> };

/** A form field's name as the server reads it: letters, digits, `_ - . :` and brackets. */
const FIELD_NAME = /^[\w.:[\]-]{1,100}$/;

export const fieldName = (fallback: string): Reader<string> =>
  reader(fallback, (value) => typeof value === 'string' && FIELD_NAME.test(value), 'a field name');

export const optionalFieldName: Reader<string | null> = reader<string | null>(
  null,
  (value) => value === null || (typeof value === 'string' && FIELD_NAME.test(value)),
  'a field name',
);

/** A key the object cannot do without: its absence is an issue, not a silent default. */
export const required =
  <T>(read: Reader<T>): Reader<T> =>
  (value, path, issues, element) => {
    if (value === undefined) issues.push({ path, message: 'required' });
    return read(value, path, issues, element);
  };

const MAX_URL = 2000;

function pageBase(element: Element | undefined): string {
  return element?.ownerDocument.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
}

/**
 * A URL on this site (the unlock answer's path, a form's action). With the widget's element the
 * origin is checked (sameOriginUrl); without a page (a bundler's tests) only the scheme can be.
 */
export const siteUrl: Reader<string | null> = (value, path, issues, element) => {
  if (value === undefined || value === null) return null;
  const fine =
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= MAX_URL &&
    (element
      ? sameOriginUrl(value, element.ownerDocument) !== null
      : httpProtocol(value, pageBase(element)));
  if (fine) return value;
  issues.push({ path, message: 'expected a URL on this site' });
  return null;
};

function httpProtocol(value: string, base: string): boolean {
  try {
    const { protocol } = new URL(value.trim(), base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The captcha library's URL: this site's, or a captcha provider's script (captcha-script-url.ts). */
export const scriptUrl: Reader<string> = (value, path, issues, element) => {
  if (
    typeof value === 'string' &&
    value.length <= MAX_URL &&
    httpProtocol(value, pageBase(element)) &&
    isCaptchaScriptUrl(value, element?.ownerDocument ?? null)
  )
    return value;
  if (value !== undefined)
    issues.push({
      path,
      message: 'expected an https URL of a captcha provider’s script, or one on this site',
    });
  return '';
};

/** A CSS selector, checked by the browser's own parser where there is one. */
export const selector = (fallback: string): Reader<string> =>
  reader(
    fallback,
    (value) =>
      typeof value === 'string' && value.trim() !== '' && value.length <= 300 && parses(value),
    'a CSS selector',
  );

function parses(value: string): boolean {
  if (typeof globalThis.document === 'undefined') return true;
  try {
    globalThis.document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

/** A JavaScript global's name (the captcha library's, `grecaptcha`). */
export const globalName = (fallback: string): Reader<string> =>
  reader(
    fallback,
    (value) => typeof value === 'string' && /^[A-Za-z_$][\w$]{0,49}$/.test(value),
    'a JavaScript name',
  );

/**
 * A nested object of keys (`"captcha": {…}`): absent or null is null; its keys are read at their
 * own paths (`$.captcha.siteKey`); an unknown key is warned about, as the top-level ones are.
 */
export function objectOf<S extends Schema>(widget: string, schema: S): Reader<ObjectOf<S> | null> {
  return (value, path, issues, element) => {
    if (value === undefined || value === null) return null;
    if (!isRecord(value)) {
      issues.push({ path, message: 'expected a JSON object' });
      return null;
    }
    const read: Record<string, unknown> = {};
    const before = issues.length;
    for (const [key, readKey] of Object.entries(schema))
      read[key] = readKey(value[key], `${path}.${key}`, issues as ConfigIssue[], element);
    const unknown = Object.keys(value).filter((key) => !Object.hasOwn(schema, key));
    if (unknown.length)
      console.warn(
        `Stayfront ${widget}: unknown config key(s) ${unknown.map((key) => `${path}.${key}`).join(', ')} ignored.`,
        element,
      );
    return issues.length > before ? null : (read as ObjectOf<S>);
  };
}
