import { afterEach, describe, expect, it } from 'vitest';
import { markSteps, stepsOf } from './step-list.js';

const TEXTS = { label: 'Checkout steps', completed: 'completed' };

function list(items: string, attributes = '') {
  document.body.innerHTML = `<ol data-checkout-steps${attributes}>${items}</ol>`;
  return document.querySelector<HTMLElement>('[data-checkout-steps]') as HTMLElement;
}
const states = (element: HTMLElement) =>
  stepsOf(element).map((step) => step.getAttribute('data-state'));
const currents = (element: HTMLElement) =>
  stepsOf(element).map((step) => step.getAttribute('aria-current'));

/** The markup with each element's attributes in name order: a restored attribute may come last. */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = node.getAttributeNames().map((name) => [name, node.getAttribute(name)]);
    for (const [name] of attributes) node.removeAttribute(name as string);
    for (const [name, value] of attributes.sort(([a], [b]) => String(a).localeCompare(String(b))))
      node.setAttribute(name as string, value as string);
  }
  return copy.outerHTML;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('checkout steps (SPEC 2.7)', () => {
  it('keeps the server’s aria-current="step" as the one current step and states every step', () => {
    const element = list(`
      <li><a href="/checkout/dates">Dates</a></li>
      <li aria-current="step">Guests</li>
      <li aria-current="page">Payment</li>
      <li>Confirmation</li>`);
    const marked = markSteps(element, TEXTS, null);
    expect(marked.current).toBe(2);
    expect(currents(element)).toEqual([null, 'step', null, null]);
    expect(states(element)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
  });

  it('takes data-current where the template cannot write ARIA', () => {
    const element = list(
      '<li>Dates</li><li>Guests</li><li data-current>Payment</li><li data-current="false">Done</li>',
    );
    expect(markSteps(element, TEXTS, null).current).toBe(3);
    expect(currents(element)).toEqual([null, null, 'step', null]);
    expect(states(element)).toEqual(['complete', 'complete', 'current', 'upcoming']);
  });

  it('falls back to the config’s step number, and guesses nothing without one', () => {
    const element = list('<li>Dates</li><li>Guests</li><li>Payment</li>');
    expect(markSteps(element, TEXTS, 2).current).toBe(2);
    expect(currents(element)).toEqual([null, 'step', null]);

    const unmarked = list('<li>Dates</li><li>Guests</li>');
    expect(markSteps(unmarked, TEXTS, null).current).toBeNull();
    expect(markSteps(unmarked, TEXTS, 3).current).toBeNull();
    expect(currents(unmarked)).toEqual([null, null]);
    expect(states(unmarked)).toEqual([null, null]);
  });

  it('prefers the server’s mark over the config’s number', () => {
    const element = list('<li>Dates</li><li aria-current="step">Guests</li><li>Payment</li>');
    expect(markSteps(element, TEXTS, 3).current).toBe(2);
    expect(currents(element)).toEqual([null, 'step', null]);
  });

  it('names the list unless the server named it', () => {
    const element = list('<li aria-current="step">Dates</li>');
    markSteps(element, { ...TEXTS, label: 'Booking steps' }, null);
    expect(element.getAttribute('aria-label')).toBe('Booking steps');

    const labelled = list('<li aria-current="step">Dates</li>', ' aria-labelledby="steps-title"');
    markSteps(labelled, TEXTS, null);
    expect(labelled.hasAttribute('aria-label')).toBe(false);
    const named = list('<li aria-current="step">Dates</li>', ' aria-label="Your booking"');
    markSteps(named, TEXTS, null);
    expect(named.getAttribute('aria-label')).toBe('Your booking');
  });

  it('leaves the list unnamed inside a navigation landmark the server named', () => {
    document.body.innerHTML = `
      <nav aria-label="Checkout steps"><ol data-checkout-steps><li aria-current="step">Dates</li></ol></nav>
      <nav><ol data-checkout-steps><li aria-current="step">Dates</li></ol></nav>`;
    const [inNamed, inUnnamed] = document.querySelectorAll<HTMLElement>('[data-checkout-steps]');
    markSteps(inNamed as HTMLElement, TEXTS, null);
    expect(inNamed?.hasAttribute('aria-label')).toBe(false);
    markSteps(inUnnamed as HTMLElement, TEXTS, null);
    expect(inUnnamed?.getAttribute('aria-label')).toBe('Checkout steps');
  });

  it('says "completed" to screen readers after each completed step, inside its link', () => {
    const element = list(
      '<li><a href="/checkout/dates">Dates</a></li><li>Guests</li><li aria-current="step">Pay</li>',
    );
    markSteps(element, { ...TEXTS, completed: 'done' }, null);
    const [dates, guests, pay] = stepsOf(element);
    expect(dates?.querySelector('a')?.textContent).toBe('Dates (done)');
    expect(guests?.textContent).toBe('Guests (done)');
    expect(pay?.textContent).toBe('Pay');
    const note = guests?.querySelector<HTMLElement>('[data-checkout-step-note]');
    expect(note?.style.position).toBe('absolute');
    expect(note?.style.width).toBe('1px');
  });

  it('keeps a note the server wrote for visitors without JavaScript, and adds none beside it', () => {
    const element = list(
      '<li><a href="?step=1">Dates<span data-checkout-step-note> (completed)</span></a></li><li aria-current="step">Pay</li>',
    );
    const before = markup(element);
    const marked = markSteps(element, TEXTS, null);
    const [dates] = stepsOf(element);
    expect(dates?.textContent).toBe('Dates (completed)');
    expect(dates?.getAttribute('data-state')).toBe('complete');
    marked.restore();
    expect(markup(element)).toBe(before);
  });

  it('restores the server’s list exactly', () => {
    const element = list(
      '<li><a href="/dates">Dates</a></li><li aria-current="page" data-state="x">Guests</li><li data-current>Pay</li>',
    );
    const before = markup(element);
    const marked = markSteps(element, TEXTS, null);
    expect(markup(element)).not.toBe(before);
    marked.restore();
    expect(markup(element)).toBe(before);
    const unmarked = list('<li>Dates</li>');
    const unmarkedBefore = markup(unmarked);
    markSteps(unmarked, TEXTS, null).restore();
    expect(markup(unmarked)).toBe(unmarkedBefore);
  });
});
