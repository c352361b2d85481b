import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLeadForm } from './enhance-lead-form.js';
import { parseLeadConfig } from './lead-config.js';

const config = (raw: Record<string, unknown>) => {
  const parsed = parseLeadConfig(raw);
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};

let posts = 0;
const cleanups: (() => void)[] = [];
const recordPost = (event: Event) => {
  if (!event.defaultPrevented) posts += 1;
  event.preventDefault();
};
beforeEach(() => {
  posts = 0;
  window.addEventListener('submit', recordPost);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  document.body.replaceChildren();
});

function optinForm(
  attributes = '',
  box = '<input type="checkbox" id="optin" name="bt_leads_optin" value="1" aria-describedby="optin-help">',
) {
  document.body.innerHTML = `<form id="bt-leads-1" method="post" action="/leads"${attributes}>
    <label for="email">Email</label><input id="email" name="email" value="a@b.example">
    <label>${box} I accept the terms</label>
    <p id="optin-help">We never share your address.</p>
    <button type="submit">Send</button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  return { form, box: form.querySelector<HTMLInputElement>('[name=bt_leads_optin]') };
}
const enhance = (form: HTMLFormElement, raw: Record<string, unknown>) =>
  cleanups.push(enhanceLeadForm(form, config({ antibot: false, ...raw })));

describe('opt-in (SPEC 5.1, 8)', () => {
  it('blocks the submit with an inline error tied to the checkbox, and focuses it', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { form, box } = optinForm();
    enhance(form, { optin: true });
    form.requestSubmit();
    expect(posts).toBe(0);
    expect(alert).not.toHaveBeenCalled();
    const error = form.querySelector('[role="alert"].lead-form__optin-error') as HTMLElement;
    expect(error.textContent).toBe('Please accept the terms to proceed.');
    expect(box?.getAttribute('aria-invalid')).toBe('true');
    expect(box?.getAttribute('aria-describedby')).toBe(`optin-help ${error.id}`);
    expect(document.activeElement).toBe(box);
    // Right after the checkbox's label, where the visitor looks.
    expect(box?.closest('label')?.nextElementSibling).toBe(error);
  });

  it('clears the error once checked, and the submit then goes ahead', () => {
    const { form, box } = optinForm();
    enhance(form, { optin: true, optinMessage: 'Tick the box, please.' });
    form.requestSubmit();
    const error = form.querySelector('.lead-form__optin-error') as HTMLElement;
    expect(error.textContent).toBe('Tick the box, please.');
    box?.click();
    expect(error.textContent).toBe('');
    expect(box?.hasAttribute('aria-invalid')).toBe(false);
    expect(box?.getAttribute('aria-describedby')).toBe('optin-help');
    form.requestSubmit();
    expect(posts).toBe(1);
  });

  it('is required by data-optin-required on the form too', () => {
    const { form } = optinForm(' data-optin-required');
    enhance(form, {});
    form.requestSubmit();
    expect(posts).toBe(0);
  });

  it('is not enforced on other forms', () => {
    const { form } = optinForm();
    enhance(form, {});
    form.requestSubmit();
    expect(posts).toBe(1);
    expect(form.querySelector('.lead-form__optin-error')).toBeNull();
  });

  it('warns and lets the form work when the required checkbox is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = optinForm('', '');
    enhance(form, { optin: true });
    form.requestSubmit();
    expect(posts).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('cleanup removes the error and puts the checkbox back as it was', () => {
    const { form, box } = optinForm();
    const cleanup = enhanceLeadForm(form, config({ antibot: false, optin: true }));
    form.requestSubmit();
    cleanup();
    expect(form.querySelector('.lead-form__optin-error')).toBeNull();
    expect(box?.hasAttribute('aria-invalid')).toBe(false);
    expect(box?.getAttribute('aria-describedby')).toBe('optin-help');
    form.requestSubmit();
    expect(posts).toBe(1);
  });
});
