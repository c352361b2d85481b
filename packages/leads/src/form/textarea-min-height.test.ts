import { afterEach, describe, expect, it } from 'vitest';
import { enhanceLeadForm } from './enhance-lead-form.js';
import { parseLeadConfig } from './lead-config.js';
import { keepTextareaMinHeight, TEXTAREA_MIN_HEIGHT_PX } from './textarea-min-height.js';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function form(markup: string): HTMLFormElement {
  document.body.innerHTML = `<form id="contact" method="post" action="/contact">${markup}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}
const textarea = (id: string) => document.getElementById(id) as HTMLTextAreaElement;

describe('textarea minimum height (SPEC 9.4)', () => {
  it('is 32 px', () => {
    expect(TEXTAREA_MIN_HEIGHT_PX).toBe(32);
  });

  it('keeps every textarea of a lead form at least 32 px tall while enhanced, and lets go after', () => {
    const element = form(
      '<label for="message">Message</label><textarea id="message" name="message"></textarea>',
    );
    const parsed = parseLeadConfig({});
    if (!('value' in parsed)) throw new Error('bad config');
    const cleanup = enhanceLeadForm(element, parsed.value);
    expect(textarea('message').style.minHeight).toBe('32px');
    cleanup();
    expect(textarea('message').style.minHeight).toBe('');
    expect(textarea('message').getAttribute('style') ?? '').toBe('');
  });

  it("leaves a theme's larger minimum and a page's own inline minimum alone", () => {
    const style = document.createElement('style');
    style.textContent = 'textarea.tall { min-height: 80px }';
    document.head.append(style);
    const element = form(
      '<textarea id="tall" class="tall"></textarea><textarea id="inline" style="min-height: 10px"></textarea><textarea id="plain"></textarea>',
    );
    const cleanup = keepTextareaMinHeight(element);
    expect(textarea('tall').style.minHeight).toBe('');
    expect(textarea('inline').style.minHeight).toBe('10px');
    expect(textarea('plain').style.minHeight).toBe('32px');
    cleanup();
    expect(textarea('inline').style.minHeight).toBe('10px');
    expect(textarea('plain').style.minHeight).toBe('');
  });
});
