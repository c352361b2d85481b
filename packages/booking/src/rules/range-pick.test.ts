import { describe, expect, it } from 'vitest';
import type { StayRules } from './minimum-stay.js';
import { pickDay, sameRange } from './range-pick.js';

const rules: StayRules = { mns: 2, restr: [{ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 }] };
const none = { begin: null, end: null };

describe('embedded calendar clicks (SPEC 4.8)', () => {
  it('the first click sets the begin, a later one the end', () => {
    const first = pickDay(none, '2027-06-10', rules);
    expect(first).toEqual({ begin: '2027-06-10', end: null });
    expect(pickDay(first, '2027-06-14', rules)).toEqual({ begin: '2027-06-10', end: '2027-06-14' });
  });

  it('a click after a whole range starts again: begin set, end cleared', () => {
    const range = { begin: '2027-06-10', end: '2027-06-14' };
    expect(pickDay(range, '2027-06-20', rules)).toEqual({ begin: '2027-06-20', end: null });
  });

  it('a click on or before the begin moves the begin', () => {
    const first = { begin: '2027-06-10', end: null };
    expect(pickDay(first, '2027-06-08', rules)).toEqual({ begin: '2027-06-08', end: null });
    expect(pickDay(first, '2027-06-10', rules)).toEqual({ begin: '2027-06-10', end: null });
  });

  it('refuses a departure inside the minimum stay (SPEC 5.5), takes the first one after', () => {
    const first = { begin: '2027-07-01', end: null };
    expect(pickDay(first, '2027-07-07', rules)).toBe(first);
    expect(pickDay(first, '2027-07-08', rules)).toEqual({ begin: '2027-07-01', end: '2027-07-08' });
  });

  it('compares ranges', () => {
    expect(sameRange({ begin: 'a', end: 'b' }, { begin: 'a', end: 'b' })).toBe(true);
    expect(sameRange({ begin: 'a', end: 'b' }, { begin: 'a', end: null })).toBe(false);
  });
});
