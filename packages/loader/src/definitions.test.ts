import { describe, expect, it, vi } from 'vitest';
import { type ChunkImporter, definitionTable, SEARCH_PAGE_WIDGETS } from './definitions.js';
import type { WidgetModule } from './types.js';

const moduleFor = (name: string): WidgetModule => ({
  mount: () => undefined,
  parseConfig: () => ({ value: name }),
});

/** An importer recording the paths asked for, answering from `files`. */
function fakeImporter(files: Record<string, unknown>) {
  const imported: string[] = [];
  const chunk = (<M>(path: string) =>
    async () => {
      imported.push(path);
      if (!(path in files)) throw new Error(`404 ${path}`);
      return files[path] as M;
    }) as ChunkImporter;
  return { chunk, imported };
}

const byName = (table: ReturnType<typeof definitionTable>, name: string) => {
  const found = table.find((definition) => definition.name === name);
  if (!found) throw new Error(`no definition for ${name}`);
  return found;
};

describe('definitionTable', () => {
  it('takes the search page widgets from widgets/search-page.js, each under its name', async () => {
    const names = SEARCH_PAGE_WIDGETS.split(' ');
    const searchPage = Object.fromEntries(names.map((name) => [name, moduleFor(name)]));
    const { chunk, imported } = fakeImporter({ 'widgets/search-page.js': searchPage });
    const table = definitionTable(chunk);
    for (const name of names) {
      expect(await byName(table, name).import()).toBe(searchPage[name]);
    }
    expect(new Set(imported)).toEqual(new Set(['widgets/search-page.js']));
    expect(names).toEqual(expect.arrayContaining(['results', 'facet', 'pager', 'hits-per-page']));
  });

  it('imports every other widget from widgets/<name>.js, with its default trigger', async () => {
    const modal = moduleFor('modal');
    const { chunk, imported } = fakeImporter({ 'widgets/modal.js': modal });
    const table = definitionTable(chunk);
    expect(byName(table, 'modal').load).toBe('interaction');
    expect(byName(table, 'autocomplete').load).toBe('interaction');
    expect(byName(table, 'results').load).toBeUndefined();
    expect(await byName(table, 'modal').import()).toBe(modal);
    expect(imported).toEqual(['widgets/modal.js']);
  });

  it('names the missing widget when search-page.js comes from another release', async () => {
    const { chunk } = fakeImporter({ 'widgets/search-page.js': { results: moduleFor('results') } });
    await expect(byName(definitionTable(chunk), 'pager').import()).rejects.toThrow(
      'widgets/search-page.js lacks "pager"',
    );
  });

  it('gives each search page widget its own importer, so a retry is that widget’s own', () => {
    const chunk = vi.fn(
      <M>(_path: string) =>
        async () =>
          ({}) as M,
    ) as unknown as ChunkImporter;
    definitionTable(chunk);
    const searchPageCalls = vi
      .mocked(chunk)
      .mock.calls.filter(([path]) => path === 'widgets/search-page.js');
    expect(searchPageCalls).toHaveLength(SEARCH_PAGE_WIDGETS.split(' ').length);
  });

  it('lists every widget once', () => {
    const { chunk } = fakeImporter({});
    const names = definitionTable(chunk).map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
