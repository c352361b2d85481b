import { describe, expect, it, vi } from 'vitest';
import { createSearch } from '../search/create-search.js';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { isLegacySearchConfig } from './is-legacy-config.js';
import { migrateLegacyConfig } from './migrate-legacy-config.js';

/** A facet as the legacy Drupal module emits it in drupalSettings (SPEC 3.4). */
function legacyFacet(
  field: string,
  overrides: { widget?: string; operator?: string; limit?: number | string } = {},
) {
  return {
    settings: {
      settings: {
        widget: overrides.widget ?? 'facetapi_checkbox_links',
        riot_solr: { facet_label: `Label of ${field}` },
        exclude: 'Internal (staff)',
        active_sorts: { active: 'active', count: 'count', display: 'display', indexed: 0 },
        sort_order: { active: '3', count: '3', display: '4' },
        sort_weight: { active: '-50', count: '-49', display: '-48' },
      },
    },
    settings_global: {
      settings: {
        operator: overrides.operator ?? 'and',
        hard_limit: '20',
        facet_missing: '0',
        limit_active_items: overrides.limit ?? 0,
        facet_mincount: '1',
      },
    },
    data: { field: { solr_field: field, name: `Name of ${field}` } },
  };
}

const LEGACY = {
  opts: {
    solr: {
      url: '/solr-proxy',
      index: 'default_node_index',
      max_rows: '60',
      exposed_params: { fq: 'fq', q: 'q' },
    },
  },
  facets: {
    type: legacyFacet('ss_type', { widget: 'facetapi_links', operator: 'or' }),
    amenities: legacyFacet('sm_amenities', { limit: '1' }),
  },
};

describe('isLegacySearchConfig', () => {
  it('recognises opts and facet settings shapes, not modern configs', () => {
    expect(isLegacySearchConfig(LEGACY)).toBe(true);
    expect(isLegacySearchConfig({ solr: { url: '/p' }, facets: [legacyFacet('a')] })).toBe(true);
    expect(isLegacySearchConfig({ solr: { url: '/p' }, facets: [{ field: 'a' }] })).toBe(false);
    expect(isLegacySearchConfig(null)).toBe(false);
    expect(isLegacySearchConfig('opts')).toBe(false);
  });
});

describe('migrateLegacyConfig (SPEC 3.3, 3.4)', () => {
  it('maps opts.solr and legacy facets onto the modern shape', () => {
    const migrated = migrateLegacyConfig(LEGACY, () => {});
    const search = createSearch(migrated, { platform: createFakePlatform(() => ({})) });
    expect(search.config).toMatchObject({
      url: '/solr-proxy',
      index: 'default_node_index',
      maxRows: 60,
      exposedParams: ['fq', 'q'],
    });
    expect(search.config.facets).toEqual([
      {
        name: 'type',
        field: 'ss_type',
        label: 'Label of ss_type',
        display: 'links',
        operator: 'OR',
        multiple: true,
        exclude: 'Internal (staff)',
        sorts: [
          { key: 'active', order: 'desc' },
          { key: 'count', order: 'desc' },
          { key: 'display', order: 'asc' },
        ],
        hardLimit: 20,
        missing: false,
        mincount: 1,
        range: null,
        descriptions: {},
      },
      expect.objectContaining({
        name: 'amenities',
        field: 'sm_amenities',
        display: 'checkbox',
        operator: 'AND',
        multiple: false,
      }),
    ]);
  });

  it('warns once per deprecated key, naming its modern replacement', () => {
    const warn = vi.fn();
    migrateLegacyConfig(LEGACY, warn);
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toContain(
      'Stayfront: "opts" is deprecated; put "solr" and "facets" at the top level.',
    );
    expect(messages).toContain(
      'Stayfront: "settings.settings.widget" is deprecated; use "display".',
    );
    expect(messages).toContain(
      'Stayfront: "settings_global.settings.limit_active_items" is deprecated; use "multiple".',
    );
    expect(messages).toContain('Stayfront: "data.field.solr_field" is deprecated; use "field".');
    // Two facets use every key, yet each key is reported once.
    expect(new Set(messages).size).toBe(messages.length);
    // opts plus the 11 facet keys these facets use (riotjs_label is absent).
    expect(messages).toHaveLength(12);
  });

  it('uses the page facet_widget_map before the built-in widget names', () => {
    const migrated = migrateLegacyConfig(
      {
        solr: { url: '/p' },
        facet_widget_map: { my_slider: 'range' },
        facets: [legacyFacet('fts_price', { widget: 'my_slider' })],
      },
      () => {},
    ) as { facets: { display: string }[] };
    expect(migrated.facets[0]?.display).toBe('range');
  });

  it('leaves modern configs untouched and still validates migrated values', () => {
    const modern = { solr: { url: '/p' }, facets: [{ field: 'a' }] };
    expect(migrateLegacyConfig(modern, () => {})).toBe(modern);
    const broken = migrateLegacyConfig(
      { opts: { solr: { url: '/p' } }, facets: [legacyFacet('bad field')] },
      () => {},
    );
    expect(() => createSearch(broken, { platform: createFakePlatform(() => ({})) })).toThrow(
      /facets\[0\]\.field/,
    );
  });
});
