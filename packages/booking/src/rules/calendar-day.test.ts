import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  isIsoDay,
  isoOfLocalDate,
  localDateOf,
  nightsBetween,
} from './calendar-day.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendar days', () => {
  it('reads only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2027-07-01')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-7-1', '2027-07-01T00:00', '', 20270701])
      expect(isIsoDay(bad), String(bad)).toBe(false);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(isIsoDay('0099-12-31')).toBe(true);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-06-28', 7)).toBe('2027-07-05');
    expect(addDays('2027-12-30', 2)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(nightsBetween('2027-07-01', '2027-07-08')).toBe(7);
    expect(nightsBetween('2027-07-08', '2027-07-01')).toBe(-7);
  });

  it.each([
    'UTC',
    'America/New_York',
    'Europe/London',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'America/Sao_Paulo',
  ])('keeps the day and counts nights across DST in %s', (tz) => {
    process.env.TZ = tz;
    // Local midnight of each day gives back that day, including the days clocks change.
    for (const iso of ['2027-03-14', '2027-03-28', '2027-10-31', '2027-11-07', '2027-01-01'])
      expect(isoOfLocalDate(localDateOf(iso))).toBe(iso);
    // A week over a spring-forward night is seven nights, not 6.96 days.
    expect(nightsBetween('2027-03-10', '2027-03-17')).toBe(7);
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    // A date picker's Date late in the local evening is still that local day.
    expect(isoOfLocalDate(new Date(2027, 6, 1, 23, 59))).toBe('2027-07-01');
  });
});
