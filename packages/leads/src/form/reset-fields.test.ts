import { fireEvent } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import {
  combobox,
  form,
  INQUIRY_FORM,
  native,
  setupInquiry,
} from '../test-support/inquiry-form.js';
import { enhanceLeadForm } from './enhance-lead-form.js';
import { parseLeadConfig } from './lead-config.js';
import { resetVisibleFields } from './reset-fields.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

it('tells each field it changed, and only those, with a bubbling change event', () => {
  document.body.innerHTML = `<form>
    <input name="name" value="">
    <input name="kept" value="same">
    <select name="when"><option>Soon</option><option>Later</option></select>
    <label><input type="checkbox" name="news" value="1"> News</label>
    <textarea name="message"></textarea></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  field('name').value = 'Ada';
  field('when').value = 'Later';
  field('news').checked = true;
  const changed: string[] = [];
  form.addEventListener('change', (event) => changed.push((event.target as HTMLInputElement).name));
  resetVisibleFields(form);
  expect(changed.sort()).toEqual(['news', 'name', 'when'].sort());
  expect(field('when').value).toBe('Soon');
});

it('a sent enquiry leaves the property combobox showing what the form will post', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<main><div class="messages">Thank you!</div></main>')),
  );
  // The server chose no property (happy-dom has no defaultSelected to reset to a chosen one).
  const { stop } = setupInquiry(INQUIRY_FORM.replace(' selected>', '>'));
  cleanups.push(stop);
  const parsed = parseLeadConfig({ ajax: true });
  if (!('value' in parsed)) throw new Error('bad config');
  cleanups.push(enhanceLeadForm(form(), parsed.value));
  fireEvent.pointerEnter(native());
  await combobox();
  const shown = () => document.querySelector('.sf-select__single-value')?.textContent ?? null;
  expect(shown()).toBeNull();
  native().value = '/properties/sea-cottage';
  fireEvent.change(native());
  await vi.waitFor(() => expect(shown()).toBe('Sea Cottage'));
  form().requestSubmit();
  await vi.waitFor(() =>
    expect(form().querySelector('[role="status"]')?.textContent).toBe('Thank you!'),
  );
  // The select is back to the server's empty choice, and so is the combobox.
  expect(native().value).toBe('');
  await vi.waitFor(() => expect(shown()).toBeNull());
  expect(document.querySelector('.sf-select__placeholder')?.textContent).toBe(
    '- Choose a property -',
  );
});
