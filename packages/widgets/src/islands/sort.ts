/** `data-widget="sort"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { searchIsland } from '../runtime/search-island.js';
import { Sort } from '../sort/Sort.js';
import type { SortConfig } from '../sort/sort-config.js';

export { parseSortConfig as parseConfig } from '../sort/sort-config.js';
export const mount: WidgetModule<SortConfig>['mount'] = searchIsland(Sort);
