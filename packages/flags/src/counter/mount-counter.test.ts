/**
 * The counter as every page loads it: plain markup from the store (no React, no search-core), and
 * the panel's island loaded only when it can be shown and the visitor reaches for it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as counter from '../islands/favourites-counter.js';
import {
  deliverMessages,
  FakeChannelHub,
  FakeCookieJar,
  fakeTab,
} from '../store/fake-environment.js';
import {
  createFavouritesStore,
  DEFAULT_NAMESPACE,
  favouritesViewUrl,
  getFavouritesStore,
  parseFlagOptions,
} from '../store/index.js';
import {
  clickOutcome,
  type FlagsPageOptions,
  idOf,
  mountWidget,
  resetFlagsPage,
  setupFlagsPage,
} from '../test-support/flags-page.js';
import { mockViewport } from '../test-support/viewport.js';
import { mountCounter, type PanelModule } from './mount-counter.js';
import { mountPanel } from './panel-island.js';

const counterMarkup = (config: object = { path: '/favourites' }) =>
  `<header><a href="/">Home</a>
     <div id="counter" data-widget="favourites-counter" data-search="main"
          data-widget-config='${JSON.stringify(config)}'>
       <a href="/favourites">Favourites</a>
     </div>
   <a href="/contact">Contact</a></header>`;

const OPTIONS = parseFlagOptions({ path: '/favourites' });
const store = () => getFavouritesStore(DEFAULT_NAMESPACE);
const element = () => document.querySelector('#counter') as HTMLElement;
const link = () => document.querySelector('.sf-favourites-counter__link') as HTMLElement;
const toggle = () => document.querySelector('.sf-favourites-counter__toggle') as HTMLElement | null;
const panel = () => document.querySelector('.sf-favourites-counter__panel') as HTMLElement | null;

/**
 * The panel's dynamic import, watched: it is the only way the counter loads the panel's code
 * (React, search-core). This file imports that module itself too (to compare markup), so a test's
 * first reach does not wait for its transform; what is asserted is whether the counter asks.
 */
const panelImport = () => vi.fn((): Promise<PanelModule> => import('./panel-island.js'));
/** The panel's import, held until the test calls `arrive` (a slow network). */
function slowPanelImport() {
  let arrive: () => void = () => {};
  const loadPanel = vi.fn(async (): Promise<PanelModule> => {
    await new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return import('./panel-island.js');
  });
  return { loadPanel, arrive: () => arrive() };
}

/** Mounts the counter as the loader would, with `loadPanel` in place of its dynamic import. */
async function mountPlain(
  options: FlagsPageOptions = {},
  markup = counterMarkup(),
  loadPanel = panelImport(),
) {
  const page = setupFlagsPage(markup, options);
  await mountWidget('#counter', {
    parseConfig: counter.parseConfig,
    mount: (element: HTMLElement, context: Parameters<typeof counter.mount>[1]) =>
      mountCounter(element, context, loadPanel),
  });
  return { page, loadPanel };
}

/** The React island is in (its panel element exists only there). */
const islandIn = () => waitFor(() => expect(panel()).not.toBeNull(), { timeout: 3000 });

afterEach(resetFlagsPage);

