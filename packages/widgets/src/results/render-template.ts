/**
 * Fills a themer's `<template>` with one document, with no JavaScript written by the themer:
 *
 *   <template data-result-template>
 *     <article class="card">
 *       <a data-field-href="ss_url"><img data-field-src="sm_images" alt="" width="400" height="267"></a>
 *       <h3><a data-field-href="ss_url" data-field="ss_title"></a></h3>
 *       <p data-if="fts_price">$<span data-field="fts_price" data-format="integer"></span> / night</p>
 *     </article>
 *   </template>
 *
 * - `data-field="f"` sets the text (with an optional `data-format`, see format-value.ts);
 * - `data-field-<attribute>="f"` sets an attribute; `href` must stay on this site and `src`,
 *   `data` and `poster` be http(s), or the attribute is left out;
 * - `data-if="f"` keeps the element only when the field has a value (`data-if-not` the opposite).
 * Values go in as text and attribute values, never as markup, so a document cannot inject HTML.
 * Images get `data-lazy-src` instead of `src`; the results widget loads them near the viewport.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { formatValue, isPresent } from './format-value.js';
import { safeUrl } from './safe-url.js';

const FIELD_ATTRIBUTE = /^data-field-([a-z][a-z0-9-]*)$/;
// Attributes a field may never set: event handlers and inline styles are code, not content.
const FORBIDDEN = /^(on|style$|srcdoc$|formaction$|action$)/;
// Attributes holding a URL that is followed (href) or loaded (the rest): screened by safeUrl.
const URL_ATTRIBUTE = /^(href|src|data|poster)$/;

export interface RenderOptions {
  readonly locale: string;
  /** The page's URL, to resolve relative links and tell same-site from off-site. */
  readonly baseUrl: string;
}

export function renderTemplate(
  template: HTMLTemplateElement,
  doc: SolrDoc,
  options: RenderOptions,
): DocumentFragment {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  for (const element of fragment.querySelectorAll('[data-if], [data-if-not]')) {
    const condition = element.hasAttribute('data-if') ? 'data-if' : 'data-if-not';
    const present = isPresent(doc[element.getAttribute(condition) as string]);
    if (present === (condition === 'data-if')) element.removeAttribute(condition);
    else element.remove();
  }
  for (const element of fragment.querySelectorAll('*')) bind(element, doc, options);
  return fragment;
}

function bind(element: Element, doc: SolrDoc, options: RenderOptions): void {
  for (const { name, value: field } of [...element.attributes]) {
    if (name === 'data-field') {
      const value = doc[field];
      element.textContent = isPresent(value)
        ? formatValue(value, element.getAttribute('data-format'), options.locale)
        : '';
      element.removeAttribute(name);
      element.removeAttribute('data-format');
      continue;
    }
    const attribute = FIELD_ATTRIBUTE.exec(name)?.[1];
    if (!attribute) continue;
    element.removeAttribute(name);
    const value = doc[field];
    if (FORBIDDEN.test(attribute) || !isPresent(value)) continue;
    const text = String(Array.isArray(value) ? value[0] : value);
    const url = URL_ATTRIBUTE.test(attribute)
      ? safeUrl(text, attribute === 'href', options.baseUrl)
      : text;
    if (url === null) continue;
    element.setAttribute(
      attribute === 'src' && element.tagName === 'IMG' ? 'data-lazy-src' : attribute,
      url,
    );
  }
}
