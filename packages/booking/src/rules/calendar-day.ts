/**
 * Calendar days as the visitor's calendar has them, never as timestamps: `2027-07-01` is the first
 * of July wherever the page is read. A `Date` for midnight UTC is the 30th of June in New York, and
 * a local midnight can be 23:00 or 25:00 hours from the next one across a daylight-saving change,
 * so day arithmetic here runs on day numbers (days since 1970-01-01 on the proleptic calendar,
 * computed with Date.UTC, which has no zone and no DST) and crosses to `Date` only at the edges,
 * through the local calendar fields.
 */

/** An ISO calendar day, `YYYY-MM-DD` (what `<input type="date">` holds). */
export type IsoDay = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of `YYYY-MM-DD`, or null when it is not a real calendar day (2027-02-30). */
export function dayNumber(iso: string): number | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads the years 0-99 as 1900-1999: the year is set on its own.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  // 2027-02-30 rolls over to March: refuse it, as the date input would.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  return Math.round(back.getTime() / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function isoOfDayNumber(day: number): IsoDay {
  const date = new Date(day * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${year}-${month}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** Whether `iso` is a real calendar day written `YYYY-MM-DD`. */
export const isIsoDay = (iso: unknown): iso is IsoDay =>
  typeof iso === 'string' && dayNumber(iso) !== null;

/** The day `days` after `iso` (before, when negative). */
export function addDays(iso: IsoDay, days: number): IsoDay {
  const start = dayNumber(iso);
  if (start === null) throw new RangeError(`not a calendar day: ${iso}`);
  return isoOfDayNumber(start + days);
}

/** Nights from `arrival` to `departure` (negative when departure comes first). */
export function nightsBetween(arrival: IsoDay, departure: IsoDay): number {
  const from = dayNumber(arrival);
  const to = dayNumber(departure);
  if (from === null || to === null) throw new RangeError('not a calendar day');
  return to - from;
}

/** The local calendar day a `Date` falls on (a date picker's dates are local midnights). */
export function isoOfLocalDate(date: Date): IsoDay {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${year}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Local midnight of `iso`, for a date picker. */
export function localDateOf(iso: IsoDay): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date;
}
