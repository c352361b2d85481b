/**
 * The status messages in the server's answer to an AJAX submit: the elements matching the
 * configured selector (`[data-lead-result], .messages`), outermost only, after sanitizing the
 * whole answer (it is remote HTML: no script, handler or `javascript:` URL gets in). A message is
 * an error when it is or holds `[data-type="error"]`, `.messages--error` or `.error`. Their own
 * live-region roles go: the form's status region is the live region, and one inside another is
 * announced twice by some screen readers.
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
  for (const message of messages) quietLiveRegions(message);
  return messages;
}

function quietLiveRegions(message: Element): void {
  for (const element of [message, ...message.querySelectorAll('[role], [aria-live]')]) {
    if (/^(status|alert|log)$/.test(element.getAttribute('role') ?? ''))
      element.removeAttribute('role');
    element.removeAttribute('aria-live');
  }
}

export const isErrorMessage = (message: Element): boolean =>
  message.matches(ERROR_MESSAGE) || message.querySelector(ERROR_MESSAGE) !== null;
