/**
 * The share-URL form beside the page title (SPEC 2.5, 3.11, 5.1). The server renders a form with
 * the page URL in an input; this adds:
 * - Enter in its inputs does not submit it (SPEC 5.1);
 * - focusing or clicking the URL input selects all of it;
 * - "Copy link" (Clipboard API, where there is one) with a toast;
 * - "Share…" (the Web Share API) only where the browser has `navigator.share`;
 * - social share links with the URL and title encoded, for http(s) URLs only.
 * A server that renders the share links itself (`<ul class="share-form__links">`, which work
 * without JavaScript) and an empty `<div class="share-form__actions">` for the buttons keeps
 * their room from the start, so waking moves nothing: the list is kept as it is and the buttons
 * go into that container.
 * Cleanup removes what it added and its listeners.
 */
import { showToast } from '../../toast/show-toast.js';
import type { ShareConfig } from './share-config.js';
import { NETWORK_LABELS, networkHref, shareUrl } from './share-links.js';

const URL_INPUT =
  '.share-form__url, input[name="share_url"], input[type="url"], input[type="text"]';

export function startShareForm(element: HTMLElement, config: ShareConfig): () => void {
  const document = element.ownerDocument;
  const navigator = document.defaultView?.navigator;
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  if (!form) throw new Error('Stayfront share-form: no <form> in the element.');
  const input = form.querySelector<HTMLInputElement>(URL_INPUT);
  const raw = config.url ?? input?.value ?? document.URL;
  const title = config.title ?? document.title;
  const urlFor = (channel: string) => shareUrl(raw, document.baseURI, config.param, channel);
  const added: Element[] = [];
  const controller = new AbortController();
  const on = { signal: controller.signal };

  form.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
    },
    on,
  );
  if (input) {
    const selectAll = () => input.select();
    input.addEventListener('focus', selectAll, on);
    input.addEventListener('click', selectAll, on);
  }

  if (urlFor('link')) {
    const serverActions = form.querySelector<HTMLElement>('.share-form__actions');
    const actions = serverActions ?? document.createElement('div');
    actions.className = 'share-form__actions';
    const button = (className: string, label: string, action: () => void) => {
      const control = document.createElement('button');
      control.type = 'button';
      control.className = className;
      control.textContent = label;
      control.addEventListener('click', action, on);
      actions.append(control);
      if (serverActions) added.push(control);
    };
    const clipboard = navigator?.clipboard;
    if (typeof clipboard?.writeText === 'function')
      button('share-form__copy', config.copyLabel, () => {
        clipboard.writeText(urlFor('link') as string).then(
          () => showToast(document, config.copiedMessage),
          () => {
            input?.focus();
            input?.select();
            return showToast(document, config.copyFailedMessage, 'error');
          },
        );
      });
    if (typeof navigator?.share === 'function')
      button('share-form__share', config.shareLabel, () => {
        navigator.share({ title, url: urlFor('share') as string }).catch((error: unknown) => {
          // The visitor closing the share sheet is no error.
          if ((error as Error)?.name !== 'AbortError') console.warn('Stayfront share:', error);
        });
      });

    const serverLinks = form.querySelector('.share-form__links');
    const list = document.createElement('ul');
    list.className = 'share-form__links';
    list.setAttribute('aria-label', config.linksLabel);
    for (const network of serverLinks ? [] : config.networks) {
      const url = urlFor(network) as string;
      const link = document.createElement('a');
      link.className = `share-form__link share-form__link--${network}`;
      link.href = networkHref(network, url, title);
      link.textContent = NETWORK_LABELS[network];
      if (network !== 'email') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    const appended = [
      ...(!serverActions && actions.childElementCount ? [actions] : []),
      ...(list.childElementCount ? [list] : []),
    ];
    form.append(...appended);
    added.push(...appended);
  } else console.warn(`Stayfront share-form: "${raw}" is not an http(s) URL; nothing to share.`);

  element.dataset.state = 'ready';
  return () => {
    controller.abort();
    for (const node of added) node.remove();
    delete element.dataset.state;
  };
}
