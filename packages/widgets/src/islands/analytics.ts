/**
 * `data-widget="analytics"`: the GA4 (or Universal Analytics) e-commerce adapter for the
 * element's search instance. No React and nothing rendered: the element only says which
 * instance (`data-search`) and which mode (`data-widget-config`).
 */
import type { WidgetModule } from '@stayfront/loader';
import { type AnalyticsConfig, parseAnalyticsConfig } from '../analytics/analytics-config.js';
import { attachAnalytics } from '../analytics/ga4-adapter.js';
import { setNavigationHook } from '../runtime/navigation-hooks.js';
import { resolveSearch } from '../runtime/resolve-search.js';

export const parseConfig: WidgetModule<AnalyticsConfig>['parseConfig'] = parseAnalyticsConfig;

export const mount: WidgetModule<AnalyticsConfig>['mount'] = async (element, context) => {
  const search = await resolveSearch(element);
  const win = element.ownerDocument.defaultView;
  if (!win || context.signal.aborted) return undefined;
  return attachAnalytics(
    {
      events: search.events,
      setNavigationHook: (hook) => setNavigationHook(search, hook),
      failing: () => search.getState().status === 'error',
    },
    context.config,
    win,
  );
};
