/** `data-widget="hits-per-page"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { HitsPerPage } from '../pager/HitsPerPage.js';
import { type HitsPerPageConfig, parseHitsPerPageConfig } from '../pager/hits-per-page-config.js';
import { searchIsland } from '../runtime/search-island.js';

export const parseConfig: WidgetModule<HitsPerPageConfig>['parseConfig'] = parseHitsPerPageConfig;
export const mount: WidgetModule<HitsPerPageConfig>['mount'] = searchIsland(HitsPerPage);
