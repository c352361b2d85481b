/**
 * The visitor's typing across the inquiry select's navigation (SPEC 3.16, 7.8; WCAG 3.3.7, 3.2.2):
 * kept before choosing a property navigates, put back by the next page's lead form (or the
 * inquiry select), focus on the property again. The stored entry is read as untrusted.
 */
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLeadForm } from '../form/enhance-lead-form.js';
import { parseLeadConfig } from '../form/lead-config.js';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';
import {
  carryFields,
  MAX_AGE_MS,
  MAX_VALUE_CHARS,
  restoreCarriedFields,
} from './carried-fields.js';

const FORM = `
<form id="inquiry" action="/inquiry" method="post">
  <input name="full_name" aria-label="Name">
  <input name="email" type="email" aria-label="Email">
  <div class="form-item" data-widget="inquiry-select">
    <label for="property">Property</label>
    <select id="property" name="field_inquiry_properties">
      <option value="">- Choose a property -</option>
      <option value="12::/properties/villa-rosa">Villa Rosa</option>
      <option value="/properties/sea-cottage">Sea Cottage</option>
    </select>
  </div>
  <textarea name="message" aria-label="Message"></textarea>
  <input name="pass" type="password" aria-label="Password">
  <input name="antibot_key" type="hidden" value="locked">
  <input name="website_honeypot" aria-label="Leave empty">
  <input name="bt_leads_optin" type="checkbox" value="1" aria-label="Opt in">
  <button type="submit">Send</button>
</form>`;

const KEY = 'stayfront:carried-fields:/properties/villa-rosa#inquiry';
const setURL = (path: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    new URL(path, location.origin).href,
  );
const field = (name: string) =>
  document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
const form = () => document.getElementById('inquiry') as HTMLFormElement;
const leadConfig = () => {
  const parsed = parseLeadConfig({});
  if (!('value' in parsed)) throw new Error('config');
  return parsed.value;
};
/** The next page: the same form, as the server sends it, fields empty. */
function nextPage(path = '/properties/villa-rosa', markup = FORM) {
  setURL(path);
  document.body.innerHTML = markup;
}
const stops: (() => void)[] = [];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
  sessionStorage.clear();
  setURL('/');
});

describe('inquiry select: what was typed survives choosing a property', () => {
  it('keeps the typed text fields, none of the secret or trap ones, and navigates', async () => {
    const { assign, stop } = setupInquiry(FORM);
    stops.push(stop);
    const user = userEvent.setup();
    await user.type(field('full_name'), 'Ada Lovelace');
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('message'), 'Two nights in May?');
    await user.type(field('pass'), 'secret');
    await user.type(field('website_honeypot'), 'bot');
    await user.click(field('bt_leads_optin'));
    await user.hover(native());
    const input = await combobox();
    await user.click(input);
    await user.keyboard('Villa{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/properties/villa-rosa`);
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    expect(stored.fields).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Two nights in May?',
    });
    expect(stored.focus).toBe('field_inquiry_properties');
  });

  it('the next page’s lead form puts it back into empty fields, focuses the property, forgets it', () => {
    document.body.innerHTML = FORM;
    field('full_name').value = 'Ada';
    field('message').value = 'Hello';
    carryFields(
      form(),
      new URL('/properties/villa-rosa', location.origin),
      'field_inquiry_properties',
    );

    nextPage();
    field('message').value = 'From the server'; // a value the server wrote wins
    const typed = vi.fn();
    form().addEventListener('input', typed);
    stops.push(enhanceLeadForm(form(), leadConfig()));
    expect(field('full_name').value).toBe('Ada');
    expect(field('message').value).toBe('From the server');
    expect(typed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(native());
    expect(sessionStorage.getItem(KEY)).toBeNull();

    // Once only: a later load of the page starts empty.
    nextPage();
    expect(restoreCarriedFields(form())).toBe(false);
    expect(field('full_name').value).toBe('');
  });

  it('the inquiry select puts it back too, on a page without a lead form', () => {
    document.body.innerHTML = FORM;
    field('email').value = 'ada@example.com';
    carryFields(
      form(),
      new URL('/properties/villa-rosa', location.origin),
      'field_inquiry_properties',
    );
    nextPage();
    stops.push(setupInquiry(FORM).stop);
    // setupInquiry wrote the markup again: the entry was read by its mount, on this markup.
    expect(field('email').value).toBe('ada@example.com');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('leaves the focus where the visitor already put it', () => {
    document.body.innerHTML = FORM;
    carryFields(
      form(),
      new URL('/properties/villa-rosa', location.origin),
      'field_inquiry_properties',
    );
    nextPage();
    field('email').focus();
    restoreCarriedFields(form());
    expect(document.activeElement).toBe(field('email'));
  });

  it('is for the destination’s page and this form only', () => {
    document.body.innerHTML = FORM;
    field('full_name').value = 'Ada';
    carryFields(form(), new URL('/properties/villa-rosa', location.origin), null);
    nextPage('/properties/sea-cottage');
    expect(restoreCarriedFields(form())).toBe(false);
    nextPage('/properties/villa-rosa', FORM.replace('id="inquiry"', 'id="other"'));
    expect(restoreCarriedFields(document.querySelector('form') as HTMLFormElement)).toBe(false);
    expect(field('full_name').value).toBe('');
  });

  it('reads the stored entry as untrusted: garbage, wrong shapes, stale or huge are ignored', () => {
    const now = Date.now();
    const entries = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ v: 2, at: now, fields: { full_name: 'x' }, focus: null }),
      JSON.stringify({ v: 1, at: now - MAX_AGE_MS - 1, fields: { full_name: 'x' } }),
      JSON.stringify({ v: 1, at: now + 60_000, fields: { full_name: 'x' } }),
      JSON.stringify({ v: 1, at: now, fields: ['x'] }),
      'x'.repeat(300_000),
    ];
    for (const text of entries) {
      nextPage();
      sessionStorage.setItem(KEY, text);
      expect(restoreCarriedFields(form())).toBe(false);
      expect(field('full_name').value).toBe('');
      expect(sessionStorage.getItem(KEY)).toBeNull();
    }
    // Of a good entry, only string values of a bounded size go into fields that may take them.
    nextPage();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        at: now,
        fields: {
          full_name: { toString: 'x' },
          email: 'x'.repeat(MAX_VALUE_CHARS + 1),
          message: 'Kept',
          pass: 'secret',
          antibot_key: 'forged',
          bt_leads_optin: '1',
          nowhere: 'x',
        },
        focus: 'pass',
      }),
    );
    expect(restoreCarriedFields(form())).toBe(true);
    expect(field('full_name').value).toBe('');
    expect(field('email').value).toBe('');
    expect(field('message').value).toBe('Kept');
    expect(field('pass').value).toBe('');
    expect(field('antibot_key').value).toBe('locked');
    expect(document.activeElement).toBe(document.body);
  });

  it('navigates as before when the storage refuses to write or read', () => {
    document.body.innerHTML = FORM;
    field('full_name').value = 'Ada';
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() =>
      carryFields(form(), new URL('/properties/villa-rosa', location.origin), null),
    ).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(restoreCarriedFields(form())).toBe(false);
  });
});
