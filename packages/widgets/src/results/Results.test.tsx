import { type SearchInstance, selectDocs } from '@stayfront/search-core';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MountConfigError } from '../config/mount-config-error.js';
import * as resultCount from '../islands/result-count.js';
import * as results from '../islands/results.js';
import { pageMessages } from '../runtime/messages.js';
import { resolveSearch } from '../runtime/resolve-search.js';
import { SearchProvider } from '../runtime/search-context.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  perform,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';
import { Results } from './Results.js';
import { parseResultsConfig } from './results-config.js';

// DOMPurify does not work under happy-dom: a stand-in that drops the forbidden tags and <script>
// checks what the widget does with item HTML (the real sanitizer runs in the browser tests).
const sanitized = vi.hoisted(() => [] as { html: string; options: unknown }[]);
vi.mock('dompurify', () => ({
  default: {
    sanitize(html: string, options: { FORBID_TAGS: string[] }) {
      sanitized.push({ html, options });
      const template = document.createElement('template');
      template.innerHTML = html;
      for (const node of template.content.querySelectorAll(
        ['script', ...options.FORBID_TAGS].join(),
      ))
        node.remove();
      return template.content;
    },
  },
}));

const TEMPLATE = `<template>
  <article class="card">
    <img data-field-src="sm_images" alt="" width="400" height="267">
    <h3><a data-field-href="ss_url" data-field="ss_title"></a></h3>
    <p class="price" data-if="fts_price">$<span data-field="fts_price" data-format="integer"></span></p>
    <p class="beds" data-field="its_bedrooms" data-format="plural:bedroom|bedrooms"></p>
  </article>
</template>`;

const serverCard = (index: number) => {
  const doc = LISTINGS[index] as Record<string, unknown>;
  return `<li class="results__item"><article class="card" data-id="${doc.id}"><h3><a href="${doc.ss_url}">${doc.ss_title}</a></h3></article></li>`;
};

function page(config: object = {}, items = [0, 1, 2, 3, 4, 5].map(serverCard).join('')) {
  return `<div class="results" data-widget="results" data-search="main" data-widget-config='${JSON.stringify(config)}'>
    ${TEMPLATE}<ul class="results__list">${items}</ul></div>`;
}

/** Holds the engine's answers until the test calls the returned function (a slow network). */
function holdAnswers(): () => void {
  const solrFetch = globalThis.fetch;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    answered.then(() => solrFetch(input, init)),
  );
  return () => answer();
}

