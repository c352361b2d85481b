/**
 * Markup of the checkout widget (@stayfront/booking) as the demo's checkout.liquid writes its
 * second step: the numbered steps, the travel insurance covers with the decline, and the sticky
 * summary with the grouped fees behind a server button rendered `hidden` (it does nothing without
 * JavaScript, where the fees are listed). A week in Wheal Rose for two guests.
 */
import { el, widget } from '../harness/markup.js';

const STEPS = ['Your stay', 'Travel insurance', 'Your details'] as const;

/** SPEC 3.17: each cover is a radio pair of 1 (accept) and -1 (decline). */
export const COVERS = [
  { id: 'cancellation', label: 'Cancellation cover', price: 49 },
  { id: 'damage', label: 'Accidental damage cover', price: 29 },
] as const;

export const FEES = [
  { label: 'Cleaning fee', amount: 85 },
  { label: 'Booking fee', amount: 25 },
  { label: 'Tourist tax', amount: 28 },
] as const;

const NIGHTS = 7;
const RENT = 840;
const FEES_TOTAL = FEES.reduce((sum, fee) => sum + fee.amount, 0);
export const TOTAL = RENT + FEES_TOTAL;

export const coverName = (id: string) => `charges[insurance][${id}]`;
export const DECLINE_NAME = 'charges[decline_insurance]';

const stay = { arrival: '2027-05-08', departure: '2027-05-15', guests: '2' };

const step = (label: string, index: number, current: number) => {
  const number = index + 1;
  const text = [el('span', { class: 'checkout__step-number' }, String(number)), ` ${label}`];
  const href = `?${new URLSearchParams({ ...stay, step: String(number) })}`;
  return el(
    'li',
    { class: 'checkout__step', 'aria-current': number === current ? 'step' : undefined },
    number < current ? el('a', { href }, text) : text,
  );
};

const cover = ({ id, label, price }: (typeof COVERS)[number]) =>
  el(
    'fieldset',
    { class: 'checkout__cover', 'data-insurance-option': true },
    el('legend', {}, `${label}: $${price}`),
    el(
      'p',
      {},
      el('input', { type: 'radio', id: `cover-${id}-yes`, name: coverName(id), value: 1 }),
      el('label', { for: `cover-${id}-yes` }, `Yes, add ${label.toLowerCase()}`),
    ),
    el(
      'p',
      {},
      el('input', { type: 'radio', id: `cover-${id}-no`, name: coverName(id), value: -1 }),
      el('label', { for: `cover-${id}-no` }, 'No, thank you'),
    ),
  );

const line = (term: string, amount: number) =>
  el('div', {}, el('dt', {}, term), el('dd', {}, `$${amount}`));

/** The checkout's travel insurance step (2 of 3). */
export const checkoutPage = (config: object) =>
  widget(
    'div',
    'checkout',
    { config, attributes: { class: 'checkout' } },
    el('h1', {}, 'Book Wheal Rose'),
    el(
      'nav',
      { class: 'checkout__nav', 'aria-label': 'Checkout steps' },
      el(
        'ol',
        { class: 'checkout__steps', 'data-checkout-steps': true },
        STEPS.map((label, index) => step(label, index, 2)),
      ),
    ),
    el(
      'div',
      { class: 'checkout__columns' },
      el(
        'div',
        { class: 'checkout__main' },
        el(
          'form',
          { class: 'checkout__form', method: 'get' },
          el('h2', {}, 'Travel insurance'),
          COVERS.map(cover),
          el(
            'p',
            { class: 'checkout__decline' },
            el('input', {
              type: 'checkbox',
              id: 'decline-insurance',
              name: DECLINE_NAME,
              value: 1,
            }),
            el('label', { for: 'decline-insurance' }, 'I decline all travel insurance'),
          ),
          Object.entries(stay).map(([name, value]) => el('input', { type: 'hidden', name, value })),
          el('input', { type: 'hidden', name: 'step', value: 3 }),
          el('p', {}, el('button', { type: 'submit' }, 'Continue to your details')),
        ),
      ),
      widget(
        'aside',
        'sticky-column',
        {
          attributes: {
            class: 'checkout__aside',
            'aria-labelledby': 'checkout-summary-heading',
          },
        },
        el(
          'div',
          { class: 'checkout__summary' },
          el('h2', { id: 'checkout-summary-heading' }, 'Your booking'),
          el(
            'dl',
            { class: 'checkout__lines' },
            line(`${NIGHTS} nights`, RENT),
            line('Fees', FEES_TOTAL),
          ),
          el(
            'button',
            {
              type: 'button',
              class: 'checkout__fees-toggle',
              'data-fees-toggle': true,
              hidden: true,
            },
            'Show fees',
          ),
          el(
            'dl',
            { class: 'checkout__fees', id: 'checkout-fees', 'data-fees': true },
            FEES.map((fee) => line(fee.label, fee.amount)),
          ),
          el(
            'p',
            { class: 'checkout__total' },
            el('span', {}, 'Total'),
            ' ',
            el('strong', {}, `$${TOTAL}`),
          ),
        ),
      ),
    ),
  );
