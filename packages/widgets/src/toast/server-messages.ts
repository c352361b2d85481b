/**
 * `data-widget="toasts"` (SPEC 2.8, 4.15): the server's status messages ("Your enquiry was sent.")
 * shown as toasts when the page loads.
 *
 *   <div data-widget="toasts">
 *     <ul class="messages"><li class="messages__item" data-type="error">…</li></ul>
 *   </div>
 *
 * The server list is hidden only once every toast is on screen: if notyf cannot load, the
 * visitor still reads the messages where the server put them. And only while the toasts are up:
 * a toast goes after 5 s (SPEC 4.15), and a visitor who looked away finds the message in the page
 * again once the last one has gone (WCAG 2.2.1). The list keeps its place meanwhile, invisible
 * (`visibility: hidden`; the toast's live region says the message), so neither its going nor its
 * coming back moves the page: no layout shift, none either when the 5 s end without any input.
 * Cleanup shows the list too.
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

/** `dismiss`: the toasts' dismiss button's name (the widget's `dismiss_text`). */
export function mountServerMessages(
  element: HTMLElement,
  signal?: AbortSignal,
  dismiss?: string,
): () => void {
  const document = element.ownerDocument;
  const items = [...element.querySelectorAll<HTMLElement>('.messages__item')];
  const lists = [...element.querySelectorAll<HTMLElement>('.messages')];
  const shown = items
    .map((item) => ({ text: item.textContent?.replace(/\s+/g, ' ').trim() ?? '', item }))
    .filter(({ text }) => text !== '');
  // The lists' own style attributes, while they are hidden.
  let styles: (string | null)[] | null = null;
  const showLists = () => {
    if (styles)
      lists.forEach((list, index) => {
        const style = styles?.[index] ?? null;
        if (style === null) list.removeAttribute('style');
        else list.setAttribute('style', style);
      });
    styles = null;
    delete element.dataset.state;
  };
  if (shown.length)
    Promise.all(
      shown.map(({ text, item }) =>
        showToast(document, text, toastTypeOf(item.dataset.type ?? null), dismiss),
      ),
    )
      .then((toasts) => {
        if (signal?.aborted) return;
        styles = lists.map((list) => list.getAttribute('style'));
        for (const list of lists) list.style.visibility = 'hidden';
        element.dataset.state = 'toasted';
        return Promise.all(toasts.map(({ gone }) => gone)).then(showLists);
      })
      .catch((error: unknown) => {
        // The server list stays: the messages are still read there.
        console.warn('Stayfront toasts: the messages could not be shown as toasts.', error);
      });
  return showLists;
}
