/**
 * Polite announcements to assistive technology, for events nobody's focus is on (the store
 * dropping the oldest favourites). One visually hidden live region per document, created before
 * its first message so screen readers already watch it; each message is a new node, so the same
 * text twice is announced twice.
 *
 * When toasts arrive (a later issue), `announce` becomes a call to the toast API; its callers stay.
 */
const REGION = 'data-sf-announcer';

// Visually hidden but read: the one inline style, since a headless widget ships no stylesheet.
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function liveRegion(document: Document): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${REGION}]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute(REGION, '');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sf-announcer';
  region.style.cssText = HIDDEN;
  document.body.append(region);
  return region;
}

/** Makes sure the document's live region exists (call it when a widget that may announce mounts). */
export function prepareAnnouncer(document: Document): void {
  liveRegion(document);
}

/** Says `message` politely. */
export function announce(document: Document, message: string): void {
  const line = document.createElement('div');
  line.textContent = message;
  liveRegion(document).replaceChildren(line);
}
