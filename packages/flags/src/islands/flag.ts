/** `data-widget="flag"`: the favourite toggle (see widgets/Flag.tsx). */
import type { WidgetModule } from '@stayfront/loader';
import { island } from '@stayfront/loader/react';
import { getFavouritesStore } from '../store/index.js';
import { watchCapped } from '../widgets/capped.js';
import { Flag, itemIdOf, type MountedFlagConfig } from '../widgets/Flag.js';
import { type FlagConfig, parseFlagConfig } from '../widgets/flag-config.js';
import { itemTitleOf } from '../widgets/item-title.js';
import { watchServerFocus } from '../widgets/keep-focus.js';

export const parseConfig: WidgetModule<FlagConfig>['parseConfig'] = parseFlagConfig;

export const mount: WidgetModule<FlagConfig>['mount'] = async (element, context) => {
  const { config } = context;
  const itemId = itemIdOf(element, config.id, config.options);
  // The server's fallback (a link to the favourites page) stays.
  if (!itemId)
    throw new Error(
      'Stayfront flag: no item id; set "id" in data-widget-config or put the flag inside an element with data-id.',
    );
  const store = getFavouritesStore(config.options.namespace);
  const title = itemTitleOf(element);
  const releaseCapped = watchCapped(store, element.ownerDocument, config.capped_text);
  const release = () => {
    releaseCapped();
    title?.release();
  };
  const restoreFocus = watchServerFocus(element);
  try {
    const unmount = await island(Flag)(element, {
      ...context,
      config: { ...config, itemId, store, titleId: title?.id ?? null } satisfies MountedFlagConfig,
    });
    restoreFocus(element.querySelector('button'));
    return () => {
      release();
      if (typeof unmount === 'function') unmount();
    };
  } catch (error) {
    restoreFocus(null);
    release();
    throw error;
  }
};
