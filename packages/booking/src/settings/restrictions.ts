/**
 * SPEC 3.12 `restr`: the list of minimum-stay restrictions, each `{ "bdt", "edt", "mn" }`. The
 * begin and end are calendar days written `YYYY-MM-DD`, both included (a timestamp would name a
 * different day in another time zone, see rules/calendar-day.ts). A wrong restriction is a config
 * issue naming it (`$.restr[2].edt`): leaving it out would let visitors pick stays shorter than the
 * site allows, so the widget stays off and the server form works as it is.
 */
import type { ConfigIssue } from '@stayfront/loader';
import { isRecord, type Reader } from '@stayfront/widgets';
import { dayNumber } from '../rules/calendar-day.js';
import type { Restriction } from '../rules/minimum-stay.js';

/** Enough for years of seasons and holidays; a longer list is a generated mistake. */
export const MAX_RESTRICTIONS = 1000;
export const MAX_NIGHTS = 365;

const KEYS = ['bdt', 'edt', 'mn'];

function readRestriction(
  value: unknown,
  path: string,
  issues: ConfigIssue[],
  element: Element | undefined,
): Restriction | null {
  if (!isRecord(value)) {
    issues.push({
      path,
      message: 'expected { "bdt": "YYYY-MM-DD", "edt": "YYYY-MM-DD", "mn": nights }',
    });
    return null;
  }
  const before = issues.length;
  const { bdt, edt, mn } = value;
  for (const [key, day] of [
    ['bdt', bdt],
    ['edt', edt],
  ] as const)
    if (typeof day !== 'string' || dayNumber(day) === null)
      issues.push({ path: `${path}.${key}`, message: 'expected a calendar day "YYYY-MM-DD"' });
  if (!Number.isInteger(mn) || (mn as number) < 1 || (mn as number) > MAX_NIGHTS)
    issues.push({ path: `${path}.mn`, message: `expected a whole number from 1 to ${MAX_NIGHTS}` });
  if (issues.length > before) return null;
  if ((dayNumber(edt as string) as number) < (dayNumber(bdt as string) as number)) {
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
  return { bdt: bdt as string, edt: edt as string, mn: mn as number };
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
