/**
 * A link that opens its page in the modal dialog (SPEC 2.8, 7.7). Without JavaScript, and for
 * modified or middle clicks, `target`/`download` links and links to another origin or scheme, it
 * stays an ordinary link: only a plain click on a same-origin http(s) URL is taken over. With
 * `open_on_query`, the page's URL query can open it as the page loads (SPEC 2.5).
 */
import type { Cleanup } from '@stayfront/loader';
import { sameOriginUrl } from '../lazy-block/remote-fragment.js';
import { attachDialogLink, linkText } from './dialog-link.js';
import type { ModalConfig } from './modal-config.js';

// The parameters that already opened a dialog on this page: a link woken again (an AJAX swap,
// `Stayfront.scan`) does not open it a second time.
const openedByQuery = new WeakMap<Document, Set<string>>();

/**
 * Whether the page was asked, by `name` in its URL query, to open this dialog now (SPEC 2.5: the
 * reviews popup on `?leaveReview`, `?leaveReview=1`), and has not yet; marks it done. Not while
 * the focus is on the link: it woke from the visitor's Tab onto it (the modal's default trigger
 * is `interaction`, for a link without `data-widget-load="eager"`), and a dialog popping up as
 * focus arrives is a change on focus (WCAG 3.2.1); Enter or a click opens it as on any link.
 */
function queryOpens(link: HTMLElement, name: string | null): boolean {
  const document = link.ownerDocument;
  const search = document.defaultView?.location.search ?? '';
  if (!name || !new URLSearchParams(search).has(name)) return false;
  if (link.contains(document.activeElement)) return false;
  const opened = openedByQuery.get(document) ?? new Set<string>();
  openedByQuery.set(document, opened);
  if (opened.has(name)) return false;
  opened.add(name);
  return true;
}

export function attachModalLink(element: HTMLElement, config: ModalConfig): Cleanup {
  const { close, loading, error, fallback } = config;
  return attachDialogLink(element, {
    openAtOnce: queryOpens(element, config.open_on_query),
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
