/**
 * `data-widget="sticky-column"`: the chunk the loader imports for it. An enhancer: it makes the
 * server's column sticky on wide screens and returns its cleanup.
 */
import type { WidgetModule } from '@stayfront/loader';
import {
  parseStickyColumnConfig,
  type StickyColumnConfig,
  startStickyColumn,
} from '../page/sticky-column/sticky-column.js';

export const parseConfig: WidgetModule<StickyColumnConfig>['parseConfig'] = parseStickyColumnConfig;

export const mount: WidgetModule<StickyColumnConfig>['mount'] = (element, context) =>
  startStickyColumn(element, context.config);
