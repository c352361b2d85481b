/** `data-widget="autocomplete"`: the chunk the loader imports for it (react-select is a further chunk). */
import type { WidgetModule } from '@stayfront/loader';
import {
  type AutocompleteConfig,
  parseAutocompleteConfig,
} from '../autocomplete/autocomplete-config.js';
import { mountAutocomplete } from '../autocomplete/mount-autocomplete.js';

export const parseConfig: WidgetModule<AutocompleteConfig>['parseConfig'] = parseAutocompleteConfig;
export const mount: WidgetModule<AutocompleteConfig>['mount'] = mountAutocomplete;
