import { describe, expect, it } from 'vitest';
import { generateListings } from '../data/generate-listings.js';
import { checkoutView, DECLINE_NAME } from './checkout.js';

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
