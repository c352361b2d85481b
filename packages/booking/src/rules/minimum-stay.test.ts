import { afterEach, describe, expect, it } from 'vitest';
import {
  departureBlocked,
  earliestDeparture,
  isSearchableRange,
  minimumStay,
  minimumStayMessage,
  monthDay,
  type StayRules,
} from './minimum-stay.js';

// The demo's kind of rules: two nights, seven in July and August, three over a bank holiday.
const rules: StayRules = {
  mns: 2,
  restr: [
    { bdt: '2027-07-01', edt: '2027-08-31', mn: 7 },
    { bdt: '2027-08-28', edt: '2027-08-30', mn: 3 },
    { bdt: '2027-12-20', edt: '2028-01-02', mn: 5 },
  ],
};

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('minimum stay (SPEC 5.5)', () => {
  it('is the default outside every restriction', () => {
    expect(minimumStay(rules, '2027-06-15')).toBe(2);
    expect(minimumStay(rules, '2027-09-01')).toBe(2);
  });

  it('is the restriction’s on its first and last days, and the default the days around', () => {
    expect(minimumStay(rules, '2027-06-30')).toBe(2);
    expect(minimumStay(rules, '2027-07-01')).toBe(7);
    expect(minimumStay(rules, '2027-08-31')).toBe(7);
    expect(minimumStay(rules, '2027-09-01')).toBe(2);
  });

  it('takes the larger of overlapping restrictions and the default', () => {
    // 3 nights inside the 7-night summer: 7.
    expect(minimumStay(rules, '2027-08-29')).toBe(7);
    // A restriction shorter than the default does not lower it.
    expect(
      minimumStay(
        { mns: 4, restr: [{ bdt: '2027-05-01', edt: '2027-05-31', mn: 2 }] },
        '2027-05-10',
      ),
    ).toBe(4);
    // Across the new year.
    expect(minimumStay(rules, '2027-12-31')).toBe(5);
    expect(minimumStay(rules, '2028-01-02')).toBe(5);
    expect(minimumStay(rules, '2028-01-03')).toBe(2);
  });

  it('is at least one night, with no rules or a zero default', () => {
    expect(minimumStay({ mns: 0, restr: [] }, '2027-05-10')).toBe(1);
    expect(minimumStay({ mns: 1, restr: [] }, 'not a day')).toBe(1);
  });

  it('blocks departures inside the window after the arrival, not its last night out', () => {
    // Arrival 30 June: 2 nights (the summer starts the next day: the arrival day decides).
    expect(departureBlocked(rules, '2027-06-30', '2027-07-01')).toBe(true);
    expect(departureBlocked(rules, '2027-06-30', '2027-07-02')).toBe(false);
    // Arrival 1 July: 7 nights, so 2-7 July are blocked and 8 July is the earliest departure.
    for (let day = 2; day <= 7; day += 1)
      expect(departureBlocked(rules, '2027-07-01', `2027-07-0${day}`)).toBe(true);
    expect(departureBlocked(rules, '2027-07-01', '2027-07-08')).toBe(false);
    expect(earliestDeparture(rules, '2027-07-01')).toBe('2027-07-08');
    // The arrival day and days before it are not departures of this arrival.
    expect(departureBlocked(rules, '2027-07-01', '2027-07-01')).toBe(false);
    expect(departureBlocked(rules, '2027-07-01', '2027-06-20')).toBe(false);
    // Across a month and a year end.
    expect(earliestDeparture(rules, '2027-12-30')).toBe('2028-01-04');
    expect(departureBlocked(rules, '2027-12-30', '2028-01-03')).toBe(true);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London'])(
    'gives the same answers in %s (days, not UTC timestamps)',
    (tz) => {
      process.env.TZ = tz;
      expect(minimumStay(rules, '2027-07-01')).toBe(7);
      expect(minimumStay(rules, '2027-06-30')).toBe(2);
      expect(earliestDeparture(rules, '2027-03-27')).toBe('2027-03-29');
      expect(monthDay('2027-07-01')).toBe('Jul 1');
      expect(monthDay('2027-07-01', 'fr')).toBe('1 juil.');
    },
  );

  it('writes {Mon d} in the page language, English as SPEC 5.5 has it', () => {
    expect(monthDay('2027-05-03')).toBe('May 3');
    expect(monthDay('2027-09-04', 'en')).toBe('Sep 4');
    // Every English page keeps the SPEC's order and abbreviations (en-GB's Intl says "4 Sept").
    expect(monthDay('2027-09-04', 'en-GB')).toBe('Sep 4');
    expect(monthDay('2027-07-04', 'fr')).toBe('4 juil.');
    expect(monthDay('2027-07-04', 'de')).toBe('4. Juli');
    expect(monthDay('2027-12-31', 'de-DE')).toBe('31. Dez.');
    // A language Intl has no data for would be written in the browser's own: English instead.
    expect(monthDay('2027-07-04', 'tlh')).toBe('Jul 4');
    expect(
      minimumStayMessage(rules, '2027-07-04', '{nights} nuits minimum dès le {date}', 'fr'),
    ).toBe('7 nuits minimum dès le 4 juil.');
  });

  it('says the message only above one night (SPEC 9.7)', () => {
    expect(minimumStayMessage(rules, '2027-07-04')).toBe(
      'Minimum stay for arrival on Jul 4 is 7 nights.',
    );
    expect(minimumStayMessage(rules, '2027-06-15')).toBe(
      'Minimum stay for arrival on Jun 15 is 2 nights.',
    );
    expect(minimumStayMessage({ mns: 1, restr: [] }, '2027-06-15')).toBeNull();
    expect(minimumStayMessage(rules, '')).toBeNull();
    expect(minimumStayMessage(rules, '2027-12-31', '{nights} nuits minimum dès le {date}')).toBe(
      '5 nuits minimum dès le Dec 31',
    );
  });

  it('searches a range only when arrival comes before departure', () => {
    expect(isSearchableRange('2027-07-01', '2027-07-08')).toBe(true);
    expect(isSearchableRange('2027-07-08', '2027-07-08')).toBe(false);
    expect(isSearchableRange('2027-07-08', '2027-07-01')).toBe(false);
    expect(isSearchableRange('', '2027-07-01')).toBe(false);
    expect(isSearchableRange('2027-07-01', '')).toBe(false);
  });
});
