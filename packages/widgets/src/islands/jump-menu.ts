/**
 * `data-widget="jump-menu"`: the chunk the loader imports for it. An enhancer: it attaches to the
 * server's jump-menu form and returns its cleanup.
 */
import type { WidgetModule } from '@stayfront/loader';
import {
  type JumpMenuConfig,
  parseJumpMenuConfig,
  startJumpMenu,
} from '../page/jump-menu/jump-menu.js';

export const parseConfig: WidgetModule<JumpMenuConfig>['parseConfig'] = parseJumpMenuConfig;

export const mount: WidgetModule<JumpMenuConfig>['mount'] = (element, context) =>
  startJumpMenu(element, context.config);
