/**
 * Range facet values (`f.<field>.facet.range.start|end|gap`): numbers, ISO instants and date math
 * from NOW, and a bound on the number of buckets a start/end/gap triple asks Solr for.
 */

/** Buckets one range facet may ask for (the widgets' configuration allows at most 1000). */
export const MAX_RANGE_BUCKETS = 1000;

const UNIT = '(?:YEAR|MONTH|DAY|HOUR|MINUTE)';
const MATH = `(?:[+-]\\d{1,4}${UNIT}S?|/${UNIT})`;
const NUMBER = /^-?\d{1,15}(?:\.\d{1,10})?$/;
const ISO_DATE = new RegExp(
  `^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,3})?Z)(${MATH}{0,4})$`,
);
const NOW_DATE = new RegExp(`^NOW(${MATH}{0,4})$`);
const NUMBER_GAP = /^\d{1,15}(?:\.\d{1,10})?$/;
const DATE_GAP = new RegExp(`^\\+(\\d{1,4})(${UNIT})S?$`);

const DAY = 86_400_000;
/** Typical unit lengths, for where a bound lies; gaps use the shortest, so counts err high. */
const UNIT_MS: Record<string, number> = {
  YEAR: 365.25 * DAY,
  MONTH: 30.44 * DAY,
  DAY,
  HOUR: 3_600_000,
  MINUTE: 60_000,
};
const SHORTEST_MS: Record<string, number> = { ...UNIT_MS, YEAR: 365 * DAY, MONTH: 28 * DAY };

export type RangeBound =
  | { readonly kind: 'number'; readonly text: string; readonly at: number }
  | { readonly kind: 'date'; readonly text: string; readonly at: number; readonly now: boolean };

export type RangeGap =
  | { readonly kind: 'number'; readonly text: string; readonly size: number }
  | { readonly kind: 'date'; readonly text: string; readonly size: number };

/** A start or end: a number, an ISO instant with optional math, or NOW with optional math. */
export function parseRangeBound(text: string): RangeBound | null {
  if (NUMBER.test(text)) {
    return { kind: 'number', text, at: Number(text) };
  }
  const iso = ISO_DATE.exec(text);
  if (iso?.[1] !== undefined) {
    const base = Date.parse(iso[1]);
    if (Number.isNaN(base)) return null;
    return { kind: 'date', text, at: base + mathOffset(iso[2] ?? ''), now: false };
  }
  const now = NOW_DATE.exec(text);
  if (now) return { kind: 'date', text, at: mathOffset(now[1] ?? ''), now: true };
  return null;
}

/** A positive number, or one date unit step such as `+1DAY` / `+3MONTHS`. */
export function parseRangeGap(text: string): RangeGap | null {
  if (NUMBER_GAP.test(text)) {
    const size = Number(text);
    return size > 0 ? { kind: 'number', text, size } : null;
  }
  const date = DATE_GAP.exec(text);
  if (!date?.[1] || !date[2]) return null;
  const size = Number(date[1]) * (SHORTEST_MS[date[2]] ?? Number.NaN);
  return size > 0 ? { kind: 'date', text, size } : null;
}

/** Why a start/end/gap triple is unacceptable, or null. */
export function rangeProblem(start: RangeBound, end: RangeBound, gap: RangeGap): string | null {
  if (start.kind !== gap.kind || end.kind !== gap.kind) {
    return 'start, end and gap must all be numbers or all be dates';
  }
  if (start.kind === 'date' && end.kind === 'date' && start.now !== end.now) {
    return 'start and end must both be fixed dates or both be relative to NOW';
  }
  if (!(end.at > start.at)) return 'end must be after start';
  if ((end.at - start.at) / gap.size > MAX_RANGE_BUCKETS) {
    return `asks for more than ${MAX_RANGE_BUCKETS} buckets`;
  }
  return null;
}

/** Milliseconds added by `+1DAY-2HOURS/DAY` (rounding is ignored: it moves less than a unit). */
function mathOffset(math: string): number {
  let offset = 0;
  for (const step of math.matchAll(/([+-])(\d+)([A-Z]+?)S?(?=[+\-/]|$)/g)) {
    const amount = Number(step[2]) * (UNIT_MS[step[3] ?? ''] ?? 0);
    offset += step[1] === '-' ? -amount : amount;
  }
  return offset;
}
