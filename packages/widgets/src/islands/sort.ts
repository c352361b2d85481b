/** `data-widget="sort"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { searchIsland } from '../runtime/search-island.js';
import { Sort } from '../sort/Sort.js';
import { parseSortConfig, type SortConfig } from '../sort/sort-config.js';

export const parseConfig: WidgetModule<SortConfig>['parseConfig'] = parseSortConfig;
export const mount: WidgetModule<SortConfig>['mount'] = searchIsland(Sort);
