/**
 * The `<template>` the panel renders each favourite with (SPEC 2.4: image, title, text and a
 * 'more' link): the themer's, or a small built-in one over the usual fields. Plain DOM, so the
 * counter can take the themer's from the server markup before replacing it, long before the
 * panel's code loads.
 */

const CLASS = 'sf-favourites-counter';

/** The built-in item: `sm_images`, `ss_title`, `tm_summary` and a link to `ss_url`. */
export function defaultItemTemplate(document: Document, moreText: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = `<article class="${CLASS}__card">
  <img class="${CLASS}__image" data-if="sm_images" data-field-src="sm_images" alt="" width="96" height="64">
  <p class="${CLASS}__title" data-field="ss_title"></p>
  <p class="${CLASS}__text" data-if="tm_summary" data-field="tm_summary"></p>
  <a class="${CLASS}__more" data-field-href="ss_url"></a>
</article>`;
  const more = template.content.querySelector(`.${CLASS}__more`);
  if (more) more.textContent = moreText;
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