describe('favourites-counter on every page: the plain counter', () => {
  it('shows the count and label, linking to the view with the ids in the hash', async () => {
    mockViewport(false);
    const favourites = [idOf(3), idOf(1)];
    const { page, loadPanel } = await mountPlain({ favourites });
    expect(element().innerHTML).toBe(
      `<div class="sf-favourites-counter" data-count="2"><a class="sf-favourites-counter__link" href="${favouritesViewUrl(favourites, OPTIONS, document.baseURI)}"><span class="sf-favourites-counter__count">2</span> <span class="sf-favourites-counter__label">favourites</span></a><button type="button" class="sf-favourites-counter__toggle" aria-expanded="false">Show favourites</button></div>`,
    );
    expect(decodeURIComponent(new URL(link().getAttribute('href') as string).hash)).toBe(
      `#q=id:("${idOf(3)}" OR "${idOf(1)}")`,
    );
    expect(loadPanel).not.toHaveBeenCalled();
    expect(page.solr.requests).toEqual([]);
  });

  it('words the count by the plural rules of the page language, the number where the message puts it', async () => {
    mockViewport(true);
    document.documentElement.lang = 'fr';
    try {
      await mountPlain(
        { favourites: [idOf(1)] },
        counterMarkup({ count_text: 'Favori : {count}|Favoris : {count}' }),
      );
      expect(link().textContent).toBe('Favori : 1');
      const [first, second] = [...link().children];
      expect(first?.className).toBe('sf-favourites-counter__label');
      expect(second?.className).toBe('sf-favourites-counter__count');
      await act(async () => store().add(idOf(2)));
      // French: 0 and 1 are "one", 2 is "other".
      expect(link().textContent).toBe('Favoris : 2');
      await act(async () => store().reset());
      expect(link().textContent).toBe('Favori : 0');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it.each(['en_US', 'en US'])(
    'counts and lists with a page lang Intl refuses, "%s", as CMSs write it',
    async (lang) => {
      mockViewport(false);
      document.documentElement.lang = lang;
      try {
        await mountPlain({ favourites: [idOf(2)] });
        expect(link().textContent?.replace(/\s+/g, ' ').trim()).toMatch(/^1 /);
        await userEvent.setup().hover(link());
        await islandIn();
        await waitFor(() =>
          expect(
            panel()?.querySelector('.sf-favourites-counter__item')?.getAttribute('data-id'),
          ).toBe(idOf(2)),
        );
      } finally {
        document.documentElement.lang = '';
      }
    },
  );

  it('follows every change of the store, and with none the link is aria-disabled and goes nowhere', async () => {
    mockViewport(true);
    await mountPlain({ favourites: [idOf(1)] });
    expect(link().textContent).toBe('1 favourite');
    const button = toggle();
    expect(button).toBeNull();
    await act(async () => store().add(idOf(2)));
    expect(link().textContent).toBe('2 favourites');
    expect(link().getAttribute('href')).toBe(
      favouritesViewUrl([idOf(1), idOf(2)], OPTIONS, document.baseURI),
    );
    expect(link().hasAttribute('aria-disabled')).toBe(false);
    await act(async () => store().reset());
    expect(link().textContent).toBe('0 favourites');
    expect(link().getAttribute('aria-disabled')).toBe('true');
    expect(link().getAttribute('href')).toBe('/favourites');
    expect(element().firstElementChild?.getAttribute('data-count')).toBe('0');
    const { prevented, navigated } = await clickOutcome(link());
    expect(prevented).toEqual([true]);
    expect(navigated).toBe(false);
  });

  it('keeps focus on its link while the count changes', async () => {
    mockViewport(true);
    await mountPlain({ favourites: [idOf(1)] });
    link().focus();
    await act(async () => store().add(idOf(2)));
    expect(document.activeElement).toBe(link());
  });

  it('follows a change made in another tab', async () => {
    mockViewport(true);
    const jar = new FakeCookieJar();
    const hub = new FakeChannelHub();
    // The page's store, over a cookie jar and channels another "tab" shares.
    getFavouritesStore(DEFAULT_NAMESPACE, fakeTab(jar, hub));
    await mountPlain({ favourites: [idOf(1)] });
    const otherTab = createFavouritesStore(DEFAULT_NAMESPACE, fakeTab(jar, hub));
    try {
      otherTab.add(idOf(2));
      await act(deliverMessages);
      expect(link().textContent).toBe('2 favourites');
      otherTab.reset();
      await act(deliverMessages);
      expect(link().textContent).toBe('0 favourites');
    } finally {
      otherTab.dispose();
    }
  });

  it('is text, not a link, without a path or a server link', async () => {
    mockViewport(true);
    await mountPlain(
      { favourites: [idOf(1)] },
      `<div id="counter" data-widget="favourites-counter"></div>`,
    );
    expect(link().tagName).toBe('SPAN');
    expect(link().textContent).toBe('1 favourite');
  });

  it('offers the toggle only where a panel is possible: wide, with a search, without skip_solr', async () => {
    const viewport = mockViewport(false);
    await mountPlain({ favourites: [idOf(1)] });
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    act(() => viewport.resize(true));
    expect(toggle()).toBeNull();
    act(() => viewport.resize(false));
    expect(toggle()).not.toBeNull();
    resetFlagsPage();

    mockViewport(false);
    await mountPlain({ favourites: [idOf(1)] }, counterMarkup({ skip_solr: true }));
    expect(toggle()).toBeNull();
    resetFlagsPage();

    mockViewport(false);
    await mountPlain({ searches: {}, favourites: [idOf(1)] });
    expect(toggle()).toBeNull();
  });

  it.each([
    ['some favourites', [idOf(1), idOf(2)]],
    ['none', []],
  ])('renders the link and the toggle as the island does, with %s', async (_, favourites) => {
    mockViewport(false);
    await mountPlain({ favourites });
    const plain = element().innerHTML;
    resetFlagsPage();
    mockViewport(false);
    setupFlagsPage(counterMarkup(), { favourites });
    await mountWidget('#counter', { parseConfig: counter.parseConfig, mount: mountPanel });
    const island = element().firstElementChild as HTMLElement;
    // The same markup but for the panel, which only the island has, and what points at it.
    island.querySelector('.sf-favourites-counter__panel')?.remove();
    island.querySelector('.sf-favourites-counter__toggle')?.removeAttribute('aria-controls');
    expect(plain).toBe(island.outerHTML);
  });

  it('puts the server markup back when it leaves, before or after the panel came', async () => {
    mockViewport(false);
    setupFlagsPage(counterMarkup(), { favourites: [idOf(1)] });
    const server = element().innerHTML;
    const plain = await mountWidget('#counter', counter);
    expect(element().innerHTML).not.toBe(server);
    plain.unmount();
    expect(element().innerHTML).toBe(server);

    const withPanel = await mountWidget('#counter', counter);
    await userEvent.setup().hover(link());
    await islandIn();
    withPanel.unmount();
    expect(element().innerHTML).toBe(server);
  });
});

describe('favourites-counter on every page: the panel, on reach', () => {
  it('loads nothing of the panel at 64em and below, whatever the visitor does', async () => {
    const viewport = mockViewport(true);
    const { page, loadPanel } = await mountPlain({ favourites: [idOf(1)] });
    const user = userEvent.setup();
    await user.hover(link());
    await user.unhover(link());
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(link());
    await user.tab();
    expect(loadPanel).not.toHaveBeenCalled();
    expect(page.solr.requests).toEqual([]);
    // Wider later: a reach loads it then.
    act(() => viewport.resize(false));
    await user.hover(link());
    expect(loadPanel).toHaveBeenCalledTimes(1);
    await islandIn();
  });

  it('loads nothing before a reach: not on a touch of the link, nor on focus that follows a press', async () => {
    mockViewport(false);
    const { loadPanel } = await mountPlain({ favourites: [idOf(1)] });
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: link() });
    expect(loadPanel).not.toHaveBeenCalled();
    expect(panel()).toBeNull();
  });

  it('opens on a mouse entering the counter, with the favourite listed', async () => {
    mockViewport(false);
    const { loadPanel } = await mountPlain({ favourites: [idOf(2)] });
    const user = userEvent.setup();
    await user.hover(link());
    expect(loadPanel).toHaveBeenCalledTimes(1);
    await islandIn();
    expect(panel()?.hidden).toBe(false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(panel()?.querySelector('.sf-favourites-counter__item')?.getAttribute('data-id')).toBe(
        idOf(2),
      ),
    );
    // From now on the island's own rules: leaving closes it. (user-event's pointer was over the
    // plain link, now gone: it is moved onto the island's first, as it already is in a browser.)
    await user.hover(link());
    expect(panel()?.hidden).toBe(false);
    await user.unhover(link());
    await waitFor(() => expect(panel()?.hidden).toBe(true));
    await user.hover(link());
    expect(panel()?.hidden).toBe(false);
    expect(loadPanel).toHaveBeenCalledTimes(1);
  });

  it('starts closed when the mouse left while the panel loaded', async () => {
    mockViewport(false);
    const { loadPanel, arrive } = slowPanelImport();
    await mountPlain({ favourites: [idOf(2)] }, counterMarkup(), loadPanel);
    const user = userEvent.setup();
    await user.hover(link());
    await user.unhover(link());
    arrive();
    await islandIn();
    expect(panel()?.hidden).toBe(true);
  });

  it('opens on keyboard focus entering it, focus kept on the same control across the swap', async () => {
    mockViewport(false);
    const { loadPanel } = await mountPlain({ favourites: [idOf(1)] });
    const plainLink = link();
    const user = userEvent.setup();
    await user.tab(); // Home
    await user.tab(); // the counter's link: the reach
    expect(loadPanel).toHaveBeenCalledTimes(1);
    await islandIn();
    expect(link()).not.toBe(plainLink);
    expect(document.activeElement).toBe(link());
    expect(panel()?.hidden).toBe(false);
    // Escape and focus return work as before.
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Escape}');
    expect(panel()?.hidden).toBe(true);
  });

  it('opens on a press of the toggle, the click held while it loads and not replayed (it would close it)', async () => {
    mockViewport(false);
    const { loadPanel, arrive } = slowPanelImport();
    await mountPlain({ favourites: [idOf(1)] }, counterMarkup(), loadPanel);
    const clicks: EventTarget[] = [];
    document.addEventListener('click', (event) => event.target && clicks.push(event.target));
    const plainToggle = toggle() as HTMLElement;
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: plainToggle });
    expect(loadPanel).toHaveBeenCalledTimes(1);
    // Held: it reaches nothing while the panel loads.
    expect(clicks).toEqual([]);
    arrive();
    await islandIn();
    await waitFor(() => expect(toggle()?.getAttribute('aria-expanded')).toBe('true'));
    // The press asked for the panel open: it starts open, and the click is not sent again.
    await act(async () => {});
    expect(clicks).toEqual([]);
    expect(panel()?.hidden).toBe(false);
    // Focus the press gave the plain button is on the island's.
    expect(document.activeElement).toBe(toggle());
  });

  it('lets a press that spans the swap finish first, so its click reaches the island', async () => {
    mockViewport(false);
    const { loadPanel, arrive } = slowPanelImport();
    await mountPlain({ favourites: [idOf(1)] }, counterMarkup(), loadPanel);
    const user = userEvent.setup();
    await user.hover(link());
    const plainLink = link();
    // The mouse goes down on the link while the panel loads, and its code arrives meanwhile.
    await user.pointer({ keys: '[MouseLeft>]', target: plainLink });
    arrive();
    await act(async () => {});
    // Not swapped under the pressed button: the press's click would be lost.
    expect(link()).toBe(plainLink);
    const clicks: EventTarget[] = [];
    document.addEventListener('click', (event) => {
      if (event.target) clicks.push(event.target);
      event.preventDefault();
    });
    await user.pointer({ keys: '[/MouseLeft]', target: plainLink });
    await islandIn();
    await waitFor(() => expect(link()).not.toBe(plainLink));
    // Held on the plain link, replayed once on the island's.
    await waitFor(() => expect(clicks).toEqual([link()]));
  });

  it('opens with the toggle pressed from the keyboard while focus had already started the load', async () => {
    mockViewport(false);
    const { loadPanel, arrive } = slowPanelImport();
    await mountPlain({ favourites: [idOf(1)] }, counterMarkup(), loadPanel);
    (toggle() as HTMLElement).focus();
    expect(loadPanel).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    arrive();
    await islandIn();
    await waitFor(() => expect(panel()?.hidden).toBe(false));
    expect(document.activeElement).toBe(toggle());
    expect(loadPanel).toHaveBeenCalledTimes(1);
  });

  it('stays a working plain counter when the panel cannot load, and tries again on the next reach', async () => {
    mockViewport(false);
    const failure = new Error('chunk failed');
    const loadPanel = vi.fn(() => Promise.reject(failure));
    await mountPlain({ favourites: [idOf(1)] }, counterMarkup(), loadPanel);
    const user = userEvent.setup();
    await user.hover(link());
    await act(async () => {});
    expect(panel()).toBeNull();
    await act(async () => store().add(idOf(2)));
    expect(link().textContent).toBe('2 favourites');
    await user.unhover(link());
    await user.hover(link());
    await act(async () => {});
    // The toggle is not left dead: the next reach loads again.
    expect(loadPanel).toHaveBeenCalledTimes(2);
    expect(panel()).toBeNull();
    expect(link().textContent).toBe('2 favourites');
  });

  it('imports the panel itself on a reach, through the widget module the loader mounts', async () => {
    mockViewport(false);
    setupFlagsPage(counterMarkup(), { favourites: [idOf(1)] });
    await mountWidget('#counter', counter);
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show favourites' })).toBeDefined();
    await userEvent.setup().hover(link());
    await islandIn();
    expect(panel()?.hidden).toBe(false);
  });
});
