import { describe, expect, it } from 'vitest';
import { generateListings } from '../data/generate-listings.js';
import {
  answerRange,
  availabilityView,
  bookings,
  dayNumber,
  minimumStay,
  SITE_PROMO_CODE,
  staySettings,
} from './availability.js';

const [listing] = generateListings(3, 7);
if (!listing) throw new Error('no listing');
const TODAY = '2027-03-10';
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const ask = (params: Record<string, string>) =>
  answerRange(listing, new URLSearchParams(params), TODAY);

describe('the rental page’s availability (SPEC 2.5, 3.12, 5.5)', () => {
  it('has settings per listing: the same on every run, seven nights in summer', () => {
    const settings = staySettings(listing, 2027);
    expect(staySettings(listing, 2027)).toEqual(settings);
    expect([2, 3]).toContain(settings.mns);
    expect(settings.restr).toContainEqual({ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 });
    expect(settings.restr).toContainEqual({ bdt: '2029-12-20', edt: '2030-01-02', mn: 5 });
    expect(minimumStay(settings, '2027-07-01')).toBe(7);
    expect(minimumStay(settings, '2027-08-31')).toBe(7);
    expect(minimumStay(settings, '2027-06-30')).toBe(settings.mns);
    expect(minimumStay(settings, '2028-01-02')).toBe(5);
  });

  it('answers nothing to a page without dates', () => {
    expect(ask({})).toBeNull();
    expect(ask({ coupon: 'X' })).toBeNull();
  });

  it('says both dates are needed when the form is sent without them, tied to each field', () => {
    expect(ask({ arrival: '', departure: '' })).toEqual({
      state: 'invalid',
      problems: [
        { text: 'Choose a check-in date.', field: 'arrival' },
        { text: 'Choose a check-out date.', field: 'departure' },
      ],
    });
    // Only one of the two fields in the address (a hand-made link) is a form sent too.
    expect(ask({ departure: '' })?.state).toBe('invalid');
    const view = availabilityView(listing, new URLSearchParams('arrival=&departure='), TODAY);
    expect(view.problems).toEqual([
      { text: 'Choose a check-in date.', field: 'arrival', id: 'availability-problem-1' },
      { text: 'Choose a check-out date.', field: 'departure', id: 'availability-problem-2' },
    ]);
    expect(view).toMatchObject({
      arrival_error: 'availability-problem-1',
      departure_error: 'availability-problem-2',
    });
    // A first visit: nothing said, no field marked.
    expect(availabilityView(listing, new URLSearchParams(), TODAY)).toMatchObject({
      answer: null,
      problems: [],
      arrival_error: null,
      departure_error: null,
    });
  });

  it('ties each refused date to the field it is about', () => {
    const view = (params: string) => availabilityView(listing, new URLSearchParams(params), TODAY);
    expect(view('arrival=2027-03-01&departure=2027-03-20')).toMatchObject({
      arrival_error: 'availability-problem-1',
      departure_error: null,
    });
    expect(view('arrival=2027-07-01&departure=2027-07-05')).toMatchObject({
      arrival_error: null,
      departure_error: 'availability-problem-1',
    });
    // The past check-in and the check-out before it: each field its own message.
    expect(view('arrival=2027-03-01&departure=2027-02-20')).toMatchObject({
      arrival_error: 'availability-problem-1',
      departure_error: 'availability-problem-2',
    });
  });

  it('checks the dates on the server', () => {
    const problems = (params: Record<string, string>) => {
      const answer = ask(params);
      return answer?.state === 'invalid' ? answer.problems.map((problem) => problem.text) : [];
    };
    expect(problems({ arrival: '2027-04-01' })).toEqual(['Choose a check-out date.']);
    expect(problems({ arrival: '2027-02-30', departure: '2027-03-20' })).toEqual([
      'Choose a check-in date.',
    ]);
    expect(problems({ arrival: '2027-03-01', departure: '2027-03-20' })).toEqual([
      'Check-in cannot be in the past.',
    ]);
    expect(problems({ arrival: '2027-04-10', departure: '2027-04-10' })).toEqual([
      'Check-out must be after check-in.',
    ]);
    expect(problems({ arrival: '2027-07-01', departure: '2027-07-05' })).toEqual([
      'The minimum stay for this check-in is 7 nights.',
    ]);
    expect(problems({ arrival: '2027-04-01', departure: '2027-05-10' })).toEqual([
      'Stays of more than 28 nights: please call us.',
    ]);
    expect(problems({ arrival: '2029-04-01', departure: '2029-04-10' })).toEqual([
      'Check-in can be at most two years ahead.',
    ]);
  });

  it('finds a range free or taken by the listing’s bookings, with nights and price', () => {
    const taken = bookings(listing, 2027);
    expect(bookings(listing, 2027)).toEqual(taken);
    const overlaps = (from: number, to: number) => taken.some(([s, e]) => from < e && to > s);
    const first = dayNumber('2027-04-01') as number;
    // A booking's first night, asked for: taken.
    const booked = taken.find(([start]) => start > first);
    if (!booked) throw new Error('no booking in 2027');
    expect(ask({ arrival: iso(booked[0]), departure: iso(booked[0] + 3) })).toMatchObject({
      state: 'unavailable',
      nights: 3,
    });
    // The first three free nights after 1 April (the rules' minimum is at most 3 then): free.
    let day = first;
    while (overlaps(day, day + 3)) day += 1;
    expect(ask({ arrival: iso(day), departure: iso(day + 3) })).toEqual({
      state: 'available',
      nights: 3,
      total: listing.price === null ? null : Math.round(listing.price) * 3,
    });
    // A stay may end on the day a booking starts (half-open ranges).
    const gapBefore = taken.find(([start]) => start > first + 3 && !overlaps(start - 3, start));
    if (!gapBefore) throw new Error('no free nights before a booking');
    expect(ask({ arrival: iso(gapBefore[0] - 3), departure: iso(gapBefore[0]) })?.state).toBe(
      'available',
    );
  });

  it('prefills the site’s promo code until the visitor sends one (SPEC 3.13)', () => {
    expect(availabilityView(listing, new URLSearchParams(), TODAY).coupon).toBe(SITE_PROMO_CODE);
    expect(availabilityView(listing, new URLSearchParams('coupon='), TODAY).coupon).toBe('');
    const view = availabilityView(
      listing,
      new URLSearchParams('arrival=2027-04-01&departure=nope&flex=1&coupon=MINE'),
      TODAY,
    );
    expect(view).toMatchObject({
      arrival: '2027-04-01',
      departure: '',
      flex: true,
      coupon: 'MINE',
    });
    expect(JSON.parse(view.config)).toMatchObject({ id: 'availability-form', eid: listing.key });
    // The widget fills an empty field with the code: only on a form not yet sent, so a code the
    // visitor emptied stays empty (the quote has no discount).
    expect(JSON.parse(view.config).promo).toBeUndefined();
    const emptied = availabilityView(listing, new URLSearchParams('coupon='), TODAY);
    expect(JSON.parse(emptied.config).promo).toBeUndefined();
    expect(JSON.parse(availabilityView(listing, new URLSearchParams(), TODAY).config).promo).toBe(
      SITE_PROMO_CODE,
    );
  });

  it('takes a known code’s discount off the quote and carries the code to the checkout', () => {
    // The first free week after 1 April (the listing has a price).
    if (listing.price === null) throw new Error('no price');
    let week = dayNumber('2027-04-01') as number;
    const stay = () => ({ arrival: iso(week), departure: iso(week + 7) });
    while (ask(stay())?.state !== 'available') week += 1;
    const rent = Math.round(listing.price) * 7;
    const quoted = (coupon: string) =>
      availabilityView(listing, new URLSearchParams({ ...stay(), coupon }), TODAY);
    const known = quoted('harbour10');
    expect(known.quote).toEqual({
      rent,
      code: 'HARBOUR10',
      discount: Math.round(rent / 10),
      total: rent - Math.round(rent / 10),
    });
    expect(known.coupon_error).toBeNull();
    // The field keeps what was typed; the link carries the site's spelling of the code.
    expect(known.coupon).toBe('harbour10');
    const link = new URLSearchParams(known.book_url?.split('?')[1]);
    expect(Object.fromEntries(link)).toEqual({ ...stay(), coupon: 'HARBOUR10' });
    // A code the site does not know: no discount, a message, and the link carries no code.
    const unknown = quoted('HARBOUR11');
    expect(unknown.quote).toBeNull();
    expect(unknown.coupon_error).toMatch(/not valid/);
    expect(new URLSearchParams(unknown.book_url?.split('?')[1]).has('coupon')).toBe(false);
    // An emptied field: no discount and nothing to complain of.
    expect(quoted('')).toMatchObject({ quote: null, coupon_error: null });
    // Said of the field even before dates are chosen.
    expect(
      availabilityView(listing, new URLSearchParams('coupon=nope'), TODAY).coupon_error,
    ).toMatch(/not valid/);
  });
});
