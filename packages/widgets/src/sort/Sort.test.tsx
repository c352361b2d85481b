import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as sortModule from '../islands/sort.js';
import { mountWidget, resetPage, settle, setupPage } from '../test-support/search-page.js';

const OPTIONS = [
  { value: 'fts_price asc', label: 'Price, low to high' },
  { value: 'fts_price desc', label: 'Price, high to low' },
];

function page(config: object = { options: OPTIONS }) {
  return `<form class="sort-form" data-widget="sort" data-search="main" data-widget-config='${JSON.stringify(config)}'>
    <label for="sort">Sort by</label><select id="sort" name="sort"><option>Best match</option></select>
  </form>`;
}

async function mountSort(config?: object, hash?: string) {
  const testPage = setupPage(page(config), hash ? { hash } : {});
  await mountWidget('[data-widget="sort"]', sortModule);
  await settle();
  return testPage;
}

const select = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const lastSort = (testPage: ReturnType<typeof setupPage>) =>
  testPage.solr.requests
    .filter((request) => !request.url.endsWith('/select'))
    .at(-1)
    ?.params.get('sort');

afterEach(resetPage);

describe('sort', () => {
  it('is a labelled native select with a relevance choice first', async () => {
    await mountSort();
    expect(select().tagName).toBe('SELECT');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Price, low to high', 'Price, high to low']);
    expect(select().value).toBe('');
    expect(select().className).toBe('sf-sort__select');
  });

  it("uses the config's own relevance option when it has one", async () => {
    await mountSort({ options: [...OPTIONS, { value: '', label: 'Recommended' }] });
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Price, low to high', 'Price, high to low', 'Recommended']);
    expect(
      (screen.getByRole('option', { name: 'Recommended' }) as HTMLOptionElement).selected,
    ).toBe(true);
  });

  it('sorts from the first page when changed, and back to relevance', async () => {
    const testPage = await mountSort(undefined, 'start=6');
    await userEvent.selectOptions(select(), 'Price, high to low');
    await settle();
    expect(lastSort(testPage)).toBe('fts_price desc');
    expect(testPage.search().getState().query).toMatchObject({ sort: 'fts_price desc', start: 0 });
    expect(new URLSearchParams(location.hash.slice(1)).get('sort')).toBe('fts_price desc');
    expect(testPage.search().getState().docs[0]?.fts_price).toBe(375);

    await userEvent.selectOptions(select(), 'Best match');
    await settle();
    expect(testPage.search().getState().query.sort).toBeNull();
    expect(lastSort(testPage)).toBeNull();
    expect(location.hash).toBe('');
  });

  it('can be used from the keyboard', async () => {
    const user = userEvent.setup();
    const testPage = await mountSort();
    await user.tab();
    expect(document.activeElement).toBe(select());
    await user.selectOptions(select(), 'fts_price asc');
    await settle();
    expect(testPage.search().getState().query.sort).toBe('fts_price asc');
  });

  it('shows the sort of a shared link', async () => {
    await mountSort(undefined, 'sort=fts_price%20asc');
    expect(select().value).toBe('fts_price asc');
  });

  it('follows Back and Forward', async () => {
    const testPage = await mountSort();
    await userEvent.selectOptions(select(), 'Price, low to high');
    await settle();
    await userEvent.selectOptions(select(), 'Price, high to low');
    await settle();
    await act(async () => history.back());
    await settle();
    expect(select().value).toBe('fts_price asc');
    expect(lastSort(testPage)).toBe('fts_price asc');
    await act(async () => history.back());
    await settle();
    expect(select().value).toBe('');
    await act(async () => history.forward());
    await settle();
    expect(select().value).toBe('fts_price asc');
  });

  it('follows a hash changed by a link', async () => {
    await mountSort();
    await act(async () => {
      location.hash = 'sort=fts_price%20desc';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    expect(select().value).toBe('fts_price desc');
  });

  it('reports options that are not sort clauses, with their JSON path', () => {
    expect(
      sortModule.parseConfig?.({ options: [{ value: 'price; drop', label: 'Bad' }, ...OPTIONS] }),
    ).toEqual({
      issues: [
        {
          path: '$.options[0].value',
          message: 'expected "" or a sort clause such as "fts_price asc"',
        },
      ],
    });
    expect(sortModule.parseConfig?.({})).toEqual({
      issues: [{ path: '$.options', message: 'expected a list of sort options' }],
    });
  });
});
