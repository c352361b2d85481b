/**
 * Mounts the facet island once its search instance is known, so a config naming a facet the
 * search does not have fails at mount with a `MountConfigError` (path `$.facet`), the server's
 * fallback left in place, rather than rendering nothing. A drop-down display's chunk is loaded
 * before the first render (select-display.ts).
 */
import type { WidgetModule } from '@stayfront/loader';
import { resolveSearch } from '../runtime/resolve-search.js';
import { searchIsland } from '../runtime/search-island.js';
import { Facet } from './Facet.js';
import { checkFacet, type FacetConfig } from './facet-config.js';
import { selectDisplay } from './select-display.js';

const mountIsland = searchIsland(Facet);

export const mountFacet: WidgetModule<FacetConfig>['mount'] = async (element, context) => {
  const display = checkFacet(await resolveSearch(element), context.config);
  if (display === 'select') await selectDisplay.load();
  return mountIsland(element, context);
};
