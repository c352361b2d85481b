/**
 * `data-widget="search-container"`: the chunk the loader imports for it. An enhancer, not a React
 * island: it only marks the element, whose server children (the other widgets) stay as they are.
 */
import type { WidgetModule } from '@stayfront/loader';
import { pageMessages } from '../runtime/messages.js';
import { resolveSearch } from '../runtime/resolve-search.js';
import {
  parseSearchContainerConfig,
  type SearchContainerConfig,
  watchPending,
} from '../status/search-container.js';

export const parseConfig: WidgetModule<SearchContainerConfig>['parseConfig'] =
  parseSearchContainerConfig;

export const mount: WidgetModule<SearchContainerConfig>['mount'] = async (element, context) => {
  const search = await resolveSearch(element);
  if (context.signal.aborted) return;
  return watchPending(element, search, context.config, pageMessages(element.ownerDocument));
};
