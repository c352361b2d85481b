/**
 * The counter with its panel, loaded when the visitor reaches for it (mount-counter.ts): the React
 * island FavouritesCounter (count, link, toggle, and the SPEC 4.4 panel with its SPEC 7.3 query)
 * mounted over the element, in place of the plain counter's identical markup. This module and
 * what it imports (React, search-core) are the part of the counter not loaded with the page.
 */
import type { MountContext, MountResult } from '@stayfront/loader';
import { island } from '@stayfront/loader/react';
import { getFavouritesStore } from '../store/index.js';
import type { CounterConfig } from '../widgets/counter-config.js';
import { counterSearch } from '../widgets/counter-search.js';
import { FavouritesCounter, type MountedCounterConfig } from '../widgets/FavouritesCounter.js';
import { readServerParts, type ServerParts } from './server-parts.js';

/** What the plain counter hands over: the server's parts it read, and how the panel starts. */
export interface PanelHandover extends ServerParts {
  /** Asked just before React renders: open if the visitor is still there (panel-on-reach.ts). */
  openAtMount(): boolean;
}

/** Mounts the island; without a handover, straight on the server markup (closed at first). */
export async function mountPanel(
  element: HTMLElement,
  context: MountContext<CounterConfig>,
  handover: PanelHandover = {
    ...readServerParts(element, context.config),
    openAtMount: () => false,
  },
): Promise<MountResult> {
  const { config } = context;
  const store = getFavouritesStore(config.options.namespace);
  const search = config.options.skipSolr ? null : await counterSearch(element, config.search);
  if (context.signal.aborted) return;
  const { itemTemplate, serverHref } = handover;
  return island(FavouritesCounter)(element, {
    ...context,
    config: {
      ...config,
      store,
      search,
      itemTemplate,
      serverHref,
      openAtMount: handover.openAtMount(),
    } satisfies MountedCounterConfig,
  });
}
