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
  const text = css + CALENDAR_CSS;
  const Sheet = document.defaultView?.CSSStyleSheet;
  try {
    if (!Sheet || !('adoptedStyleSheets' in document)) throw new TypeError('no adoptedStyleSheets');
    const sheet = new Sheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Safari before 16.4 (iOS 15 and 16.0-16.3, README "Browser support"): no constructable
    // stylesheets, and flatpickr unstyled is a column of day numbers. A <style> element at the end
    // of the head instead, still after the theme's sheets, with the nonce of the page's scripts
    // as react-select's rules get (a strict CSP allows it with style-src 'nonce-…').
    const style = document.createElement('style');
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = text;
    document.head.append(style);
  }
}
