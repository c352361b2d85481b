/**
 * The demo's checkout (SPEC 2.7, 3.9, 3.17): three numbered steps for a stay the availability
 * form found free. Steps 1 and 2 are GET forms whose choices (guests, covers) travel in the
 * address, as they hold nothing personal; step 3 posts the guest's details. Every step is checked
 * here, so the checkout works without JavaScript; @stayfront/booking's checkout widget adds the
 * insurance rules of SPEC 4.9, the fees toggle and the step analytics.
 */
import type { Listing } from '../data/listing.js';
import { answerRange } from './availability.js';
import { discountOn, readCoupon } from './promo.js';
import { json } from './view-models.js';

export const CHECKOUT_STEPS = ['Your stay', 'Travel insurance', 'Your details'] as const;

/** SPEC 3.17: each cover is a radio group of 1 (accept) and -1 (decline). */
export const INSURANCE = [
  { id: 'cancellation', label: 'Cancellation cover', price: 49 },
  { id: 'damage', label: 'Accidental damage cover', price: 29 },
] as const;

/** The grouped fee line items the toggle shows (SPEC 2.7). */
const FEES = [
  { label: 'Cleaning fee', amount: () => 85 },
  { label: 'Booking fee', amount: () => 25 },
  { label: 'Tourist tax', amount: (nights: number, guests: number) => nights * guests * 2 },
] as const;

export const MAX_GUESTS = 12;

/**
 * Set by the redirect of a step-3 request made before every cover was chosen: the step-2 address
 * it goes back to says the visitor tried to go on, so step 2 shows its problem (and says it again
 * on a reload).
 */
export const INCOMPLETE_NAME = 'incomplete';

/** What a checkout step says of a promo code it was sent and does not know (site/promo.ts). */
export const DROPPED_COUPON_TEXT =
  'The promo code in this address is not valid, so it was removed and no discount is applied.';

/** Step 2's problem for a cover sent without a yes or a no. */
export const unansweredCoverText = (label: string) =>
  `Choose yes or no for ${label.toLowerCase()}, or decline travel insurance.`;

const insuranceName = (id: string) => `charges[insurance][${id}]`;
export const DECLINE_NAME = 'charges[decline_insurance]';

type Choice = 1 | -1 | null;

/**
 * A problem with the form, and the id of the field (or the cover's first radio) it is about: the
 * template links the message to that field (`aria-describedby`, `aria-invalid`) and starts the
 * page there, so a screen reader says the field, that it is invalid and why (WCAG 3.3.1, 3.3.3).
 */
export interface CheckoutProblem {
  readonly text: string;
  readonly field: string;
}

/** An ISO day as the demo's (US English) pages write it; in UTC, so no zone moves it. */
const STAY_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const stayDay = (iso: string) => STAY_DAY.format(new Date(`${iso}T00:00:00Z`));
const choiceOf = (value: string | null): Choice => (value === '1' ? 1 : value === '-1' ? -1 : null);

/**
 * `confirmed`: the booking request went in (step 3's post). Every step is then done and none is
 * current, and the widget's config has no step: the checkout widget sends the step of the page it
 * is on (SPEC 7.12), so a confirmation marked step 3 sent step 3 a second time for every booking.
 */
