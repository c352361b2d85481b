/** `data-widget="lazy-block"`: the chunk the loader imports for it (an enhancer, no React). */
import type { WidgetModule } from '@stayfront/loader';
import { attachLazyBlock } from '../page/lazy-block/lazy-block.js';
import type { LazyBlockConfig } from '../page/lazy-block/lazy-block-config.js';

export { parseLazyBlockConfig as parseConfig } from '../page/lazy-block/lazy-block-config.js';

export const mount: WidgetModule<LazyBlockConfig>['mount'] = (element, context) =>
  attachLazyBlock(element, context.config);
