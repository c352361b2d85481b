/**
 * A search widget as the loader mounts it: resolves the element's search instance and the page's
 * messages first, then renders the component as a React island (one root per element, server
 * markup kept until the first commit and restored on failure; see `@stayfront/loader/react`).
 */
import type { MountContext, WidgetModule } from '@stayfront/loader';
import { type IslandComponentProps, island } from '@stayfront/loader/react';
import type { SearchInstance } from '@stayfront/search-core';
import type { ComponentType } from 'react';
import { pageMessages } from './messages.js';
import { resolveSearch } from './resolve-search.js';
import { SearchProvider } from './search-context.js';

export interface SearchWidgetProps<C> extends IslandComponentProps<C> {
  readonly search: SearchInstance;
}

export function searchIsland<C>(
  Component: ComponentType<SearchWidgetProps<C>>,
): WidgetModule<C>['mount'] {
  return async (element: HTMLElement, context: MountContext<C>) => {
    const search = await resolveSearch(element);
    // Gone while the search resolved (it waits a task): no root for an element off the page.
    if (context.signal.aborted) return;
    const messages = pageMessages(element.ownerDocument);
    // One component per mounted element (made once per mount, never per render), closing over
    // that element's search and messages.
    // biome-ignore lint/correctness/noComponentHookFactories: see above.
    const Island = (props: IslandComponentProps<C>) => (
      <SearchProvider search={search} messages={messages}>
        <Component {...props} search={search} />
      </SearchProvider>
    );
    return island(Island)(element, context);
  };
}
