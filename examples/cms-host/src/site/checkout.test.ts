import { describe, expect, it } from 'vitest';
import { generateListings } from '../data/generate-listings.js';
import { availabilityView } from './availability.js';
import { checkoutTitle, checkoutView, DECLINE_NAME, DROPPED_COUPON_TEXT } from './checkout.js';

const [first] = generateListings(3, 7);
if (!first) throw new Error('no listing');
const listing = first;
const TODAY = '2027-03-10';
const day = (offset: number) =>
  new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

/** A free week's query, as the rental page's availability answer links to the checkout. */
function freeStay(): Record<string, string> {
  for (let week = 2; week < 52; week++) {
    const stay = { arrival: day(week * 7), departure: day(week * 7 + 7), guests: '3' };
    if (!checkoutView(listing, new URLSearchParams(stay), TODAY).unavailable) return stay;
  }
  throw new Error('no free week');
}

const view = (params: Record<string, string>) => {
  const result = checkoutView(listing, new URLSearchParams(params), TODAY);
  if (!('covers' in result) || !result.covers || !result.steps) throw new Error('unavailable');
  return result;
};
const linkTo = (params: Record<string, string>, step: number) =>
  new URLSearchParams(view(params).steps[step - 1]?.href?.slice(1) ?? '');

describe('the checkout’s steps back (WCAG 3.3.7 Redundant Entry)', () => {
  it('keeps the insurance answers in step 3’s links back and step 1’s form', () => {
    const stay = freeStay();
    const chosen = {
      ...stay,
      'charges[insurance][cancellation]': '1',
      'charges[insurance][damage]': '-1',
      step: '3',
    };
    for (const step of [1, 2]) {
      const back = linkTo(chosen, step);
      expect(back.get('guests')).toBe('3');
      expect(back.get('charges[insurance][cancellation]')).toBe('1');
      expect(back.get('charges[insurance][damage]')).toBe('-1');
      expect(back.get('step')).toBe(String(step));
    }
    // Back at step 2, the answers are chosen again; step 1's form carries them on.
    const stepTwo = view(Object.fromEntries(linkTo(chosen, 2)));
    expect(stepTwo.covers.map((cover) => cover.choice)).toEqual([1, -1]);
    expect(view(Object.fromEntries(linkTo(chosen, 1))).choices).toEqual([
      { name: 'charges[insurance][cancellation]', value: '1' },
      { name: 'charges[insurance][damage]', value: '-1' },
    ]);
  });

  it('keeps a declined insurance as declined', () => {
    const back = linkTo({ ...freeStay(), [DECLINE_NAME]: '1', step: '3' }, 2);
    expect(back.get(DECLINE_NAME)).toBe('1');
    expect(view(Object.fromEntries(back)).declined).toBe(true);
  });
});

describe('the checkout’s promo code (site/promo.ts), checked again at every step', () => {
  const hidden = (fields: readonly { name: string; value: string }[]) =>
    Object.fromEntries(fields.map(({ name, value }) => [name, value]));

  it('takes 10 % off the rent, not the fees or insurance, and carries the code on', () => {
    const stay = freeStay();
    const full = view({ ...stay, step: '2' });
    for (const coupon of ['HARBOUR10', 'harbour10']) {
      const discounted = view({ ...stay, coupon, step: '2' });
      const discount = Math.round(full.rent / 10);
      expect(discounted.promo).toEqual({ code: 'HARBOUR10', discount });
      expect(discounted.total).toBe(full.total - discount);
      expect(discounted.fees_total).toBe(full.fees_total);
      expect(discounted.coupon_notice).toBeNull();
      // Step 2's form and the link back to step 1 carry it; step 1's form has it too.
      expect(hidden(discounted.carried).coupon).toBe('HARBOUR10');
      expect(new URLSearchParams(discounted.steps[0]?.href?.slice(1)).get('coupon')).toBe(
        'HARBOUR10',
      );
      expect(view({ ...stay, coupon, step: '1' }).coupon).toBe('HARBOUR10');
      // "Change dates" goes back to the listing with it.
      expect(new URLSearchParams(discounted.back.split('?')[1]?.split('#')[0]).get('coupon')).toBe(
        'HARBOUR10',
      );
    }
    // Insurance is not discounted: an accepted cover adds its whole price.
    const covered = view({
      ...stay,
      coupon: 'HARBOUR10',
      'charges[insurance][cancellation]': '1',
      'charges[insurance][damage]': '-1',
      step: '3',
    });
    expect(covered.total).toBe(full.total - Math.round(full.rent / 10) + 49);
  });

  it('drops a code it does not know, with a message, and takes nothing off', () => {
    const stay = freeStay();
    const full = view({ ...stay, step: '2' });
    for (const coupon of ['HARBOUR11', 'x'.repeat(5_000), '__proto__']) {
      const tampered = view({ ...stay, coupon, step: '2' });
      expect(tampered.promo).toBeNull();
      expect(tampered.total).toBe(full.total);
      expect(tampered.coupon_notice).toBe(DROPPED_COUPON_TEXT);
      expect(hidden(tampered.carried).coupon).toBeUndefined();
      expect(tampered.coupon).toBeNull();
      expect(tampered.steps[0]?.href).not.toContain('coupon');
      expect(new URLSearchParams(tampered.back.split('?')[1]?.split('#')[0]).get('coupon')).toBe(
        '',
      );
    }
    expect(view({ ...stay, step: '2' }).coupon_notice).toBeNull();
  });

  it('goes back to "Change dates" with the field as the checkout priced it', () => {
    const stay = freeStay();
    // What the rental page shows for the checkout's "Change dates" address.
    const rentalOf = (params: Record<string, string>) => {
      const { back } = view({ ...params, step: '2' });
      return availabilityView(
        listing,
        new URLSearchParams(back.split('?')[1]?.split('#')[0]),
        TODAY,
      );
    };
    // A stay booked without a code (emptied, or one the site does not know): the field stays
    // empty and the widget gets no code to put in it, as the quote has no discount. Without the
    // empty coupon the page took the form for one not yet sent and showed HARBOUR10 over it.
    for (const params of [stay, { ...stay, coupon: '' }, { ...stay, coupon: 'HARBOUR11' }]) {
      const rental = rentalOf(params);
      expect(rental.coupon).toBe('');
      expect(rental.quote).toBeNull();
      expect(JSON.parse(rental.config)).not.toHaveProperty('promo');
    }
    // With the code: the field holds it and the quote takes it off.
    const discounted = rentalOf({ ...stay, coupon: 'HARBOUR10' });
    expect(discounted.coupon).toBe('HARBOUR10');
    expect(discounted.quote?.code).toBe('HARBOUR10');
  });

  it('sends a checkout without dates to a rental page that shows no error', () => {
    const result = checkoutView(listing, new URLSearchParams(), TODAY);
    expect(result.unavailable).toBe(true);
    const query = new URLSearchParams(result.back.split('?')[1]?.split('#')[0]);
    expect(Object.fromEntries(query)).toEqual({ coupon: '' });
    expect(availabilityView(listing, query, TODAY).answer).toBeNull();
  });
});

