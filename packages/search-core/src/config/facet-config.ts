/**
 * Facet definitions: the modern shape (`{ field, label, display, operator, … }`) and the legacy
 * Drupal shape of SPEC 3.4 (`settings.settings.widget`, `settings_global.settings.operator`,
 * `data.field.solr_field`, …), mapped onto one `FacetDefinition`. Each legacy key is reported as
 * deprecated once, with its modern name.
 */
import { SearchConfigError } from '../errors.js';
import { isFieldName } from '../solr/escape.js';
import {
  checkKnownKeys,
  isRecord,
  type Loose,
  optionalBoolean,
  optionalNumber,
  optionalRecord,
  optionalString,
  readEnum,
  readNumber,
  readRecord,
  readString,
} from './readers.js';
import {
  FACET_DISPLAYS,
  FACET_SORT_KEYS,
  type FacetDefinition,
  type FacetDisplay,
  type FacetRangeConfig,
  type FacetSort,
  type FacetSortKey,
} from './types.js';

/** Legacy widget names (Drupal facetapi and riot_solr tags) and the display each maps to. */
export const DEFAULT_FACET_WIDGET_MAP: Readonly<Record<string, FacetDisplay>> = {
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

export const DEFAULT_FACET_SORTS: readonly FacetSort[] = [
  { key: 'active', order: 'desc' },
  { key: 'count', order: 'desc' },
  { key: 'display', order: 'asc' },
];
export const DEFAULT_HARD_LIMIT = 50;
/** Solr's own ceiling for facet.limit we are willing to ask a public proxy for. */
const MAX_HARD_LIMIT = 10_000;

const MODERN_KEYS = [
  'name',
  'field',
  'label',
  'display',
  'widget',
  'operator',
  'multiple',
  'exclude',
  'sorts',
  'hardLimit',
  'missing',
  'mincount',
  'range',
  'descriptions',
];

export interface FacetReadContext {
  widgetMap: Readonly<Record<string, FacetDisplay>>;
  deprecated: (legacyKey: string, modernKey: string) => void;
  warn: (message: string) => void;
}

/** Reads the facet list: an array, or an object keyed by facet name (as Drupal emits it). */
export function readFacetDefinitions(
  value: unknown,
  path: string,
  context: FacetReadContext,
): FacetDefinition[] {
  if (value === undefined || value === null) return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(readRecord(value, path));
  const facets = entries.map(([key, item]) =>
    readFacetDefinition(
      item,
      Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
      context,
      Array.isArray(value) ? undefined : key,
    ),
  );
  const names = new Set<string>();
  for (const [index, facet] of facets.entries()) {
    if (names.has(facet.name))
      throw new SearchConfigError(`${path}[${index}].name`, `duplicate facet name "${facet.name}"`);
    names.add(facet.name);
  }
  return facets;
}

function readFacetDefinition(
  value: unknown,
  path: string,
  context: FacetReadContext,
  keyName?: string,
): FacetDefinition {
  const record = readRecord(value, path);
  const isLegacy = 'settings' in record || 'settings_global' in record || 'data' in record;
  return isLegacy
    ? readLegacyFacet(record, path, context, keyName)
    : readModernFacet(record, path, context, keyName);
}

function readModernFacet(
  record: Loose,
  path: string,
  context: FacetReadContext,
  keyName?: string,
): FacetDefinition {
  checkKnownKeys(record, path, MODERN_KEYS, context.warn);
  const field = readField(record.field, `${path}.field`);
  const display = readDisplay(
    record.display ?? record.widget ?? 'checkbox',
    `${path}.display`,
    context.widgetMap,
  );
  const multiple = optionalBoolean(record.multiple, `${path}.multiple`) ?? display !== 'select';
  return buildFacet({
    path,
    name: optionalString(record.name, `${path}.name`) ?? keyName ?? field,
    field,
    label: optionalString(record.label, `${path}.label`) ?? field,
    display,
    operator: readOperator(record.operator, `${path}.operator`),
    multiple,
    exclude: optionalString(record.exclude, `${path}.exclude`) ?? null,
    sorts: readSorts(record.sorts, `${path}.sorts`),
    hardLimit: optionalNumber(record.hardLimit, `${path}.hardLimit`, {
      min: 1,
      max: MAX_HARD_LIMIT,
      integer: true,
    }),
    missing: optionalBoolean(record.missing, `${path}.missing`) ?? false,
    mincount: optionalNumber(record.mincount, `${path}.mincount`, { min: 0, integer: true }),
    range: readRange(record.range, `${path}.range`),
    descriptions: readDescriptions(record.descriptions, `${path}.descriptions`),
  });
}

function readLegacyFacet(
  record: Loose,
  path: string,
  context: FacetReadContext,
  keyName?: string,
): FacetDefinition {
  const settings =
    optionalRecord(
      optionalRecord(record.settings, `${path}.settings`)?.settings,
      `${path}.settings.settings`,
    ) ?? {};
  const global =
    optionalRecord(
      optionalRecord(record.settings_global, `${path}.settings_global`)?.settings,
      `${path}.settings_global.settings`,
    ) ?? {};
  const fieldInfo =
    optionalRecord(optionalRecord(record.data, `${path}.data`)?.field, `${path}.data.field`) ?? {};
  const legacy = (legacyKey: string, modernKey: string, present: boolean) => {
    if (present) context.deprecated(legacyKey, modernKey);
  };

  legacy('settings.settings.widget', 'display', settings.widget !== undefined);
  legacy('settings.settings.riot_solr.facet_label', 'label', isRecord(settings.riot_solr));
  legacy('settings.settings.exclude', 'exclude', settings.exclude !== undefined);
  legacy('settings.settings.active_sorts', 'sorts', settings.active_sorts !== undefined);
  legacy('settings_global.settings.riotjs_label', 'label', global.riotjs_label !== undefined);
  legacy('settings_global.settings.operator', 'operator', global.operator !== undefined);
  legacy('settings_global.settings.hard_limit', 'hardLimit', global.hard_limit !== undefined);
  legacy('settings_global.settings.facet_missing', 'missing', global.facet_missing !== undefined);
  legacy(
    'settings_global.settings.limit_active_items',
    'multiple',
    global.limit_active_items !== undefined,
  );
  legacy(
    'settings_global.settings.facet_mincount',
    'mincount',
    global.facet_mincount !== undefined,
  );
  legacy('data.field.solr_field', 'field', fieldInfo.solr_field !== undefined);
  legacy('data.field.name', 'name', fieldInfo.name !== undefined);

  const field = readField(fieldInfo.solr_field, `${path}.data.field.solr_field`);
  const riotSolr = optionalRecord(settings.riot_solr, `${path}.settings.settings.riot_solr`) ?? {};
  const label =
    optionalString(riotSolr.facet_label, `${path}.settings.settings.riot_solr.facet_label`) ??
    (typeof global.riotjs_label === 'string' ? global.riotjs_label : undefined) ??
    optionalString(fieldInfo.name, `${path}.data.field.name`) ??
    field;
  const widget = settings.widget ?? 'facetapi_checkbox_links';
  const limitActive = optionalBoolean(
    global.limit_active_items,
    `${path}.settings_global.settings.limit_active_items`,
  );
  return buildFacet({
    path,
    name: keyName ?? field,
    field,
    label,
    display: readDisplay(widget, `${path}.settings.settings.widget`, context.widgetMap),
    operator: readOperator(global.operator, `${path}.settings_global.settings.operator`),
    multiple: !limitActive,
    exclude: optionalString(settings.exclude, `${path}.settings.settings.exclude`) || null,
    sorts: readLegacySorts(settings, `${path}.settings.settings`),
    hardLimit: optionalNumber(global.hard_limit, `${path}.settings_global.settings.hard_limit`, {
      min: 1,
      max: MAX_HARD_LIMIT,
      integer: true,
    }),
    missing:
      optionalBoolean(global.facet_missing, `${path}.settings_global.settings.facet_missing`) ??
      false,
    mincount: optionalNumber(
      global.facet_mincount,
      `${path}.settings_global.settings.facet_mincount`,
      { min: 0, integer: true },
    ),
    range: null,
    descriptions: {},
  });
}

interface FacetParts extends Omit<FacetDefinition, 'hardLimit' | 'mincount'> {
  path: string;
  hardLimit: number | undefined;
  mincount: number | undefined;
}

function buildFacet(parts: FacetParts): FacetDefinition {
  const { path: _path, ...facet } = parts;
  return {
    ...facet,
    hardLimit: facet.hardLimit ?? DEFAULT_HARD_LIMIT,
    mincount: facet.mincount ?? 1,
  };
}

function readField(value: unknown, path: string): string {
  const field = readString(value, path);
  if (!isFieldName(field))
    throw new SearchConfigError(
      path,
      `"${field}" is not a Solr field name (letters, digits and _ only)`,
    );
  return field;
}

function readDisplay(
  value: unknown,
  path: string,
  widgetMap: Readonly<Record<string, FacetDisplay>>,
): FacetDisplay {
  if (typeof value === 'string') {
    const mapped = widgetMap[value] ?? DEFAULT_FACET_WIDGET_MAP[value];
    if (mapped) return mapped;
  }
  return readEnum(value, path, [...FACET_DISPLAYS, ...Object.keys(widgetMap)] as FacetDisplay[]);
}

function readOperator(value: unknown, path: string): 'AND' | 'OR' {
  if (value === undefined || value === null) return 'AND';
  return readEnum(typeof value === 'string' ? value.toUpperCase() : value, path, ['AND', 'OR']);
}

function readSort(value: unknown, path: string): FacetSort {
  if (typeof value === 'string') {
    const [key, order] = value.trim().split(/\s+/);
    return {
      key: readEnum(key, path, FACET_SORT_KEYS),
      order:
        order === undefined
          ? defaultOrder(key as FacetSortKey)
          : readEnum(order, path, ['asc', 'desc']),
    };
  }
  const record = readRecord(value, path);
  const key = readEnum(record.key, `${path}.key`, FACET_SORT_KEYS);
  return {
    key,
    order:
      record.order === undefined
        ? defaultOrder(key)
        : readEnum(record.order, `${path}.order`, ['asc', 'desc']),
  };
}

function defaultOrder(key: FacetSortKey): 'asc' | 'desc' {
  return key === 'active' || key === 'count' ? 'desc' : 'asc';
}

function readSorts(value: unknown, path: string): readonly FacetSort[] {
  if (value === undefined || value === null) return DEFAULT_FACET_SORTS;
  if (!Array.isArray(value))
    throw new SearchConfigError(path, 'expected a list of sorts such as "count desc"');
  return value.map((item, index) => readSort(item, `${path}[${index}]`));
}

/**
 * facetapi keeps `active_sorts` as `{ count: 'count', display: 0 }` (enabled when truthy), with
 * `sort_order` (3 = descending, 4 = ascending) and `sort_weight` beside it.
 */
function readLegacySorts(settings: Loose, path: string): readonly FacetSort[] {
  const active = settings.active_sorts;
  if (active === undefined || active === null) return DEFAULT_FACET_SORTS;
  const enabled = Array.isArray(active)
    ? active.map(String)
    : Object.entries(readRecord(active, `${path}.active_sorts`))
        .filter(([, on]) => on && on !== '0')
        .map(([key]) => key);
  const orders = isRecord(settings.sort_order) ? settings.sort_order : {};
  const weights = isRecord(settings.sort_weight) ? settings.sort_weight : {};
  return enabled
    .filter((key): key is FacetSortKey => (FACET_SORT_KEYS as readonly string[]).includes(key))
    .sort((a, b) => Number(weights[a] ?? 0) - Number(weights[b] ?? 0))
    .map((key) => {
      const order = String(orders[key] ?? '');
      return { key, order: order === '3' ? 'desc' : order === '4' ? 'asc' : defaultOrder(key) };
    });
}

function readRange(value: unknown, path: string): FacetRangeConfig | null {
  const record = optionalRecord(value, path);
  if (!record) return null;
  const start = readNumber(record.start, `${path}.start`);
  const end = readNumber(record.end, `${path}.end`);
  const gap = readNumber(record.gap, `${path}.gap`, { min: Number.MIN_VALUE });
  if (end <= start)
    throw new SearchConfigError(`${path}.end`, `must be greater than start (${start})`);
  if ((end - start) / gap > 1000)
    throw new SearchConfigError(`${path}.gap`, 'would produce more than 1000 buckets');
  return { start, end, gap };
}

function readDescriptions(value: unknown, path: string): Readonly<Record<string, string>> {
  const record = optionalRecord(value, path);
  if (!record) return {};
  return Object.fromEntries(
    Object.entries(record).map(([key, text]) => [
      key,
      readString(text, `${path}.${key}`, { allowEmpty: true }),
    ]),
  );
}

/**
 * SPEC 5.2: regex specials are stripped from the exclude pattern before matching, so an
 * integrator's `Pool (heated)` matches literally and a pattern can never be a ReDoS.
 */
export function compileExclude(pattern: string): RegExp | null {
  const stripped = pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '');
  return stripped ? new RegExp(stripped) : null;
}
