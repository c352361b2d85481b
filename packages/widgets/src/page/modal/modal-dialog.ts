/**
 * The page's one modal dialog (SPEC 2.8, 7.7, 9.1), shared by the modal links and the video
 * modals: a native `<dialog>` opened with `showModal()` (outside inert, Escape closes); where that
 * is missing it gets the `open` attribute. Tab wraps inside it either way. Its content is HTML
 * fetched from a link's URL, sanitized, then scanned so widgets inside wake (status messages in it
 * are announced), or a ready-made node such as a video player. Media in it stop as soon as it
 * starts closing (SPEC 4.11: a video modal unloads its source on close).
 *
 * The dialog's own heading (`.sf-modal__title`: the config's title, else the link's text) names
 * it while the content loads. Fetched content that starts with a heading of its own (a page that
 * also works as a page without JavaScript) is named by that heading instead, and the dialog's
 * own is hidden, so the title is not shown twice.
 *
 * For CSS: `data-state="opening|open|closing|closed"` on the dialog, 250 ms each way (none with
 * `prefers-reduced-motion: reduce`), drawn by modal-motion.ts unless a theme says otherwise;
 * `.sf-modal__title` (`hidden` when the content has its own heading), `.sf-modal__close`,
 * `.sf-modal__body`, `.sf-modal__loading`, `.sf-modal__error`.
 */
import { announce } from '../../toast/announce.js';
import { fetchFragment, scanWidgets } from '../lazy-block/remote-fragment.js';
import { stopMedia } from '../video/player.js';
import { adoptModalMotion, MODAL_ANIMATION_MS } from './modal-motion.js';

export { MODAL_ANIMATION_MS };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, video[controls], [tabindex]:not([tabindex="-1"])';
const STATUS_MESSAGES = '[role="status"], [role="alert"], .messages';
const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const TITLE_ID = 'sf-modal-title';
const ANNOUNCERS = '[data-sf-announcer]';

/**
 * The content's first heading when nothing but white space comes before it in reading order
 * (the fragment's title, not a section heading further down); else null.
 */
function leadingHeading(body: HTMLElement): HTMLElement | null {
  const heading = body.querySelector<HTMLElement>(HEADINGS);
  if (!heading) return null;
  const view = body.ownerDocument.defaultView;
  const walker = body.ownerDocument.createTreeWalker(body, view?.NodeFilter.SHOW_TEXT ?? 4);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (heading.contains(text)) return heading;
    if (text.textContent?.trim()) return null;
  }
  return heading;
}

/** An id for `element`, its own if it has one. */
function idFor(element: HTMLElement, base: string): string {
  if (element.id) return element.id;
  const document = element.ownerDocument;
  let id = base;
  for (let n = 2; document.getElementById(id); n += 1) id = `${base}-${n}`;
  element.id = id;
  return id;
}

export type ModalContent =
  /** A page's HTML from this site, sanitized; focus moves to its first control. */
  | {
      readonly url: URL;
      readonly loading: string;
      readonly error: string;
      readonly fallback: string;
    }
  /** Ready-made content (a video player), with a class for the dialog; focus stays on the title. */
  | { readonly node: Node; readonly className: string };

export interface ModalRequest {
  readonly opener: HTMLElement;
  readonly title: string;
  /** The close button's text. */
  readonly close: string;
  readonly content: ModalContent;
  /** Runs when the dialog shows this request: at once, or when a queued one gets its turn. */
  readonly shown?: () => void;
}

export interface Modal {
  readonly dialog: HTMLDialogElement;
  open(request: ModalRequest): Promise<void>;
  /**
   * Opens now or, while the dialog shows something else, once that has closed. For what opens by
   * itself as the page loads (a status message, a link's `open_on_query`): on one load both are
   * seen in turn, instead of the one that woke second replacing the first unseen.
   */
  queue(request: ModalRequest): void;
  /** Closes at once what `opener` opened, and drops what it queued (its widget's cleanup). */
  release(opener: HTMLElement): void;
  /** Closes with the animation, or at once; focus goes back to the opener. */
  close(immediately?: boolean): void;
  /** The opener of the open dialog, if any. */
  readonly opener: HTMLElement | null;
}

const modals = new WeakMap<Document, Modal>();

