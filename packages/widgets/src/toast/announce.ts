/**
 * Announcements to assistive technology for events nobody's focus is on (a toast, the store
 * dropping the oldest favourites): one visually hidden live region per document and politeness,
 * created before its first message so screen readers already watch it; each message is a new node,
 * so the same text twice is announced twice. While the page's modal dialog is open they are in it.
 * A message is taken out after ANNOUNCEMENT_LIFETIME_MS: announced long before, it would still be
 * read, out of its moment, by a screen reader user reading down to the end of the page.
 */
export type Politeness = 'status' | 'alert';

/** Long enough for a screen reader to have read it out (react-aria's announcer keeps 7 s too). */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;

// Visually hidden but read: the one inline style, since a headless widget ships no stylesheet.
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function liveRegion(document: Document, role: Politeness): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[data-sf-announcer="${role}"]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute('data-sf-announcer', role);
  region.setAttribute('role', role);
  region.setAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sf-announcer';
  region.style.cssText = HIDDEN;
  // In the page's modal dialog while it is open (it moves them there, modal-dialog.ts): the rest of
  // the page is inert then, and Chromium leaves live regions there out of the accessibility tree.
  (document.querySelector('dialog[data-sf-modal][open]') ?? document.body).append(region);
  return region;
}

/** Makes sure the document's live region exists (call it when a widget that may announce mounts). */
export function prepareAnnouncer(document: Document, role: Politeness = 'status'): void {
  liveRegion(document, role);
}

/** Says `message`, politely unless it is an alert. */
export function announce(document: Document, message: string, role: Politeness = 'status'): void {
  const line = document.createElement('div');
  line.textContent = message;
  liveRegion(document, role).replaceChildren(line);
  // Removing it says nothing (a live region speaks additions); a newer message is left alone.
  setTimeout(() => line.remove(), ANNOUNCEMENT_LIFETIME_MS);
}
