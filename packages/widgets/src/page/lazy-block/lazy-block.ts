/**
 * The lazy "jump" block (SPEC 2.8, 4.5, 7.7, 9.3): a server placeholder replaced, once it comes
 * within 80 px of the viewport, by HTML fetched from the same site, sanitized, then scanned so the
 * widgets inside wake. A failure keeps the server's placeholder (its link is the way to the content
 * without JavaScript, and on a flaky network the only one left) and adds a short message after it,
 * announced politely, with a button that asks again: a phone that lost its signal for a moment
 * gets the content without reloading the page. The button keeps the focus while it asks; when
 * the content replaces it, the block takes the focus (never `<body>`, which would send a keyboard
 * or screen-reader visitor to the top of the page). `data-state`: waiting → loading → loaded |
 * error; `aria-busy` while loading. A failure is asked again by itself when the connection comes
 * back (the window's `online` event), as its button would: a GET changes nothing on the server.
 */
import type { Cleanup } from '@stayfront/loader';
import { announce, prepareAnnouncer } from '../../toast/announce.js';
import type { LazyBlockConfig } from './lazy-block-config.js';
import { fetchFragment, sameOriginUrl, scanWidgets } from './remote-fragment.js';

/** SPEC 9.3: the lazy-load margin, above and below. */
export const LAZY_BLOCK_MARGIN = '80px 0px';

export function attachLazyBlock(element: HTMLElement, config: LazyBlockConfig): Cleanup {
  const document = element.ownerDocument;
  // The legacy markup's own attribute (SPEC 7.7: "taken from the block's attribute") is read
  // too, so a template's block needs only data-widget added.
  const raw =
    config.url ?? element.getAttribute('data-url') ?? element.getAttribute('jump_select_url');
  const url = raw ? sameOriginUrl(raw, document) : null;
  if (!url)
    throw new Error(
      raw
        ? `lazy-block: "${raw}" is not a URL on this site; nothing was fetched.`
        : 'lazy-block: set "url" in data-widget-config or data-url.',
    );
  const view = document.defaultView;
  const controller = new AbortController();
  let observer: IntersectionObserver | undefined;
  let message: HTMLElement | undefined;

  let started = false;
  const load = async () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    view?.removeEventListener('online', again);
    element.setAttribute('data-state', 'loading');
    element.setAttribute('aria-busy', 'true');
    // The live region must exist before its message for screen readers to read it.
    prepareAnnouncer(document);
    let fragment: DocumentFragment;
    try {
      fragment = await fetchFragment(url, document, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Stayfront lazy-block:', error);
      // The placeholder stays: replacing it with the message took the server's link away. A
      // retry that failed again replaces its message, the focus going to the new button.
      const refocus = message?.contains(document.activeElement) ?? false;
      message?.remove();
      message = document.createElement('div');
      message.className = 'sf-lazy-block__error';
      const words = document.createElement('p');
      words.textContent = config.error;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'sf-lazy-block__retry';
      retry.textContent = config.retry;
      retry.addEventListener('click', again);
      // A phone back from a tunnel: `online` fires only on that change, never for a server's
      // error, so a failing server is not asked again and again.
      view?.addEventListener('online', again);
      message.append(words, retry);
      element.append(message);
      element.setAttribute('data-state', 'error');
      element.removeAttribute('aria-busy');
      announce(document, config.error);
      if (refocus) retry.focus();
      return;
    }
    if (controller.signal.aborted) return;
    const refocus = message?.contains(document.activeElement) ?? false;
    message = undefined;
    element.replaceChildren(fragment);
    if (refocus) {
      element.setAttribute('tabindex', '-1');
      element.focus();
    }
    element.setAttribute('data-state', 'loaded');
    element.removeAttribute('aria-busy');
    scanWidgets(element, document);
  };

  // The Try again button, and the connection coming back. The button stays while it asks (keeping
  // the focus): a second press then must not send a second request, whose answer would replace
  // the content the first put in, or add an error after it.
  const again = () => {
    if (element.getAttribute('data-state') !== 'error') return;
    started = false;
    void load();
  };

  element.setAttribute('data-state', 'waiting');
  const IO = view?.IntersectionObserver;
  if (IO) {
    observer = new IO(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: LAZY_BLOCK_MARGIN },
    );
    observer.observe(element);
  } else void load();

  return () => {
    observer?.disconnect();
    view?.removeEventListener('online', again);
    controller.abort();
    // The server's markup as it was, so mounting again does not add a second message; a load
    // cut short leaves no aria-busy behind (assistive technology would wait on it for good).
    message?.remove();
    if (element.getAttribute('data-state') !== 'loaded') {
      element.removeAttribute('data-state');
      element.removeAttribute('aria-busy');
    }
  };
}