describe('the address of the step shown', () => {
  it('sends step 3 asked too soon to step 2’s own address, with the answers given', () => {
    const stay = freeStay();
    const early = view({
      ...stay,
      coupon: 'HARBOUR10',
      'charges[insurance][damage]': '-1',
      step: '3',
    });
    expect(early.step).toBe(2);
    const address = new URLSearchParams(early.redirect?.slice(1));
    expect(Object.fromEntries(address)).toEqual({
      ...stay,
      coupon: 'HARBOUR10',
      'charges[insurance][damage]': '-1',
      step: '2',
      incomplete: '1',
    });
    // That address shows step 2 with its problem, and needs no redirect.
    const shown = view(Object.fromEntries(address));
    expect(shown.redirect).toBeNull();
    expect(shown.step).toBe(2);
    expect(shown.problems.map((problem) => problem.field)).toEqual(['cover-cancellation-yes']);
    // Step 2 asked for by its link or step 1's form shows no problem yet.
    expect(view({ ...stay, step: '2' }).problems).toEqual([]);
    // Each step asked for and shown keeps its address.
    expect(view({ ...stay, step: '1' }).redirect).toBeNull();
    expect(view({ ...stay, [DECLINE_NAME]: '1', step: '3' }).redirect).toBeNull();
    expect(view(stay).redirect).toBeNull();
  });
});

describe('each step’s title and problems (WCAG 2.4.2, 3.3.1)', () => {
  it('names the step, and starts with "Error: " when the step came back with problems', () => {
    expect(checkoutTitle('Sea View', { step: 1 })).toBe('Step 1 of 3: Your stay – Book Sea View');
    expect(checkoutTitle('Sea View', { step: 2 })).toBe(
      'Step 2 of 3: Travel insurance – Book Sea View',
    );
    const problems = [{ text: 'Please enter your name.', field: 'checkout-name' }];
    expect(checkoutTitle('Sea View', { step: 3, problems })).toBe(
      'Error: Step 3 of 3: Your details – Book Sea View',
    );
    expect(checkoutTitle('Sea View', { step: 3, confirmed: true })).toBe(
      'Booking requested: Sea View',
    );
    // A stay no longer free (or no dates) has no step: the page asks for dates.
    expect(checkoutTitle('Sea View', { step: null })).toBe('Choose your dates – Book Sea View');
  });

  it('gives each unanswered cover its own problem, and marks only those covers', () => {
    const stay = freeStay();
    const both = view({ ...stay, step: '2', incomplete: '1' });
    expect(both.problems).toEqual([
      {
        text: 'Choose yes or no for cancellation cover, or decline travel insurance.',
        field: 'cover-cancellation-yes',
      },
      {
        text: 'Choose yes or no for accidental damage cover, or decline travel insurance.',
        field: 'cover-damage-yes',
      },
    ]);
    expect(both.covers.map((cover) => cover.missing)).toEqual([true, true]);
    const one = view({ ...stay, 'charges[insurance][cancellation]': '1', step: '3' });
    expect(one.problems).toEqual([
      {
        text: 'Choose yes or no for accidental damage cover, or decline travel insurance.',
        field: 'cover-damage-yes',
      },
    ]);
    expect(one.covers.map((cover) => cover.missing)).toEqual([false, true]);
  });
});
