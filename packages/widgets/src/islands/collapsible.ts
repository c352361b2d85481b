/**
 * `data-widget="collapsible"`: the chunk the loader imports for it. An enhancer: it collapses the
 * server's text behind a toggle button and returns its cleanup.
 */
import type { WidgetModule } from '@stayfront/loader';
import { startCollapsible } from '../page/collapsible/collapsible.js';
import {
  type CollapsibleConfig,
  parseCollapsibleConfig,
} from '../page/collapsible/collapsible-config.js';

export const parseConfig: WidgetModule<CollapsibleConfig>['parseConfig'] = parseCollapsibleConfig;

export const mount: WidgetModule<CollapsibleConfig>['mount'] = (element, context) =>
  startCollapsible(element, context.config);
