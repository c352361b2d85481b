/** `data-widget="selections"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { searchIsland } from '../runtime/search-island.js';
import { Selections } from '../selections/Selections.js';
import type { SelectionsConfig } from '../selections/selections-config.js';

export { parseSelectionsConfig as parseConfig } from '../selections/selections-config.js';
export const mount: WidgetModule<SelectionsConfig>['mount'] = searchIsland(Selections);
