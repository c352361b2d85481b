import { SEARCH_PAGE_WIDGETS } from '@stayfront/loader';
import { describe, expect, it } from 'vitest';
import * as searchPage from './search-page.js';

const islands = import.meta.glob<{ mount: unknown; parseConfig?: unknown }>('../islands/*.ts');

describe('widgets/search-page.js', () => {
  it('exports exactly the widgets loader.js takes from it, each its island module’s own parts', async () => {
    const names = SEARCH_PAGE_WIDGETS.split(' ');
    expect(Object.keys(searchPage).sort()).toEqual([...names].sort());
    for (const name of names) {
      const load = islands[`../islands/${name}.ts`];
      if (!load) throw new Error(`no island module for ${name}`);
      const island = await load();
      const widget = (searchPage as Record<string, { mount: unknown; parseConfig: unknown }>)[name];
      expect(widget?.mount).toBe(island.mount);
      expect(widget?.parseConfig).toBe(island.parseConfig);
      expect(typeof widget?.mount).toBe('function');
    }
  });
});
