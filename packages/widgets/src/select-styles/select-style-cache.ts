/**
 * Where react-select's styles go (the autocomplete, the inquiry form's property select): react-select
 * styles itself through Emotion, which writes each rule into a `<style>` element, and a strict CSP
 * (`style-src 'self'`, no 'unsafe-inline') blocks those elements: the combobox lost its layout,
 * its menu pushed the page down and its screen-reader-only texts showed. The rules go instead into
 * one constructed stylesheet adopted by the document, which CSP does not govern (as the calendar,
 * the map and the toasts do). A browser without constructable stylesheets (Safari before 16.4)
 * keeps Emotion's `<style>` elements, with the nonce of the page's scripts (as loadScript takes
 * it), which a policy with `style-src 'nonce-…'` lets through.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new WeakMap<Document, EmotionCache>();

export function selectStyleCache(document: Document): EmotionCache {
  const known = caches.get(document);
  if (known) return known;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  const cache = createCache({
    key: 'sf-select',
    container: document.head,
    ...(nonce ? { nonce } : {}),
  });
  const sheet = constructedSheet(document);
  if (sheet) {
    cache.sheet.insert = (rule: string) => {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser does not parse (a vendor prefix), as Emotion's own insert skips it.
      }
    };
  }
  caches.set(document, cache);
  return cache;
}

/**
 * The loader's `adoptedSheet` and `pageNonce` (adopt-style-sheet.ts) do the same as this and the
 * nonce read above; imported here they change the classic build's chunk graph and cost every search
 * page 6 B (size.mjs), so this chunk keeps its own few lines.
 */
function constructedSheet(document: Document): CSSStyleSheet | null {
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (!Sheet || !('adoptedStyleSheets' in document)) return null;
  try {
    const sheet = new Sheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  } catch {
    return null;
  }
}
