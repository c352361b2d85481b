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
  // As the modal's motion does: a browser without constructable stylesheets (Safari before 16.4)
  // gets a calendar unstyled rather than a form that fails to wake.
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (adopted.has(document) || !Sheet || !('adoptedStyleSheets' in document)) return;
  try {
    const sheet = new Sheet();
    sheet.replaceSync(css + CALENDAR_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    adopted.add(document);
  } catch {
    // No constructable stylesheets.
  }
}
