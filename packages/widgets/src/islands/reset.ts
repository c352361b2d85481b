/** `data-widget="reset"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { searchIsland } from '../runtime/search-island.js';
import { ResetButton } from '../selections/ResetButton.js';
import type { ResetConfig } from '../selections/reset-config.js';

export { parseResetConfig as parseConfig } from '../selections/reset-config.js';
export const mount: WidgetModule<ResetConfig>['mount'] = searchIsland(ResetButton);
