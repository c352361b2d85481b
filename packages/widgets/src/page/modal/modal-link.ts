/**
 * A link that opens its page in the modal dialog (SPEC 2.8, 7.7). Without JavaScript, and for
 * modified or middle clicks, `target`/`download` links and links to another origin or scheme, it
 * stays an ordinary link: only a plain click on a same-origin http(s) URL is taken over.
 */
import type { Cleanup } from '@stayfront/loader';
import { sameOriginUrl } from '../lazy-block/remote-fragment.js';
import { attachDialogLink, linkText } from './dialog-link.js';
import type { ModalConfig } from './modal-config.js';

export function attachModalLink(element: HTMLElement, config: ModalConfig): Cleanup {
  const { close, loading, error, fallback } = config;
  return attachDialogLink(element, {
    missingLink: 'modal: expected a link (<a href>) to open in the dialog.',
    opensDialog: () => true,
    request(link) {
      const url = sameOriginUrl(link.getAttribute('href') ?? '', element.ownerDocument);
      if (!url) return null;
      const title = config.title ?? linkText(link);
      return { title, close, content: { url, loading, error, fallback } };
    },
  });
}
