/** `data-widget="pager"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { Pager } from '../pager/Pager.js';
import type { PagerConfig } from '../pager/pager-config.js';
import { searchIsland } from '../runtime/search-island.js';

export { parsePagerConfig as parseConfig } from '../pager/pager-config.js';
export const mount: WidgetModule<PagerConfig>['mount'] = searchIsland(Pager);
