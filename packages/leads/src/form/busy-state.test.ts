import { afterEach, expect, it } from 'vitest';
import { markBusy } from './busy-state.js';

afterEach(() => document.body.replaceChildren());

it('marks every submit button of the form aria-disabled, one outside it too, and puts them back', () => {
  document.body.innerHTML = `<form id="contact" method="post" action="/contact">
    <input name="name"><button>Send</button><button type="button">Help</button></form>
    <button type="submit" form="contact" aria-disabled="false">Send from the bar</button>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const [inside, help, outside] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  const idle = markBusy(form);
  expect(form.getAttribute('aria-busy')).toBe('true');
  expect(inside?.getAttribute('aria-disabled')).toBe('true');
  expect(outside?.getAttribute('aria-disabled')).toBe('true');
  expect(help?.hasAttribute('aria-disabled')).toBe(false);
  idle();
  expect(form.hasAttribute('aria-busy')).toBe(false);
  expect(inside?.hasAttribute('aria-disabled')).toBe(false);
  expect(outside?.getAttribute('aria-disabled')).toBe('false');
});
