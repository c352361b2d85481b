import { afterEach, expect, it } from 'vitest';
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
