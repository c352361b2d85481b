/**
 * What the server rendered inside the results element, read once before React takes the element
 * over: the list's and items' tags and classes (so client-rendered pages look the same to CSS), the
 * rendered item per document id (so the first page is adopted, not rebuilt), and the markup as
 * nodes for pages without items (an empty state, a message).
 */
import { serverNodes } from '../runtime/server-nodes.js';

export interface ServerMarkup {
  readonly listTag: 'ul' | 'ol' | 'div';
  readonly listClass: string;
  readonly itemTag: 'li' | 'div';
  readonly itemClass: string;
  /** Server-rendered item content by document id, in page order. */
  readonly items: ReadonlyMap<string, Element>;
  /** Everything else the server put there (an empty state, a message), as nodes to keep. */
  readonly nodes: readonly Node[];
}

export function readServerMarkup(element: HTMLElement): ServerMarkup {
  const nodes = serverNodes(element).filter((node) => !(node instanceof HTMLTemplateElement));
  const list =
    element.querySelector<HTMLElement>('[data-results-list]') ?? element.querySelector('ul, ol');
  const items = new Map<string, Element>();
  // A `data-results-list` grid of `div`s stays one: a `ul` of `div`s is no list (axe, screen
  // readers), and a `ul`'s default margin and padding would move the page as the widget wakes.
  const listTag = list?.localName === 'ol' || list?.localName === 'div' ? list.localName : 'ul';
  let itemTag = listTag === 'div' ? 'div' : 'li';
  let itemClass = '';
  // An item is an element with `data-id` inside a wrapper (the list item React will own).
  for (const wrapper of list?.children ?? []) {
    const item = wrapper.hasAttribute('data-id') ? null : wrapper.querySelector('[data-id]');
    const id = item?.getAttribute('data-id');
    if (!item || !id) continue;
    itemTag = wrapper.localName;
    itemClass = wrapper.className;
    items.set(id, item);
  }
  return {
    listTag,
    listClass: list?.className ?? '',
    itemTag: itemTag === 'div' ? 'div' : 'li',
    itemClass,
    items,
    nodes,
  };
}
