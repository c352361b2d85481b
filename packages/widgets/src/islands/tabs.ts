/**
 * `data-widget="tabs"`: the chunk the loader imports for it. An enhancer: it turns the server's
 * in-page links and sections into APG tabs and returns its cleanup.
 */
import type { WidgetModule } from '@stayfront/loader';
import { parseTabsConfig, startTabs, type TabsConfig } from '../page/tabs/tabs.js';

export const parseConfig: WidgetModule<TabsConfig>['parseConfig'] = parseTabsConfig;

export const mount: WidgetModule<TabsConfig>['mount'] = (element, context) =>
  startTabs(element, context.config);
