/**
 * The server's status messages in the page's modal dialog (SPEC 2.8: "Status messages are shown in
 * a modal dialog"), the toasts widget's `display: "modal"`. Toasts stay the default (SPEC 2.8's
 * toast notifications, 4.15): a dialog that opens by itself takes the visitor's focus, which a
 * site chooses knowingly.
 *
 * The dialog shows a copy of the messages (ids and live-region roles dropped, so none is doubled); the server's list
 * stays where it was, behind the backdrop while the dialog is up and readable after it closed, and
 * also if this code cannot load (the toasts island imports it only for `display: "modal"`). Focus goes into the dialog (its title) and, on closing,
 * back to the widget's element (`tabindex="-1"` given while mounted), where the messages are. The
 * messages are announced, urgently for errors, since focus on the title reads out only the name.
 */
import { openDialog } from '../page/modal/dialog-link.js';
import { announce } from './announce.js';
import { toastTypeOf } from './server-messages.js';

export interface MessagesModalTexts {
  /** The dialog's heading. */
  readonly title: string;
  /** The close button's text. */
  readonly close: string;
}

/** Opens the dialog with `element`'s messages, if it has any; returns the cleanup. */
export function mountMessagesModal(
  element: HTMLElement,
  texts: MessagesModalTexts,
  signal?: AbortSignal,
): () => void {
  const document = element.ownerDocument;
  const items = [...element.querySelectorAll<HTMLElement>('.messages__item')]
    .map((item) => ({ text: item.textContent?.replace(/\s+/g, ' ').trim() ?? '', item }))
    .filter(({ text }) => text !== '');
  if (!items.length || signal?.aborted) return () => {};
  const lists = [...element.querySelectorAll<HTMLElement>('.messages')];
  const tabIndex = element.getAttribute('tabindex');
  if (tabIndex === null) element.tabIndex = -1;
  const node = document.createElement('div');
  node.className = 'sf-status-messages';
  for (const list of lists.length ? lists : items.map(({ item }) => item)) {
    const copy = list.cloneNode(true) as HTMLElement;
    // No ids (none doubled), and no live regions of the server's (Drupal marks errors
    // role="alert"): the messages are said once, through the announcer below, not twice.
    for (const node of [copy, ...copy.querySelectorAll('*')])
      for (const name of ['id', 'role', 'aria-live']) node.removeAttribute(name);
    node.append(copy);
  }
  const modal = openDialog(
    element,
    {
      title: texts.title,
      close: texts.close,
      content: { node, className: 'sf-status-modal' },
      // Said when the messages show: after the dialog in front of them, if one was already up.
      shown: () => {
        for (const { text, item } of items)
          announce(
            document,
            text,
            toastTypeOf(item.dataset.type ?? null) === 'error' ? 'alert' : 'status',
          );
      },
    },
    true,
  );

  return () => {
    modal.release(element);
    if (tabIndex === null) element.removeAttribute('tabindex');
  };
}
