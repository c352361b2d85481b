/**
 * `data-widget="favourites-counter"`: the header counter, on every page. Its module is plain DOM
 * code (the count, the link, the toggle; counter/plain-counter.ts); the panel's code, React and
 * search-core with it (counter/panel-island.ts), is imported only when the panel can be shown and
 * the visitor reaches for it (counter/mount-counter.ts).
 */
import type { WidgetModule } from '@stayfront/loader';
import { mountCounter } from '../counter/mount-counter.js';
import { type CounterConfig, parseCounterConfig } from '../widgets/counter-config.js';

export const parseConfig: WidgetModule<CounterConfig>['parseConfig'] = parseCounterConfig;

export const mount: WidgetModule<CounterConfig>['mount'] = (element, context) =>
  mountCounter(element, context, () => import('../counter/panel-island.js'));
