/**
 * Which language a date is written in, for every date the booking widgets write (the calendar,
 * the minimum-stay message): `locale` if the browser has date data for it, else English. Intl
 * formats a language it does not know in the browser's own language, and Intl.Locale gives such
 * a tag a week of its own (Monday for "zz"), so a date would be neither the page's nor English.
 */
export const knownLanguage = (locale: string): string =>
  Intl.DateTimeFormat.supportedLocalesOf(locale).length ? locale : 'en';
