/**
 * The facet widget's `data-widget-config`. `facet` names a facet of the search config (its name,
 * or its Solr field); `field` is accepted for it too, as ARCHITECTURE 2's example writes it.
 * Whether that facet exists is only known once the search instance is loaded, so the island
 * checks it at mount (`checkFacet`).
 */
import type { ParsedConfig } from '@stayfront/loader';
import type { FacetDisplay, SearchInstance } from '@stayfront/search-core';
import { findFacet } from '@stayfront/search-core/facets';
import { MountConfigError } from '../config/mount-config-error.js';
import {
  defineWidgetConfig,
  integer,
  isRecord,
  oneOf,
  optionalText,
  type ParsedValue,
  text,
} from '../config/widget-config.js';
import { TOGGLE_VALUE } from './item-text.js';

const DISPLAYS = ['checkbox', 'links', 'select', 'range', 'toggle'] as const;

const parse = defineWidgetConfig('facet', {
  /** Required: the facet's name, or its Solr field, in the search config. */
  facet: optionalText(200),
  /** The same as `facet` (the key of ARCHITECTURE 2's example); `facet` wins when both are set. */
  field: optionalText(200),
  /** The heading; by default the facet's label. */
  label: optionalText(200),
  /** Items shown before "Show more" (checkbox and link lists); 0 shows all. @default 0 */
  show: integer(0, 0, 1000),
  /** Overrides the facet's display (its `display` / facet_widget_map). @default the facet's */
  display: (value, path, issues) =>
    value === undefined || value === null
      ? null
      : oneOf<FacetDisplay>(DISPLAYS, 'checkbox')(value, path, issues),
  /** The value a toggle switches on and off (the default is the chips' too). @default 'true' */
  value: text(TOGGLE_VALUE, 200),
});

type RawFacetConfig = ParsedValue<typeof parse>;

export type FacetConfig = Omit<RawFacetConfig, 'field' | 'facet'> & { readonly facet: string };

export function parseFacetConfig(raw: unknown, element?: Element): ParsedConfig<FacetConfig> {
  const parsed = parse(raw, element);
  const issues = 'issues' in parsed ? [...parsed.issues] : [];
  // A config that is no JSON object (a list too) has one issue, "expected a JSON object", only.
  if (isRecord(raw) && !raw.facet && !raw.field)
    issues.push({
      path: '$.facet',
      message: 'required: the name or field of a facet of the search',
    });
  if (issues.length || !('value' in parsed)) return { issues };
  const { facet, field, ...rest } = parsed.value;
  return { value: { ...rest, facet: facet ?? field ?? '' } };
}

/** The facet's display; throws a `MountConfigError` when the search has no such facet. */
export function checkFacet(search: SearchInstance, config: FacetConfig): FacetDisplay {
  try {
    return config.display ?? findFacet(search, config.facet).display;
  } catch {
    const known = search.config.facets.map((facet) => facet.name).join(', ') || 'none';
    throw new MountConfigError('facet', {
      path: '$.facet',
      message: `search "${search.name}" has no facet "${config.facet}" (its facets: ${known})`,
    });
  }
}
