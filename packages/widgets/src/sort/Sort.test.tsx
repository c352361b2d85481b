import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sortModule from '../islands/sort.js';
import { emulateClosedSelectKeys } from '../test-support/closed-select-keys.js';
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

const searches = (testPage: ReturnType<typeof setupPage>) =>
  testPage.solr.requests.filter((request) => !request.url.endsWith('/select')).length;

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

  it("keeps the server select's id, so a theme's #sort and <label for=sort> still apply", async () => {
    await mountSort();
    expect(select().id).toBe('sort');
    expect(document.querySelectorAll('#sort')).toHaveLength(1);
    expect(document.querySelector('label[for="sort"]')?.textContent).toBe('Sort by');
    // Not its name: the server's values are its own keys, this select's Solr sorts.
    expect(select().name).toBe('');
    // It stays when a choice renders again.
    await userEvent.selectOptions(select(), 'Price, high to low');
    await settle();
    expect(select().id).toBe('sort');
  });

  it('gives its label an id of its own when the server select had none', async () => {
    setupPage(
      `<div data-widget="sort" data-search="main" data-widget-config='${JSON.stringify({ options: OPTIONS })}'></div>`,
    );
    await mountWidget('[data-widget="sort"]', sortModule);
    await settle();
    expect(select().id).not.toBe('');
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

describe('sort from the keyboard (a closed select changes at every arrow key, as in Chromium)', () => {
  const FOUR = { options: [...OPTIONS, { value: 'its_bedrooms desc', label: 'Most bedrooms' }] };
  let stopKeys = () => {};
  beforeEach(() => {
    stopKeys = emulateClosedSelectKeys();
  });
  afterEach(() => stopKeys());

  /** The page after the first search, with `setSort` watched and the counts so far. */
  async function arrowPage() {
    const user = userEvent.setup();
    const testPage = await mountSort(FOUR);
    const setSort = vi.spyOn(testPage.search(), 'setSort');
    const before = { searches: searches(testPage), history: history.length };
    await user.tab();
    expect(document.activeElement).toBe(select());
    return { user, testPage, setSort, before };
  }

  it('three ArrowDowns search nothing; Enter applies the last once: one search, one history entry', async () => {
    const { user, testPage, setSort, before } = await arrowPage();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await settle();
    expect(select().value).toBe('its_bedrooms desc');
    expect(setSort).not.toHaveBeenCalled();
    expect(searches(testPage)).toBe(before.searches);
    expect(history.length).toBe(before.history);
    // No timer applies it either.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await settle();
    expect(setSort).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await settle();
    expect(setSort).toHaveBeenCalledExactlyOnceWith('its_bedrooms desc');
    expect(searches(testPage)).toBe(before.searches + 1);
    expect(lastSort(testPage)).toBe('its_bedrooms desc');
    expect(history.length).toBe(before.history + 1);
    expect(select().value).toBe('its_bedrooms desc');
    expect(document.activeElement).toBe(select());
    // Leaving afterwards applies nothing more.
    await user.tab();
    await settle();
    expect(setSort).toHaveBeenCalledOnce();
  });

  it('Enter applies at once, and Enter on an applied value does nothing', async () => {
    const { user, testPage, setSort, before } = await arrowPage();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(setSort).toHaveBeenCalledExactlyOnceWith('fts_price asc');
    await settle();
    await user.keyboard('{Enter}');
    await settle();
    expect(setSort).toHaveBeenCalledOnce();
    expect(searches(testPage)).toBe(before.searches + 1);
  });

  it('leaving the select applies the choice once', async () => {
    const { user, testPage, setSort, before } = await arrowPage();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    await settle();
    expect(setSort).toHaveBeenCalledExactlyOnceWith('fts_price desc');
    expect(searches(testPage)).toBe(before.searches + 1);
    expect(history.length).toBe(before.history + 1);
  });

  it('Escape puts back the applied sort, and nothing is searched', async () => {
    const { user, testPage, setSort, before } = await arrowPage();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(select().value).toBe('');
    await user.tab();
    await settle();
    expect(setSort).not.toHaveBeenCalled();
    expect(searches(testPage)).toBe(before.searches);
  });

  it('arrowing back to the applied sort applies nothing', async () => {
    const { user, setSort } = await arrowPage();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await settle();
    expect(setSort).not.toHaveBeenCalled();
  });

  it('a mouse choice from the opened list applies at once, also after arrowing', async () => {
    const { user, testPage, setSort, before } = await arrowPage();
    await user.selectOptions(select(), 'Price, high to low');
    expect(setSort).toHaveBeenCalledExactlyOnceWith('fts_price desc');
    await settle();
    expect(searches(testPage)).toBe(before.searches + 1);

    await user.keyboard('{ArrowDown}');
    expect(setSort).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.selectOptions(select(), 'Price, low to high');
    expect(setSort).toHaveBeenLastCalledWith('fts_price asc');
    expect(setSort).toHaveBeenCalledTimes(2);
  });

  it('a sort arriving from elsewhere (Back, a link) drops the choice not yet applied', async () => {
    const { user, setSort } = await arrowPage();
    await user.keyboard('{ArrowDown}');
    expect(select().value).toBe('fts_price asc');
    await act(async () => {
      location.hash = 'sort=fts_price%20desc';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    expect(select().value).toBe('fts_price desc');
    await user.tab();
    await settle();
    expect(setSort).not.toHaveBeenCalled();
  });
});
