/**
 * A link that opens its page in the modal dialog (SPEC 2.8, 7.7). Without JavaScript, and for
 * modified or middle clicks, `target`/`download` links and links to another origin or scheme, it
 * stays an ordinary link: only a plain click on a same-origin http(s) URL is taken over.
 */
import type { Cleanup } from '@stayfront/loader';
import { isPlainClick } from '../../runtime/navigation-hooks.js';
import { sameOriginUrl } from '../lazy-block/remote-fragment.js';
import type { ModalConfig } from './modal-config.js';
import { existingModal, modalFor } from './modal-dialog.js';

export function attachModalLink(element: HTMLElement, config: ModalConfig): Cleanup {
  const document = element.ownerDocument;
  const link =
    element.closest<HTMLAnchorElement>('a[href]') ??
    element.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) throw new Error('modal: expected a link (<a href>) to open in the dialog.');
  const hadPopup = link.getAttribute('aria-haspopup');
  link.setAttribute('aria-haspopup', 'dialog');

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event, link)) return;
    const url = sameOriginUrl(link.getAttribute('href') ?? '', document);
    if (!url) return;
    event.preventDefault();
    const title = config.title ?? link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const { close, loading, error, fallback } = config;
    void modalFor(document).open({
      opener: link,
      title,
      close,
      content: { url, loading, error, fallback },
    });
  };
  link.addEventListener('click', onClick);

  return () => {
    link.removeEventListener('click', onClick);
    if (hadPopup === null) link.removeAttribute('aria-haspopup');
    else link.setAttribute('aria-haspopup', hadPopup);
    const modal = existingModal(document);
    if (modal?.opener === link) modal.close(true);
  };
}
