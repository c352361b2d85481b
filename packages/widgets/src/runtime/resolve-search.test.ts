import { HASH_PENDING, HASH_SETTLED, readBlock } from '@stayfront/loader';
import { getPageRegistry } from '@stayfront/search-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as results from '../islands/results.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';
import { resolveSearch } from './resolve-search.js';
import { searchIsland } from './search-island.js';

const PAGE = '<div data-widget="results" data-search="main"></div>';
const element = () => document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;

/** Counts the hash-settled events the head snippet would hear. */
function listen() {
  const heard = { count: 0 };
  const count = () => {
    heard.count += 1;
  };
  document.addEventListener(HASH_SETTLED, count);
  return { heard, stop: () => document.removeEventListener(HASH_SETTLED, count) };
}

let stopListening = () => {};
afterEach(() => {
  stopListening();
  document.documentElement.removeAttribute(HASH_PENDING);
  resetPage();
});

describe('resolveSearch and the hash-pending mark (SPEC 2.1, 4.2)', () => {
  it('tells the snippet once, when the first search answers, not while it is in flight', async () => {
    const page = setupPage(PAGE, { hash: 'fq=ss_town:%22Fowey%22' });
    document.documentElement.setAttribute(HASH_PENDING, '');
    const { heard, stop } = listen();
    stopListening = stop;
    page.solr.hold();
    const search = await resolveSearch(element());
    await settle();
    expect(search.getState().pending).toBe(true);
    expect(heard.count).toBe(0);
    page.solr.release();
    await settle();
    expect(search.getState().status).toBe('success');
    expect(heard.count).toBe(1);
    // Later searches are the container's own pending state, not the mark's.
    search.setStart(6);
    await settle();
    expect(heard.count).toBe(1);
  });

  it('tells it when the first search fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = setupPage(PAGE, { hash: 'fq=ss_town:%22Fowey%22' });
    document.documentElement.setAttribute(HASH_PENDING, '');
    const { heard, stop } = listen();
    stopListening = stop;
    page.solr.failNext(5);
    const search = await resolveSearch(element());
    // A failure is read by code loaded on demand (search-core's transport): wait for it.
    await vi.waitFor(() => expect(search.getState().status).toBe('error'));
    expect(heard.count).toBe(1);
  });

  it('tells it at once when site code started the search and it answered before any island', async () => {
    setupPage(PAGE, { hash: 'fq=ss_town:%22Fowey%22' });
    document.documentElement.setAttribute(HASH_PENDING, '');
    const { heard, stop } = listen();
    stopListening = stop;
    // As search-core's README shows: defined from the page's block and started by site code.
    const early = await getPageRegistry().load('main', readBlock(document, 'search', 'main'));
    early.start();
    await vi.waitFor(() => expect(early.getState().status).toBe('success'));
    expect(heard.count).toBe(0);
    const search = await resolveSearch(element());
    expect(search).toBe(early);
    expect(heard.count).toBe(1);
  });

  it('stays quiet without the mark, or for a search with another prefix or no hash', async () => {
    for (const [mark, config] of [
      [null, BASE_CONFIG],
      ['main.', BASE_CONFIG],
      ['', { ...BASE_CONFIG, hash_prefix: 'main.' }],
      ['', { ...BASE_CONFIG, url_hash: false }],
    ] as const) {
      setupPage(PAGE, { config, hash: 'fq=ss_town:%22Fowey%22' });
      if (mark !== null) document.documentElement.setAttribute(HASH_PENDING, mark);
      const { heard, stop } = listen();
      await resolveSearch(element());
      await settle();
      stop();
      expect(heard.count).toBe(0);
      document.documentElement.removeAttribute(HASH_PENDING);
      resetPage();
    }
  });
});

describe('resolveSearch and the server page’s order (SPEC 4.14)', () => {
  it('keeps the server results’ order from the first search, before any results island mounts', async () => {
    const shown = LISTINGS.slice(0, 6).map((listing) => listing.id);
    const items = shown.map((id) => `<li><article data-id="${id}"></article></li>`).join('');
    setupPage(
      `<div data-widget="facet" data-search="main"></div><div data-widget="results" data-search="main"><ul>${items}</ul></div>`,
      {
        config: {
          ...BASE_CONFIG,
          ranking: { url: 'https://rank.example', provider: 'vrf', cid: 'C1' },
        },
      },
    );
    // The ranking service puts the server's sixth listing first.
    const solrFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://rank.example')
        ? Promise.resolve(Response.json({ entities: [{ id: 'P6' }, { id: 'P12' }] }))
        : solrFetch(input, init),
    );
    const facet = document.querySelector<HTMLElement>('[data-widget="facet"]') as HTMLElement;
    const search = await resolveSearch(facet);
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(search.getState().ranked).toBe(false);
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(shown);
    expect(search.events.last('resultsShown')?.products.map((product) => product.id)).toEqual(
      shown,
    );
    // The ranking works: the next page is re-sorted.
    search.setStart(6);
    await vi.waitFor(() => expect(search.getState().ranked).toBe(true));
  });
  const RANKING = { url: 'https://rank.example', provider: 'vrf', cid: 'C1' };
  /** The ranking service puts `first` (a property code) first. */
  function rankFirst(first: string) {
    const solrFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://rank.example')
        ? Promise.resolve(Response.json({ entities: [{ id: first }] }))
        : solrFetch(input, init),
    );
  }
  const serverResults = (ids: readonly string[]) =>
    `<div data-widget="results" data-search="main"><template><article data-field-data-id="id"></article></template><ul>${ids
      .map((id) => `<li><article data-id="${id}"></article></li>`)
      .join('')}</ul></div>`;
  const idOf = (n: number) => `k3y9zq-default_index-entity:node/${n}:en`;

  it('keeps the order of a page the server rendered from a query string (state handed over)', async () => {
    // Fowey's listings, as the server listed them for /search?f=ss_town:Fowey.
    const fowey = [2, 5, 8, 11].map(idOf);
    setupPage(
      `<script type="application/json" data-search-state="main">{"hash":"fq=ss_town%3A%22Fowey%22","path":"/search"}</script>${serverResults(fowey)}`,
      { config: { ...BASE_CONFIG, ranking: RANKING } },
    );
    rankFirst('P11');
    const search = await resolveSearch(element());
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(search.getState().query.terms).toEqual({ ss_town: ['Fowey'] });
    expect(search.getState().docs.map((doc) => doc.id)).toEqual(fowey);
    expect(search.events.last('resultsShown')?.products.map((product) => product.id)).toEqual(
      fowey,
    );
  });

  it('lets a deep link’s own order win over the server’s unfiltered page', async () => {
    // Four listings, all on one page: the same documents as the server's, in another order.
    const ascending = [1, 2, 3, 4].map(idOf);
    setupPage(serverResults(ascending), {
      docs: LISTINGS.slice(0, 4),
      hash: 'sort=fts_price%20desc',
    });
    await mountWidget('[data-widget="results"]', results);
    const search = await resolveSearch(element());
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(search.getState().docs.map((doc) => doc.id)).toEqual([...ascending].reverse());
    await settle();
    expect(
      [...document.querySelectorAll('[data-widget="results"] [data-id]')].map((item) =>
        item.getAttribute('data-id'),
      ),
    ).toEqual([...ascending].reverse());
  });
});

