/** `data-widget="result-count"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { ResultCount } from '../count/ResultCount.js';
import type { ResultCountConfig } from '../count/result-count-config.js';
import { searchIsland } from '../runtime/search-island.js';

export { parseResultCountConfig as parseConfig } from '../count/result-count-config.js';
export const mount: WidgetModule<ResultCountConfig>['mount'] = searchIsland(ResultCount);
