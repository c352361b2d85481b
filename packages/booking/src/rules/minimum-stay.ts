/**
 * Minimum stay (SPEC 5.5, 9.7): the rules of the availability calendar as pure functions over
 * calendar days (calendar-day.ts), so they hold in every time zone.
 */
import { knownLanguage } from '../language/known-language.js';
import { addDays, dayNumber, type IsoDay } from './calendar-day.js';

/** SPEC 3.12: a restriction from `bdt` to `edt` (both days included) of `mn` nights at least. */
export interface Restriction {
  readonly bdt: IsoDay;
  readonly edt: IsoDay;
  readonly mn: number;
}

export interface StayRules {
  /** SPEC 3.12 `mns`: the default minimum nights. */
  readonly mns: number;
  readonly restr: readonly Restriction[];
}

/**
 * SPEC 5.5: the minimum stay for an arrival on `arrival` is the larger of the default minimum
 * nights and the `mn` of any restriction whose range covers that day (its first and last days
 * included). Never below one night.
 */
export function minimumStay(rules: StayRules, arrival: IsoDay): number {
  const day = dayNumber(arrival);
  let nights = Math.max(1, rules.mns);
  if (day === null) return nights;
  for (const { bdt, edt, mn } of rules.restr) {
    const begin = dayNumber(bdt);
    const end = dayNumber(edt);
    if (begin !== null && end !== null && begin <= day && day <= end) nights = Math.max(nights, mn);
  }
  return nights;
}

/** The first departure day allowed after an arrival on `arrival`. */
export const earliestDeparture = (rules: StayRules, arrival: IsoDay): IsoDay =>
  addDays(arrival, minimumStay(rules, arrival));

/**
 * SPEC 5.5: a departure day inside the minimum window after the arrival (later than the arrival,
 * earlier than its earliest departure) is not allowed. Days on or before the arrival are not
 * departures of this arrival, so this rule says nothing of them.
 */
export function departureBlocked(rules: StayRules, arrival: IsoDay, day: IsoDay): boolean {
  const from = dayNumber(arrival);
  const candidate = dayNumber(day);
  if (from === null || candidate === null) return false;
  return candidate > from && candidate < from + minimumStay(rules, arrival);
}

/** SPEC 5.5: the date range is searched only when arrival comes before departure. */
export function isSearchableRange(arrival: string, departure: string): boolean {
  const from = dayNumber(arrival);
  const to = dayNumber(departure);
  return from !== null && to !== null && from < to;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `{Mon d}` of SPEC 5.5, read from the calendar day itself (no zone can move it): `Jul 4` on an
 * English page, every English one (Intl's en-GB says `4 Sept`; the SPEC's text is `Jul 4`), else
 * the page language's short month and day (`4 juil.`, `4. Juli`). A language Intl has no data for
 * would come out in the browser's own language, so it gets the English one (`knownLanguage`).
 */
export function monthDay(iso: IsoDay, locale = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const language = knownLanguage(locale);
  if (/^en\b/i.test(language)) return `${MONTHS[month - 1]} ${day}`;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * SPEC 5.5, 9.7: "Minimum stay for arrival on {Mon d} is {n} nights.", only when the minimum stay
 * is more than one night; null otherwise. `template` is the site's text with `{date}` and
 * `{nights}`; `locale` the page's language, for the date.
 */
export function minimumStayMessage(
  rules: StayRules,
  arrival: IsoDay,
  template = MINIMUM_STAY_TEXT,
  locale = 'en',
): string | null {
  if (dayNumber(arrival) === null) return null;
  const nights = minimumStay(rules, arrival);
  if (nights <= 1) return null;
  return template
    .replaceAll('{date}', monthDay(arrival, locale))
    .replaceAll('{nights}', String(nights));
}

export const MINIMUM_STAY_TEXT = 'Minimum stay for arrival on {date} is {nights} nights.';
