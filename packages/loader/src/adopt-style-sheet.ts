/**
 * A widget's stylesheet, added to the page once per document and name: a constructed stylesheet
 * adopted by the document, so there is nothing for a themer to copy and no `<style>` element (a
 * strict CSP needs no 'unsafe-inline'). Adopted sheets come after the page's own, so a theme
 * overrides a rule with a more specific selector.
 *
 * Safari before 16.4 (iOS 15 and 16.0-16.3, README "Browser support") has no constructable
 * stylesheets: it gets a `<style>` element at the end of the head instead, still after the theme's
 * sheets, with the nonce of the page's scripts (a strict CSP allows it by `style-src 'nonce-…'`).
 * Without it the map was unstyled Leaflet (a canvas half a million pixels tall loading tiles for
 * all of it), the calendar a column of day numbers, and the toasts threw.
 */

const adopted = new WeakMap<Document, Set<string>>();

export function adoptStyleSheet(document: Document, name: string, css: () => string): void {
  const names = adopted.get(document) ?? new Set<string>();
  if (names.has(name)) return;
  adopted.set(document, names.add(name));
  const text = css();
  try {
    // Throws without a window, without the constructor (or an "Illegal constructor") or without
    // adoptedStyleSheets (spreading undefined): each the old Safari case.
    const sheet = new (document.defaultView as typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = text;
    document.head.append(style);
  }
}