/** The document's modal if one was made. */
export function existingModal(document: Document): Modal | undefined {
  return modals.get(document);
}

/** The document's modal, created on first use. */
export function modalFor(document: Document): Modal {
  let modal = modals.get(document);
  if (!modal?.dialog.isConnected) {
    modal = createModal(document);
    modals.set(document, modal);
  }
  return modal;
}

function createModal(document: Document): Modal {
  const win = document.defaultView;
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-modal';
  dialog.setAttribute('data-sf-modal', '');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  dialog.setAttribute('data-state', 'closed');
  const header = document.createElement('div');
  header.className = 'sf-modal__header';
  const title = document.createElement('h2');
  title.id = TITLE_ID;
  title.className = 'sf-modal__title';
  title.tabIndex = -1;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'sf-modal__close';
  const body = document.createElement('div');
  body.className = 'sf-modal__body';
  // Tab from a player's last control is a key press in the iframe's own document, which trapTab
  // never sees: the browser moves on to what follows the frame here, and with nothing after it,
  // out of the page. This empty stop after the content catches focus there and sends it round to
  // the first control, as Tab from the last control of the dialog does (APG dialog pattern).
  const wrap = document.createElement('span');
  wrap.className = 'sf-modal__wrap';
  wrap.tabIndex = 0;
  header.append(title, closeButton);
  dialog.append(header, body, wrap);
  document.body.append(dialog);
  adoptModalMotion(document);

  let opener: HTMLElement | null = null;
  // Requests waiting for the dialog to close, first come first shown.
  let waiting: ModalRequest[] = [];
  let request: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let native = false;
  // What names the dialog: its own title, or the content's leading heading.
  let label: HTMLElement = title;

  const labelWith = (heading: HTMLElement) => {
    label = heading;
    title.hidden = heading !== title;
    dialog.setAttribute(
      'aria-labelledby',
      heading === title ? TITLE_ID : idFor(heading, 'sf-modal-heading'),
    );
  };

  const duration = () =>
    win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : MODAL_ANIMATION_MS;
  const setState = (state: 'opening' | 'open' | 'closing' | 'closed') =>
    dialog.setAttribute('data-state', state);
  const after = (ms: number, then: () => void) => {
    clearTimeout(timer);
    if (ms === 0) then();
    else timer = setTimeout(then, ms);
  };
  const emptyBody = () => {
    stopMedia(body);
    win?.Stayfront?.unmount(body);
    body.replaceChildren();
    labelWith(title);
  };

  function finish() {
    clearTimeout(timer);
    request?.abort();
    request = null;
    // Cleared first: a `close` event that dialog.close() dispatches at once finds nothing to do.
    const back = opener;
    opener = null;
    if (native && dialog.open) dialog.close();
    dialog.removeAttribute('open');
    setState('closed');
    emptyBody();
    // The live regions go back to the page, which is no longer inert (see open).
    document.body.append(...dialog.querySelectorAll(`:scope > ${ANNOUNCERS}`));
    if (back?.isConnected) back.focus();
    // The next one in line, if its opener is still on the page: focus has been back to the
    // previous opener and now goes into the dialog again, named by the next request's title.
    waiting = waiting.filter((next) => next.opener.isConnected);
    const next = waiting.shift();
    if (next) void open(next);
  }

  function close(immediately = false) {
    if (!opener || dialog.getAttribute('data-state') === 'closing') return;
    request?.abort();
    // Playback stops at once, not after the closing animation.
    stopMedia(body);
    const ms = immediately ? 0 : duration();
    if (ms) setState('closing');
    after(ms, finish);
  }

  function showContent(fragment: DocumentFragment) {
    emptyBody();
    body.append(fragment);
    body.removeAttribute('aria-busy');
    for (const message of body.querySelectorAll<HTMLElement>(STATUS_MESSAGES)) {
      const words = message.textContent?.replace(/\s+/g, ' ').trim();
      const urgent =
        message.getAttribute('role') === 'alert' || /\berror\b/.test(message.className);
      if (words) announce(document, words, urgent ? 'alert' : 'status');
    }
    const heading = leadingHeading(body);
    if (heading) {
      // Focusable from script only, so focus can rest on it when nothing else can take it.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      labelWith(heading);
    }
    scanWidgets(body, document);
    if (document.activeElement === title || !dialog.contains(document.activeElement))
      (body.querySelector<HTMLElement>(FOCUSABLE) ?? label).focus();
  }

  function showError(error: string, fallbackText: string, url: URL) {
    const message = document.createElement('p');
    message.className = 'sf-modal__error';
    message.setAttribute('role', 'alert');
    message.textContent = error;
    const fallback = document.createElement('p');
    const link = document.createElement('a');
    link.href = url.href;
    link.textContent = fallbackText;
    fallback.append(link);
    body.replaceChildren(message, fallback);
    body.removeAttribute('aria-busy');
  }

  async function open({
    opener: from,
    title: heading,
    close: closeText,
    content,
    shown,
  }: ModalRequest) {
    clearTimeout(timer);
    request?.abort();
    request = null;
    opener = from;
    title.textContent = heading;
    closeButton.textContent = closeText;
    emptyBody();
    dialog.className = 'node' in content ? `sf-modal ${content.className}` : 'sf-modal';
    if (!dialog.hasAttribute('open')) {
      native = typeof dialog.showModal === 'function';
      try {
        if (native) dialog.showModal();
      } catch {
        native = false;
      }
      if (!native) dialog.setAttribute('open', '');
      // showModal() makes the rest of the page inert, and Chromium then leaves the live regions
      // there out of the accessibility tree: announcements made while the dialog is open (its
      // status messages, a favourite removed) were never said. They move in while it is open.
      dialog.append(...document.querySelectorAll(`body > ${ANNOUNCERS}`));
    }
    const ms = duration();
    setState(ms ? 'opening' : 'open');
    after(ms, () => setState('open'));
    shown?.();
    if ('node' in content) {
      // Loaded only now, inside the open dialog (SPEC 4.11).
      body.append(content.node);
      title.focus();
      return;
    }
    const controller = new AbortController();
    request = controller;
    const loading = document.createElement('p');
    loading.className = 'sf-modal__loading';
    loading.textContent = content.loading;
    body.append(loading);
    body.setAttribute('aria-busy', 'true');
    title.focus();
    try {
      const fragment = await fetchFragment(content.url, document, controller.signal);
      if (request === controller && !controller.signal.aborted) showContent(fragment);
    } catch (error) {
      if (request !== controller || controller.signal.aborted) return;
      console.warn('Stayfront modal:', error);
      showError(content.error, content.fallback, content.url);
    }
  }

  /** The dialog's controls in Tab order, without the wrap-round stop. */
  const controls = () =>
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element !== wrap);

  wrap.addEventListener('focus', () => controls()[0]?.focus());
  closeButton.addEventListener('click', () => close());
  // A click on the dialog itself (not its content) is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  // Escape: the animated close instead of the browser's instant one.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // The browser closed it (e.g. a form with method="dialog"). Not when it is open again by then:
  // `close` is dispatched after dialog.close(), when finish() may have opened the next request.
  dialog.addEventListener('close', () => {
    if (opener && !dialog.open && dialog.getAttribute('data-state') !== 'closing') finish();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') trapTab(event);
  });

  /**
   * Tab and Shift+Tab cycle inside the dialog (APG). A native modal dialog makes the page inert,
   * but Tab from its last control would still leave for the browser's own UI. Focus may also rest
   * on an element that is not in the Tab order (the title, or the content's heading after the
   * close button): Tab from there goes on to the next control inside, or back to the first.
   */
  function trapTab(event: KeyboardEvent) {
    const focusables = controls();
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const from = active && dialog.contains(active) ? active : null;
    // Whether `later` comes after `earlier` in document order.
    const follows = (earlier: Node, later: Node) =>
      Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
    const target = event.shiftKey
      ? from && focusables.some((element) => element !== from && follows(element, from))
        ? null
        : last
      : from && focusables.some((element) => element !== from && follows(from, element))
        ? null
        : first;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return {
    dialog,
    open,
    close,
    queue(next) {
      if (opener) waiting.push(next);
      else void open(next);
    },
    release(from) {
      waiting = waiting.filter((next) => next.opener !== from);
      if (opener === from) close(true);
    },
    get opener() {
      return opener;
    },
  };
}
