/** @stayfront/search-core/legacy: reading the legacy Drupal settings shapes (SPEC 3.3, 3.4). */
export { isLegacySearchConfig } from './is-legacy-config.js';
export { LEGACY_FACET_WIDGET_MAP, migrateLegacyConfig } from './migrate-legacy-config.js';
