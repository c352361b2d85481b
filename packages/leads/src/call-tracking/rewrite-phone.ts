/**
 * SPEC 7.11: the page's phone numbers replaced with the tracked one. What counts as one:
 *
 * - an element marked `data-phone`: its text becomes the formatted number;
 * - a `tel:` or `callto:` link (SPEC 9.5): its href gets the number with the link's own scheme, and
 *   its text only where that text was a phone number ("Call us" stays "Call us").
 *
 * Each rewrite returns its undo, which puts back the exact nodes, text and href it changed.
 */
import { formatPhone, nationalNumber, phoneHref } from './phone-number.js';

export type Undo = () => void;

/** The number to show: its 10 digits and its display form (SPEC 9.5). */
export interface TrackedPhone {
  readonly national: string;
  readonly display: string;
}

export const trackedPhone = (national: string, format: string): TrackedPhone => ({
  national,
  display: formatPhone(national, format),
});

const MARKED = '[data-phone]';
const PHONE_LINK = 'a[href^="tel:" i], a[href^="callto:" i]';
/** Every element `rewritePhone` rewrites. */
export const PHONE_ELEMENTS = `${MARKED}, ${PHONE_LINK}`;

/** The link's text nodes that are phone numbers; a `data-phone` part is rewritten as such. */
function phoneTexts(link: Element): Text[] {
  const walker = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.parentElement?.closest(MARKED) && nationalNumber(text.data) !== null)
      found.push(text);
  }
  return found;
}

/** Rewrites one element matching `PHONE_ELEMENTS`; returns the undo. */
export function rewritePhone(element: Element, phone: TrackedPhone): Undo {
  const undos: Undo[] = [];
  if (element.matches(MARKED)) {
    const children = [...element.childNodes];
    element.textContent = phone.display;
    undos.push(() => element.replaceChildren(...children));
  }
  if (element.matches(PHONE_LINK)) {
    const href = element.getAttribute('href') ?? '';
    element.setAttribute('href', phoneHref(href, phone.national));
    undos.push(() => element.setAttribute('href', href));
    for (const text of phoneTexts(element)) {
      const original = text.data;
      // Only the number is swapped: the spaces around it (between an icon and it) stay.
      text.data = original.replace(original.trim(), () => phone.display);
      undos.push(() => {
        text.data = original;
      });
    }
  }
  return () => {
    for (const undo of undos.reverse()) undo();
  };
}
