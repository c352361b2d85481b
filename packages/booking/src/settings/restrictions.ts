/**
 * SPEC 3.12 `restr`: the list of minimum-stay restrictions, each `{ "bdt", "edt", "mn" }`, the
 * begin and end days both included. The widget works on calendar days (rules/calendar-day.ts);
 * the config may write them as days (`2027-07-01`), as ISO date-times (`2027-07-01T00:00:00Z`,
 * read by their date part), or as a legacy Drupal site's Unix times in seconds (`1814400000` or
 * `"1814400000"`, the SPEC's "begin time"), read as their day in UTC, never the visitor's: the
 * same day in every zone. A wrong restriction is a config issue naming it (`$.restr[2].edt`):
 * leaving it out would let visitors pick stays shorter than the site allows, so the widget stays
 * off and the server form works as it is.
 */
import type { ConfigIssue } from '@stayfront/loader';
import { isRecord, type Reader } from '@stayfront/widgets';
import { dayNumber, type IsoDay, isoOfDayNumber } from '../rules/calendar-day.js';
import type { Restriction } from '../rules/minimum-stay.js';

/** Enough for years of seasons and holidays; a longer list is a generated mistake. */
export const MAX_RESTRICTIONS = 1000;
export const MAX_NIGHTS = 365;

const KEYS = ['bdt', 'edt', 'mn'];

/** The days a restriction may name: outside them is a typo, a placeholder or milliseconds. */
const FIRST_DAY = dayNumber('2000-01-01') as number;
const LAST_DAY = dayNumber('2100-12-31') as number;
const DAY_SECONDS = 86_400;
const SECONDS = /^\d{1,12}$/;
/** A day, then optionally a time and a zone, which say nothing of the day meant. */
const DAY_AND_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
const DAY_EXPECTED =
  'expected a day "YYYY-MM-DD", an ISO date-time or Unix seconds, from 2000 to 2100';

/** `bdt` or `edt` as a calendar day, or null when it is none of the forms above. */
function readDay(value: unknown): IsoDay | null {
  let day: number | null = null;
  if (typeof value === 'number' || (typeof value === 'string' && SECONDS.test(value))) {
    const seconds = Number(value);
    if (Number.isSafeInteger(seconds)) day = Math.floor(seconds / DAY_SECONDS);
  } else if (typeof value === 'string') {
    const date = DAY_AND_TIME.exec(value)?.[1];
    day = date === undefined ? null : dayNumber(date);
  }
  return day !== null && day >= FIRST_DAY && day <= LAST_DAY ? isoOfDayNumber(day) : null;
}

function readRestriction(
  value: unknown,
  path: string,
  issues: ConfigIssue[],
  element: Element | undefined,
): Restriction | null {
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected { "bdt": day, "edt": day, "mn": nights }' });
    return null;
  }
  const before = issues.length;
  const { mn } = value;
  const bdt = readDay(value.bdt);
  const edt = readDay(value.edt);
  if (bdt === null) issues.push({ path: `${path}.bdt`, message: DAY_EXPECTED });
  if (edt === null) issues.push({ path: `${path}.edt`, message: DAY_EXPECTED });
  if (!Number.isInteger(mn) || (mn as number) < 1 || (mn as number) > MAX_NIGHTS)
    issues.push({ path: `${path}.mn`, message: `expected a whole number from 1 to ${MAX_NIGHTS}` });
  if (bdt === null || edt === null || issues.length > before) return null;
  // ISO days compare as strings.
  if (edt < bdt) {
    issues.push({ path: `${path}.edt`, message: 'expected a day on or after bdt' });
    return null;
  }
  // As the widget's own unknown keys: warned about, so a CMS's extra field never breaks a page.
  const unknown = Object.keys(value).filter((key) => !KEYS.includes(key));
  if (unknown.length)
    console.warn(
      `Stayfront availability: unknown key(s) ${unknown.join(', ')} in ${path} ignored.`,
      element,
    );
  return { bdt, edt, mn: mn as number };
}

export const restrictions: Reader<readonly Restriction[]> = (value, path, issues, element) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_RESTRICTIONS) {
    issues.push({ path, message: `expected a list of at most ${MAX_RESTRICTIONS} restrictions` });
    return [];
  }
  return value.flatMap(
    (item, index) => readRestriction(item, `${path}[${index}]`, issues, element) ?? [],
  );
};
