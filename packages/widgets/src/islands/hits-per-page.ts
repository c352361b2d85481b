/** `data-widget="hits-per-page"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { HitsPerPage } from '../pager/HitsPerPage.js';
import type { HitsPerPageConfig } from '../pager/hits-per-page-config.js';
import { searchIsland } from '../runtime/search-island.js';

export { parseHitsPerPageConfig as parseConfig } from '../pager/hits-per-page-config.js';
export const mount: WidgetModule<HitsPerPageConfig>['mount'] = searchIsland(HitsPerPage);
