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
    // A timestamp is not a calendar day: in another time zone it names another one.
    expect(paths([{ bdt: 1814400000, edt: '2027-08-31', mn: 7 }])).toEqual(['$.restr[0].bdt']);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-07-01T00:00', mn: 7 }])).toEqual([
      '$.restr[0].edt',
    ]);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-08-31', mn: 0 }])).toEqual(['$.restr[0].mn']);
    expect(paths([{ bdt: '2027-07-01', edt: '2027-08-31' }])).toEqual(['$.restr[0].mn']);
    expect(issuesOf({ restr: [{ bdt: '2027-09-01', edt: '2027-08-31', mn: 3 }] })).toEqual([
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
