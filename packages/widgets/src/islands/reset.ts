/** `data-widget="reset"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { searchIsland } from '../runtime/search-island.js';
import { ResetButton } from '../selections/ResetButton.js';
import { parseResetConfig, type ResetConfig } from '../selections/reset-config.js';

export const parseConfig: WidgetModule<ResetConfig>['parseConfig'] = parseResetConfig;
export const mount: WidgetModule<ResetConfig>['mount'] = searchIsland(ResetButton);
