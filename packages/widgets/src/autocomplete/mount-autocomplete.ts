/**
 * The autocomplete's `mount`: react-select is imported (its own chunk) while the search instance
 * resolves, and only then is the island rendered, so the server's input keeps working, and keeps
 * what the visitor types, until the combobox can take over.
 */
import type { WidgetModule } from '@stayfront/loader';
import { resolveSearch } from '../runtime/resolve-search.js';
import { searchIsland } from '../runtime/search-island.js';
import { Autocomplete } from './Autocomplete.js';
import type { AutocompleteConfig } from './autocomplete-config.js';
import { loadSelect } from './select-parts.js';

const mountIsland = searchIsland(Autocomplete);

export const mountAutocomplete: WidgetModule<AutocompleteConfig>['mount'] = async (
  element,
  context,
) => {
  await Promise.all([loadSelect(), resolveSearch(element)]);
  return mountIsland(element, context);
};
