/**
 * The panel's items (SPEC 2.4: image, title, text and a 'more' link), rendered from a themer's
 * `<template>` exactly as the results widget renders result items (`renderTemplate`: field
 * bindings, safe links, values as text), from the template item-template.ts found.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { renderTemplate } from '@stayfront/widgets';
import { pageLocale } from '../page-locale.js';

const CLASS = 'sf-favourites-counter';

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
    locale: pageLocale(document),
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
