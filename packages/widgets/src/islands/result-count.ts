/** `data-widget="result-count"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { ResultCount } from '../count/ResultCount.js';
import { parseResultCountConfig, type ResultCountConfig } from '../count/result-count-config.js';
import { searchIsland } from '../runtime/search-island.js';

export const parseConfig: WidgetModule<ResultCountConfig>['parseConfig'] = parseResultCountConfig;
export const mount: WidgetModule<ResultCountConfig>['mount'] = searchIsland(ResultCount);
