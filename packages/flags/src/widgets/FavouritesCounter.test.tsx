import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPanel } from '../counter/panel-island.js';
import * as counter from '../islands/favourites-counter.js';
import {
  DEFAULT_NAMESPACE,
  favouritesFilter,
  favouritesViewUrl,
  getFavouritesStore,
  parseFlagOptions,
  resetFavouritesStores,
} from '../store/index.js';
import {
  clickOutcome,
  counterQueries,
  idOf,
  mountWidget,
  resetFlagsPage,
  setupFlagsPage,
} from '../test-support/flags-page.js';
import { mockViewport } from '../test-support/viewport.js';
import { PANEL_HIDDEN_MEDIA } from './FavouritesCounter.js';
import { REQUERY_DEBOUNCE_MS } from './use-favourite-docs.js';

const TEMPLATE = `<template>
  <article class="fav" data-field-data-id="id">
    <img data-field-src="sm_images" alt="" width="80" height="54">
    <p class="sf-favourites-counter__title" data-field="ss_title"></p>
    <p class="fav__town" data-field="ss_town"></p>
    <a class="sf-favourites-counter__more" data-field-href="ss_url">More</a>
  </article>
</template>`;

const counterMarkup = (
  config: object = { path: '/favourites' },
  attributes = 'data-search="main"',
) =>
  `<header><a href="/">Home</a>
     <div id="counter" data-widget="favourites-counter" ${attributes}
          data-widget-config='${JSON.stringify(config)}'>
       <a href="/favourites">Favourites</a>${TEMPLATE}
     </div>
   <a href="/contact">Contact</a></header>`;

/**
 * The island with its panel, mounted straight on the server markup: on a page, the counter's
 * plain module mounts it when the visitor reaches for it (counter/mount-counter.test.ts).
 */
const counterIsland = { parseConfig: counter.parseConfig, mount: mountPanel };

const absolute = (path: string) => new URL(path, document.baseURI).href;
const store = () => getFavouritesStore(DEFAULT_NAMESPACE);
const OPTIONS = parseFlagOptions({ path: '/favourites' });
const link = () => document.querySelector('.sf-favourites-counter__link') as HTMLElement;
const panel = () => document.querySelector('.sf-favourites-counter__panel') as HTMLElement | null;
const toggle = () => screen.getByRole('button', { name: 'Show favourites' });
/** Lets the debounced query go out and its answer come back. */
const answered = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, REQUERY_DEBOUNCE_MS + 50));
  });

async function mountCounter(
  options: Parameters<typeof setupFlagsPage>[1] = {},
  markup = counterMarkup(),
) {
  const page = setupFlagsPage(markup, options);
  const widget = await mountWidget('#counter', counterIsland);
  return { page, widget };
}

afterEach(resetFlagsPage);

describe('favourites-counter: count and link', () => {
  it('shows the count and label, linking to the view with the ids in the hash', async () => {
    mockViewport(false);
    const favourites = [idOf(3), idOf(1)];
    await mountCounter({ favourites });
    expect(link().tagName).toBe('A');
    expect(link().textContent).toBe('2 favourites');
    expect(link().querySelector('.sf-favourites-counter__count')?.textContent).toBe('2');
    expect(link().querySelector('.sf-favourites-counter__label')?.textContent).toBe('favourites');
    const href = favouritesViewUrl(favourites, OPTIONS, document.baseURI) as string;
    expect(link().getAttribute('href')).toBe(href);
    expect(decodeURIComponent(new URL(href).hash)).toBe(`#q=id:("${idOf(3)}" OR "${idOf(1)}")`);
    expect(link().hasAttribute('aria-disabled')).toBe(false);
  });

  it('follows every change of the favourites, pluralised', async () => {
    mockViewport(false);
    await mountCounter({ favourites: [idOf(1)] });
    expect(link().textContent).toBe('1 favourite');
    await act(async () => store().add(idOf(2)));
    expect(link().textContent).toBe('2 favourites');
    expect(link().getAttribute('href')).toBe(
      favouritesViewUrl([idOf(1), idOf(2)], OPTIONS, document.baseURI),
    );
  });

  it('with no favourites, choosing the link does nothing, and says so', async () => {
    mockViewport(true);
    await mountCounter();
    expect(link().textContent).toBe('0 favourites');
    expect(link().getAttribute('aria-disabled')).toBe('true');
    expect(link().getAttribute('href')).toBe('/favourites');
    const { prevented, navigated } = await clickOutcome(link());
    expect(prevented).toEqual([true]);
    expect(navigated).toBe(false);
  });

  it('takes its texts from the config, and the server link without a path', async () => {
    mockViewport(true);
    await mountCounter(
      { favourites: [idOf(1)] },
      counterMarkup({ count_text: 'Favoris : {count}' }),
    );
    expect(link().textContent).toBe('Favoris : 1');
    expect(link().getAttribute('href')).toBe('/favourites');
  });

  it('reports wrong config values by JSON path', () => {
    expect(counter.parseConfig?.({ rows: 0, template: '##', path: 'javascript:alert(1)' })).toEqual(
      {
        issues: [
          { path: '$.template', message: 'expected a CSS selector' },
          { path: '$.rows', message: 'expected a whole number from 1 to 200' },
          { path: '$.path', message: expect.any(String) },
        ],
      },
    );
  });
});

