import { encodeQueryString } from '@stayfront/search-core';
import { resultsWidget } from '@stayfront/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as view from '../islands/favourites-view.js';
import * as flag from '../islands/flag.js';
import { DEFAULT_NAMESPACE, getFavouritesStore } from '../store/index.js';
import {
  BASE_CONFIG,
  counterQueries,
  idOf,
  mountWidget,
  resetFlagsPage,
  settle,
  setupFlagsPage,
} from '../test-support/flags-page.js';

// The favourites page's search: no facets, and a default query that matches nothing, so with no
// favourites the results widget shows its empty state rather than every listing.
const FAVOURITES_SEARCH = {
  ...BASE_CONFIG,
  facets: [],
  solr: { ...BASE_CONFIG.solr, default_q: '-*:*' },
};

const PAGE = `
  <h1>Your favourites</h1>
  <div id="view" data-widget="favourites-view" data-search="main" data-widget-config='{"path":"/favourites"}'>
    <p>Homes you mark as favourites are kept in this browser.</p>
  </div>
  <div id="results" data-widget="results" data-search="main">
    <template>
      <article class="card" data-field-data-id="id">
        <h3><a data-field-href="ss_url" data-field="ss_title"></a></h3>
        <div class="flag" data-widget="flag"></div>
      </article>
    </template>
  </div>`;

const store = () => getFavouritesStore(DEFAULT_NAMESPACE);
const listed = () =>
  [...document.querySelectorAll('#results [data-id]')].map((card) => card.getAttribute('data-id'));
const viewElement = () => document.querySelector('#view') as HTMLElement;
const cardOf = (n: number) =>
  document.querySelector(`#results [data-id="${idOf(n)}"]`) as HTMLElement;
const announced = () => document.querySelector('[data-sf-announcer="status"]')?.textContent ?? '';

/** Wakes the favourite toggles of the cards of listings `ns` (the others keep no toggle). */
async function mountFlags(...ns: number[]) {
  for (const n of ns) {
    cardOf(n).querySelector('.flag')?.setAttribute('id', `flag-${n}`);
    await mountWidget(`#flag-${n}`, flag);
  }
}

async function openPage(options: Parameters<typeof setupFlagsPage>[1] = {}) {
  const page = setupFlagsPage(PAGE, {
    searches: { main: FAVOURITES_SEARCH },
    path: '/favourites',
    ...options,
  });
  await mountWidget('#results', resultsWidget);
  const widget = await mountWidget('#view', view);
  await settle();
  return { page, widget };
}

afterEach(resetFlagsPage);

