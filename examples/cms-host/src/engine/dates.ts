/**
 * Solr date values: ISO-8601 instants (`2026-06-01T00:00:00Z`) and date math from NOW
 * (`NOW/DAY+1DAY`, `NOW-7MONTHS`). Returned as epoch milliseconds; null when not a date.
 */

const UNITS: Record<string, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'> = {
  YEAR: 'year',
  YEARS: 'year',
  MONTH: 'month',
  MONTHS: 'month',
  DAY: 'day',
  DAYS: 'day',
  DATE: 'day',
  HOUR: 'hour',
  HOURS: 'hour',
  MINUTE: 'minute',
  MINUTES: 'minute',
  SECOND: 'second',
  SECONDS: 'second',
};

export function parseSolrDate(value: string, now = Date.now()): number | null {
  const match =
    /^(NOW|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)((?:[+-/]\d*[A-Z]+)*)$/.exec(value);
  if (!match?.[1]) return null;
  const base = match[1] === 'NOW' ? now : Date.parse(match[1]);
  if (Number.isNaN(base)) return null;
  const date = new Date(base);
  for (const op of (match[2] ?? '').matchAll(/([+-/])(\d*)([A-Z]+)/g)) {
    const unit = UNITS[op[3] ?? ''];
    if (!unit) return null;
    const amount = Number(op[2] || 0);
    if (op[1] === '/') roundDown(date, unit);
    else addTo(date, unit, op[1] === '-' ? -amount : amount);
  }
  return date.getTime();
}

function addTo(date: Date, unit: string, amount: number) {
  if (unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
  else if (unit === 'day') date.setUTCDate(date.getUTCDate() + amount);
  else if (unit === 'hour') date.setUTCHours(date.getUTCHours() + amount);
  else if (unit === 'minute') date.setUTCMinutes(date.getUTCMinutes() + amount);
  else date.setUTCSeconds(date.getUTCSeconds() + amount);
}

function roundDown(date: Date, unit: string) {
  const order = ['year', 'month', 'day', 'hour', 'minute', 'second'];
  const level = order.indexOf(unit);
  if (level < 1) date.setUTCMonth(0);
  if (level < 2) date.setUTCDate(1);
  if (level < 3) date.setUTCHours(0);
  if (level < 4) date.setUTCMinutes(0);
  if (level < 5) date.setUTCSeconds(0);
  date.setUTCMilliseconds(0);
}

/** A gap such as `+1DAY` or `+50`: for dates, adds it to an epoch; null when not a gap. */
export function addDateGap(epoch: number, gap: string): number | null {
  const result = parseSolrDate(`${new Date(epoch).toISOString().replace(/\.\d{3}Z$/, 'Z')}${gap}`);
  return result;
}

export function formatSolrDate(epoch: number): string {
  return new Date(epoch).toISOString().replace(/\.000Z$/, 'Z');
}
