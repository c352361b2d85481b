/** `data-widget="favourites-view"`: the favourites page's list (see widgets/favourites-view.ts). */
import type { WidgetModule } from '@stayfront/loader';
import { searchEnhancer } from '@stayfront/widgets';
import { getFavouritesStore } from '../store/index.js';
import { attachFavouritesView } from '../widgets/favourites-view.js';
import { parseViewConfig, type ViewConfig } from '../widgets/view-config.js';

export const parseConfig: WidgetModule<ViewConfig>['parseConfig'] = parseViewConfig;

export const mount: WidgetModule<ViewConfig>['mount'] = searchEnhancer(
  (element, search, { config }) =>
    attachFavouritesView(element, search, getFavouritesStore(config.options.namespace), config),
);