describe('favourites-counter: the panel', () => {
  it('asks the index for the favourites as SPEC 7.3 says: rows and an escaped id filter', async () => {
    mockViewport(false);
    const favourites = [idOf(2), 'x"y\\z', idOf(5)];
    const { page } = await mountCounter({ favourites });
    await answered();
    const [query, ...more] = counterQueries(page.solr);
    expect(more).toEqual([]);
    expect(query?.url).toBe('/search/proxy/select');
    expect(query?.params.get('rows')).toBe('3');
    expect(query?.params.getAll('fq')).toEqual([
      `id:("${idOf(2)}" OR "x\\"y\\\\z" OR "${idOf(5)}")`,
    ]);
    expect(query?.params.get('fq')).toBe(favouritesFilter(favourites, OPTIONS));
    // The counter does not start the search: no other request was sent.
    expect(page.solr.requests).toHaveLength(1);
  });

  it('opens on mouse enter with the items from the template, and closes on mouse leave', async () => {
    mockViewport(false);
    const favourites = [idOf(4), idOf(2)];
    await mountCounter({ favourites });
    await answered();
    expect(panel()?.hidden).toBe(true);
    expect(panel()?.getAttribute('data-state')).toBe('closed');
    // Rendered while closed, the images wait until the panel shows.
    expect(panel()?.querySelector('img')?.hasAttribute('src')).toBe(false);
    const user = userEvent.setup();
    await user.hover(link());
    expect(panel()?.hidden).toBe(false);
    expect(panel()?.getAttribute('data-state')).toBe('open');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(panel()?.id);
    const items = within(panel() as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual(favourites);
    expect(items[0]?.className).toBe('sf-favourites-counter__item');
    expect(items[0]?.querySelector('.fav__town')?.textContent).toBe('St Ives');
    const more = within(items[0] as HTMLElement).getByRole('link', { name: 'More' });
    expect(more.getAttribute('href')).toBe(absolute('/rentals/cottage-4'));
    expect(
      document.getElementById(more.getAttribute('aria-describedby') as string)?.textContent,
    ).toBe('Cottage 4');
    // Images load when the panel shows.
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(
      absolute('/images/cottage-4.jpg'),
    );
    await user.unhover(link());
    await waitFor(() => expect(panel()?.hidden).toBe(true));
    expect(panel()?.getAttribute('data-state')).toBe('closed');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('is positioned by floating-ui, at least 300 px wide', async () => {
    mockViewport(false);
    await mountCounter({ favourites: [idOf(1)] });
    await userEvent.setup().hover(link());
    await waitFor(() => expect(panel()?.style.position).toBe('absolute'));
    expect(panel()?.style.minWidth).toBe('300px');
  });

  it('opens when keyboard focus enters, and Escape closes it, focus back on its button', async () => {
    mockViewport(false);
    await mountCounter({ favourites: [idOf(1), idOf(2)] });
    await answered();
    const user = userEvent.setup();
    await user.tab(); // Home
    expect(panel()?.hidden).toBe(true);
    await user.tab(); // the counter's link
    expect(document.activeElement).toBe(link());
    expect(panel()?.hidden).toBe(false);
    await user.tab(); // its disclosure button
    expect(document.activeElement).toBe(toggle());
    await user.tab(); // the first item's link, inside the panel
    expect(panel()?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(panel()?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
    // The disclosure button opens and closes it.
    await user.keyboard('{Enter}');
    expect(panel()?.hidden).toBe(false);
    await user.keyboard('{Enter}');
    expect(panel()?.hidden).toBe(true);
    await user.keyboard(' ');
    expect(panel()?.hidden).toBe(false);
    // Leaving the counter with the keyboard closes it.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Contact');
    expect(panel()?.hidden).toBe(true);
  });

  it('opens with a press on its button (touch) without closing at once', async () => {
    mockViewport(false);
    await mountCounter({ favourites: [idOf(1)] });
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: toggle() });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel()?.hidden).toBe(false);
  });

  it('says when none of the favourites are left, and lists an unflagged item no more at once', async () => {
    mockViewport(false);
    await mountCounter({ favourites: [idOf(1), idOf(2)] });
    await answered();
    await userEvent.setup().hover(link());
    expect(within(panel() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    await act(async () => store().remove(idOf(1)));
    expect(
      within(panel() as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-id')),
    ).toEqual([idOf(2)]);
    await act(async () => store().remove(idOf(2)));
    expect(panel()?.querySelector('.sf-favourites-counter__empty')?.textContent).toBe(
      'You have no favourites yet.',
    );
  });

  it('says so when the favourites could not be loaded', async () => {
    mockViewport(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = setupFlagsPage(counterMarkup(), { favourites: [idOf(1)] });
    // Opening the panel asks again (see 'after a failed query' below): that fails too.
    page.solr.failNext(2);
    await mountWidget('#counter', counterIsland);
    await answered();
    await userEvent.setup().hover(link());
    await answered();
    // An alert: a screen reader hears the failure of the query the opening made (the panel's
    // other content is read as the visitor moves into it; this one has nothing to Tab to).
    expect(within(panel() as HTMLElement).getByRole('alert').textContent).toBe(
      'Your favourites could not be loaded.',
    );
    expect(error).toHaveBeenCalled();
    // The next change asks again, and lists.
    await act(async () => store().add(idOf(2)));
    await answered();
    expect(within(panel() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('stops counting a favourite whose listing left the index once the panel’s query answers', async () => {
    mockViewport(false);
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    await mountCounter({ cookie: [idOf(1), gone, idOf(2)] });
    expect(link().textContent).toBe('3 favourites');
    await answered();
    // The count agrees with the items the panel lists, and the cookie forgets the id.
    expect(store().get()).toEqual([idOf(1), idOf(2)]);
    expect(link().textContent).toBe('2 favourites');
    expect(decodeURIComponent(Cookies.get(DEFAULT_NAMESPACE) ?? '')).not.toContain('node/999');
    await userEvent.setup().hover(link());
    expect(within(panel() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps a favourite flagged on the previous page whose listing the index does not have yet', async () => {
    mockViewport(false);
    const fresh = 'k3y9zq-default_index-entity:node/1000:en';
    // Flagged on its listing's page, before search_api's cron indexed it…
    setupFlagsPage('<main>A new listing</main>', { favourites: [idOf(1), fresh] });
    // …then the visitor goes on to another page: a new store over the same cookie and storage.
    resetFavouritesStores();
    await mountCounter();
    await answered();
    expect(store().get()).toEqual([idOf(1), fresh]);
    expect(link().textContent).toBe('2 favourites');
  });

  it('prunes nothing when the query fails, nor when it finds none of the favourites', async () => {
    mockViewport(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = 'k3y9zq-default_index-entity:node/999:en';
    const page = setupFlagsPage(counterMarkup(), { cookie: [idOf(1), gone] });
    page.solr.failNext(1);
    await mountWidget('#counter', counterIsland);
    await answered();
    expect(store().get()).toEqual([idOf(1), gone]);
    expect(link().textContent).toBe('2 favourites');
    // An answer without any of them: an emptied or rebuilding index looks the same.
    await act(async () => store().remove(idOf(1)));
    await answered();
    expect(store().get()).toEqual([gone]);
  });

  it('asks again after a change, once per burst of changes', async () => {
    mockViewport(false);
    const { page } = await mountCounter({ favourites: [idOf(1)] });
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(1);
    vi.useFakeTimers();
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      await act(async () => {
        store().add(idOf(2));
        store().add(idOf(3));
        store().remove(idOf(1));
      });
      await wait(REQUERY_DEBOUNCE_MS - 50);
      // Another change within the burst waits again.
      await act(async () => store().add(idOf(4)));
      await wait(REQUERY_DEBOUNCE_MS - 50);
      expect(counterQueries(page.solr)).toHaveLength(1);
      await wait(50);
    } finally {
      vi.useRealTimers();
    }
    await answered();
    const queries = counterQueries(page.solr);
    expect(queries).toHaveLength(2);
    expect(queries[1]?.params.get('fq')).toBe(
      favouritesFilter([idOf(2), idOf(3), idOf(4)], OPTIONS),
    );
    expect(queries[1]?.params.get('rows')).toBe('3');
    await userEvent.setup().hover(link());
    expect(
      within(panel() as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-id')),
    ).toEqual([idOf(2), idOf(3), idOf(4)]);
  });

  it('sends nothing and shows no panel with skip_solr', async () => {
    mockViewport(false);
    const { page } = await mountCounter(
      { favourites: [idOf(1), idOf(2)] },
      counterMarkup({ path: '/favourites', skip_solr: true }),
    );
    await act(async () => store().add(idOf(3)));
    await answered();
    expect(link().textContent).toBe('3 favourites');
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(page.solr.requests).toEqual([]);
  });

  it('at 64em and below has no panel and asks nothing, until the screen is wider', async () => {
    const viewport = mockViewport(true);
    const { page } = await mountCounter({ favourites: [idOf(1)] });
    await answered();
    expect(viewport.queries).toContain(PANEL_HIDDEN_MEDIA);
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.setup().hover(link());
    expect(page.solr.requests).toEqual([]);
    await act(async () => viewport.resize(false));
    await answered();
    expect(panel()).not.toBeNull();
    expect(counterQueries(page.solr)).toHaveLength(1);
    await act(async () => viewport.resize(true));
    expect(panel()).toBeNull();
  });

  it('uses a search instance of its own on pages without one (data-search="favourites")', async () => {
    mockViewport(false);
    const { page } = await mountCounter(
      {
        searches: { favourites: { solr: { url: '/favourites/proxy' }, url_hash: false } },
        favourites: [idOf(6)],
        path: '/rentals/cottage-1',
      },
      counterMarkup({ path: '/favourites' }, 'data-search="favourites"'),
    );
    await answered();
    expect(page.solr.requests.map((request) => request.url)).toEqual(['/favourites/proxy/select']);
    await userEvent.setup().hover(link());
    expect(
      within(panel() as HTMLElement)
        .getByRole('listitem')
        .getAttribute('data-id'),
    ).toBe(idOf(6));
    expect(location.hash).toBe('');
  });

  it('counts without a panel when the page defines no search for it', async () => {
    mockViewport(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { page } = await mountCounter({ searches: {}, favourites: [idOf(1)] });
    await answered();
    expect(link().textContent).toBe('1 favourite');
    expect(panel()).toBeNull();
    expect(page.solr.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('no usable search "main"'),
      document.getElementById('counter'),
      expect.anything(),
    );
  });

  it('renders the built-in item without a template', async () => {
    mockViewport(false);
    await mountCounter(
      { favourites: [idOf(1)] },
      `<div id="counter" data-widget="favourites-counter" data-widget-config='{"more_text":"Details"}'></div>`,
    );
    await answered();
    await userEvent.setup().hover(link());
    const item = within(panel() as HTMLElement).getByRole('listitem');
    expect(item.querySelector('.sf-favourites-counter__title')?.textContent).toBe('Cottage 1');
    const more = within(item).getByRole('link', { name: 'Details' });
    expect(more.getAttribute('href')).toBe(absolute('/rentals/cottage-1'));
    expect(more.getAttribute('aria-describedby')).toBe(
      item.querySelector('.sf-favourites-counter__title')?.id,
    );
    // No path and no server link: the count is text, not a link.
    expect(link().tagName).toBe('SPAN');
  });
});

describe('favourites-counter: after a failed query', () => {
  const ERROR = '.sf-favourites-counter__error';
  /** The connection coming back, as the browser says it. */
  const online = () => act(async () => void window.dispatchEvent(new Event('online')));

  /** Mounted closed; its query fails (and the next `failures - 1` too). */
  async function mountFailed(favourites = [idOf(1), idOf(2)], failures = 1) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = setupFlagsPage(counterMarkup(), { favourites });
    page.solr.failNext(failures);
    const widget = await mountWidget('#counter', counterIsland);
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(1);
    return { page, widget };
  }

  it('asks again when the connection comes back, and lists', async () => {
    mockViewport(false);
    // Opening the panel asks again (below), and that fails too.
    const { page } = await mountFailed(undefined, 2);
    const user = userEvent.setup();
    await user.hover(link());
    await answered();
    expect(panel()?.querySelector(ERROR)?.textContent).toBe('Your favourites could not be loaded.');
    expect(counterQueries(page.solr)).toHaveLength(2);
    await online();
    await answered();
    const queries = counterQueries(page.solr);
    expect(queries).toHaveLength(3);
    // The same query (SPEC 7.3).
    expect(queries[2]?.params.toString()).toBe(queries[0]?.params.toString());
    expect(panel()?.querySelector(ERROR)).toBeNull();
    expect(
      within(panel() as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-id')),
    ).toEqual([idOf(1), idOf(2)]);
    // Answered, the next online asks nothing.
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(3);
  });

  it('asks once per online event, and not while its query is on its way', async () => {
    mockViewport(false);
    const { page } = await mountFailed();
    page.solr.hold();
    page.solr.failNext(1);
    await online();
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    // In flight (held): the connection coming back again asks nothing more.
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    page.solr.release();
    await answered();
    // Failed again: the next online asks again, once.
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(3);
    await userEvent.setup().hover(link());
    expect(within(panel() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks again each time the visitor opens the panel again, once per opening', async () => {
    mockViewport(false);
    const { page } = await mountFailed();
    const user = userEvent.setup();
    // Failing while open asks nothing by itself.
    page.solr.failNext(1);
    await user.hover(link());
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    expect(panel()?.querySelector(ERROR)).not.toBeNull();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    // Closed and opened again (the mouse): asked again, and lists.
    await user.unhover(link());
    await waitFor(() => expect(panel()?.hidden).toBe(true));
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    await user.hover(link());
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(3);
    expect(within(panel() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // Answered: opening again asks nothing.
    await user.unhover(link());
    await waitFor(() => expect(panel()?.hidden).toBe(true));
    await user.hover(link());
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(3);
  });

  it('asks again when keyboard focus opens it again, not while the query is on its way', async () => {
    mockViewport(false);
    const { page } = await mountFailed([idOf(3)]);
    const user = userEvent.setup();
    page.solr.hold();
    await user.tab(); // Home
    await user.tab(); // the counter's link: opens, asks
    expect(panel()?.hidden).toBe(false);
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    // Escape and the button open it again while the query is held: nothing more.
    await user.tab(); // its button
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(panel()?.hidden).toBe(false);
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    page.solr.release();
    await answered();
    expect(
      within(panel() as HTMLElement)
        .getByRole('listitem')
        .getAttribute('data-id'),
    ).toBe(idOf(3));
  });

  it('asks nothing once unmounted', async () => {
    mockViewport(false);
    const { page, widget } = await mountFailed();
    // Listening while failed…
    page.solr.failNext(1);
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
    expect(document.querySelector('.sf-favourites-counter__toggle')).not.toBeNull();
    // …and no more once unmounted.
    await act(async () => widget.unmount());
    await online();
    await answered();
    expect(counterQueries(page.solr)).toHaveLength(2);
  });
});
