/**
 * The status messages in the server's answer to an AJAX submit: the elements matching the
 * configured selector (`[data-lead-result], .messages`), outermost only, after sanitizing the
 * whole answer (it is remote HTML: no script, handler or `javascript:` URL gets in). A message is
 * an error when it is or holds `[data-type="error"]`, `.messages--error` or `.error`. Their own
 * live-region roles go: the form's status region is the live region, and one inside another is
 * announced twice by some screen readers. Messages are shown inside the form, so their form
 * controls go too (a field would be posted with the next submit, a button could submit the form
 * elsewhere with its `formaction`), and so do widget markers (the loader would wake them).
 */
import { sanitizeHtml } from '@stayfront/widgets';

export const ERROR_MESSAGE = '[data-type="error"], .messages--error, .error';

export async function readServerMessages(
  html: string,
  selector: string,
  document: Document,
): Promise<Element[]> {
  const fragment = await sanitizeHtml(html, document);
  const messages = [...fragment.querySelectorAll(selector)].filter(
    (element) => !element.parentElement?.closest(selector),
  );
  for (const message of messages) {
    quietLiveRegions(message);
    for (const control of message.querySelectorAll(FORM_PARTS)) control.remove();
    for (const element of [message, ...message.querySelectorAll('[data-widget]')]) {
      element.removeAttribute('data-widget');
      element.removeAttribute('data-widget-config');
    }
  }
  return messages;
}

const FORM_PARTS = 'form, input, button, select, textarea, fieldset, output';

function quietLiveRegions(message: Element): void {
  for (const element of [message, ...message.querySelectorAll('[role], [aria-live]')]) {
    if (/^(status|alert|log)$/.test(element.getAttribute('role') ?? ''))
      element.removeAttribute('role');
    element.removeAttribute('aria-live');
  }
}

export const isErrorMessage = (message: Element): boolean =>
  message.matches(ERROR_MESSAGE) || message.querySelector(ERROR_MESSAGE) !== null;
