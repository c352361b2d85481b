/**
 * The calendar's words in the page's language, from the browser's own Intl data: flatpickr draws
 * English month and weekday names and starts weeks on Sunday unless it is handed a locale, and its
 * locale files would add kilobytes per language to every availability page. Intl knows every
 * language the visitor's browser does, and which day its weeks start on (Monday in Germany,
 * Sunday in the United States, Saturday in Egypt).
 */
import type { CustomLocale } from 'flatpickr/dist/types/locale';

/** flatpickr's own list types: seven weekdays from Sunday, twelve months from January. */
type Seven = CustomLocale['weekdays']['longhand'];
type Twelve = CustomLocale['months']['longhand'];

/** 1 January 2023 was a Sunday: flatpickr's weekday lists start on Sunday. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

const names = <T extends string[]>(
  locale: string,
  count: number,
  options: Intl.DateTimeFormatOptions,
  dateOf: (index: number) => number,
): T => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => format.format(dateOf(index))) as T;
};

/** Intl's first day of the week (1 Monday … 7 Sunday) as flatpickr's (0 Sunday … 6 Saturday). */
function firstDayOfWeek(locale: string): number | undefined {
  const tag = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  // getWeekInfo() is the standard's; Chromium before 130 and Safari have the weekInfo getter;
  // a browser with neither keeps flatpickr's Sunday.
  const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
  return firstDay === undefined ? undefined : firstDay % 7;
}

/**
 * The name of a date field as a label ("Year", "Jahr", "Année"), or undefined where
 * Intl.DisplayNames lacks it. Intl writes it as in a sentence ("year"): a control's name starts
 * with a capital, as flatpickr's English one did.
 */
function fieldName(locale: string, field: 'year' | 'month'): string | undefined {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'dateTimeField' }).of(field);
    return name && name[0]?.toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return undefined;
  }
}

/**
 * flatpickr's locale for `locale`: a tag the browser has date data for (the page-locale reader's
 * output, checked by `knownLanguage`).
 */
export function calendarLocale(locale: string): CustomLocale {
  const weekday = (index: number) => SUNDAY + index * DAY_MS;
  const month = (index: number) => Date.UTC(2023, index, 1);
  const first = firstDayOfWeek(locale);
  const year = fieldName(locale, 'year');
  const monthName = fieldName(locale, 'month');
  return {
    weekdays: {
      shorthand: names<Seven>(locale, 7, { weekday: 'short' }, weekday),
      longhand: names<Seven>(locale, 7, { weekday: 'long' }, weekday),
    },
    months: {
      shorthand: names<Twelve>(locale, 12, { month: 'short' }, month),
      longhand: names<Twelve>(locale, 12, { month: 'long' }, month),
    },
    ...(first === undefined ? {} : { firstDayOfWeek: first }),
    ...(year === undefined ? {} : { yearAriaLabel: year }),
    ...(monthName === undefined ? {} : { monthAriaLabel: monthName }),
  };
}

/** The days' names for screen readers, in the page's language: "July 4, 2027", "4. Juli 2027". */
export const dayNameFormat = (locale: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
