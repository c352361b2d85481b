import type { ConfigIssue } from '@stayfront/loader';
import { describe, expect, it, vi } from 'vitest';
import {
  type AvailabilitySettings,
  parseAvailabilitySettings as parseSettings,
} from './parse-availability-settings.js';

const parseAvailabilitySettings = (raw: unknown) =>
  parseSettings(raw) as { value?: AvailabilitySettings; issues?: readonly ConfigIssue[] };
const issuesOf = (raw: unknown) => parseAvailabilitySettings(raw).issues ?? [];

describe('availability settings (SPEC 3.12)', () => {
  it('has the SPEC’s defaults and texts', () => {
    const { value } = parseAvailabilitySettings({});
    expect(value).toMatchObject({
      id: null,
      eid: null,
      mns: 1,
      restr: [],
      promo: null,
      arrival_field: 'arrival',
      departure_field: 'departure',
      coupon_field: 'coupon',
      min_stay_text: 'Minimum stay for arrival on {date} is {nights} nights.',
      footer_text: 'Call for Arrivals Within 48 Hrs',
      check_in_text: 'Check-In',
      check_out_text: 'Check-Out',
      clear_text: 'Clear',
      start_over_text: 'Start over',
    });
  });

  it('reads id, eid (string or number), mns and restr', () => {
    const { value } = parseAvailabilitySettings({
      id: 'availability-12',
      eid: 12,
      mns: 2,
      restr: [{ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 }],
      promo: 'SUMMER',
    });
    expect(value).toMatchObject({
      id: 'availability-12',
      eid: '12',
      mns: 2,
      restr: [{ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 }],
      promo: 'SUMMER',
    });
    expect(parseAvailabilitySettings({ eid: 'node-12' }).value?.eid).toBe('node-12');
  });

  it('names the key of each wrong value', () => {
    expect(issuesOf({ mns: -1 })).toEqual([
      { path: '$.mns', message: 'expected a whole number from 0 to 365' },
    ]);
    expect(issuesOf({ eid: '' })[0]?.path).toBe('$.eid');
    expect(issuesOf({ eid: 1.5 })[0]?.path).toBe('$.eid');
    expect(issuesOf({ restr: 'summer' })[0]?.path).toBe('$.restr');
    expect(issuesOf({ arrival_field: 'a b' })[0]?.path).toBe('$.arrival_field');
    expect(issuesOf({ clear_text: ' ' })[0]?.path).toBe('$.clear_text');
    expect(issuesOf([])).toEqual([{ path: '$', message: 'expected a JSON object' }]);
  });

  it('refuses a wrong restriction, naming its field', () => {
    const paths = (restr: unknown) => issuesOf({ restr }).map((issue) => issue.path);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 }, 'x'])).toEqual(['$.restr[1]']);
    expect(paths([{ bdt: '2027-02-30', edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    // Seconds: a whole number, in digits only; milliseconds are far past 2100.
    for (const wrong of [1814400000.5, -1, '1814400000.0', '+1814400000', ' 1814400000', '1e9'])
      expect(paths([{ bdt: wrong, edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    expect(paths([{ bdt: 1814400000000, edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    // Years 2000 to 2100, whatever the form.
    expect(paths([{ bdt: 946684799, edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    expect(paths([{ bdt: '2027-07-01', edt: 4133980800, mn: 7 }])).toEqual(['$.restr[0].edt']);
    expect(paths([{ bdt: '1999-12-31', edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    expect(paths([{ bdt: '2027-07-01', edt: '2101-01-01', mn: 7 }])).toEqual(['$.restr[0].edt']);
    // A date-time is read by its date part; anything after the date must be a time.
    for (const wrong of ['2027-07-01T', '2027-07-01Tnoon', '2027-07-01 00:00', '2027-02-30T00:00'])
      expect(paths([{ bdt: '2027-06-01', edt: wrong, mn: 7 }])).toEqual(['$.restr[0].edt']);
    expect(paths([{ bdt: null, edt: true, mn: 7 }])).toEqual(['$.restr[0].bdt', '$.restr[0].edt']);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-08-31', mn: 0 }])).toEqual(['$.restr[0].mn']);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-08-31' }])).toEqual(['$.restr[0].mn']);
    expect(issuesOf({ restr: [{ bdt: '2027-09-01', edt: '2027-08-31', mn: 3 }] })).toEqual([
      { path: '$.restr[0].edt', message: 'expected a day on or after bdt' },
    ]);
  });

  it('reads bdt and edt as days, Unix seconds (numbers or digits) or ISO date-times (SPEC 3.12)', () => {
    const restr = (bdt: unknown, edt: unknown) =>
      parseAvailabilitySettings({ restr: [{ bdt, edt, mn: 7 }] }).value?.restr;
    // A legacy Drupal site's "time": seconds since 1970, read as their day in UTC.
    expect(restr(1814400000, 1819583999)).toEqual([
      { bdt: '2027-07-01', edt: '2027-08-29', mn: 7 },
    ]);
    expect(restr('1814400000', '1819756799')).toEqual([
      { bdt: '2027-07-01', edt: '2027-08-31', mn: 7 },
    ]);
    expect(restr('2026-07-01T00:00:00Z', '2026-08-31T23:59:59.999+02:00')).toEqual([
      { bdt: '2026-07-01', edt: '2026-08-31', mn: 7 },
    ]);
    expect(restr('2027-07-01T00:00', '2027-08-31')).toEqual([
      { bdt: '2027-07-01', edt: '2027-08-31', mn: 7 },
    ]);
    // The bounds' own days: 1 January 2000 and 31 December 2100.
    expect(restr(946684800, 4133980799)).toEqual([{ bdt: '2000-01-01', edt: '2100-12-31', mn: 7 }]);
    // Compared as days: a begin late on the 30th and an end that day is a one-day restriction,
    // an end the day before is refused.
    expect(restr(1819670399, '2027-08-30')).toEqual([
      { bdt: '2027-08-30', edt: '2027-08-30', mn: 7 },
    ]);
    expect(issuesOf({ restr: [{ bdt: 1819670399, edt: '2027-08-29', mn: 7 }] })).toEqual([
      { path: '$.restr[0].edt', message: 'expected a day on or after bdt' },
    ]);
  });

  it('accepts a one-day restriction and warns about extra keys without failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { value, issues } = parseAvailabilitySettings({
      restr: [{ bdt: '2027-12-25', edt: '2027-12-25', mn: 3, nid: 4 }],
      colour: 'red',
    });
    expect(issues).toBeUndefined();
    expect(value?.restr).toEqual([{ bdt: '2027-12-25', edt: '2027-12-25', mn: 3 }]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Stayfront availability: unknown key(s) nid in $.restr[0] ignored.',
      'Stayfront availability: unknown config key(s) colour ignored.',
    ]);
  });
});
