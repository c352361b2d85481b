/**
 * The panel's items (SPEC 2.4: image, title, text and a 'more' link), rendered from a themer's
 * `<template>` exactly as the results widget renders result items (`renderTemplate`: field
 * bindings, safe links, values as text), or from a small built-in template over the usual fields.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { renderTemplate } from '@stayfront/widgets';

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

/** The item template: the configured selector's, the element's own `<template>`, or null. */
export function findItemTemplate(
  element: HTMLElement,
  selector: string | null,
): HTMLTemplateElement | null {
  const found = selector
    ? element.ownerDocument.querySelector(selector)
    : element.querySelector(':scope > template');
  return found instanceof HTMLTemplateElement ? found : null;
}

/**
 * One item's nodes. Every "more" link (`.sf-favourites-counter__more`) is described by the item's
 * title (`.sf-favourites-counter__title`), so a list of "More" links still says which is which.
 */
export function renderItem(
  template: HTMLTemplateElement,
  doc: SolrDoc,
  document: Document,
  titleId: string,
): Node[] {
  const fragment = renderTemplate(template, doc, {
    locale: document.documentElement.lang || 'en',
    baseUrl: document.baseURI,
  });
  const title = fragment.querySelector(`.${CLASS}__title`);
  if (title) {
    title.id ||= titleId;
    for (const more of fragment.querySelectorAll(`.${CLASS}__more`))
      if (!more.hasAttribute('aria-describedby')) more.setAttribute('aria-describedby', title.id);
  }
  return [...fragment.childNodes];
}

/** Images of the panel load when it is first shown (the template marks them `data-lazy-src`). */
export function loadImages(root: ParentNode): void {
  for (const image of root.querySelectorAll('img[data-lazy-src]')) {
    const src = image.getAttribute('data-lazy-src');
    image.removeAttribute('data-lazy-src');
    if (src) image.setAttribute('src', src);
  }
}
