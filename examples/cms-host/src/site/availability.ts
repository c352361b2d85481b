/**
 * The rental page's availability form (SPEC 2.5, 3.12, 3.13, 5.5), as a CMS's booking module would
 * answer it: each listing's minimum-stay settings (two nights, seven in July and August, five over
 * Christmas and the new year; a few homes ask three by default), its bookings (generated, seeded
 * by the listing, so a range's answer is the same on every run), and the answer to a submitted
 * range, checked on the server (SPEC 5.6 shows none of the legacy's checks; these are the rules a
 * booking system needs whatever the browser sent). The page works without JavaScript: this is the
 * form's real answer, the widget only helps fill it in.
 */
import type { Listing } from '../data/listing.js';
import { hashString, mulberry32 } from '../data/random.js';
import {
  discountOn,
  INVALID_COUPON_TEXT,
  MAX_COUPON_LENGTH,
  readCoupon,
  SITE_PROMO_CODE,
} from './promo.js';
import { json } from './view-models.js';

export { SITE_PROMO_CODE };
/** The longest stay the form answers online; longer ones are a call. */
export const MAX_NIGHTS = 28;
/** How far ahead the calendar is open. */
export const BOOKING_HORIZON_DAYS = 730;

export interface Restriction {
  readonly bdt: string;
  readonly edt: string;
  readonly mn: number;
}
export interface StaySettings {
  readonly mns: number;
  readonly restr: readonly Restriction[];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a real `YYYY-MM-DD` day, else null (2027-02-30). */
export function dayNumber(iso: string): number | null {
  if (!ISO_DAY.test(iso)) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return Math.round(date.getTime() / DAY_MS);
}
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A listing's settings (SPEC 3.12) for the seasons of `year` and the next two: the same for a
 * listing on every run.
 */
export function staySettings(listing: Listing, year: number): StaySettings {
  const mns = hashString(`${listing.key}:mns`) % 5 === 0 ? 3 : 2;
  const restr = [year, year + 1, year + 2].flatMap((y) => [
    { bdt: `${y}-07-01`, edt: `${y}-08-31`, mn: 7 },
    { bdt: `${y}-12-20`, edt: `${y + 1}-01-02`, mn: 5 },
  ]);
  return { mns, restr };
}

/** SPEC 5.5: the larger of the default and every restriction covering the arrival day. */
export function minimumStay(settings: StaySettings, arrival: string): number {
  let nights = Math.max(1, settings.mns);
  // ISO days compare as text.
  for (const { bdt, edt, mn } of settings.restr)
    if (bdt <= arrival && arrival <= edt) nights = Math.max(nights, mn);
  return nights;
}

/**
 * The listing's bookings in `year`: one or two a month, 3–10 nights each, seeded by the listing
 * and the month (half-open ranges, [arrival, departure), as day numbers).
 */
export function bookings(listing: Listing, year: number): [number, number][] {
  const random = mulberry32(hashString(`${listing.key}:bookings:${year}`));
  const ranges: [number, number][] = [];
  for (let month = 1; month <= 12; month++) {
    const first = dayNumber(`${year}-${String(month).padStart(2, '0')}-01`) as number;
    const count = random() < 0.5 ? 1 : 2;
    for (let index = 0; index < count; index++) {
      const start = first + index * 15 + Math.floor(random() * 10);
      ranges.push([start, start + 3 + Math.floor(random() * 8)]);
    }
  }
  return ranges;
}

/**
 * A date the server refused and the field it is about: the page marks that field invalid and
 * makes the message its description, so a screen reader says both on reaching it (WCAG 3.3.1).
 */
export interface RangeProblem {
  readonly text: string;
  readonly field: 'arrival' | 'departure';
}

export type AvailabilityAnswer =
  | { readonly state: 'invalid'; readonly problems: readonly RangeProblem[] }
  | {
      readonly state: 'available' | 'unavailable';
      readonly nights: number;
      readonly total: number | null;
    };

/**
 * The server's answer to a submitted range, or null when the form was not submitted: a first
 * visit's address has neither field. A form sent with both dates empty (`?arrival=&departure=`)
 * was submitted, and is told both dates are needed, rather than shown the empty form again with
 * nothing said.
 */
export function answerRange(
  listing: Listing,
  query: URLSearchParams,
  today: string,
): AvailabilityAnswer | null {
  if (!query.has('arrival') && !query.has('departure')) return null;
  const arrival = query.get('arrival') ?? '';
  const departure = query.get('departure') ?? '';
  const problems: RangeProblem[] = [];
  const onArrival = (text: string) => problems.push({ text, field: 'arrival' });
  const onDeparture = (text: string) => problems.push({ text, field: 'departure' });
  const from = dayNumber(arrival);
  const to = dayNumber(departure);
  const now = dayNumber(today) as number;
  if (from === null) onArrival('Choose a check-in date.');
  if (to === null) onDeparture('Choose a check-out date.');
  if (from !== null && from < now) onArrival('Check-in cannot be in the past.');
  if (from !== null && from > now + BOOKING_HORIZON_DAYS)
    onArrival('Check-in can be at most two years ahead.');
  if (from !== null && to !== null) {
    const nights = to - from;
    const settings = staySettings(listing, Number(today.slice(0, 4)));
    const minimum = minimumStay(settings, arrival);
    // The length of the stay is the departure's to change: the check-in is the day chosen first.
    if (nights <= 0) onDeparture('Check-out must be after check-in.');
    else if (nights < minimum)
      onDeparture(`The minimum stay for this check-in is ${minimum} nights.`);
    else if (nights > MAX_NIGHTS)
      onDeparture(`Stays of more than ${MAX_NIGHTS} nights: please call us.`);
  }
  if (problems.length || from === null || to === null) return { state: 'invalid', problems };
  const years = new Set([isoOf(from).slice(0, 4), isoOf(to).slice(0, 4)]);
  const taken = [...years].flatMap((year) => bookings(listing, Number(year)));
  const free = taken.every(([start, end]) => to <= start || from >= end);
  const nights = to - from;
  return {
    state: free ? 'available' : 'unavailable',
    nights,
    total: listing.price === null ? null : Math.round(listing.price) * nights,
  };
}

/** What the rental template needs for the form, its widget config and the answer. */
export function availabilityView(listing: Listing, query: URLSearchParams, today: string) {
  const settings = staySettings(listing, Number(today.slice(0, 4)));
  const answer = answerRange(listing, query, today);
  // A submitted coupon is kept, even emptied; an unsubmitted form gets the site's code (SPEC 3.13).
  const coupon = query.has('coupon')
    ? (query.get('coupon') ?? '').slice(0, MAX_COUPON_LENGTH)
    : SITE_PROMO_CODE;
  // The code is checked here (site/promo.ts), not trusted: only a known one takes money off.
  const promo = readCoupon(query.get('coupon'));
  const dayOrEmpty = (value: string | null) => (value && dayNumber(value) !== null ? value : '');
  const free = answer?.state === 'available' && answer.total !== null ? answer : null;
  // Each refused date's message has an id, and its field is described by its own messages.
  const problems =
    answer?.state === 'invalid'
      ? answer.problems.map((problem, index) => ({
          ...problem,
          id: `availability-problem-${index + 1}`,
        }))
      : [];
  const describedBy = (field: RangeProblem['field']) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => problem.id)
      .join(' ') || null;
  // discountOn gives 0 for a code that is not valid.
  const discount = free?.total ? discountOn(free.total, promo) : 0;
  return {
    config: json({
      id: 'availability-form',
      eid: listing.key,
      mns: settings.mns,
      restr: settings.restr,
      // Only for a form not yet sent: the widget puts the code in an empty field, and a field the
      // visitor emptied and sent must stay empty (it showed HARBOUR10 over a quote without it).
      ...(query.has('coupon') ? {} : { promo: SITE_PROMO_CODE }),
      // The aside is a sticky column: it must stay shorter than the main column to stick.
      calendar_collapsed: true,
    }),
    today,
    max: isoOf((dayNumber(today) as number) + BOOKING_HORIZON_DAYS),
    arrival: dayOrEmpty(query.get('arrival')),
    departure: dayOrEmpty(query.get('departure')),
    coupon,
    // A code the site does not know is said so next to its field; the price has no discount.
    coupon_error: promo.state === 'invalid' ? INVALID_COUPON_TEXT : null,
    // The quote's lines when a code takes money off: the rent, the code's line, the total after.
    quote:
      free?.total && discount > 0 && promo.state === 'valid'
        ? { rent: free.total, code: promo.code, discount, total: free.total - discount }
        : null,
    flex: query.get('flex') === '1',
    answer,
    problems,
    arrival_error: describedBy('arrival'),
    departure_error: describedBy('departure'),
    // The checkout of a free stay (SPEC 2.7; site/checkout.ts), with the code if it is a known
    // one (the checkout checks it again: the address is the visitor's to change).
    book_url: free
      ? `${listing.url.replace(/^\/rentals\//, '/checkout/')}?${new URLSearchParams({
          arrival: query.get('arrival') ?? '',
          departure: query.get('departure') ?? '',
          ...(promo.state === 'valid' ? { coupon: promo.code } : {}),
        })}`
      : null,
    min_stay: settings.mns,
  };
}
