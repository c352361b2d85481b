/// <reference path="../assets.d.ts" />
/**
 * flatpickr's stylesheet and ours, adopted by the document once as a constructed stylesheet when
 * the first calendar wakes: nothing for a themer to copy, and no `<style>` element (a strict CSP
 * needs no 'unsafe-inline'), as the toasts do with notyf's. Adopted sheets come after the page's
 * own: a theme overrides a flatpickr class with a more specific selector.
 */
import css from 'flatpickr/dist/flatpickr.min.css?inline';
import { CALENDAR_CSS } from './calendar-css.js';

const adopted = new WeakSet<Document>();

export function adoptCalendarStyles(document: Document): void {
  if (adopted.has(document)) return;
  adopted.add(document);
  const sheet = new (document.defaultView ?? window).CSSStyleSheet();
  sheet.replaceSync(css + CALENDAR_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
