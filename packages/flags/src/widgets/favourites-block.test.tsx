import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as block from '../islands/favourites-block.js';
import {
  DEFAULT_NAMESPACE,
  favouritesViewUrl,
  getFavouritesStore,
  parseFlagOptions,
} from '../store/index.js';
import {
  BASE_CONFIG,
  idOf,
  mountWidget,
  resetFlagsPage,
  settle,
  setupFlagsPage,
} from '../test-support/flags-page.js';

const PAGE = `
  <aside class="sidebar">
    <div id="block" class="block" data-widget="favourites-block"
         data-widget-config='{"target":"#filters","path":"/favourites"}'>
      <h2>Favourites</h2>
      <a class="block__link" href="/favourites"><span class="icon"></span> View your favourites</a>
      <p>Kept in this browser.</p>
    </div>
  </aside>
  <div id="filters" class="view-filters"><label>Sort <select></select></label></div>`;

const OPTIONS = parseFlagOptions({ path: '/favourites' });
const store = () => getFavouritesStore(DEFAULT_NAMESPACE);
const SEARCH = { ...BASE_CONFIG, facets: [] };

afterEach(resetFlagsPage);

describe('favourites-block', () => {
  it('moves its link into the view filters, labelled "Refresh", and puts it back on cleanup', async () => {
    const favourites = [idOf(2), idOf(1)];
    setupFlagsPage(PAGE, { searches: { main: SEARCH }, favourites, path: '/favourites' });
    const before = document.body.innerHTML;
    const widget = await mountWidget('#block', block);
    const link = screen.getByRole('link', { name: 'Refresh' });
    expect(link.parentElement?.id).toBe('filters');
    expect(link.className).toBe('block__link sf-favourites-block__refresh');
    expect(document.querySelector('#block a')).toBeNull();
    // Opened in a new tab, it shows the same list.
    expect(link.getAttribute('href')).toBe(
      favouritesViewUrl(favourites, OPTIONS, document.baseURI),
    );
    await act(async () => store().add(idOf(3)));
    expect(link.getAttribute('href')).toBe(
      favouritesViewUrl([...favourites, idOf(3)], OPTIONS, document.baseURI),
    );
    widget.unmount();
    expect(document.body.innerHTML).toBe(before);
  });

  it('re-runs the favourites view from the store when chosen', async () => {
    const page = setupFlagsPage(PAGE, {
      searches: { main: SEARCH },
      favourites: [idOf(4)],
      path: '/favourites',
    });
    await mountWidget('#block', block);
    await settle();
    const user = userEvent.setup();
    const searches = () => page.solr.requests.filter((request) => !request.url.endsWith('/select'));
    const before = searches().length;
    await user.click(screen.getByRole('link', { name: 'Refresh' }));
    await settle();
    expect(page.search().getState().query.q).toEqual({
      type: 'values',
      field: 'id',
      values: [idOf(4)],
    });
    expect(location.pathname).toBe('/favourites');
    expect(searches()).toHaveLength(before + 1);
    expect(
      page
        .search()
        .getState()
        .docs.map((doc) => doc.id),
    ).toEqual([idOf(4)]);
    // The same list again: it still searches again (the index may have changed).
    await user.click(screen.getByRole('link', { name: 'Refresh' }));
    await settle();
    expect(searches()).toHaveLength(before + 2);
    // A change made elsewhere (another tab) is read when chosen.
    await act(async () => store().add(idOf(5)));
    screen.getByRole('link', { name: 'Refresh' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(
      page
        .search()
        .getState()
        .docs.map((doc) => doc.id),
    ).toEqual([idOf(4), idOf(5)]);
  });

  it('needs a target, as a CSS selector', () => {
    expect(block.parseConfig?.({})).toEqual({
      issues: [{ path: '$.target', message: 'is required: a CSS selector' }],
    });
    expect(block.parseConfig?.({ target: 'div[' })).toEqual({
      issues: [{ path: '$.target', message: 'expected a CSS selector' }],
    });
    expect(block.parseConfig?.({ target: '#filters', label: 3 })).toEqual({
      issues: [{ path: '$.label', message: expect.any(String) }],
    });
  });

  it('fails to mount, changing nothing, without a link or a target element', async () => {
    setupFlagsPage(`${PAGE}<div id="bare" data-widget="favourites-block"><p>No link</p></div>`, {
      searches: { main: SEARCH },
    });
    const before = document.body.innerHTML;
    const context = (target: string) => {
      const parsed = block.parseConfig?.({ target });
      if (!parsed || !('value' in parsed)) throw new Error('config issues');
      return {
        name: 'favourites-block',
        config: parsed.value,
        signal: new AbortController().signal,
        report: () => {},
      };
    };
    const element = (selector: string) => document.querySelector(selector) as HTMLElement;
    await expect(
      Promise.resolve(block.mount(element('#bare'), context('#filters'))),
    ).rejects.toThrow(/no link/);
    await expect(
      Promise.resolve(block.mount(element('#block'), context('#nowhere'))),
    ).rejects.toThrow(/no element matches target "#nowhere"/);
    expect(document.body.innerHTML).toBe(before);
  });
});
