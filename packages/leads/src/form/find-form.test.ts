import { afterEach, expect, it, vi } from 'vitest';
import { resubmit } from './find-form.js';

afterEach(() => document.body.replaceChildren());

it('submits again as a button tied to the form by its form attribute (its name=value kept)', () => {
  document.body.innerHTML = `<form id="contact" method="post" action="/contact">
    <input name="name" value="Ada"></form>
    <button type="submit" form="contact" name="op" value="call-me">Call me back</button>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const button = document.querySelector('button') as HTMLButtonElement;
  const submitted: (HTMLElement | null)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(event.submitter);
  });
  resubmit(form, button);
  expect(submitted).toEqual([button]);
});

it('without requestSubmit (Safari before 16), a submit without a button still runs the submit event and its handlers', () => {
  document.body.innerHTML = `<form method="post" action="/contact">
    <input name="name" value="Ada"><button type="submit" name="submit">Send</button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true });
  const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  const handled: Event[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    handled.push(event);
  });
  resubmit(form, null);
  expect(handled).toHaveLength(1);
  expect(native).not.toHaveBeenCalled();
  native.mockRestore();
});
