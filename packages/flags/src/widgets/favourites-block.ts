/**
 * The favourites block (SPEC 2.4): "its link is moved into the favourites view filters, labelled
 * 'Refresh'". An enhancer: the block's link (the server's, so it works without JavaScript) is moved
 * into `target`, relabelled, and re-runs the favourites view from the store when chosen; its
 * address follows the favourites, so opening it in a new tab shows the same list. Everything is
 * put back as it was on cleanup.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { isPlainClick } from '@stayfront/widgets';
import { type FavouritesStore, favouritesViewUrl } from '../store/index.js';
import type { BlockConfig } from './block-config.js';
import { showFavourites } from './show-favourites.js';

export interface BlockParts {
  readonly link: HTMLAnchorElement;
  readonly target: Element;
}

/** The block's link and where it goes; throws (the mount fails, nothing changed) without them. */
export function findBlockParts(element: HTMLElement, config: BlockConfig): BlockParts {
  const link = element.querySelector('a');
  if (!link) throw new Error('Stayfront favourites-block: the element has no link to move.');
  const target = element.ownerDocument.querySelector(config.target as string);
  if (!target)
    throw new Error(`Stayfront favourites-block: no element matches target "${config.target}".`);
  return { link, target };
}

export function attachFavouritesBlock(
  element: HTMLElement,
  { link, target }: BlockParts,
  search: SearchInstance,
  store: FavouritesStore,
  config: BlockConfig,
): () => void {
  const document = element.ownerDocument;

  const home = { parent: link.parentNode, next: link.nextSibling };
  const children = [...link.childNodes];
  const href = link.getAttribute('href');
  const followStore = (ids: readonly string[]) => {
    const url = ids.length ? favouritesViewUrl(ids, config.options, document.baseURI) : null;
    if (url) link.setAttribute('href', url);
    else if (href !== null) link.setAttribute('href', href);
  };

  link.textContent = config.label;
  link.classList.add('sf-favourites-block__refresh');
  target.append(link);
  followStore(store.get());
  const unsubscribe = store.subscribe(followStore);
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event, link)) return;
    event.preventDefault();
    showFavourites(search, config.options, store.get(), { rerun: true });
  };
  link.addEventListener('click', onClick);

  return () => {
    unsubscribe();
    link.removeEventListener('click', onClick);
    link.classList.remove('sf-favourites-block__refresh');
    if (!link.classList.length) link.removeAttribute('class');
    link.replaceChildren(...children);
    if (href === null) link.removeAttribute('href');
    else link.setAttribute('href', href);
    const next = home.next?.parentNode === home.parent ? home.next : null;
    (home.parent ?? element).insertBefore(link, next);
  };
}
