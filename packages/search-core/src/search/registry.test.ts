import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../test-support/fake-platform.js';
import { fakeSolr } from '../test-support/fake-solr.js';
import { getPageRegistry, SearchRegistry } from './registry.js';

describe('SearchRegistry.load', () => {
  it('reads legacy Drupal settings through the legacy adapter, warning once per deprecated key', async () => {
    const platform = createFakePlatform(fakeSolr([]));
    const registry = new SearchRegistry(platform);
    const search = await registry.load('main', {
      opts: { solr: { url: '/legacy-proxy', max_rows: '12' } },
      facets: [
        {
          settings_global: { settings: { operator: 'or' } },
          data: { field: { solr_field: 'ss_type' } },
        },
      ],
    });
    expect(search.config).toMatchObject({ url: '/legacy-proxy', maxRows: 12 });
    expect(search.config.facets[0]).toMatchObject({ field: 'ss_type', operator: 'OR' });
    const warnings = platform.logged
      .filter((entry) => entry.level === 'warn')
      .map((entry) => String(entry.args[0]));
    expect(warnings).toEqual([
      expect.stringContaining('"opts" is deprecated'),
      expect.stringContaining('"settings_global.settings.operator" is deprecated; use "operator"'),
      expect.stringContaining('"data.field.solr_field" is deprecated; use "field"'),
    ]);
    expect(registry.get('main')).toBe(search);
  });

  it('defines modern configs directly and keeps the first definition of a name', async () => {
    const platform = createFakePlatform(fakeSolr([]));
    const registry = new SearchRegistry(platform);
    const first = await registry.load('main', { solr: { url: '/p' } });
    expect(await registry.load('main', { solr: { url: '/other' } })).toBe(first);
    expect(platform.logged.at(-1)?.args[0]).toMatch(/already defined/);
    registry.remove('main');
    expect(registry.names()).toEqual([]);
  });

  it('warns when two searches would keep their state in the same hash parameters (SPEC 2.1)', () => {
    const platform = createFakePlatform(fakeSolr([]));
    const registry = new SearchRegistry(platform);
    const warnings = () =>
      platform.logged.filter((entry) => entry.level === 'warn').map((entry) => entry.args[0]);
    registry.define('main', { solr: { url: '/p' } });
    registry.define('map', { solr: { url: '/p' }, hash_prefix: 'map.' });
    registry.define('counter', { solr: { url: '/p' }, url_hash: false });
    expect(warnings()).toEqual([]);
    registry.define('second', { solr: { url: '/p' } });
    expect(warnings()).toEqual([
      expect.stringMatching(/searches "main" and "second" share the URL hash/),
    ]);
  });

  it('shares one page registry across module copies', () => {
    expect(getPageRegistry()).toBe(getPageRegistry());
    expect(getPageRegistry()).toBe(
      (globalThis as Record<symbol, unknown>)[Symbol.for('stayfront.searchRegistry')],
    );
  });
});
