/**
 * The results island (SPEC 2.2): the current page's items in the themer's markup, the server's
 * first page adopted node for node (no flash, no layout shift), progressive reveal, lazy images,
 * an empty state and an error state with retry. While a search is in flight the element carries
 * `aria-busy` and `data-state="pending"` (SPEC 4.2).
 */
import type { SolrDoc } from '@stayfront/search-core';
import {
  queriesEqual,
  selectDocs,
  selectPending,
  selectQuery,
  selectStatus,
} from '@stayfront/search-core';
import {
  createElement,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { isPlainClick, navigationHook } from '../runtime/navigation-hooks.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { createLazyImages } from './lazy-images.js';
import { ResultItem } from './ResultItem.js';
import { renderTemplate } from './render-template.js';
import type { ResultsConfig } from './results-config.js';
import { loadSanitizer } from './sanitize-html.js';
import { readServerMarkup } from './server-markup.js';
import { useReveal } from './use-reveal.js';

export function Results({ config, element, search }: SearchWidgetProps<ResultsConfig>) {
  const messages = useMessages();
  const latestDocs = useSearchState(search, selectDocs);
  const query = useSearchState(search, selectQuery);
  const [firstQuery] = useState(() => search.getState().query);
  const status = useSearchState(search, selectStatus);
  const pending = useSearchState(search, selectPending);
  // Read during the first render, before React's commit replaces the server markup.
  const [server] = useState(() => readServerMarkup(element));
  const docs = useMemo(
    () => keepServerOrder(latestDocs, server.items, queriesEqual(query, firstQuery)),
    [latestDocs, server.items, query, firstQuery],
  );
  const template = useMemo(
    () => findTemplate(element, config.template),
    [element, config.template],
  );
  const [lazy] = useState(() => createLazyImages());
  useEffect(() => () => lazy.disconnect(), [lazy]);
  const sanitize = useSanitizer(config.html_field !== null);

  // Before the first answer, the server's own items; afterwards, the documents.
  const adopting = status === 'idle';
  const ids = adopting ? [...server.items.keys()] : docs.map((doc) => doc.id);
  const { visible, watchLast } = useReveal(adopting ? server : docs, ids.length, config.numvisible);

  const contentFor = useItemContent(server.items, template, config.html_field, sanitize, element);

  useLayoutEffect(() => {
    element.setAttribute('aria-busy', String(pending));
    element.setAttribute('data-state', pending ? 'pending' : stateOf(status, ids.length));
  }, [element, pending, status, ids.length]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      const item = link?.closest('[data-result-id]');
      const doc =
        item && search.getState().docs.find((d) => d.id === item.getAttribute('data-result-id'));
      if (!link || !doc) return;
      search.trackClick(doc);
      if (isPlainClick(event.nativeEvent, link) && navigationHook(search)?.(doc, link.href))
        event.preventDefault();
    },
    [search],
  );

  if (status === 'error') {
    return (
      <div className="sf-results__error" role="alert">
        <p>{messages.format('results.error')}</p>
        <button type="button" className="sf-results__retry" onClick={() => search.retry()}>
          {messages.format('results.retry')}
        </button>
      </div>
    );
  }
  if (adopting && server.items.size === 0) {
    // The server's own markup (an empty state, a message), kept as it was until the first answer.
    return (
      <div
        className="sf-results__server"
        ref={(node) => {
          if (node && node.childNodes.length === 0) node.append(...server.nodes);
        }}
      />
    );
  }
  if (ids.length === 0)
    return <p className="sf-results__empty">{messages.format('results.empty')}</p>;

  const shown = ids.slice(0, visible);
  return createElement(
    server.listTag,
    { className: server.listClass || 'sf-results__list', onClick },
    shown.map((id, index) => (
      <ResultItem
        key={id}
        id={id}
        tag={server.itemTag as 'li' | 'div'}
        className={server.itemClass}
        content={contentFor(id, adopting ? null : (docs[index] ?? null))}
        onFilled={lazy.observe}
        lastRef={index === shown.length - 1 ? watchLast : undefined}
      />
    )),
  );
}

/**
 * The page a visitor is looking at is never re-ordered under them: a ranking re-sort (SPEC 4.14)
 * arriving after the server's page would move every card (a layout shift). So whenever the query
 * is the one the page opened with (also after Back) and the documents are the server's, they keep
 * the server's order; the ranking applies to every other search.
 */
function keepServerOrder(
  docs: readonly SolrDoc[],
  serverItems: ReadonlyMap<string, Element>,
  firstQuery: boolean,
): readonly SolrDoc[] {
  if (
    !firstQuery ||
    docs.length !== serverItems.size ||
    !docs.every((doc) => serverItems.has(doc.id))
  )
    return docs;
  const order = [...serverItems.keys()];
  return [...docs].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

function stateOf(status: string, count: number): string {
  if (status === 'idle') return 'server';
  return count === 0 ? 'empty' : 'ready';
}

function findTemplate(element: HTMLElement, selector: string | null): HTMLTemplateElement | null {
  const found = selector
    ? element.ownerDocument.querySelector(selector)
    : element.querySelector(':scope > template');
  return found instanceof HTMLTemplateElement ? found : null;
}

function useSanitizer(wanted: boolean) {
  const [sanitize, setSanitize] = useState<((html: string) => DocumentFragment) | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadSanitizer().then((purify) => active && setSanitize(() => purify));
    return () => {
      active = false;
    };
  }, [wanted]);
  return sanitize;
}

/**
 * The content node per id, made once per document object and reused across renders (so an item
 * whose document did not change keeps its DOM, its loaded image and any island inside it).
 */
function useItemContent(
  serverItems: ReadonlyMap<string, Element>,
  template: HTMLTemplateElement | null,
  htmlField: string | null,
  sanitize: ((html: string) => DocumentFragment) | null,
  element: HTMLElement,
) {
  const [made] = useState(() => new WeakMap<SolrDoc, Node>());
  return useCallback(
    (id: string, doc: SolrDoc | null): Node | null => {
      // The server's node for this id shows the same document: keep it (no DOM change at all).
      const adopted = serverItems.get(id);
      if (adopted || !doc) return adopted ?? null;
      const cached = made.get(doc);
      if (cached) return cached;
      const html = htmlField ? doc[htmlField] : undefined;
      let node: Node | null = null;
      if (typeof html === 'string' && sanitize) node = wrap(sanitize(html), element);
      else if (typeof html === 'string' && htmlField)
        return null; // the sanitizer is loading
      else if (template)
        node = wrap(renderTemplate(template, doc, renderOptions(element)), element);
      if (node) made.set(doc, node);
      return node;
    },
    [serverItems, template, htmlField, sanitize, element, made],
  );
}

const renderOptions = (element: HTMLElement) => ({
  locale: element.ownerDocument.documentElement.lang || 'en',
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
