/**
 * US phone numbers as the call tracking reads and shows them (SPEC 7.11, 9.5). The tracking
 * cookie and the page's link texts are untrusted: a value is a phone number only when it is made
 * of digits and the usual punctuation (`+`, spaces, brackets, dashes, dots) and holds 10 digits, or
 * 11 starting with the country code 1. Anything else (letters, markup, a longer id) is not.
 */

/** Longer than any spelled-out US number ("+1 (800) 555 - 0100 "), so nothing is parsed at length. */
const MAX_PHONE_TEXT = 32;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** SPEC 9.5: how a tracked number is shown. Each `#` is a digit of the 10-digit number. */
export const DEFAULT_PHONE_FORMAT = '(###) ###-####';

/** The 10-digit national number in `text`, or null when `text` is not a US phone number. */
export function nationalNumber(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PHONE_TEXT || !PHONE_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/**
 * How many `#` a format may hold: 10 for the national number, or 11 when the format shows the
 * country code too (`+# ###-###-####` gets `1` first).
 */
export const isPhoneFormat = (format: string): boolean => {
  const slots = format.split('#').length - 1;
  return slots === 10 || slots === 11;
};

/** `national` (10 digits) written into `format`'s `#` slots. */
export function formatPhone(national: string, format: string): string {
  const digits = (format.split('#').length - 1 === 11 ? `1${national}` : national).split('');
  return format.replace(/#/g, () => digits.shift() ?? '');
}

/**
 * A `tel:`/`callto:` href for `national`, keeping the link's scheme (SPEC 9.5) and its
 * international form: a link the site wrote as `tel:+1…` stays dialable from abroad.
 */
export function phoneHref(originalHref: string, national: string): string {
  const [, scheme = 'tel:', number = ''] = /^\s*([a-z]+:)(.*)$/i.exec(originalHref) ?? [];
  return `${scheme}${number.trimStart().startsWith('+') ? '+1' : ''}${national}`;
}
