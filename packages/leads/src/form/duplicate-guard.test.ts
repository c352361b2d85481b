import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serializeForm } from './duplicate-guard.js';
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
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  document.body.replaceChildren();
});

function form(method = 'post') {
  document.body.innerHTML = `<form method="${method}" action="/contact">
    <label for="message">Message</label><textarea id="message" name="message">Hello</textarea>
    <input type="hidden" name="antibot_key" value="k1">
    <input type="hidden" name="g-recaptcha-response" value="token-1">
    <button type="submit">Send</button></form>`;
  const element = document.querySelector('form') as HTMLFormElement;
  const set = (name: string, value: string) => {
    (element.elements.namedItem(name) as HTMLInputElement).value = value;
  };
  return { element, set };
}
const enhance = (element: HTMLFormElement, raw: Record<string, unknown> = {}) =>
  cleanups.push(enhanceLeadForm(element, config({ honeypot: { token: 't' }, ...raw })));

describe('duplicate submission (SPEC 5.1)', () => {
  it('does not send the same contents twice, and says so politely', () => {
    const { element } = form();
    enhance(element, { duplicateMessage: 'Already sent, thank you.' });
    element.requestSubmit();
    element.requestSubmit();
    expect(posts).toBe(1);
    const status = element.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe('Already sent, thank you.');
    expect(element.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it('ignores the fields that change on every submit (honeypot, captcha token, anti-bot key)', () => {
    const { element, set } = form();
    enhance(element);
    element.requestSubmit();
    set('antibot_key', 'k2');
    set('g-recaptcha-response', 'token-2');
    element.requestSubmit(); // the honeypot's timing is written again too
    expect(posts).toBe(1);
  });

  it('sends changed contents', () => {
    const { element, set } = form();
    enhance(element);
    element.requestSubmit();
    set('message', 'Hello again');
    element.requestSubmit();
    expect(posts).toBe(2);
  });

  it('leaves GET forms alone', () => {
    const { element } = form('get');
    enhance(element);
    element.requestSubmit();
    element.requestSubmit();
    expect(posts).toBe(2);
  });

  it('compares with the last submission that went ahead, not one a site handler cancelled', () => {
    const { element } = form();
    enhance(element);
    const cancelOnce = (event: Event) => {
      event.preventDefault();
      element.removeEventListener('submit', cancelOnce);
    };
    element.addEventListener('submit', cancelOnce);
    element.requestSubmit();
    element.requestSubmit();
    expect(posts).toBe(1);
  });

  it('serializeForm leaves the excluded names out', () => {
    const { element } = form();
    expect(serializeForm(element, new Set(['antibot_key', 'g-recaptcha-response']))).toBe(
      JSON.stringify([['message', 'Hello']]),
    );
  });
});
