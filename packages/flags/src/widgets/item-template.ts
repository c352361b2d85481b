/**
 * The `<template>` the panel renders each favourite with (SPEC 2.4: image, title, text and a
 * 'more' link): the themer's, or a small built-in one over the usual fields. Plain DOM, so the
 * counter can take the themer's from the server markup before replacing it, long before the
 * panel's code loads.
 */

const CLASS = 'sf-favourites-counter';

/**
 * The built-in item: `sm_images`, `ss_title`, `tm_summary` and a link to `ss_url`. Built with DOM
 * calls, not `innerHTML`: under Trusted Types (`require-trusted-types-for 'script'`) a string
 * written to `innerHTML` throws, and the counter failed to mount on every page of such a site.
 */
export function defaultItemTemplate(document: Document, moreText: string): HTMLTemplateElement {
  const template = document.createElement('template');
  const part = (tag: string, name: string, attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    element.className = `${CLASS}__${name}`;
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  };
  const card = part('article', 'card', {});
  const more = part('a', 'more', { 'data-field-href': 'ss_url' });
  more.textContent = moreText;
  card.append(
    part('img', 'image', {
      'data-if': 'sm_images',
      'data-field-src': 'sm_images',
      alt: '',
      width: '96',
      height: '64',
    }),
    part('p', 'title', { 'data-field': 'ss_title' }),
    part('p', 'text', { 'data-if': 'tm_summary', 'data-field': 'tm_summary' }),
    more,
  );
  template.content.append(card);
  return template;
}

/**
 * The item template: the configured selector's, the element's own `<template>`, or null. The
 * results widget finds its template by the same rule (widgets' results/find-template.ts); this copy
 * keeps the counter on every page free of the search widgets' chunk.
 */
export function findItemTemplate(
  element: HTMLElement,
  selector: string | null,
): HTMLTemplateElement | null {
  const found = selector
    ? element.ownerDocument.querySelector(selector)
    : element.querySelector(':scope > template');
  return found instanceof HTMLTemplateElement ? found : null;
}
