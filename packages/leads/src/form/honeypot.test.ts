import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLeadForm } from './enhance-lead-form.js';
import { HONEYPOT_FIELD, honeypotValue, pageAgeSeconds } from './honeypot.js';
import { parseLeadConfig } from './lead-config.js';

const config = (raw: Record<string, unknown>) => {
  const parsed = parseLeadConfig(raw);
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};

let posts: Record<string, FormDataEntryValue>[] = [];
const cleanups: (() => void)[] = [];
const enhance = (form: HTMLFormElement, raw: Record<string, unknown>) =>
  cleanups.push(enhanceLeadForm(form, config(raw)));
const recordPost = (event: Event) => {
  if (!event.defaultPrevented)
    posts.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
  event.preventDefault(); // no navigation in the test page
};
beforeEach(() => {
  posts = [];
  window.addEventListener('submit', recordPost);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  document.body.replaceChildren();
});

function contactForm(extra = '') {
  document.body.innerHTML = `<form id="contact" method="post" action="/contact">
    <label for="name">Name</label><input id="name" name="name" value="Ada">${extra}
    <button type="submit">Send</button></form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('honeypot timing (SPEC 5.1)', () => {
  it('writes {token}|{whole seconds since page load} on submit, creating the field', () => {
    const form = contactForm();
    enhance(form, { honeypot: { token: 'h0n3y' } });
    vi.spyOn(performance, 'now').mockReturnValue(42_987);
    form.requestSubmit();
    expect(posts).toEqual([{ name: 'Ada', [HONEYPOT_FIELD]: 'h0n3y|42' }]);
    expect(form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.type).toBe('hidden');
  });

  it("fills the server's own field, and counts the time again at each submit", () => {
    const form = contactForm(`<input type="hidden" name="${HONEYPOT_FIELD}" value="">`);
    enhance(form, { honeypot: { token: 't' } });
    const now = vi.spyOn(performance, 'now').mockReturnValue(3_000);
    form.requestSubmit();
    now.mockReturnValue(61_400);
    (form.querySelector('[name=name]') as HTMLInputElement).value = 'Grace';
    form.requestSubmit();
    expect(posts.map((post) => post[HONEYPOT_FIELD])).toEqual(['t|3', 't|61']);
    expect(form.querySelectorAll(`[name="${HONEYPOT_FIELD}"]`)).toHaveLength(1);
  });

  it('leaves the field alone without a configured token', () => {
    const form = contactForm();
    enhance(form, {});
    form.requestSubmit();
    expect(posts).toEqual([{ name: 'Ada' }]);
  });

  it('is not written when another rule stops the submit', () => {
    const form = contactForm('<input type="checkbox" name="bt_leads_optin" value="1">');
    enhance(form, { honeypot: { token: 't' }, optin: true });
    form.requestSubmit();
    expect(posts).toEqual([]);
    expect(form.querySelector(`[name="${HONEYPOT_FIELD}"]`)).toBeNull();
  });

  it('pageAgeSeconds floors the page clock', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_999.9);
    expect(pageAgeSeconds(window)).toBe(1);
    expect(honeypotValue('a', 7)).toBe('a|7');
  });
});
