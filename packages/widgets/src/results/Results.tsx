/**
 * The results island (SPEC 2.2): the current page's items in the themer's markup, the server's
 * first page adopted node for node (no flash, no layout shift), progressive reveal, lazy images,
 * an empty state and an error state with retry. While a search is in flight the element carries
 * `aria-busy` and `data-state="pending"` (SPEC 4.2); a failed search is `data-state="error"`.
 * The retry button stays (and keeps the focus) until the retry has settled; when the error box
 * goes while it held the focus, the results element takes it (`tabindex=-1`), never `<body>`.
 * Each failure is announced once, a retry that fails again too. The list's height, measured as
 * a first failure replaces it, is `--sf-results-height` on the element: the stylesheet keeps it
 * while the error box shows, so nothing below moves and a visitor scrolled down is not left
 * beside an empty column.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { selectDocs, selectError, selectPending, selectStatus } from '@stayfront/search-core';
import { createElement, type MouseEvent, useEffect, useLayoutEffect, useState } from 'react';
import { focusElement, useFocusRescue } from '../runtime/focus-rescue.js';
import { isPlainClick, navigationHook } from '../runtime/navigation-hooks.js';
import { searchNameOf } from '../runtime/resolve-search.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { keepNodes } from '../runtime/server-nodes.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { findTemplate } from './find-template.js';
import { readLocale } from './format-value.js';
import { createLazyImages } from './lazy-images.js';
import { renderTemplate } from './render-template.js';
import type { ResultsConfig } from './results-config.js';
import {
  followReturnPoint,
  type ReturnPoint,
  readReturnPoint,
  restoreReturnPoint,
  saveReturnPoint,
} from './return-point.js';
import { readServerMarkup } from './server-markup.js';
import { useReveal } from './use-reveal.js';

type Sanitize = (html: string) => DocumentFragment;

export function Results({ config, element, search }: SearchWidgetProps<ResultsConfig>) {
  const messages = useMessages();
  const docs = useSearchState(search, selectDocs);
  const status = useSearchState(search, selectStatus);
  const pending = useSearchState(search, selectPending);
  const failed = status === 'error';
  const error = useSearchState(search, selectError);
  // Read during the first render, before React's commit replaces the server markup.
  const [server] = useState(() => readServerMarkup(element));
  const [template] = useState(() => findTemplate(element, config.template));
  const [lazy] = useState(createLazyImages);
  useEffect(() => lazy.disconnect, [lazy]);
  // Item HTML from documents is untrusted: its sanitizer (DOMPurify) is imported only by results
  // with an `html_field`.
  const htmlField = config.html_field;
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    if (htmlField !== null)
      void import('./sanitize-item-html.js').then(({ sanitizeItemHtml }) =>
        setSanitize(() => sanitizeItemHtml),
      );
  }, [htmlField]);

  // Before the first answer, the server's own items; afterwards, the documents.
  const adopting = status === 'idle';
  const serverIds = [...server.items.keys()];
  const ids = adopting ? serverIds : docs.map((doc) => doc.id);
  // The first answer that is not the server's page (a deep link's hash state, or the first change)
  // gets a list of its own rather than the server's items moved about: the browser counts a moved
  // item as a layout shift, a new one not. Later answers move items as usual (after an input, a
  // move is no unexpected shift). Not while the focus is in the results: a new list would drop it.
  const [leftServerPage, setLeftServerPage] = useState(false);
  if (
    !adopting &&
    !leftServerPage &&
    ids.join(' ') !== serverIds.join(' ') &&
    !element.contains(element.ownerDocument.activeElement)
  )
    setLeftServerPage(true);
  // Back to this page loaded again (return-point.ts): the card the visitor left from, 1-based, in
  // the first answer if it is for the hash they left (the server's page may be another search's);
  // 0 when none, and after that first answer (restored or not: a retry or a later search may come
  // while the visitor is busy with the page). Read in render, taken out of the entry once mounted.
  const [back, setBack] = useState(readReturnPoint);
  useEffect(followReturnPoint, []);
  const backAt = back && !adopting && back[2] === location.hash ? ids.indexOf(back[0]) + 1 : 0;
  const { visible, watchLast } = useReveal(
    adopting ? server : docs,
    ids.length,
    config.numvisible,
    backAt,
  );

  useLayoutEffect(() => {
    // After the items' refs of the first answer's commit (the restore, if any): no more.
    if (back && !adopting) setBack(undefined);
    element.setAttribute('aria-busy', String(pending));
    element.setAttribute(
      'data-state',
      pending
        ? 'pending'
        : failed
          ? 'error'
          : status === 'idle'
            ? 'server'
            : ids.length
              ? 'ready'
              : 'empty',
    );
  }, [element, pending, failed, status, ids.length, back, adopting]);

  // One message node per failure: a retry that fails again puts a new one in, which an alert
  // announces (the same text in the same node would be silent).
  // Counted as state derived from the error (React's pattern for it), not a ref written in render.
  const [failures, setFailures] = useState<[unknown, number]>([null, 0]);
  if (error !== failures[0]) {
    // A first failure (none before it: an error stays until a search succeeds): the list still
    // shows as this render runs, and its height is what the stylesheet keeps while the error box
    // replaces it, so nothing below moves. Read here, not as every search starts: a read there
    // forced a layout inside each facet click's handler, on a slow phone some 25 ms a click.
    if (error && !failures[0])
      element.style.setProperty('--sf-results-height', `${element.offsetHeight}px`);
    setFailures([error, failures[1] + 1]);
  }

  // The error box went (the retry answered) while its button held the focus: to the results.
  const focusRescue = useFocusRescue(!failed, () => focusElement(element));

  /**
   * An item's content node, made once per document object and reused across renders (so an item
   * whose document did not change keeps its DOM, its loaded image and any island inside it).
   * Only while the document is in the answer: the doc cache keeps every document seen for an
   * hour (SPEC 7.2), and a map keyed by it kept every card a long session had shown with it.
   * Pruned once the documents are committed: a render React throws away must not drop the nodes
   * the page still shows.
   */
  const [made] = useState(() => new Map<SolrDoc, Node>());
  useLayoutEffect(() => {
    for (const doc of made.keys()) if (!docs.includes(doc)) made.delete(doc);
  }, [made, docs]);
  const contentFor = (doc: SolrDoc): Node | null => {
    let node = made.get(doc);
    if (node) return node;
    const html = htmlField ? doc[htmlField] : undefined;
    if (typeof html === 'string') {
      if (!sanitize) return null; // the sanitizer is loading
      node = wrap(sanitize(html), element);
    } else if (template) {
      node = wrap(renderTemplate(template, doc, renderOptions(element)), element);
    } else return null;
    made.set(doc, node);
    return node;
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    const item = link?.closest('[data-result-id]');
    // A click that opens a new tab (a modifier, target=_blank) leaves this page where it is.
    const plain = link && isPlainClick(event.nativeEvent, link);
    if (plain && item) saveReturnPoint(item);
    const doc =
      item && search.getState().docs.find((d) => d.id === item.getAttribute('data-result-id'));
    if (!link || !doc) return;
    search.trackClick(doc);
    if (plain && navigationHook(search)?.(doc, link.href)) event.preventDefault();
  };

  if (failed) {
    return (
      <div className="sf-results__error" role={countOnPage(element) ? undefined : 'alert'}>
        <p key={failures[1]}>{messages.format('results.error')}</p>
        <button
          type="button"
          className="sf-results__retry"
          onClick={() => search.retry()}
          {...focusRescue}
        >
          {messages.format('results.retry')}
        </button>
      </div>
    );
  }
  // The server's own markup (an empty state, a message), kept as it was until the first answer.
  if (adopting && server.items.size === 0)
    return <div className="sf-results__server" ref={keepNodes(server.nodes)} />;
  if (ids.length === 0)
    return <p className="sf-results__empty">{messages.format('results.empty')}</p>;

  const shown = ids.slice(0, visible);
  return createElement(
    server.listTag,
    {
      key: leftServerPage ? 'answers' : 'server',
      className: server.listClass || 'sf-results__list',
      onClick,
    },
    shown.map((id, index) => {
      // The server's node for this id shows the same document: kept (no DOM change at all).
      // Every id is the server's while adopting, so `docs` is only read afterwards.
      const content = server.items.get(id) ?? contentFor(docs[index] as SolrDoc);
      // A list item React owns but never renders into: its content is the server's node, the
      // sanitized item HTML or the filled template, the same node for the same document, so the
      // themer's markup is exactly what the page shows and an unchanged item keeps its DOM.
      return createElement(server.itemTag, {
        key: id,
        className: server.itemClass || undefined,
        'data-result-id': id,
        ref: (item: HTMLElement | null) => {
          if (item && content) {
            if (item.firstChild !== content || item.childNodes.length !== 1)
              item.replaceChildren(content);
            lazy.observe(item);
            // backAt is 0 without a return point: `back` is there.
            if (index + 1 === backAt) restoreReturnPoint(item, (back as ReturnPoint)[1]);
          }
          // The last shown item is watched for progressive reveal.
          if (index === shown.length - 1) return watchLast(item);
        },
      });
    }),
  );
}

/**
 * Whether a result count of the same search is mounted (its `.sf-result-count` is rendered): it
 * says that the results could not be loaded, so the error box is no second alert.
 */
function countOnPage(element: HTMLElement): boolean {
  return [...element.ownerDocument.querySelectorAll('.sf-result-count')].some((count) => {
    const widget = count.closest<HTMLElement>('[data-widget]');
    return widget !== null && searchNameOf(widget) === searchNameOf(element);
  });
}

const renderOptions = (element: HTMLElement) => ({
  locale: readLocale(element.ownerDocument.documentElement.lang),
  baseUrl: element.ownerDocument.baseURI,
});

/** One node per item: a fragment with one element (and blank text) is that element, else a wrapper. */
function wrap(fragment: DocumentFragment, element: HTMLElement): Node {
  const elements = fragment.children;
  const onlyElement = [...fragment.childNodes].every(
    (node) => node === elements[0] || (node.nodeType === 3 && !node.textContent?.trim()),
  );
  if (elements.length === 1 && onlyElement) return elements[0] as Element;
  const wrapper = element.ownerDocument.createElement('div');
  wrapper.className = 'sf-results__content';
  wrapper.append(fragment);
  return wrapper;
}
