/**
 * The legacy Drupal settings (SPEC 3.3 `opts.solr`, SPEC 3.4 facet definitions under
 * `settings.settings` / `settings_global.settings` / `data.field`) mapped onto Stayfront's
 * config, warning once per deprecated key with its modern name. A separate entry point
 * (`@stayfront/search-core/legacy`), so sites on the modern shape never download it; the loader
 * imports it only when a config looks legacy.
 */
import { FACET_SORT_KEYS, type FacetDisplay } from '../config/types.js';
import { isRecord, type Loose } from '../is-record.js';
import { isLegacySearchConfig } from './is-legacy-config.js';

/** Legacy widget names (Drupal facetapi and riot_solr tags) and the display each maps to. */
export const LEGACY_FACET_WIDGET_MAP: Readonly<Record<string, FacetDisplay>> = {
  facetapi_links: 'links',
  facetapi_checkbox_links: 'checkbox',
  facetapi_select: 'select',
  facetapi_select_dropdowns: 'select',
  search_api_ranges_ui_slider: 'range',
  search_api_ranges_ui_select: 'range',
  facetapi_ranges: 'range',
  facetapi_toggle: 'toggle',
  'riot-facet-links': 'links',
  'riot-facet-checkbox': 'checkbox',
  'riot-facet-select': 'select',
  'riot-facet-range': 'range',
  'riot-facet-toggle': 'toggle',
};

/** The legacy facet keys and the modern key each one became. */
const LEGACY_FACET_KEYS: readonly [path: readonly string[], modern: string][] = [
  [['settings', 'settings', 'widget'], 'display'],
  [['settings', 'settings', 'riot_solr', 'facet_label'], 'label'],
  [['settings', 'settings', 'exclude'], 'exclude'],
  [['settings', 'settings', 'active_sorts'], 'sorts'],
  [['settings_global', 'settings', 'riotjs_label'], 'label'],
  [['settings_global', 'settings', 'operator'], 'operator'],
  [['settings_global', 'settings', 'hard_limit'], 'hardLimit'],
  [['settings_global', 'settings', 'facet_missing'], 'missing'],
  [['settings_global', 'settings', 'limit_active_items'], 'multiple'],
  [['settings_global', 'settings', 'facet_mincount'], 'mincount'],
  [['data', 'field', 'solr_field'], 'field'],
  [['data', 'field', 'name'], 'label'],
];

function dig(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/**
 * Returns the modern form of a legacy config; a modern config comes back unchanged.
 * `warn` is called once per deprecated key.
 */
export function migrateLegacyConfig(config: unknown, warn: (message: string) => void): unknown {
  if (!isLegacySearchConfig(config)) return config;
  const warned = new Set<string>();
  const deprecated = (legacy: string, advice: string) => {
    if (warned.has(legacy)) return;
    warned.add(legacy);
    warn(`Stayfront: "${legacy}" is deprecated; ${advice}.`);
  };
  let root = config as Loose;
  if (root.opts !== undefined) {
    deprecated('opts', 'put "solr" and "facets" at the top level');
    const { opts, ...rest } = root;
    root = { ...(isRecord(opts) ? opts : {}), ...rest };
  }
  const widgetMap = {
    ...LEGACY_FACET_WIDGET_MAP,
    ...(isRecord(root.facet_widget_map) ? root.facet_widget_map : {}),
  };
  const facets = root.facets;
  const migrate = (facet: unknown, name?: string) =>
    migrateFacet(facet, name, widgetMap, deprecated);
  return {
    ...root,
    facets: Array.isArray(facets)
      ? facets.map((facet) => migrate(facet))
      : isRecord(facets)
        ? Object.entries(facets).map(([name, facet]) => migrate(facet, name))
        : facets,
  };
}

function migrateFacet(
  facet: unknown,
  name: string | undefined,
  widgetMap: Readonly<Record<string, unknown>>,
  deprecated: (legacy: string, advice: string) => void,
): unknown {
  if (!isRecord(facet) || !('settings' in facet || 'settings_global' in facet || 'data' in facet)) {
    return name && isRecord(facet) ? { name, ...facet } : facet;
  }
  for (const [path, modern] of LEGACY_FACET_KEYS) {
    if (dig(facet, path) !== undefined) deprecated(path.join('.'), `use "${modern}"`);
  }
  const settings = dig(facet, ['settings', 'settings']);
  const global = dig(facet, ['settings_global', 'settings']);
  const widget = dig(settings, ['widget']) ?? 'facetapi_checkbox_links';
  const riotLabel = dig(global, ['riotjs_label']);
  const limitActive = dig(global, ['limit_active_items']);
  const modern: Record<string, unknown> = {
    field: dig(facet, ['data', 'field', 'solr_field']),
    label:
      dig(settings, ['riot_solr', 'facet_label']) ??
      (typeof riotLabel === 'string' ? riotLabel : undefined) ??
      dig(facet, ['data', 'field', 'name']),
    display: typeof widget === 'string' ? (widgetMap[widget] ?? widget) : widget,
    operator: dig(global, ['operator']),
    multiple:
      limitActive === undefined
        ? undefined
        : !(limitActive === true || limitActive === 1 || limitActive === '1'),
    exclude: dig(settings, ['exclude']) || undefined,
    sorts: migrateSorts(settings),
    hardLimit: dig(global, ['hard_limit']),
    missing: dig(global, ['facet_missing']),
    mincount: dig(global, ['facet_mincount']),
  };
  if (name) modern.name = name;
  return Object.fromEntries(Object.entries(modern).filter(([, value]) => value !== undefined));
}

/**
 * facetapi keeps `active_sorts` as `{ count: 'count', display: 0 }` (enabled when truthy), with
 * `sort_order` (3 = descending, 4 = ascending) and `sort_weight` beside it.
 */
function migrateSorts(settings: unknown): string[] | undefined {
  const active = dig(settings, ['active_sorts']);
  if (active === undefined || active === null) return undefined;
  const enabled = Array.isArray(active)
    ? active.map(String)
    : isRecord(active)
      ? Object.entries(active)
          .filter(([, on]) => on && on !== '0')
          .map(([key]) => key)
      : [];
  const orders = dig(settings, ['sort_order']);
  const weights = dig(settings, ['sort_weight']);
  const weight = (key: string) => Number(dig(weights, [key]) ?? 0);
  return enabled
    .filter((key) => (FACET_SORT_KEYS as readonly string[]).includes(key))
    .sort((a, b) => weight(a) - weight(b))
    .map((key) => {
      const order = String(dig(orders, [key]) ?? '');
      return order === '3' ? `${key} desc` : order === '4' ? `${key} asc` : key;
    });
}