describe('favourites-view', () => {
  it('lists the favourites, in flag order, replacing the history entry', async () => {
    const pushState = vi.spyOn(history, 'pushState');
    const favourites = [idOf(3), idOf(1), idOf(2)];
    const { page } = await openPage({ favourites });
    expect(page.search().getState().query.q).toEqual({
      type: 'values',
      field: 'id',
      values: favourites,
    });
    expect(listed()).toEqual(favourites);
    expect(decodeURIComponent(location.hash)).toBe(
      `#q=id:("${idOf(3)}" OR "${idOf(1)}" OR "${idOf(2)}")`,
    );
    expect(pushState).not.toHaveBeenCalled();
    expect(viewElement().getAttribute('data-state')).toBe('listed');
    expect(viewElement().classList.contains('sf-favourites-view')).toBe(true);
    // The server's text stays; the message is empty while there are favourites.
    expect(viewElement().textContent).toContain('Homes you mark as favourites');
    expect(within(viewElement()).getByRole('status').textContent).toBe('');
  });

  it('keeps the list the address asks for (the counter link, a shared list)', async () => {
    const hash = encodeQueryString([['q', `id:("${idOf(7)}" OR "${idOf(8)}")`]]);
    const { page } = await openPage({ favourites: [idOf(1)], hash });
    expect(page.search().getState().query.q).toEqual({
      type: 'values',
      field: 'id',
      values: [idOf(7), idOf(8)],
    });
    expect(listed()).toEqual([idOf(7), idOf(8)]);
    // A change of the favourites shows them.
    await act(async () => store().add(idOf(2)));
    await settle();
    expect(listed()).toEqual([idOf(1), idOf(2)]);
  });

  it('drops an item unflagged there, moves focus to the next card’s toggle and says so', async () => {
    const { page } = await openPage({ favourites: [idOf(1), idOf(2), idOf(3)] });
    await mountFlags(2, 3);
    const button = within(cardOf(2)).getByRole('button', { name: 'Unflag' });
    const said: string[] = [];
    const watcher = new MutationObserver(() => said.push(announced()));
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    await settle();
    watcher.disconnect();
    // The toggle leaves the saying to the view, which names the card once the list has changed.
    expect(said).not.toContain('Removed from favourites.');
    expect(store().get()).toEqual([idOf(1), idOf(3)]);
    expect(page.search().getState().query.q).toMatchObject({ values: [idOf(1), idOf(3)] });
    expect(listed()).toEqual([idOf(1), idOf(3)]);
    // WAI-ARIA APG: focus stays in the list, on the card that took the removed one's place.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(cardOf(3)).getByRole('button', { name: 'Unflag' }),
      ),
    );
    expect(announced()).toBe('Cottage 2 was removed from your favourites.');
  });

  it('reads a results widget without data-search as the main search, as the widgets do', async () => {
    const page = setupFlagsPage(
      PAGE.replace(
        'id="results" data-widget="results" data-search="main"',
        'id="results" data-widget="results"',
      ),
      {
        searches: { main: FAVOURITES_SEARCH },
        path: '/favourites',
        favourites: [idOf(1), idOf(2), idOf(3)],
      },
    );
    await mountWidget('#results', resultsWidget);
    await mountWidget('#view', view);
    await settle();
    await mountFlags(2, 3);
    within(cardOf(2)).getByRole('button', { name: 'Unflag' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await settle();
    expect(page.search().getState().query.q).toMatchObject({ values: [idOf(1), idOf(3)] });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(cardOf(3)).getByRole('button', { name: 'Unflag' }),
      ),
    );
    expect(announced()).toBe('Cottage 2 was removed from your favourites.');
  });

  it('lets the toggle say the removal when the view will not: a card without heading', async () => {
    setupFlagsPage(PAGE.replace(/<h3>(.*?)<\/h3>/, '<p>$1</p>'), {
      searches: { main: FAVOURITES_SEARCH },
      path: '/favourites',
      favourites: [idOf(1), idOf(2)],
    });
    await mountWidget('#results', resultsWidget);
    await mountWidget('#view', view);
    await settle();
    await mountFlags(2);
    await userEvent.setup().click(within(cardOf(2)).getByRole('button', { name: 'Unflag' }));
    await settle();
    expect(listed()).toEqual([idOf(1)]);
    expect(announced()).toBe('Removed from favourites.');
  });

  it('moves focus to the previous card (its link, its toggle not woken) when the last goes', async () => {
    await openPage({ favourites: [idOf(1), idOf(2), idOf(3)] });
    await mountFlags(3);
    within(cardOf(3)).getByRole('button', { name: 'Unflag' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await settle();
    expect(listed()).toEqual([idOf(1), idOf(2)]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(cardOf(2)).getByRole('link', { name: 'Cottage 2' }),
      ),
    );
    expect(announced()).toBe('Cottage 3 was removed from your favourites.');
  });

  it('moves focus among its own cards only, not into another list of the page with data-id', async () => {
    // The header counter's panel lists favourites too (li[data-id]), after the results here.
    await openPage({ favourites: [idOf(1), idOf(2), idOf(3)] });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<ul id="panel"><li data-id="other"><h3>Other</h3><a href="/other">Other</a></li></ul>',
    );
    await mountFlags(3);
    within(cardOf(3)).getByRole('button', { name: 'Unflag' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await settle();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(cardOf(2)).getByRole('link', { name: 'Cottage 2' }),
      ),
    );
    expect(announced()).toBe('Cottage 3 was removed from your favourites.');
  });

  it('moves focus to the empty message when the only favourite goes, in the configured words', async () => {
    setupFlagsPage(
      PAGE.replace('"/favourites"}', '"/favourites","removed_text":"Gone: {title}"}'),
      {
        searches: { main: FAVOURITES_SEARCH },
        path: '/favourites',
        favourites: [idOf(4)],
      },
    );
    await mountWidget('#results', resultsWidget);
    await mountWidget('#view', view);
    await settle();
    await mountFlags(4);
    within(cardOf(4)).getByRole('button', { name: 'Unflag' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await settle();
    expect(listed()).toEqual([]);
    const empty = screen.getByText('You have no favourites yet.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(empty.getAttribute('tabindex')).toBe('-1');
    expect(announced()).toBe('Gone: Cottage 4');
  });

  it('says nothing of a favourite removed that the page did not show, and leaves focus alone', async () => {
    const favourites = Array.from({ length: 8 }, (_, index) => idOf(index + 1));
    await openPage({ favourites });
    const link = within(cardOf(1)).getByRole('link', { name: 'Cottage 1' });
    link.focus();
    // Six a page: listing 8 is on page 2.
    await act(async () => store().remove(idOf(8)));
    await settle();
    expect(document.activeElement).toBe(link);
    expect(announced()).toBe('');
  });

  it('keeps the page a favourite is removed from, or the last one when that page empties', async () => {
    // Six a page (BASE_CONFIG): ids 1-6 on page 1, 7-11 on page 2.
    const favourites = Array.from({ length: 11 }, (_, index) => idOf(index + 1));
    const { page } = await openPage({ favourites });
    await act(async () => page.search().setStart(6));
    await settle();
    expect(listed()).toEqual(favourites.slice(6));
    await act(async () => store().remove(idOf(8)));
    await settle();
    expect(page.search().getState().query.start).toBe(6);
    expect(listed()).toEqual([idOf(7), idOf(9), idOf(10), idOf(11)]);
    // Page 2 left empty: back to page 1, not an empty page.
    await act(async () => {
      for (const n of [7, 9, 10, 11]) store().remove(idOf(n));
    });
    await settle();
    expect(page.search().getState().query.start).toBe(0);
    expect(listed()).toEqual(favourites.slice(0, 6));
  });

  it('forgets a favourite whose listing left the index, so the header counts what is listed', async () => {
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    const { page } = await openPage({ cookie: [idOf(3), gone, idOf(1)] });
    await settle();
    expect(store().get()).toEqual([idOf(3), idOf(1)]);
    expect(listed()).toEqual([idOf(3), idOf(1)]);
    expect(page.search().getState().query.q).toMatchObject({ values: [idOf(3), idOf(1)] });
    expect(announced()).toBe('');
  });

  it('finds which favourite left the index when they take more than a page', async () => {
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    const ids = [1, 2, 3, 4, 5, 6, 7, 8].map(idOf);
    const { page } = await openPage({ cookie: [...ids.slice(0, 4), gone, ...ids.slice(4)] });
    await settle();
    expect(store().get()).toEqual(ids);
    expect(page.search().getState().numFound).toBe(8);
    expect(listed()).toEqual(ids.slice(0, 6));
  });

  it('sends no query to find a favourite gone when its search shows part of the index', async () => {
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    const ids = [1, 2, 3, 4, 5, 6, 7, 8].map(idOf);
    const { page } = await openPage({
      // A configured filter (a language, say): its answers cannot tell a favourite gone.
      searches: {
        main: {
          ...FAVOURITES_SEARCH,
          solr: { ...FAVOURITES_SEARCH.solr, params: { fq: 'fts_price:[0 TO *]' } },
        },
      },
      cookie: [...ids.slice(0, 4), gone, ...ids.slice(4)],
    });
    await settle();
    expect(listed()).toEqual(ids.slice(0, 6));
    // No query for all 9 ids through the favourites queue (only the view's own search ran).
    expect(counterQueries(page.solr)).toHaveLength(0);
    expect(store().get()).toEqual([...ids.slice(0, 4), gone, ...ids.slice(4)]);
  });

  it('forgets nothing when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    const page = setupFlagsPage(PAGE, {
      searches: { main: FAVOURITES_SEARCH },
      path: '/favourites',
      cookie: [idOf(1), gone],
    });
    page.solr.failNext(5);
    await mountWidget('#results', resultsWidget);
    await mountWidget('#view', view);
    await settle();
    expect(page.search().getState().status).toBe('error');
    expect(store().get()).toEqual([idOf(1), gone]);
  });

  it('says there are none, and the results show their empty state', async () => {
    await openPage();
    expect(viewElement().getAttribute('data-state')).toBe('empty');
    const message = within(viewElement()).getByRole('status');
    expect(message.className).toBe('sf-favourites-view__empty');
    expect(message.textContent).toBe('You have no favourites yet.');
    expect(listed()).toEqual([]);
    expect(document.querySelector('.sf-results__empty')).not.toBeNull();
  });

  it('says so when the last favourite goes, and lists again when one comes', async () => {
    await openPage({ favourites: [idOf(5)] });
    expect(listed()).toEqual([idOf(5)]);
    await act(async () => store().remove(idOf(5)));
    await settle();
    expect(within(viewElement()).getByRole('status').textContent).toBe(
      'You have no favourites yet.',
    );
    expect(listed()).toEqual([]);
    await act(async () => store().add(idOf(6)));
    await settle();
    expect(within(viewElement()).getByRole('status').textContent).toBe('');
    expect(listed()).toEqual([idOf(6)]);
  });

  it('lists Solr ids with the skip_solr_prefix, on a configured key', async () => {
    const page = setupFlagsPage(
      `<div id="view" data-widget="favourites-view"
            data-widget-config='{"key":"ss_vrfusion_site_property_code","skip_solr_prefix":"P"}'></div>`,
      // The key must be a value field, or the hash would read it back as text.
      {
        searches: {
          main: { ...FAVOURITES_SEARCH, value_fields: ['id', 'ss_vrfusion_site_property_code'] },
        },
        favourites: ['4', '9'],
      },
    );
    await mountWidget('#view', view);
    expect(page.search().getState().query.q).toEqual({
      type: 'values',
      field: 'ss_vrfusion_site_property_code',
      values: ['P4', 'P9'],
    });
    await settle();
    expect(
      page
        .search()
        .getState()
        .docs.map((doc) => doc.ss_title),
    ).toEqual(['Cottage 4', 'Cottage 9']);
  });

  it('puts the element back as it was when unmounted', async () => {
    setupFlagsPage(PAGE, { searches: { main: FAVOURITES_SEARCH } });
    const before = viewElement().outerHTML;
    const widget = await mountWidget('#view', view);
    expect(viewElement().outerHTML).not.toBe(before);
    widget.unmount();
    expect(viewElement().outerHTML).toBe(before);
  });

  it('reports wrong config values by JSON path', () => {
    expect(view.parseConfig?.({ empty_text: '', namespace: 'a b' })).toEqual({
      issues: [
        { path: '$.empty_text', message: expect.any(String) },
        { path: '$.namespace', message: expect.any(String) },
      ],
    });
  });
});
