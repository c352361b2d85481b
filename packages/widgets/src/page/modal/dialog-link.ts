/**
 * A link that opens the page's one modal dialog: what the modal link and the video modal share.
 * It finds the link (the element or the link around or inside it), marks it `aria-haspopup` when
 * it opens the dialog, takes over a plain click only when `request` says what to show (every
 * other click, `target`/`download` link and refused URL stays the browser's), and the cleanup
 * restores the link and closes a dialog it opened.
 */
import type { Cleanup } from '@stayfront/loader';
import { isPlainClick } from '../../runtime/navigation-hooks.js';
import { existingModal, type Modal, type ModalRequest, modalFor } from './modal-dialog.js';

export interface DialogLink {
  /** The error when the element holds no `<a href>`. */
  readonly missingLink: string;
  /** Whether the link opens the dialog, for `aria-haspopup` (known before any click). */
  readonly opensDialog: (link: HTMLAnchorElement) => boolean;
  /** What a plain click shows, made at click time; null leaves the click to the browser. */
  readonly request: (link: HTMLAnchorElement) => Omit<ModalRequest, 'opener'> | null;
  /** Runs once the dialog was asked to open (e.g. start a video the visitor asked for). */
  readonly opened?: (request: Omit<ModalRequest, 'opener'>) => void;
  /** Opens the dialog at once, as a plain click would, when this is true at attach time. */
  readonly openAtOnce?: boolean;
}

/**
 * Opens the page's one modal dialog for `opener` (focus goes back to it on close); the modal.
 * `queued`: for what opens by itself, not at the visitor's click, it waits while the dialog shows
 * something else (modal-dialog.ts `queue`).
 */
export function openDialog(
  opener: HTMLElement,
  request: Omit<ModalRequest, 'opener'>,
  queued = false,
): Modal {
  const modal = modalFor(opener.ownerDocument);
  if (queued) modal.queue({ opener, ...request });
  else void modal.open({ opener, ...request });
  return modal;
}

/** The link's text, spaces collapsed: the default dialog title. */
export const linkText = (link: HTMLAnchorElement): string =>
  link.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function attachDialogLink(element: HTMLElement, behaviour: DialogLink): Cleanup {
  const document = element.ownerDocument;
  const link =
    element.closest<HTMLAnchorElement>('a[href]') ??
    element.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) throw new Error(behaviour.missingLink);
  const hadPopup = link.getAttribute('aria-haspopup');
  if (behaviour.opensDialog(link)) link.setAttribute('aria-haspopup', 'dialog');

  /**
   * Opens what the link shows; false when its request leaves it to the browser. `queued` when it
   * opens by itself, so it waits for a dialog that is already up.
   */
  const open = (queued = false) => {
    const request = behaviour.request(link);
    if (!request) return false;
    openDialog(link, request, queued);
    behaviour.opened?.(request);
    return true;
  };
  const onClick = (event: MouseEvent) => {
    if (isPlainClick(event, link) && open()) event.preventDefault();
  };
  link.addEventListener('click', onClick);
  if (behaviour.openAtOnce) open(true);

  return () => {
    link.removeEventListener('click', onClick);
    if (hadPopup === null) link.removeAttribute('aria-haspopup');
    else link.setAttribute('aria-haspopup', hadPopup);
    existingModal(document)?.release(link);
  };
}
