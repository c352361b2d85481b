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

/** The nonce of the page's scripts, which a CSP nonce policy also asks of the elements we add. */
export function pageNonce(document: Document): string | undefined {
  // The property: browsers hide the attribute's value once the script has run.
  return document.querySelector?.<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * A new, empty constructed stylesheet adopted by `document`, or null where there are none: it
 * throws without a window, without the constructor (or an "Illegal constructor") or without
 * adoptedStyleSheets (spreading undefined), each the old Safari case.
 */
export function adoptedSheet(document: Document): CSSStyleSheet | null {
  try {
    const sheet = new (document.defaultView as typeof globalThis).CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  } catch {
    return null;
  }
}

const adopted = new WeakMap<Document, Set<string>>();

export function adoptStyleSheet(document: Document, name: string, css: () => string): void {
  const names = adopted.get(document) ?? new Set<string>();
  if (names.has(name)) return;
  adopted.set(document, names.add(name));
  const text = css();
  const sheet = adoptedSheet(document);
  if (sheet) {
    sheet.replaceSync(text);
    return;
  }
  const style = document.createElement('style');
  const nonce = pageNonce(document);
  if (nonce) style.nonce = nonce;
  style.textContent = text;
  document.head.append(style);
}
