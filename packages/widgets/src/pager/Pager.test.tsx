import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as pagerModule from '../islands/pager.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  perform,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

/** 60 listings, 5 per page: 12 pages. */
const DOCS = Array.from({ length: 60 }, (_, index) => ({
  ...LISTINGS[index % 12],
  id: `doc-${index + 1}`,
}));
const CONFIG = { ...BASE_CONFIG, solr: { ...BASE_CONFIG.solr, max_rows: 5 } };

const SERVER_PAGER = '<ul><li><a href="/search?page=2" rel="next">Next</a></li></ul>';

function page(config: object = {}, inner = '') {
  return `<div class="results" data-widget="results" data-search="main"></div>
    <div class="pager" data-widget="pager" data-search="main" data-widget-config='${JSON.stringify(config)}'>${inner}</div>`;
}

async function mountPager(options: Parameters<typeof setupPage>[1] = {}, config: object = {}) {
  const testPage = setupPage(page(config, SERVER_PAGER), {
    docs: DOCS,
    config: CONFIG,
    ...options,
  });
  const widget = await mountWidget('[data-widget="pager"]', pagerModule);
  await settle();
  return { testPage, widget };
}

const nav = () => screen.getByRole('navigation', { name: 'Pages' });
const labels = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);
const current = () => within(nav()).getByRole('link', { current: 'page' });
/** `start` of the latest search (document look-ups go to `/select` and carry none). */
const lastStart = (testPage: ReturnType<typeof setupPage>) =>
  testPage.solr.requests
    .filter((request) => !request.url.endsWith('/select'))
    .at(-1)
    ?.params.get('start');

afterEach(resetPage);