export function checkoutView(
  listing: Listing,
  query: URLSearchParams,
  today: string,
  { confirmed = false } = {},
) {
  const answer = answerRange(listing, query, today);
  const arrival = query.get('arrival') ?? '';
  const departure = query.get('departure') ?? '';
  // The code is checked again at every step: the address is the visitor's to change. A code the
  // site does not know is dropped (no link or form carries it on) and the page says so.
  const coupon = readCoupon(query.get('coupon'));
  const code = coupon.state === 'valid' ? coupon.code : null;
  const couponCarried = code ? { coupon: code } : {};
  // "Change dates" always says which code the stay had, an empty one for none: a form without
  // `coupon` is one not yet sent, which the rental page prefills with the site's code (SPEC 3.13)
  // over a quote without its discount (site/availability.ts).
  // A checkout reached without dates leaves them out: the rental page answers an empty date it
  // is sent ("Choose a check-in date."), and "Choose your dates" is no mistake of the visitor's.
  const dates = Object.entries({ arrival, departure }).filter(([, value]) => value);
  const back = `${listing.url}?${new URLSearchParams([...dates, ['coupon', code ?? '']])}#availability`;
  if (answer?.state !== 'available' || answer.total === null)
    return { unavailable: true, back, listing_title: listing.title };

  const requested = Number(query.get('step') ?? '1');
  const guestsRaw = Number(query.get('guests') ?? '2');
  const guests =
    Number.isInteger(guestsRaw) && guestsRaw >= 1 && guestsRaw <= MAX_GUESTS ? guestsRaw : 2;
  const declined = query.get(DECLINE_NAME) === '1';
  const covers = INSURANCE.map((cover) => {
    const choice = declined ? -1 : choiceOf(query.get(insuranceName(cover.id)));
    return { ...cover, name: insuranceName(cover.id), choice, accepted: choice === 1 };
  });
  const problems: CheckoutProblem[] = [];
  let step = Number.isInteger(requested) && requested >= 1 && requested <= 3 ? requested : 1;
  // Step 3 needs a choice for every cover (SPEC 4.9: or the decline, which declines them all).
  // One problem per cover left unanswered, naming it: each group is described by its own
  // message, not both by the first one's.
  const unchosen = covers.filter((cover) => cover.choice === null);
  if ((step === 3 || (step === 2 && query.get(INCOMPLETE_NAME) === '1')) && unchosen.length) {
    for (const cover of unchosen)
      problems.push({
        text: unansweredCoverText(cover.label),
        field: `cover-${cover.id}-yes`,
      });
    step = 2;
  }
  const fees = FEES.map((fee) => ({ label: fee.label, amount: fee.amount(answer.nights, guests) }));
  const feesTotal = fees.reduce((sum, fee) => sum + fee.amount, 0);
  const insuranceTotal = covers.reduce((sum, cover) => sum + (cover.accepted ? cover.price : 0), 0);
  // site/promo.ts: a known code takes its percentage off the rent, not the fees or insurance.
  const discount = discountOn(answer.total, coupon);
  const total = answer.total - discount + feesTotal + insuranceTotal;
  const carried = { arrival, departure, guests: String(guests), ...couponCarried };
  // WCAG 3.3.7 (Redundant Entry): the insurance answers already given go along when the visitor
  // steps back (a step's link, step 1's form), so step 2 shows them chosen instead of asking again.
  const coverAnswers = covers
    .filter((cover) => cover.choice !== null)
    .map((cover) => ({ name: cover.name, value: String(cover.choice) }));
  const choices = declined ? [{ name: DECLINE_NAME, value: '1' }] : coverAnswers;
  const addressOf = (stepNumber: number, extra: [string, string][] = []) =>
    `?${new URLSearchParams([
      ...Object.entries(carried),
      ...choices.map(({ name, value }): [string, string] => [name, value]),
      ['step', String(stepNumber)],
      ...extra,
    ])}`;
  // The address of the step shown, when the request asked for another: step 3 asked for too soon
  // shows step 2, whose address it must have, so a reload or Back is step 2's (it said step=3).
  const redirect =
    !confirmed && query.has('step') && query.get('step') !== String(step)
      ? addressOf(step, problems.length ? [[INCOMPLETE_NAME, '1']] : [])
      : null;
  return {
    unavailable: false,
    redirect,
    back,
    listing_title: listing.title,
    listing_url: listing.url,
    step,
    steps: CHECKOUT_STEPS.map((label, index) => ({
      number: index + 1,
      label,
      current: !confirmed && index + 1 === step,
      done: confirmed || index + 1 < step,
      href: !confirmed && index + 1 < step ? addressOf(index + 1) : null,
    })),
    arrival,
    departure,
    // As a guest reads a date ("Fri, Jun 25, 2027"), not the form's ISO day: at 320 px
    // "2027-06-25" broke at its hyphens.
    arrival_text: stayDay(arrival),
    departure_text: stayDay(departure),
    nights: answer.nights,
    guests,
    max_guests: MAX_GUESTS,
    rent: answer.total,
    // The known code step 1's form carries on (the other steps' forms carry `carried`).
    coupon: code,
    promo: code && discount > 0 ? { code, discount } : null,
    coupon_notice: coupon.state === 'invalid' ? DROPPED_COUPON_TEXT : null,
    fees,
    fees_total: feesTotal,
    // A cover still to choose is marked as in error (step 3 asked too soon).
    covers: covers.map((cover) => ({
      ...cover,
      missing: problems.length > 0 && cover.choice === null,
    })),
    declined,
    decline_name: DECLINE_NAME,
    insurance_total: insuranceTotal,
    total,
    problems,
    // The hidden fields each step's form carries on to the next.
    carried: Object.entries(carried).map(([name, value]) => ({ name, value })),
    choices,
    carried_covers: coverAnswers,
    widget_config: json({
      ...(confirmed ? {} : { step }),
      products: [{ id: listing.propertyCode, price: total }],
      // GA4 counts item prices only with the event's currency; the demo's prices are dollars.
      currency: 'USD',
    }),
  };
}

/** Step 3's post: the guest's details. The booking itself is not made (a demo). */
export function checkDetails(form: URLSearchParams): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (!(form.get('name') ?? '').trim())
    problems.push({ text: 'Please enter your name.', field: 'checkout-name' });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test((form.get('email') ?? '').trim()))
    problems.push({ text: 'Please enter a valid email address.', field: 'checkout-email' });
  return problems;
}

/**
 * The page's title, the first thing a screen reader says of the new page (WCAG 2.4.2): the step
 * and its name, as every step of the one address reads alike otherwise ("Step 2 of 3: Travel
 * insurance – Book …"); "Error: " first when the step came back with problems (WCAG 3.3.1), and
 * the confirmation its own ("Booking requested: …"); the messages in them (an alert, a status),
 * there as the page loads, are not reliably read out. `step` is null for a stay no longer free
 * ("Choose your dates – Book …").
 */
export function checkoutTitle(
  listingTitle: string,
  {
    step = null,
    problems = [],
    confirmed = false,
  }: { step?: number | null; problems?: readonly CheckoutProblem[]; confirmed?: boolean } = {},
): string {
  if (confirmed) return `Booking requested: ${listingTitle}`;
  const label = step === null ? undefined : CHECKOUT_STEPS[step - 1];
  // Without a step the stay is not free (or no dates came): the page asks for dates, and says so
  // first; not "Error: ", as a checkout reached without dates is no mistake of the visitor's.
  let where = '';
  if (step === null) where = 'Choose your dates – ';
  else if (label) where = `Step ${step} of ${CHECKOUT_STEPS.length}: ${label} – `;
  return `${problems.length ? 'Error: ' : ''}${where}Book ${listingTitle}`;
}
