import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as hitsPerPage from '../islands/hits-per-page.js';
import { emulateClosedSelectKeys } from '../test-support/closed-select-keys.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

const DOCS = Array.from({ length: 60 }, (_, index) => ({
  ...LISTINGS[index % 12],
  id: `doc-${index + 1}`,
}));
const config = (maxRows: number) => ({
  ...BASE_CONFIG,
  solr: { ...BASE_CONFIG.solr, max_rows: maxRows, exposed_params: ['fq', 'sort', 'start', 'rows'] },
});

async function mountSelect(options: { maxRows?: number; hash?: string; widget?: object } = {}) {
  const widgetConfig = JSON.stringify(options.widget ?? { options: [12, 24, 48] });
  const testPage = setupPage(
    `<div data-widget="hits-per-page" data-search="main" data-widget-config='${widgetConfig}'></div>`,
    {
      docs: DOCS,
      config: config(options.maxRows ?? 48),
      ...(options.hash ? { hash: options.hash } : {}),
    },
  );
  await mountWidget('[data-widget="hits-per-page"]', hitsPerPage);
  await settle();
  return testPage;
}

const select = () =>
  screen.getByRole('combobox', { name: 'Results per page' }) as HTMLSelectElement;
const choices = () =>
  within(select())
    .getAllByRole('option')
    .map((option) => option.textContent);
const lastRows = (testPage: ReturnType<typeof setupPage>) =>
  testPage.solr.requests
    .filter((request) => !request.url.endsWith('/select'))
    .at(-1)
    ?.params.get('rows');

afterEach(resetPage);

describe('hits-per-page', () => {
  it('is a labelled select of the configured counts, showing the default', async () => {
    await mountSelect();
    expect(choices()).toEqual(['12 per page', '24 per page', '48 per page']);
    expect(select().value).toBe('48');
    expect(select().closest('.sf-hits-per-page')).not.toBeNull();
  });

  it("keeps a server select's id for the theme's CSS and label", async () => {
    setupPage(
      `<div data-widget="hits-per-page" data-search="main" data-widget-config='{"options":[12,24,48]}'>
        <label for="per-page">Results per page</label><select id="per-page" class="theme-select"><option>12</option></select>
      </div>`,
      { docs: DOCS, config: config(48) },
    );
    await mountWidget('[data-widget="hits-per-page"]', hitsPerPage);
    await settle();
    expect(select().id).toBe('per-page');
    expect(document.querySelector('label[for="per-page"]')?.textContent).toBe('Results per page');
  });

  it('sets the rows per page from the first page', async () => {
    const testPage = await mountSelect({ hash: 'start=48' });
    await userEvent.selectOptions(select(), '12 per page');
    await settle();
    expect(lastRows(testPage)).toBe('12');
    expect(testPage.search().getState().query).toMatchObject({ rows: 12, start: 0 });
    expect(testPage.search().getState().docs).toHaveLength(12);
    expect(location.hash).toBe('#rows=12');
    expect(select().value).toBe('12');
    // The default is no choice at all: rows leaves the hash.
    await userEvent.selectOptions(select(), '48 per page');
    await settle();
    expect(testPage.search().getState().query.rows).toBeNull();
    expect(lastRows(testPage)).toBe('48');
    expect(location.hash).toBe('');
  });

  it('leaves out counts above the rows limit (max_rows by default), which the search would cut down anyway', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountSelect({ maxRows: 24 });
    expect(choices()).toEqual(['12 per page', '24 per page']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('48 exceed'));
  });

  it('offers counts above the default page size up to solr.rows_limit', async () => {
    const testPage = setupPage(
      `<div data-widget="hits-per-page" data-search="main" data-widget-config='{"options":[12,24,48]}'></div>`,
      { config: { ...BASE_CONFIG, solr: { ...config(12).solr, rows_limit: 48 } } },
    );
    await mountWidget('[data-widget="hits-per-page"]', hitsPerPage);
    await settle();
    expect(choices()).toEqual(['12 per page', '24 per page', '48 per page']);
    await userEvent.selectOptions(select(), '48 per page');
    await settle();
    expect(testPage.search().getState().query.rows).toBe(48);
    expect(lastRows(testPage)).toBe('48');
  });

  it('shows a count from the hash that is not among the options', async () => {
    await mountSelect({ hash: 'rows=10' });
    expect(choices()).toEqual(['10 per page', '12 per page', '24 per page', '48 per page']);
    expect(select().value).toBe('10');
  });

  it('follows Back', async () => {
    await mountSelect();
    await userEvent.selectOptions(select(), '24 per page');
    await settle();
    await userEvent.selectOptions(select(), '12 per page');
    await settle();
    await act(async () => history.back());
    await settle();
    expect(select().value).toBe('24');
  });

  it('applies a choice arrowed to on the closed select once, on Enter; a mouse choice at once', async () => {
    const stopKeys = emulateClosedSelectKeys();
    try {
      const user = userEvent.setup();
      const testPage = await mountSelect({ widget: { options: [6, 12, 24, 48] } });
      const setRows = vi.spyOn(testPage.search(), 'setRows');
      const requests = testPage.solr.requests.length;
      const entries = history.length;
      await user.tab();
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      await settle();
      expect(select().value).toBe('6');
      expect(setRows).not.toHaveBeenCalled();
      expect(testPage.solr.requests).toHaveLength(requests);
      await user.keyboard('{Enter}');
      await settle();
      expect(setRows).toHaveBeenCalledExactlyOnceWith(6);
      expect(lastRows(testPage)).toBe('6');
      expect(history.length).toBe(entries + 1);

      // A pick from the list opened later (a key's own change comes within its task).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await user.selectOptions(select(), '24 per page');
      expect(setRows).toHaveBeenCalledTimes(2);
      expect(setRows).toHaveBeenLastCalledWith(24);
    } finally {
      stopKeys();
    }
  });

  it('reports an invalid list with its JSON path', () => {
    expect(hitsPerPage.parseConfig?.({ options: [12, 'many'] })).toEqual({
      issues: [
        { path: '$.options', message: 'expected a list of 1 to 20 whole numbers from 1 to 1000' },
      ],
    });
    expect(hitsPerPage.parseConfig?.({})).toEqual({ value: { options: [10, 20, 50] } });
  });
});
