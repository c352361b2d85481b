import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultItemTemplate } from './item-template.js';

const CLASS = 'sf-favourites-counter';
/** The built-in card as markup: what the template held when it was written as an HTML string. */
const CARD = `<article class="${CLASS}__card"><img class="${CLASS}__image" data-if="sm_images" data-field-src="sm_images" alt="" width="96" height="64"><p class="${CLASS}__title" data-field="ss_title"></p><p class="${CLASS}__text" data-if="tm_summary" data-field="tm_summary"></p><a class="${CLASS}__more" data-field-href="ss_url">More &lt;info&gt;</a></article>`;

const markup = (template: HTMLTemplateElement) =>
  [...template.content.childNodes]
    .map((node) => (node instanceof Element ? node.outerHTML : ''))
    .join('')
    // The string it was once written as had line breaks and indents between the tags.
    .replace(/>\s+</g, '><');

describe('defaultItemTemplate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the built-in card, its link text as text', () => {
    expect(markup(defaultItemTemplate(document, 'More <info>'))).toBe(CARD);
  });

  it('writes no HTML string: under Trusted Types innerHTML throws', () => {
    // What `require-trusted-types-for 'script'` does to a string written to an HTML sink.
    const refuse = () => {
      throw new TypeError("This document requires 'TrustedHTML' assignment.");
    };
    for (const prototype of [
      Element.prototype,
      HTMLElement.prototype,
      HTMLTemplateElement.prototype,
    ])
      if (Object.getOwnPropertyDescriptor(prototype, 'innerHTML'))
        vi.spyOn(prototype, 'innerHTML', 'set').mockImplementation(refuse);
    vi.spyOn(Element.prototype, 'outerHTML', 'set').mockImplementation(refuse);
    vi.spyOn(Element.prototype, 'insertAdjacentHTML').mockImplementation(refuse);
    expect(() => defaultItemTemplate(document, 'More')).not.toThrow();
  });
});
