/** `data-widget="pager"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { Pager } from '../pager/Pager.js';
import { type PagerConfig, parsePagerConfig } from '../pager/pager-config.js';
import { searchIsland } from '../runtime/search-island.js';

export const parseConfig: WidgetModule<PagerConfig>['parseConfig'] = parsePagerConfig;
export const mount: WidgetModule<PagerConfig>['mount'] = searchIsland(Pager);
