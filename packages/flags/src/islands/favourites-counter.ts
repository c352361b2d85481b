/** `data-widget="favourites-counter"`: the header counter and its panel (see widgets/FavouritesCounter.tsx). */
import type { WidgetModule } from '@stayfront/loader';
import { island } from '@stayfront/loader/react';
import { getFavouritesStore } from '../store/index.js';
import { type CounterConfig, parseCounterConfig } from '../widgets/counter-config.js';
import { defaultItemTemplate, findItemTemplate } from '../widgets/counter-items.js';
import { counterSearch } from '../widgets/counter-search.js';
import { FavouritesCounter, type MountedCounterConfig } from '../widgets/FavouritesCounter.js';

export const parseConfig: WidgetModule<CounterConfig>['parseConfig'] = parseCounterConfig;

export const mount: WidgetModule<CounterConfig>['mount'] = async (element, context) => {
  const { config } = context;
  // Read before React replaces the server markup.
  const itemTemplate =
    findItemTemplate(element, config.template) ??
    defaultItemTemplate(element.ownerDocument, config.more_text);
  const serverHref = element.querySelector('a[href]')?.getAttribute('href') ?? null;
  const store = getFavouritesStore(config.options.namespace);
  const search = config.options.skipSolr ? null : await counterSearch(element, config.search);
  if (context.signal.aborted) return;
  return island(FavouritesCounter)(element, {
    ...context,
    config: { ...config, store, search, itemTemplate, serverHref } satisfies MountedCounterConfig,
  });
};
