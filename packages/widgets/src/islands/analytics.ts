/**
 * `data-widget="analytics"`: the GA4 (or Universal Analytics) e-commerce adapter for the
 * element's search instance. No React and nothing rendered: the element only says which
 * instance (`data-search`) and which mode (`data-widget-config`).
 *
 * The adapter's code is loaded only on a page that has a tag to send to (gtag, ga or a data
 * layer, all defined by the tag's inline snippet before this runs): a page without one gets
 * nothing at all, not even the code. Results shown before the adapter arrives are not lost: it
 * catches up with the search's last events when it attaches.
 */
import type { WidgetModule } from '@stayfront/loader';
import { type AnalyticsConfig, parseAnalyticsConfig } from '../analytics/analytics-config.js';
import { hasTag } from '../analytics/analytics-globals.js';
import { setNavigationHook } from '../runtime/navigation-hooks.js';
import { resolveSearch } from '../runtime/resolve-search.js';

export const parseConfig: WidgetModule<AnalyticsConfig>['parseConfig'] = parseAnalyticsConfig;

export const mount: WidgetModule<AnalyticsConfig>['mount'] = async (element, context) => {
  const win = element.ownerDocument.defaultView;
  if (!win || !hasTag(win, context.config.mode)) return undefined;
  const [search, { attachAnalytics }] = await Promise.all([
    resolveSearch(element),
    import('../analytics/ga4-adapter.js'),
  ]);
  if (context.signal.aborted) return undefined;
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
