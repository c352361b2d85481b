/**
 * The inquiry form as the CMS renders it (SPEC 3.16), for the inquiry-select tests. The combobox
 * chunk is loaded once per test file, so the first upgrade's tests (keyboard, press) each have a
 * file of their own.
 */
import { screen, waitFor } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import { startInquirySelect } from '../inquiry-select/inquiry-select.js';
import type { InquirySelectConfig } from '../inquiry-select/inquiry-select-config.js';
import { parseInquirySelectConfig } from '../inquiry-select/inquiry-select-config.js';

export const INQUIRY_FORM = `
<form id="inquiry" action="/inquiry" method="post">
  <div class="form-item" data-widget="inquiry-select">
    <label for="edit-field-inquiry-properties">Property</label>
    <select id="edit-field-inquiry-properties" name="field_inquiry_properties" required
        aria-describedby="property-help">
      <option value="">- Choose a property -</option>
      <optgroup label="Coast">
        <option value="12::/properties/villa-rosa">Villa Rosa</option>
        <option value="/properties/sea-cottage">Sea Cottage</option>
      </optgroup>
      <option value="13::https://elsewhere.example/lodge">Partner Lodge</option>
      <option value="14::javascript:alert(1)">Bad Barn</option>
      <option value="15::/properties/mill-house" selected>Mill House</option>
    </select>
    <p id="property-help">The property you ask about.</p>
  </div>
  <label for="name">Name</label> <input id="name" name="name">
  <button type="submit">Send</button>
</form>`;

export const native = () =>
  document.querySelector<HTMLSelectElement>(
    'select[name="field_inquiry_properties"]',
  ) as HTMLSelectElement;
export const form = () => document.getElementById('inquiry') as HTMLFormElement;
/** The combobox once it has taken the native select's place. */
export const combobox = () =>
  waitFor(() => {
    const found = screen.getByRole('combobox', { name: 'Property' });
    if (found.tagName !== 'INPUT') throw new Error('not upgraded yet');
    return found as HTMLInputElement;
  });

export function config(raw: object = {}): InquirySelectConfig {
  const parsed = parseInquirySelectConfig(raw);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

/**
 * The form in the page and the enhancer started on its form item; `assign` stands for navigation.
 * `beforeStart` does what the visitor did before the widget woke.
 */
export function setupInquiry(
  markup = INQUIRY_FORM,
  beforeStart: () => void = () => {},
): {
  assign: Mock<(url: string) => void>;
  stop: () => void;
} {
  document.body.innerHTML = markup;
  // happy-dom ignores `selected` when it parses options; a reset applies it, as browsers parse it.
  document.querySelector('form')?.reset();
  const assign = vi.fn<(url: string) => void>();
  const element = document.querySelector('[data-widget="inquiry-select"]') as HTMLElement;
  beforeStart();
  const stop = startInquirySelect(element, config(), { assign });
  return { assign, stop };
}
