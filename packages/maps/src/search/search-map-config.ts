/**
 * The results map's config (SPEC 2.3): every key of the map widget but `markers` (they come from
 * the search), plus where a document keeps its place, name and link, and the results' icon set.
 */
import type { ConfigIssue } from '@stayfront/loader';
import { isRecord } from '@stayfront/widgets';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import type { MapSettings } from '../settings/types.js';

export interface SearchMapConfig {
  readonly map: MapSettings;
  /** A document's place: `"lat,lon"` (Solr's LatLonPointSpatialField) or `[lat, lon]`. */
  readonly locationField: string;
  /** A document's name: the marker's accessible name and tooltip. */
  readonly titleField: string;
  /** A document's page (same site), linked from the info window when there is no template. */
  readonly linkField: string;
  /** The results' icon set (SPEC 3.20), each result taking the icon of its position. */
  readonly markername: string;
}

const FIELD = /^[A-Za-z_][\w.-]{0,99}$/;
const OWN_KEYS = {
  location_field: 'locs_location',
  title_field: 'ss_title',
  link_field: 'ss_url',
  markername: '',
} as const;

export function parseSearchMapConfig(
  raw: unknown,
  element?: Element,
): { readonly value: SearchMapConfig } | { readonly issues: readonly ConfigIssue[] } {
  if (!isRecord(raw)) return { issues: [{ path: '$', message: 'expected a JSON object' }] };
  const issues: ConfigIssue[] = [];
  const own = { ...OWN_KEYS } as Record<keyof typeof OWN_KEYS, string>;
  for (const key of Object.keys(OWN_KEYS) as (keyof typeof OWN_KEYS)[]) {
    const value = raw[key];
    if (value === undefined) continue;
    const isName =
      key === 'markername'
        ? typeof value === 'string' && value.length <= 100
        : typeof value === 'string' && FIELD.test(value);
    if (isName) own[key] = value as string;
    else
      issues.push({
        path: `$.${key}`,
        message: key === 'markername' ? 'expected an icon set name' : 'expected a Solr field name',
      });
  }
  if (raw.markers !== undefined)
    issues.push({ path: '$.markers', message: "the results map's markers come from its search" });
  const { location_field, title_field, link_field, markername, markers, ...mapKeys } = raw;
  // A map of the region, whatever it holds: 'Map of the results' unless the page names it.
  const map = parseMapSettings({ label: 'Map of the results', ...mapKeys }, element);
  if ('issues' in map) issues.push(...map.issues);
  if (issues.length || !('value' in map)) return { issues };
  return {
    value: {
      map: map.value,
      locationField: own.location_field,
      titleField: own.title_field,
      linkField: own.link_field,
      markername: own.markername,
    },
  };
}
