/** `data-widget="favourites-view"`: the favourites page's list (see widgets/favourites-view.ts). */
import type { WidgetModule } from '@stayfront/loader';
import { resolveSearch } from '@stayfront/widgets';
import { getFavouritesStore } from '../store/index.js';
import { attachFavouritesView } from '../widgets/favourites-view.js';
import { parseViewConfig, type ViewConfig } from '../widgets/view-config.js';

export const parseConfig: WidgetModule<ViewConfig>['parseConfig'] = parseViewConfig;

export const mount: WidgetModule<ViewConfig>['mount'] = async (element, context) => {
  const search = await resolveSearch(element);
  if (context.signal.aborted) return;
  const store = getFavouritesStore(context.config.options.namespace);
  return attachFavouritesView(element, search, store, context.config);
};
