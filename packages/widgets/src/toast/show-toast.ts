/// <reference path="../assets.d.ts" />
/**
 * Toasts (SPEC 8, 9.1): success (the default), error, info and warn, hidden after 5,000 ms or on a
 * click. notyf draws them and is loaded with its stylesheet on the first toast, so pages that never
 * show one never download it. Screen readers hear a toast through Stayfront's own live region
 * (`role=status`, `role=alert` for errors), so notyf's announcer is silenced: one announcement.
 * Messages are text: notyf writes HTML, so they are escaped first.
 */
import { announce } from './announce.js';

export type ToastType = 'success' | 'error' | 'info' | 'warn';

/** SPEC 9.1: notification auto-hide. */
export const TOAST_DURATION_MS = 5000;

interface Toaster {
  readonly notyf: import('notyf').Notyf;
  readonly click: import('notyf').NotyfEvent;
}
const toasters = new WeakMap<Document, Promise<Toaster>>();

function toasterFor(document: Document): Promise<Toaster> {
  let toaster = toasters.get(document);
  if (!toaster) {
    toaster = Promise.all([import('notyf'), import('notyf/notyf.min.css?inline')]).then(
      ([{ Notyf, NotyfEvent }, { default: css }]) => {
        // A constructed stylesheet: no <style> element, so a strict CSP needs no 'unsafe-inline'.
        const sheet = new (document.defaultView ?? window).CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        const notyf = new Notyf({
          duration: TOAST_DURATION_MS,
          dismissible: false,
          ripple: false,
          position: { x: 'right', y: 'bottom' },
          types: [
            { type: 'info', background: '#0b6e7f', icon: false },
            { type: 'warn', background: '#9a4a07', icon: false },
          ],
        });
        document.querySelector('.notyf-announcer')?.setAttribute('aria-live', 'off');
        return { notyf, click: NotyfEvent.Click };
      },
    );
    toasters.set(document, toaster);
  }
  return toaster;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Shows `message` as a toast and announces it; resolves once it is on screen. */
export async function showToast(
  document: Document,
  message: string,
  type: ToastType = 'success',
): Promise<void> {
  announce(document, message, type === 'error' ? 'alert' : 'status');
  const { notyf, click } = await toasterFor(document);
  const toast = notyf.open({ type, message: escapeHtml(message) });
  // SPEC 8: hidden on click.
  toast.on(click, () => notyf.dismiss(toast));
}
