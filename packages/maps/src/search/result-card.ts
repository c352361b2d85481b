/**
 * A result's info window: the map element's `<template>` filled with the document by the results
 * widget's bindings (text and attributes only, same-site links), or a link to its page.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { readLocale, renderTemplate, sameOriginUrl } from '@stayfront/widgets';

export function resultCard(
  doc: SolrDoc,
  title: string,
  link: unknown,
  template: HTMLTemplateElement | null,
  document: Document,
): HTMLElement {
  const box = document.createElement('div');
  const baseUrl = document.defaultView?.location.href ?? document.baseURI;
  if (template) {
    box.append(
      renderTemplate(template, doc, {
        locale: readLocale(document.documentElement.lang),
        baseUrl,
      }),
    );
    // The results widget loads images near the viewport; an open info window is in view.
    for (const image of box.querySelectorAll('img[data-lazy-src]')) {
      image.setAttribute('src', image.getAttribute('data-lazy-src') as string);
      image.removeAttribute('data-lazy-src');
    }
    return box;
  }
  const heading = document.createElement('p');
  // The same-site check the map's links use (not the results' safeUrl: exporting it from the
  // search chunk would cost every search page 5 B).
  const href = typeof link === 'string' ? (sameOriginUrl(link, document)?.href ?? null) : null;
  if (href) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = title;
    heading.append(anchor);
  } else heading.textContent = title;
  box.append(heading);
  return box;
}
