/** `data-widget="results"`: the chunk the loader imports for it. */
import type { WidgetModule } from '@stayfront/loader';
import { Results } from '../results/Results.js';
import { parseResultsConfig, type ResultsConfig } from '../results/results-config.js';
import { searchIsland } from '../runtime/search-island.js';

export const parseConfig: WidgetModule<ResultsConfig>['parseConfig'] = parseResultsConfig;
export const mount: WidgetModule<ResultsConfig>['mount'] = searchIsland(Results);
