/**
 * `data-widget="search-container"`: the chunk the loader imports for it. An enhancer, not a React
 * island: it only marks the element, whose server children (the other widgets) stay as they are.
 */
import type { WidgetModule } from '@stayfront/loader';
import { pageMessages } from '../runtime/messages.js';
import { searchEnhancer } from '../runtime/search-enhancer.js';
import {
  parseSearchContainerConfig,
  type SearchContainerConfig,
  watchPending,
} from '../status/search-container.js';

export const parseConfig: WidgetModule<SearchContainerConfig>['parseConfig'] =
  parseSearchContainerConfig;

export const mount: WidgetModule<SearchContainerConfig>['mount'] = searchEnhancer(
  (element, search, { config }) =>
    watchPending(element, search, config, pageMessages(element.ownerDocument)),
);
