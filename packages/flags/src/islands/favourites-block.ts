/** `data-widget="favourites-block"`: the block's link as the view's "Refresh" (see widgets/favourites-block.ts). */
import type { WidgetModule } from '@stayfront/loader';
import { resolveSearch } from '@stayfront/widgets';
import { getFavouritesStore } from '../store/index.js';
import { type BlockConfig, parseBlockConfig } from '../widgets/block-config.js';
import { attachFavouritesBlock, findBlockParts } from '../widgets/favourites-block.js';

export const parseConfig: WidgetModule<BlockConfig>['parseConfig'] = parseBlockConfig;

export const mount: WidgetModule<BlockConfig>['mount'] = async (element, context) => {
  // Checked before the search starts: without its link or target the block changes nothing.
  findBlockParts(element, context.config);
  const search = await resolveSearch(element);
  if (context.signal.aborted) return;
  const store = getFavouritesStore(context.config.options.namespace);
  // Found again: the page may have changed while the search loaded.
  const parts = findBlockParts(element, context.config);
  return attachFavouritesBlock(element, parts, search, store, context.config);
};
