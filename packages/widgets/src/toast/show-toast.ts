/// <reference path="../assets.d.ts" />
/**
 * Toasts (SPEC 8, 9.1): success (the default), error, info and warn, hidden after 5,000 ms or on a
 * click. notyf draws them and is loaded with its stylesheet on the first toast, so pages that never
 * show one never download it. Screen readers hear a toast through Stayfront's own live region
 * (`role=status`, `role=alert` for errors), so notyf's announcer is silenced: one announcement.
 * Messages are text: notyf writes HTML, so they are escaped first. A toast shows in 400 ms and
 * hides in 200 ms (toast-motion.ts), and its 5,000 ms wait stops while it is hovered or focused
 * (toast-timer.ts) and starts again afterwards. Each toast has notyf's dismiss button, named
 * `dismiss`, so a keyboard can reach it (which holds the toast, WCAG 2.2.1) and close it; the
 * focus then goes back where it was before it entered the toast.
 */
import { adoptStyleSheet, textAsHtml } from '@stayfront/loader';
import { announce } from './announce.js';
import { updateToastClearance } from './toast-clearance.js';
import { toastMotionCss } from './toast-motion.js';
import { pausableTimer } from './toast-timer.js';

export { TOAST_HIDE_MS, TOAST_SHOW_MS } from './toast-motion.js';

export type ToastType = 'success' | 'error' | 'info' | 'warn';

/** SPEC 9.1: notification auto-hide. */
export const TOAST_DURATION_MS = 5000;

/** The dismiss button's name. */
export const TOAST_DISMISS_TEXT = 'Dismiss';

interface Toaster {
  readonly notyf: import('notyf').Notyf;
  readonly events: typeof import('notyf').NotyfEvent;
}
// notyf's dismiss button is a faint 35 % with no focus outline: drawn fully, with a visible focus.
const DISMISS_CSS =
  '\n.notyf__dismiss-btn{opacity:1}.notyf__dismiss-btn:focus-visible{outline:2px solid #fff;outline-offset:-4px}';

const toasters = new WeakMap<Document, Promise<Toaster>>();

function toasterFor(document: Document): Promise<Toaster> {
  let toaster = toasters.get(document);
  if (!toaster) {
    toaster = Promise.all([import('notyf'), import('notyf/notyf.min.css?inline')]).then(
      ([{ Notyf, NotyfEvent }, { default: css }]) => {
        // A constructed stylesheet where there are (no <style> element, so a strict CSP needs no
        // 'unsafe-inline'); notyf's rules, then ours: the equal-specificity timing rules here
        // come later and win.
        adoptStyleSheet(document, 'toasts', () => css + toastMotionCss() + DISMISS_CSS);
        const notyf = new Notyf({
          // Our own timer per toast, which notyf's cannot do: pause while hovered or focused.
          duration: 0,
          dismissible: true,
          ripple: false,
          position: { x: 'right', y: 'bottom' },
          // Colours with at least 4.5:1 against white text (notyf's own green and red fall short).
          types: [
            { type: 'success', background: '#1d6b38' },
            { type: 'error', background: '#b42318' },
            { type: 'info', className: 'notyf__toast--info', background: '#0b6e7f', icon: false },
            { type: 'warn', className: 'notyf__toast--warn', background: '#9a4a07', icon: false },
          ],
        });
        document.querySelector('.notyf-announcer')?.setAttribute('aria-live', 'off');
        return { notyf, events: NotyfEvent };
      },
    );
    toasters.set(document, toaster);
  }
  return toaster;
}

/**
 * Shows `message` as a toast and announces it; resolves once it is on screen, with `gone`, which
 * resolves when the toast is hidden (timer, click or its dismiss button).
 */
export async function showToast(
  document: Document,
  message: string,
  type: ToastType = 'success',
  dismiss = TOAST_DISMISS_TEXT,
): Promise<{ readonly gone: Promise<void> }> {
  announce(document, message, type === 'error' ? 'alert' : 'status');
  const { notyf, events } = await toasterFor(document);
  // notyf writes the message with innerHTML: the text escaped, through Stayfront's Trusted Types
  // policy where the page requires one (a plain string there throws, and no toast showed).
  const toast = notyf.open({ type, message: textAsHtml(message, document.defaultView) });
  // notyf renders synchronously: the new card is its container's last one.
  const node = document.querySelector<HTMLElement>('.notyf > .notyf__toast:last-child');
  node?.querySelector('button')?.setAttribute('aria-label', dismiss);
  // WCAG 2.4.11: what the keyboard focuses next scrolls clear of the toasts (toast-clearance.ts).
  updateToastClearance(document);
  let gone!: () => void;
  const closed = new Promise<void>((resolve) => {
    gone = resolve;
  });
  // Focus a keyboard brought into the toast goes back where it came from when the toast goes,
  // not to the start of the page as the removed button would leave it.
  let cameFrom: HTMLElement | null = null;
  node?.addEventListener('focusin', (event) => {
    cameFrom ??= event.relatedTarget as HTMLElement | null;
  });
  let release: () => void;
  const hide = () => {
    const hadFocus = node?.contains(document.activeElement);
    release();
    notyf.dismiss(toast);
    updateToastClearance(document);
    gone();
    if (hadFocus && cameFrom?.isConnected) cameFrom.focus();
  };
  if (node) release = pausableTimer(node, TOAST_DURATION_MS, hide);
  else {
    const timer = setTimeout(hide, TOAST_DURATION_MS);
    release = () => clearTimeout(timer);
  }
  // SPEC 8: hidden on click; notyf hides it itself when its dismiss button is pressed.
  toast.on(events.Click, hide);
  toast.on(events.Dismiss, hide);
  return { gone: closed };
}
