/**
 * `data-widget="search-layout"`: the chunk the loader imports for it. An enhancer, not a React
 * island: it moves the server's sidebar node between its home and the top of the results view.
 */
import type { WidgetModule } from '@stayfront/loader';
import {
  parseSearchLayoutConfig,
  type SearchLayoutConfig,
  startSearchLayout,
} from '../layout/search-layout.js';

export const parseConfig: WidgetModule<SearchLayoutConfig>['parseConfig'] = parseSearchLayoutConfig;

export const mount: WidgetModule<SearchLayoutConfig>['mount'] = (element, context) =>
  startSearchLayout(element, context.config);
