/**
 * `data-widget="toasts"` (SPEC 2.8, 4.15): the server's status messages ("Your enquiry was sent.")
 * shown as toasts when the page loads.
 *
 *   <div data-widget="toasts">
 *     <ul class="messages"><li class="messages__item" data-type="error">…</li></ul>
 *   </div>
 *
 * The server list is hidden only once every toast is on screen: if notyf cannot load, the
 * visitor still reads the messages where the server put them. Cleanup shows the list again.
 */
import { showToast, type ToastType } from './show-toast.js';

const TYPES: Record<string, ToastType> = {
  success: 'success',
  status: 'success',
  error: 'error',
  info: 'info',
  warn: 'warn',
  warning: 'warn',
};

/** The toast type of a server message's `data-type` (success when absent or unknown). */
export const toastTypeOf = (value: string | null): ToastType =>
  TYPES[(value ?? '').trim().toLowerCase()] ?? 'success';

export function mountServerMessages(element: HTMLElement, signal?: AbortSignal): () => void {
  const document = element.ownerDocument;
  const items = [...element.querySelectorAll<HTMLElement>('.messages__item')];
  const lists = [...element.querySelectorAll<HTMLElement>('.messages')];
  const shown = items
    .map((item) => ({ text: item.textContent?.replace(/\s+/g, ' ').trim() ?? '', item }))
    .filter(({ text }) => text !== '');
  let hidden = false;
  if (shown.length)
    Promise.all(
      shown.map(({ text, item }) =>
        showToast(document, text, toastTypeOf(item.dataset.type ?? null)),
      ),
    )
      .then(() => {
        if (signal?.aborted) return;
        for (const list of lists) list.hidden = true;
        hidden = true;
        element.dataset.state = 'toasted';
      })
      .catch((error: unknown) => {
        // The server list stays: the messages are still read there.
        console.warn('Stayfront toasts: the messages could not be shown as toasts.', error);
      });
  return () => {
    if (hidden) for (const list of lists) list.hidden = false;
    delete element.dataset.state;
  };
}