/** While `hold` is set, suspends: renders whenever the results do (it reads the same state). */
let hold: Promise<void> | null = null;
function Gate({ search }: { search: SearchInstance }) {
  useSearchState(search, selectDocs);
  if (hold) throw hold;
  return null;
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(resetPage);

describe('results', () => {
  it('adopts the server-rendered first page node for node, without rebuilding it', async () => {
    setupPage(page());
    const serverNodes = [...document.querySelectorAll('article.card')];
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    const shown = [...widget.element.querySelectorAll('article.card')];
    expect(shown).toHaveLength(6);
    // The very same nodes: nothing was re-created, so images and focus stay.
    for (const [index, node] of shown.entries()) expect(node).toBe(serverNodes[index]);
    expect(widget.element.querySelector('ul')?.className).toBe('results__list');
    expect(widget.element.querySelector('li')?.className).toBe('results__item');
    expect(widget.element.getAttribute('data-state')).toBe('ready');
  });

  it('keeps a server grid of divs (data-results-list) a grid of divs, adopted and on later pages', async () => {
    // A theme's card grid: <div class="grid" data-results-list><div class="cell"><article data-id>.
    const cells = [0, 1, 2, 3, 4, 5]
      .map(serverCard)
      .join('')
      .replaceAll('<li class="results__item">', '<div class="cell">')
      .replaceAll('</li>', '</div>');
    const testPage = setupPage(
      page().replace(
        /<ul class="results__list">[\s\S]*<\/ul>/,
        `<div class="grid" data-results-list>${cells}</div>`,
      ),
    );
    const serverNodes = [...document.querySelectorAll('article.card')];
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    const shape = () => {
      const list = widget.element.querySelector('.grid');
      return [
        list?.localName,
        ...[...(list?.children ?? [])].map((cell) => `${cell.localName}.${cell.className}`),
      ];
    };
    expect(shape()).toEqual(['div', ...Array(6).fill('div.cell')]);
    expect([...widget.element.querySelectorAll('article.card')]).toEqual(serverNodes);
    await perform(() => testPage.search().setStart(6));
    expect(titles()[0]).toBe('Cottage 7');
    expect(shape()).toEqual(['div', ...Array(6).fill('div.cell')]);
    expect(widget.element.querySelector('ul, li')).toBeNull();
  });

  it('never re-orders the page the visitor opened; the ranking applies from the next search', async () => {
    const config = {
      ...BASE_CONFIG,
      ranking: { url: 'https://rank.example', provider: 'vrf', cid: 'C1' },
    };
    const testPage = setupPage(page(), { config });
    // The ranking service puts the server's sixth listing first.
    const solrFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://rank.example')
        ? Promise.resolve(Response.json({ entities: [{ id: 'P6' }, { id: 'P12' }] }))
        : solrFetch(input, init),
    );
    const serverNodes = [...document.querySelectorAll('article.card')];
    await mountWidget('[data-widget="results"]', results);
    // The ranking module is a dynamic import: on a busy machine it takes longer than settle().
    await waitFor(() => expect(testPage.search().getState().status).toBe('success'));
    await settle();
    // On screen: the server's order and nodes, untouched; the search's own documents (which
    // analytics report) are in that order too, not the ranking's.
    expect([...document.querySelectorAll('article.card')]).toEqual(serverNodes);
    expect(testPage.search().getState()).toMatchObject({ ranked: false });
    expect(
      testPage
        .search()
        .getState()
        .docs.map((doc) => doc.id),
    ).toEqual(LISTINGS.slice(0, 6).map((listing) => listing.id));
    const lastShown = testPage.search().events.last('resultsShown');
    expect(lastShown?.products.map((product) => product.id)).toEqual(
      LISTINGS.slice(0, 6).map((listing) => listing.id),
    );
    await perform(() => testPage.search().setStart(6));
    await waitFor(() => expect(testPage.search().getState().ranked).toBe(true));
    expect(titles()[0]).toBe('Cottage 12');
  });

  it('renders later pages from the template, with formats, conditions and safe URLs', async () => {
    const testPage = setupPage(page());
    await mountWidget('[data-widget="results"]', results);
    await settle();
    await perform(() => testPage.search().setStart(6));
    expect(titles()).toEqual([
      'Cottage 7',
      'Cottage 8',
      'Cottage 9',
      'Cottage 10',
      'Cottage 11',
      'Cottage 12',
    ]);
    const first = screen.getByRole('link', { name: 'Cottage 7' });
    expect(first.getAttribute('href')).toBe(`${location.origin}/rentals/cottage-7`);
    expect(first.closest('li')?.querySelector('.price')?.textContent).toBe('$250');
    expect(first.closest('li')?.querySelector('.beds')?.textContent).toBe('3 bedrooms');
    // Images wait until they come near the viewport (SPEC 4.5): the browser tests check the load.
    const image = first.closest('li')?.querySelector('img');
    expect(image?.getAttribute('data-lazy-src')).toBe(`${location.origin}/images/cottage-7.jpg`);
    expect(image?.hasAttribute('src')).toBe(false);
  });

  it('keeps no node of a page the answer left: a long session does not hold every card it showed', async () => {
    // The doc cache hands back the same document objects for an hour (SPEC 7.2); a card kept for
    // each of them was a card kept for every document the visitor had paged or filtered through.
    const testPage = setupPage(page());
    await mountWidget('[data-widget="results"]', results);
    await settle();
    await perform(() => testPage.search().setStart(6));
    const card = () => screen.getByRole('link', { name: 'Cottage 7' }).closest('article');
    const shown = card();
    await perform(() => testPage.search().setStart(12));
    await perform(() => testPage.search().setStart(6));
    expect(titles()[0]).toBe('Cottage 7');
    expect(card()).not.toBe(shown);
  });

  it('keeps a shown card’s node through a render React discarded (render prunes nothing)', async () => {
    // A render can be thrown away (here a sibling suspends; concurrent rendering, StrictMode):
    // a card node dropped for the documents it held would be made again though the page shows
    // the same documents, and an image loaded or an island inside would start over.
    const testPage = setupPage(page());
    const element = document.querySelector('[data-widget="results"]') as HTMLElement;
    const search = await resolveSearch(element);
    const parsed = parseResultsConfig({}, element);
    if (!('value' in parsed)) throw new Error('config');
    const context = {
      name: 'results',
      config: parsed.value,
      signal: new AbortController().signal,
      report: () => {},
    };
    const root = createRoot(element);
    await act(async () =>
      root.render(
        <SearchProvider search={search} messages={pageMessages(document)}>
          <Suspense fallback={null}>
            <Results {...{ config: parsed.value, element, search, context }} />
            <Gate search={search} />
          </Suspense>
        </SearchProvider>,
      ),
    );
    await settle();
    await perform(() => testPage.search().setStart(6));
    const shown = screen.getByRole('link', { name: 'Cottage 7' }).closest('article');
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    await perform(() => testPage.search().setStart(12)); // rendered, then discarded
    await perform(() => testPage.search().setStart(6));
    hold = null;
    await act(async () => release());
    await settle();
    expect(screen.getByRole('link', { name: 'Cottage 7' }).closest('article')).toBe(shown);
    act(() => root.unmount());
  });

  it.each([
    ['de-DE', '$1.250'],
    ['de_DE', '$1.250'],
    ['en US', '$1,250'],
    ['', '$1,250'],
  ])('formats numbers with the page lang "%s", as CMSs write it, into %s', async (lang, price) => {
    // Intl throws a RangeError on the last two: those render with English formats; a CMS's
    // locale code (de_DE) is read as the language tag it stands for.
    document.documentElement.lang = lang;
    const docs = LISTINGS.slice(0, 1).map((doc) => ({ ...doc, fts_price: 1250, its_bedrooms: 2 }));
    setupPage(page({}, ''), { docs });
    try {
      await mountWidget('[data-widget="results"]', results);
      await settle();
      expect(document.querySelector('article .price')?.textContent).toBe(price);
      expect(document.querySelector('article .beds')?.textContent).toBe('2 bedrooms');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it.each([
    [{}, 'no <template> in the element, and no html_field'],
    [{ template: '#card' }, 'no <template> matches "#card"'],
  ])(
    'fails at mount with %j and no item template, naming the template key',
    async (config, message) => {
      setupPage(page(config).replace(TEMPLATE, ''));
      const element = document.querySelector('[data-widget="results"]') as HTMLElement;
      const parsed = results.parseConfig?.(config);
      if (!parsed || !('value' in parsed)) throw new Error('config issues');
      const mounting = results.mount(element, {
        name: 'results',
        config: parsed.value,
        signal: new AbortController().signal,
        report: () => {},
      });
      await expect(mounting).rejects.toBeInstanceOf(MountConfigError);
      await expect(mounting).rejects.toMatchObject({ issues: [{ path: '$.template', message }] });
      // The server's page stays as it was.
      expect(titles()).toHaveLength(6);
    },
  );

  it('mounts without a template of its own when the page has the one it names', async () => {
    const testPage = setupPage(
      `${page({ template: '#card' }).replace(TEMPLATE, '')}${TEMPLATE.replace('<template>', '<template id="card">')}`,
    );
    await mountWidget('[data-widget="results"]', results);
    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
    );
    expect(titles()).toHaveLength(4);
  });

  it('never lets a document link leave the site or run script', async () => {
    const docs = LISTINGS.slice(0, 2).map((doc, index) => ({
      ...doc,
      ss_url: index ? 'javascript:alert(1)' : 'https://evil.example/phish',
      ss_title: '<img src=x onerror=alert(1)>',
    }));
    setupPage(page({}, ''), { docs });
    await mountWidget('[data-widget="results"]', results);
    await settle();
    const links = document.querySelectorAll('article a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.textContent).toBe('<img src=x onerror=alert(1)>');
    }
    expect(document.querySelector('article img[onerror]')).toBeNull();
  });

  it('binds conditions, lists, formats and attributes, leaving out code and off-site links', async () => {
    const docs = LISTINGS.slice(0, 2).map((doc, index) => ({
      ...doc,
      fts_rating: index ? null : 4.25,
      sm_tags: index ? [] : ['sea', 'pool'],
      ss_video: index ? 'ftp://cdn.example/v.mp4' : 'https://cdn.example/v.mp4',
      ss_code: 'alert(1)',
      // Loaded, not followed: any http(s) host, never a scheme that makes its own content.
      ss_poster: index ? 'javascript:alert(1)' : 'https://cdn.example/p.jpg',
    }));
    const template = `<template><article data-id-card>
      <h3 data-field="ss_title"></h3>
      <p class="rated" data-if="fts_rating"><span data-field="fts_rating" data-format="fixed:1"></span></p>
      <p class="unrated" data-if-not="fts_rating">New</p>
      <p class="tags" data-field="sm_tags" data-if="sm_tags"></p>
      <video data-field-src="ss_video" data-field-poster="ss_poster" data-field-title="ss_title" data-field-onclick="ss_code" data-field-style="ss_code"></video>
      <object data-field-data="ss_poster"></object>
      <a data-field-href="ss_url">more</a>
    </article></template>`;
    setupPage(
      `<div data-widget="results" data-search="main">${template}<ul class="results__list"></ul></div>`,
      { docs },
    );
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    const [first, second] = [...widget.element.querySelectorAll('li')].map((li) => li.innerHTML);
    expect(first?.replace(/\s+/g, ' ')).toBe(
      '<article data-id-card=""> <h3>Cottage 1</h3> <p class="rated"><span>4.3</span></p> ' +
        '<p class="tags">sea, pool</p> <video src="https://cdn.example/v.mp4" poster="https://cdn.example/p.jpg" title="Cottage 1"></video> ' +
        '<object data="https://cdn.example/p.jpg"></object> ' +
        `<a href="${location.origin}/rentals/cottage-1">more</a> </article>`,
    );
    expect(second?.replace(/\s+/g, ' ')).toBe(
      '<article data-id-card=""> <h3>Cottage 2</h3> <p class="unrated">New</p> ' +
        `<video title="Cottage 2"></video> <object></object> <a href="${location.origin}/rentals/cottage-2">more</a> </article>`,
    );
  });

  it('shows item HTML from html_field through the sanitizer, one element as it is, more in a wrapper', async () => {
    const docs = LISTINGS.slice(0, 2).map((doc, index) => ({
      ...doc,
      ss_html: index
        ? '<h3>Cottage 2</h3><p>Sea view</p>'
        : ' <article class="teaser"><h3>Cottage 1</h3><script>alert(1)</script></article> ',
    }));
    setupPage(
      `<div data-widget="results" data-search="main" data-widget-config='{"html_field":"ss_html"}'><ul></ul></div>`,
      { docs },
    );
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    await waitFor(() => expect(titles()).toEqual(['Cottage 1', 'Cottage 2']));
    const items = [...widget.element.querySelectorAll('li')].map((li) => li.innerHTML);
    expect(items).toEqual([
      '<article class="teaser"><h3>Cottage 1</h3></article>',
      '<div class="sf-results__content"><h3>Cottage 2</h3><p>Sea view</p></div>',
    ]);
    expect(sanitized.map(({ options }) => options)).toEqual([
      { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] },
      { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] },
    ]);
  });

  it('shows numvisible items first', async () => {
    setupPage(page({ numvisible: 2 }, ''));
    await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(titles()).toEqual(['Cottage 1', 'Cottage 2']);
  });

  it('shows numvisible more each time the last shown item comes into view', async () => {
    // A controllable IntersectionObserver: the test says when an observed node comes into view.
    const observers: {
      callback: IntersectionObserverCallback;
      options: IntersectionObserverInit | undefined;
      targets: Element[];
      on: boolean;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly record;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, targets: [] as Element[], on: true };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.record.on = false;
        }
      },
    );
    /** The observers still watching a result item (image observers left out). */
    const watching = () =>
      observers.filter((o) => o.on && o.targets.some((t) => t.matches('[data-result-id]')));
    const scrollToLast = async () => {
      const [observer] = watching();
      const target = observer?.targets[0] as Element;
      await act(async () =>
        observer?.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    };
    setupPage(page({ numvisible: 2 }, ''));
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(titles()).toEqual(['Cottage 1', 'Cottage 2']);
    // One observer at a time, on the last shown item, within SPEC 9.3's 80 px visibility margin
    // above and below (the lazy images' too): "in view" is within 80 px of the viewport.
    expect(watching()).toHaveLength(1);
    expect(watching()[0]?.targets).toEqual([widget.element.querySelector('li:last-child')]);
    expect(watching()[0]?.options).toEqual({ rootMargin: '80px 0px' });
    await scrollToLast();
    expect(titles()).toEqual(['Cottage 1', 'Cottage 2', 'Cottage 3', 'Cottage 4']);
    expect(watching()).toHaveLength(1);
    expect(watching()[0]?.targets).toEqual([widget.element.querySelector('li:last-child')]);
    await scrollToLast();
    await scrollToLast();
    // All 6 shown: nothing left to watch.
    expect(titles()).toHaveLength(6);
    expect(watching()).toHaveLength(0);
    widget.unmount();
    expect(observers.filter((o) => o.on && o.targets.length)).toEqual([]);
  });

  it('keeps the display order of q=id:(…) from the hash (SPEC 2.1)', async () => {
    const ids = [LISTINGS[4], LISTINGS[0], LISTINGS[9]].map((doc) => doc?.id);
    setupPage(page({}, ''), {
      hash: `q=${encodeURIComponent(`id:(${ids.map((id) => `"${id}"`).join(' OR ')})`)}`,
    });
    await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(titles()).toEqual(['Cottage 5', 'Cottage 1', 'Cottage 10']);
  });

  it("puts a deep link's first answer in a list of its own, and moves items as usual afterwards", async () => {
    // The hash's state (one item further) is not the server's page: five of its items are the
    // server's. Moved about, they would count as a layout shift; in a new list they do not.
    const testPage = setupPage(page(), { hash: 'start=1' });
    const serverNodes = [...document.querySelectorAll('article.card')];
    const element = document.querySelector('[data-widget="results"]') as HTMLElement;
    const lists: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        lists.push(...[...record.addedNodes].filter((node) => node.nodeName === 'UL'));
    });
    observer.observe(element, { childList: true });
    // The answer comes after the island has adopted the server's page, as over a network.
    const answer = holdAnswers();
    await mountWidget('[data-widget="results"]', results);
    expect(lists).toHaveLength(1);
    answer();
    await settle();
    await perform(() => testPage.search().setStart(2));
    expect(titles()[0]).toBe('Cottage 3');
    await perform(() => testPage.search().setStart(1));
    observer.disconnect();
    expect(titles()).toEqual([
      'Cottage 2',
      'Cottage 3',
      'Cottage 4',
      'Cottage 5',
      'Cottage 6',
      'Cottage 7',
    ]);
    // React's list for the server's items, then one for the answers, kept by later searches.
    expect(lists).toHaveLength(2);
    expect(element.querySelector('ul')).toBe(lists[1]);
    expect(element.querySelector('ul')?.className).toBe('results__list');
    // The server's own cards are still the ones shown (loaded images stay).
    expect([...element.querySelectorAll('article.card')].slice(0, 5)).toEqual(serverNodes.slice(1));
  });

  it('keeps the focus in a result when the first answer is not the server page', async () => {
    const testPage = setupPage(page(), { hash: 'start=1' });
    const answer = holdAnswers();
    await mountWidget('[data-widget="results"]', results);
    // A keyboard user on the second card's link while the deep link's answer is on its way.
    const link = screen.getByRole('link', { name: 'Cottage 2' });
    link.focus();
    answer();
    await settle();
    expect(testPage.search().getState().status).toBe('success');
    expect(titles()[0]).toBe('Cottage 2');
    expect(document.activeElement).toBe(link);
  });

  it('shows the empty state', async () => {
    setupPage(page({}, ''), { docs: [] });
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(screen.getByText('No properties match your search.')).toBeTruthy();
    expect(widget.element.getAttribute('data-state')).toBe('empty');
  });

  it('shows an error with a retry button that searches again', async () => {
    const testPage = setupPage(page({}, ''));
    testPage.solr.failNext(1);
    await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The results could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches again by itself when the connection comes back, and only then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page({}, ''));
    testPage.solr.failNext(1);
    await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The results could not be loaded.');
    const requests = testPage.solr.requests.length;
    await perform(() => dispatchEvent(new Event('online')));
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(testPage.solr.requests.length).toBeGreaterThan(requests);
    // Not failing: coming back online asks nothing.
    const after = testPage.solr.requests.length;
    await perform(() => dispatchEvent(new Event('online')));
    expect(testPage.solr.requests.length).toBe(after);
  });

  it('does not search again when the connection comes back while a retry is on its way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page({}, ''));
    testPage.solr.failNext(1);
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    testPage.solr.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(widget.element.getAttribute('aria-busy')).toBe('true');
    const requests = testPage.solr.requests.length;
    // Still the error state (the retry has not answered): the request in flight is not replaced
    // by a second one (which would abort it and ask the engine again).
    await perform(() => dispatchEvent(new Event('online')));
    expect(testPage.solr.requests.length).toBe(requests);
    await act(async () => testPage.solr.release());
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is in the error state after a failed search, even with the last results in the store', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page());
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    expect(widget.element.getAttribute('data-state')).toBe('ready');
    testPage.solr.failNext(1);
    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
    );
    expect(titles()).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('The results could not be loaded.');
    expect(widget.element.getAttribute('data-state')).toBe('error');
    expect(widget.element.getAttribute('aria-busy')).toBe('false');
  });

  it('keeps the retry button, focused, until the retry resolves, then focuses the results', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const testPage = setupPage(page());
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(6));
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    testPage.solr.hold();
    await user.keyboard('{Enter}');
    await settle();
    expect(widget.element.getAttribute('data-state')).toBe('pending');
    expect(document.activeElement).toBe(retry);
    // It fails again: the button is still there and keeps the focus.
    testPage.solr.failNext(1);
    await perform(() => testPage.solr.release());
    expect(widget.element.getAttribute('data-state')).toBe('error');
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    await settle();
    await waitFor(() => expect(titles()).toHaveLength(6));
    // The button went with the error: the focus is on the results, not lost to <body>.
    expect(document.activeElement).toBe(widget.element);
    expect(widget.element.getAttribute('tabindex')).toBe('-1');
    expect(widget.element.getAttribute('data-state')).toBe('ready');
  });

  it('announces a retry that fails again: a new message in the alert, the button kept with the focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const testPage = setupPage(page());
    await mountWidget('[data-widget="results"]', results);
    await settle();
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(6));
    const alert = screen.getByRole('alert');
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) added.push(node.textContent ?? '');
    });
    observer.observe(alert, { childList: true, subtree: true, characterData: true });
    testPage.solr.hold();
    testPage.solr.failNext(1);
    await user.keyboard('{Enter}');
    await settle();
    await perform(() => testPage.solr.release());
    observer.disconnect();
    expect(screen.getByRole('alert')).toBe(alert);
    expect(added).toEqual(['The results could not be loaded.']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(retry);
    expect(document.activeElement).toBe(retry);
  });

  it('gives the stylesheet the height of the list as a search starts, for the error box to keep', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(page());
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    const height = () => widget.element.style.getPropertyValue('--sf-results-height');
    // happy-dom lays nothing out: the list's height as a browser would give it.
    Object.defineProperty(widget.element, 'offsetHeight', { configurable: true, value: 1480 });
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(6));
    expect(widget.element.querySelector(':scope > .sf-results__error')).not.toBeNull();
    expect(height()).toBe('1480px');
    // A retry starts while the error box shows: the list's height stays the one kept.
    Object.defineProperty(widget.element, 'offsetHeight', { configurable: true, value: 180 });
    await perform(() => testPage.search().retry());
    expect(widget.element.getAttribute('data-state')).toBe('ready');
    expect(height()).toBe('1480px');
  });

  it('reads no layout as a search starts or succeeds (a click would pay for a forced layout)', async () => {
    const testPage = setupPage(page());
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    const reads = vi.fn(() => 1480);
    Object.defineProperty(widget.element, 'offsetHeight', { configurable: true, get: reads });
    await perform(() => testPage.search().setStart(6));
    await perform(() => testPage.search().setStart(0));
    expect(widget.element.getAttribute('data-state')).toBe('ready');
    expect(reads).not.toHaveBeenCalled();
  });

  it('leaves the announcement to a result count of the same search, so it is heard once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(
      `${page()}<p data-widget="result-count" data-search="main">12 properties</p>`,
    );
    await mountWidget('[data-widget="results"]', results);
    const count = await mountWidget('[data-widget="result-count"]', resultCount);
    await settle();
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(6));
    expect(document.querySelector('.sf-result-count[aria-live="polite"]')?.textContent).toBe(
      'The results could not be loaded.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText('The results could not be loaded.')).toHaveLength(2);
    // Once the count is gone, the next failure is the error box's alert again.
    count.unmount();
    await perform(() => testPage.search().retry());
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(0));
    expect(screen.getByRole('alert').textContent).toContain('The results could not be loaded.');
  });

  it('marks itself busy while a search is in flight (SPEC 4.2)', async () => {
    const testPage = setupPage(page());
    const widget = await mountWidget('[data-widget="results"]', results);
    await settle();
    testPage.solr.hold();
    await perform(() => testPage.search().setStart(6));
    expect(widget.element.getAttribute('aria-busy')).toBe('true');
    expect(widget.element.getAttribute('data-state')).toBe('pending');
    await perform(() => testPage.solr.release());
    expect(widget.element.getAttribute('aria-busy')).toBe('false');
  });

  it('reports a click on a result to the search instance for analytics', async () => {
    const testPage = setupPage(page());
    await mountWidget('[data-widget="results"]', results);
    await settle();
    const clicked: string[] = [];
    testPage.search().events.on('itemClicked', ({ doc }) => clicked.push(doc.id));
    const link = screen.getByRole('link', { name: 'Cottage 2' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(clicked).toEqual([LISTINGS[1]?.id]);
  });

  describe('coming back to the page loaded again (return-point.ts)', () => {
    /** The entry as a click on Cottage 5's link left it: 200 px from the viewport's top, focused. */
    const leftFromCottage5 = () =>
      history.replaceState({ sfReturn: [LISTINGS[4]?.id, 200, ''] }, '');

    it('puts the card back and focuses its link on the first answer, and the entry forgets it', async () => {
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      setupPage(page());
      leftFromCottage5();
      await mountWidget('[data-widget="results"]', results);
      await settle();
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cottage 5' }));
      // Taken out of the entry with its key: the state the browser had, nothing left behind.
      expect(history.state).toBeNull();
    });

    it('restores on the first answer only: not on a retry after it failed', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      const testPage = setupPage(page());
      leftFromCottage5();
      testPage.solr.failNext(1);
      await mountWidget('[data-widget="results"]', results);
      await settle();
      expect(testPage.search().getState().status).toBe('error');
      await perform(() => testPage.search().retry());
      expect(titles()).toContain('Cottage 5');
      expect(scrollBy).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(document.body);
    });

    it('takes neither the focus nor the scroll from a visitor who focused something first', async () => {
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      setupPage(`<input aria-label="Where">${page()}`);
      leftFromCottage5();
      const answer = holdAnswers();
      await mountWidget('[data-widget="results"]', results);
      const input = screen.getByRole('textbox', { name: 'Where' });
      input.focus(); // typing a query as the answer lands
      answer();
      await settle();
      expect(titles()).toContain('Cottage 5');
      expect(scrollBy).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(input);
    });

    it('saves a point on a plain click of a result link only, not one opening a new tab', async () => {
      setupPage(page());
      await mountWidget('[data-widget="results"]', results);
      await settle();
      history.replaceState(null, '');
      const link = screen.getByRole('link', { name: 'Cottage 2' });
      // No navigation, and prevented after the widget's handler (one before it makes no click plain).
      const stay = (event: Event) => event.preventDefault();
      document.addEventListener('click', stay);
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(link);
      await user.keyboard('{/Control}');
      expect(history.state?.sfReturn).toBeFalsy();
      await userEvent.click(link);
      expect(history.state?.sfReturn?.[0]).toBe(LISTINGS[1]?.id);
      document.removeEventListener('click', stay);
    });

    it('keeps the focused card as the page is unloaded (pagehide), forgets it back from the cache', async () => {
      setupPage(page());
      await mountWidget('[data-widget="results"]', results);
      await settle();
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
      const pageEvent = (type: string, persisted: boolean) =>
        dispatchEvent(Object.assign(new Event(type), { persisted }));
      // Left by another link, nothing in the results focused: no point, the browser's own.
      pageEvent('pagehide', false);
      expect(history.state?.sfReturn).toBeFalsy();
      // A result link's click saved one, and the browser did not focus the link (Safari): kept.
      history.replaceState({ sfReturn: ['clicked', 10, ''] }, '');
      pageEvent('pagehide', false);
      expect(history.state.sfReturn).toEqual(['clicked', 10, '']);
      history.replaceState(null, '');
      screen.getByRole('link', { name: 'Cottage 3' }).focus();
      // Into the back/forward cache: nothing written (Chromium would drop the write and the
      // cached page with it); the page comes back as it is.
      pageEvent('pagehide', true);
      expect(history.state?.sfReturn).toBeFalsy();
      pageEvent('pagehide', false);
      expect(history.state).toEqual({ sfReturn: [LISTINGS[2]?.id, 300, ''] });
      // Shown again from the cache: the point has served, a later reload must not jump to it.
      pageEvent('pageshow', true);
      expect(history.state).toBeNull();
    });
  });
});