describe('resolveSearch and the server’s state block (data-search-state)', () => {
  const block = (json: string) =>
    `<script type="application/json" data-search-state="main">${json}</script>${PAGE}`;

  it('writes a same-site block’s state to the hash, with no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupPage(block('{"hash":"fq=ss_town%3A%22Fowey%22","path":"/search"}'));
    const search = await resolveSearch(element());
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(window.location.hash).toBe('#fq=ss_town%3A%22Fowey%22');
    expect(window.location.pathname).toBe('/search');
    expect(search.getState().query.terms).toEqual({ ss_town: ['Fowey'] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes an empty hash as the default state, with no warning (a server that always writes it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupPage(block('{"hash":"","path":"/search"}'));
    const before = window.location.href;
    const search = await resolveSearch(element());
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(window.location.href).toBe(before);
    expect(search.getState().query.terms).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{hash: fq=ss_town:Fowey}'],
    ['no hash', '{"path":"/search"}'],
    ['a javascript: path', '{"hash":"fq=ss_town%3AFowey","path":"javascript:alert(1)"}'],
    [
      'another site’s path',
      '{"hash":"fq=ss_town%3AFowey","path":"https://elsewhere.example/search"}',
    ],
    [
      'a protocol-relative path',
      '{"hash":"fq=ss_town%3AFowey","path":"//elsewhere.example/search"}',
    ],
    ['null', 'null'],
  ])('ignores a block with %s, and says so once with the block', async (_, json) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupPage(block(json));
    const before = window.location.href;
    const search = await resolveSearch(element());
    await vi.waitFor(() => expect(search.getState().status).toBe('success'));
    expect(window.location.href).toBe(before);
    expect(search.getState().query.terms).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('data-search-state');
    expect(warn.mock.calls[0]?.[1]).toBe(document.querySelector('[data-search-state]'));
  });
});

describe('resolveSearch on a slow phone', () => {
  it('gives each widget waking with the others a task of its own, the search made in the first', async () => {
    setupPage(
      '<div data-widget="sort"></div><div data-widget="pager"></div><div data-widget="results"></div>',
    );
    // Zero-delay timers are held here and run one at a time: each one a task.
    const realSetTimeout = globalThis.setTimeout;
    const tasks: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      run: () => void,
      delay?: number,
    ) => {
      if (delay) return realSetTimeout(run, delay);
      tasks.push(run);
      return 0;
    }) as typeof setTimeout);
    // The microtasks a task ends with (a real timer runs after them all).
    const endOfTask = () => new Promise((resolve) => realSetTimeout(resolve, 0));
    const resolved: number[] = [];
    // As the loader mounts them: all at once, in the task that evaluated their module.
    const elements = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    const waking = elements.map((widget, index) =>
      resolveSearch(widget).then(() => resolved.push(index)),
    );
    await endOfTask();
    expect(getPageRegistry().get('main')).toBeUndefined();
    expect(resolved).toEqual([]);
    // The search is made and started in the first task, one widget resolved in each.
    tasks.shift()?.();
    await endOfTask();
    expect(getPageRegistry().get('main')?.getState().status).not.toBe('idle');
    expect(resolved).toEqual([0]);
    tasks.shift()?.();
    await endOfTask();
    expect(resolved).toEqual([0, 1]);
    tasks.shift()?.();
    await endOfTask();
    expect(resolved).toEqual([0, 1, 2]);
    await Promise.all(waking);
    spy.mockRestore();
  });
});

describe('a search island given up while its search resolves', () => {
  it('renders nothing into an element the loader let go of meanwhile', async () => {
    setupPage('<div data-widget="sort"><p>server sort</p></div>');
    const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    const rendered = vi.fn(() => null);
    const controller = new AbortController();
    const mounting = searchIsland(rendered)(element, {
      name: 'sort',
      config: {},
      signal: controller.signal,
      report: () => {},
    });
    // The loader aborts as the element leaves the page (a CMS's AJAX swap) while resolveSearch
    // waits for its task.
    controller.abort();
    await expect(mounting).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rendered).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('<p>server sort</p>');
  });
});
