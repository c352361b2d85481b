/**
 * `data-widget="result-count"`: the chunk the loader imports for it. An enhancer, not a React
 * island (see count/result-count.ts).
 */
import type { WidgetModule } from '@stayfront/loader';
import { watchResultCount } from '../count/result-count.js';
import type { ResultCountConfig } from '../count/result-count-config.js';
import { pageMessages } from '../runtime/messages.js';
import { searchEnhancer } from '../runtime/search-enhancer.js';

export { parseResultCountConfig as parseConfig } from '../count/result-count-config.js';
export const mount: WidgetModule<ResultCountConfig>['mount'] = searchEnhancer((element, search) =>
  watchResultCount(element, search, pageMessages(element.ownerDocument)),
);
