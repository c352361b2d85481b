/**
 * The embedded calendar's clicks (SPEC 4.8): the first click sets the begin and clears the end; a
 * later click sets the end. A click on or before the begin starts again from that day (it cannot
 * be a departure of that arrival), and a day inside the minimum-stay window is refused (SPEC 5.5:
 * the calendar marks it not allowed, so only a stray event reaches here).
 */
import { dayNumber, type IsoDay } from './calendar-day.js';
import { departureBlocked, type StayRules } from './minimum-stay.js';

export interface DateRange {
  readonly begin: IsoDay | null;
  readonly end: IsoDay | null;
}

export function pickDay(range: DateRange, day: IsoDay, rules: StayRules): DateRange {
  const { begin, end } = range;
  if (begin === null || end !== null) return { begin: day, end: null };
  if ((dayNumber(day) ?? 0) <= (dayNumber(begin) ?? 0)) return { begin: day, end: null };
  if (departureBlocked(rules, begin, day)) return range;
  return { begin, end: day };
}

/** The same range: nothing to search again (SPEC 4.8 "if the range changed"). */
export const sameRange = (a: DateRange, b: DateRange) => a.begin === b.begin && a.end === b.end;