describe('pager', () => {
  it('keeps the server pager until the first answer', async () => {
    const testPage = setupPage(page({}, SERVER_PAGER), { docs: DOCS, config: CONFIG });
    testPage.solr.hold();
    const widget = await mountWidget('[data-widget="pager"]', pagerModule);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/search?page=2');
    await perform(() => testPage.solr.release());
    expect(widget.element.querySelector('a[href="/search?page=2"]')).toBeNull();
    expect(labels()).toContain('Page 12');
  });

  it('shows 4 pages each side of the current one, 1 at each end, gaps, previous and next', async () => {
    const { testPage } = await mountPager();
    expect(labels()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 12', 'Next']);
    expect(current().getAttribute('aria-label')).toBe('Page 1');
    expect(current().textContent).toBe('1');
    expect(nav().querySelector('.sf-pager__list')?.tagName).toBe('UL');
    expect(nav().querySelectorAll('[data-type="gap"][aria-hidden="true"]')).toHaveLength(1);

    await perform(() => testPage.search().setStart(30)); // page 7
    expect(labels()).toEqual([
      'Previous',
      'Page 1',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Next',
    ]);
    expect(current().getAttribute('aria-label')).toBe('Page 7');
    expect(current().closest('li')?.getAttribute('data-state')).toBe('current');
    expect(nav().querySelectorAll('[data-type="gap"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
  });

  it('links every page to its hash state, keeping the filters and sort', async () => {
    const { testPage } = await mountPager({ hash: 'sort=fts_price%20desc' });
    const href = screen.getByRole('link', { name: 'Page 3' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe('/search');
    expect(new URLSearchParams(url.hash.slice(1)).get('start')).toBe('10');
    expect(new URLSearchParams(url.hash.slice(1)).get('sort')).toBe('fts_price desc');

    await perform(() =>
      testPage.search().setQuery((query) => ({ ...query, terms: { ss_town: ['Fowey'] } })),
    );
    const next = new URL(screen.getByRole('link', { name: 'Next' }).getAttribute('href') ?? '');
    const params = new URLSearchParams(next.hash.slice(1));
    expect(params.get('fq')).toContain('Fowey');
    expect(params.get('start')).toBe('5');
    // Page 1 carries no start at all.
    const first = new URL(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href') ?? '');
    expect(new URLSearchParams(first.hash.slice(1)).has('start')).toBe(false);
  });

  it('goes to a clicked page, then focuses and scrolls to the results', async () => {
    const { testPage } = await mountPager();
    const results = document.querySelector<HTMLElement>('[data-widget="results"]');
    const scroll = vi.fn();
    if (results) results.scrollIntoView = scroll;
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await settle();
    expect(lastStart(testPage)).toBe('10');
    expect(location.hash).toBe('#start=10');
    expect(current().getAttribute('aria-label')).toBe('Page 3');
    expect(document.activeElement).toBe(results);
    expect(results?.getAttribute('tabindex')).toBe('-1');
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
  });

  it('works from the keyboard: previous and next with Enter', async () => {
    const user = userEvent.setup();
    const { testPage } = await mountPager({}, { focus_target: '#nowhere' });
    screen.getByRole('link', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(lastStart(testPage)).toBe('5');
    // Without a focus target the focus stays on the control.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next' }));
    screen.getByRole('link', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(lastStart(testPage)).toBe('0');
    expect(current().getAttribute('aria-label')).toBe('Page 1');
    // Previous went away on page 1: the current page takes the focus.
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(document.activeElement).toBe(current());
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const { testPage } = await mountPager();
    const requests = testPage.solr.requests.length;
    let prevented: boolean | null = null;
    const watch = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // the test page itself must not navigate
    };
    document.addEventListener('click', watch);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', watch);
    await settle();
    expect(prevented).toBe(false);
    expect(testPage.solr.requests).toHaveLength(requests);
  });

  it('ignores a click on the current page', async () => {
    const { testPage } = await mountPager();
    const requests = testPage.solr.requests.length;
    await userEvent.click(current());
    await settle();
    expect(testPage.solr.requests).toHaveLength(requests);
    expect(location.hash).toBe('');
  });

  it('follows Back and Forward', async () => {
    const { testPage } = await mountPager();
    await userEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    await settle();
    await userEvent.click(screen.getByRole('link', { name: 'Page 8' }));
    await settle();
    expect(current().getAttribute('aria-label')).toBe('Page 8');
    await act(async () => history.back());
    await settle();
    expect(current().getAttribute('aria-label')).toBe('Page 4');
    expect(lastStart(testPage)).toBe('15');
    await act(async () => history.back());
    await settle();
    expect(current().getAttribute('aria-label')).toBe('Page 1');
    await act(async () => history.forward());
    await settle();
    expect(current().getAttribute('aria-label')).toBe('Page 4');
  });

  it('follows a hash typed or linked to', async () => {
    await mountPager();
    await act(async () => {
      location.hash = 'start=55';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    expect(current().getAttribute('aria-label')).toBe('Page 12');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('is hidden when everything fits on one page', async () => {
    await mountPager({ docs: DOCS.slice(0, 5) });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers no pages while the search is in error, and comes back with the next answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { testPage, widget } = await mountPager();
    expect(widget.element.getAttribute('data-state')).toBe('ready');
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(5));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(widget.element.getAttribute('data-state')).toBe('error');
    await perform(() => testPage.search().retry());
    expect(labels()).toContain('Page 12');
    expect(widget.element.getAttribute('data-state')).toBe('ready');
  });

  it('hides itself as the <nav> in error, and moves a focus it held to the results', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testPage = setupPage(
      `<div data-widget="results" data-search="main"></div>
       <nav class="pager" data-widget="pager" data-search="main" aria-label="Result pages"></nav>`,
      { docs: DOCS, config: CONFIG },
    );
    const widget = await mountWidget('[data-widget="pager"]', pagerModule);
    await settle();
    within(widget.element).getByRole('link', { name: 'Page 3' }).focus();
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(5));
    expect(widget.element.hidden).toBe(true);
    expect(widget.element.getAttribute('data-state')).toBe('error');
    expect(document.activeElement).toBe(document.querySelector('[data-widget="results"]'));
  });

  it('uses buttons when the hash does not carry the page', async () => {
    const config = { ...CONFIG, solr: { ...CONFIG.solr, exposed_params: ['q', 'fq'] } };
    const { testPage } = await mountPager({ config });
    expect(within(nav()).queryByRole('link')).toBeNull();
    const page2 = within(nav()).getByRole('button', { name: 'Page 2' });
    await userEvent.click(page2);
    await settle();
    expect(lastStart(testPage)).toBe('5');
    expect(within(nav()).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('does not nest a landmark when the element is the <nav>', async () => {
    setupPage(
      '<nav class="pager" data-widget="pager" data-search="main" aria-label="Result pages"></nav>',
      { docs: DOCS, config: CONFIG },
    );
    const widget = await mountWidget('[data-widget="pager"]', pagerModule);
    await settle();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBe(widget.element);
    expect(widget.element.querySelector(':scope > ul.sf-pager__list')).not.toBeNull();
  });

  it('never offers pages past the deepest offset the search accepts', async () => {
    // 105 pages of 100, but `start` stops at 10,000: page 101 is the last one reachable.
    const many = Array.from({ length: 10_500 }, (_, index) => ({ id: `d${index}` }));
    const { testPage } = await mountPager({
      docs: many,
      config: { ...CONFIG, solr: { ...CONFIG.solr, return_full_docs: false, max_rows: 100 } },
    });
    expect(labels().slice(-3)).toEqual(['Page 5', 'Page 101', 'Next']);
    await perform(() => testPage.search().setStart(10_000));
    expect(current().getAttribute('aria-label')).toBe('Page 101');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('restores the server markup when unmounted', async () => {
    const { widget } = await mountPager();
    widget.unmount();
    expect(widget.element.innerHTML).toBe(SERVER_PAGER);
  });
});
