import { isRecord } from '../is-record.js';

/** True when `config` uses a legacy Drupal shape (SPEC 3.3 `opts`, SPEC 3.4 facet settings). */
export function isLegacySearchConfig(config: unknown): boolean {
  if (!isRecord(config)) return false;
  if (config.opts !== undefined) return true;
  const facets = config.facets;
  const list = Array.isArray(facets) ? facets : isRecord(facets) ? Object.values(facets) : [];
  return list.some(
    (facet) =>
      isRecord(facet) && ('settings' in facet || 'settings_global' in facet || 'data' in facet),
  );
}
