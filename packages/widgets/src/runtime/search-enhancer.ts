/**
 * A search widget that enhances the server's markup in place rather than rendering a React
 * island (the pending state, the result count, the favourites view): as the loader mounts it,
 * the element's search instance is resolved first, and the widget attaches once it is ready,
 * unless the loader has given the element up meanwhile (it left the page).
 */
import type { MountContext, MountResult, WidgetModule } from '@stayfront/loader';
import type { SearchInstance } from '@stayfront/search-core';
import { resolveSearch } from './resolve-search.js';

export function searchEnhancer<C>(
  attach: (element: HTMLElement, search: SearchInstance, context: MountContext<C>) => MountResult,
): WidgetModule<C>['mount'] {
  return async (element, context) => {
    const search = await resolveSearch(element);
    if (!context.signal.aborted) return attach(element, search, context);
  };
}
