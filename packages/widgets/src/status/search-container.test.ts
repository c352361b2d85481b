import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as searchContainer from '../islands/search-container.js';
import { mountWidget, perform, resetPage, settle, setupPage } from '../test-support/search-page.js';

const PAGE = `<div class="search__layout" data-widget="search-container" data-search="main" data-widget-config='{}'>
  <aside class="search__facets"><h2>Filters</h2></aside>
  <section class="search__results"><p>Server results</p></section>
</div>`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spinner = (element: HTMLElement) => element.querySelector('.sf-search-spinner');

async function mountContainer(page = PAGE) {
  const testPage = setupPage(page);
  const children = [...(document.querySelector('[data-widget]')?.children ?? [])];
  const widget = await mountWidget('[data-widget="search-container"]', searchContainer);
  await settle();
  return { testPage, widget, children };
}

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

describe('search-container', () => {
  it('is marked pending and busy while a search is in flight (SPEC 4.2)', async () => {
    const { testPage, widget } = await mountContainer();
    expect(widget.element.classList.contains('pending')).toBe(false);
    expect(widget.element.hasAttribute('aria-busy')).toBe(false);
    testPage.solr.hold();
    await perform(() => testPage.search().setStart(6));
    expect(widget.element.classList.contains('pending')).toBe(true);
    expect(widget.element.getAttribute('aria-busy')).toBe('true');
    await perform(() => testPage.solr.release());
    expect(widget.element.classList.contains('pending')).toBe(false);
    expect(widget.element.hasAttribute('aria-busy')).toBe(false);
    expect(widget.element.className).toBe('search__layout');
  });

  it('is marked at once when it wakes during the first search', async () => {
    const testPage = setupPage(PAGE);
    testPage.solr.hold();
    const widget = await mountWidget('[data-widget="search-container"]', searchContainer);
    expect(widget.element.getAttribute('aria-busy')).toBe('true');
    await perform(() => testPage.solr.release());
    expect(widget.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('is marked data-state="error" while the search is in error, so stale counts can be styled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { testPage, widget } = await mountContainer();
    expect(widget.element.hasAttribute('data-state')).toBe(false);
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(6));
    expect(widget.element.getAttribute('data-state')).toBe('error');
    testPage.solr.hold();
    await perform(() => testPage.search().retry());
    // Still the failed search's page while the retry runs.
    expect(widget.element.getAttribute('data-state')).toBe('error');
    await perform(() => testPage.solr.release());
    expect(widget.element.hasAttribute('data-state')).toBe(false);
    testPage.solr.failNext(1);
    await perform(() => testPage.search().setStart(0));
    widget.unmount();
    expect(widget.element.hasAttribute('data-state')).toBe(false);
  });

  it('keeps its server children: the same nodes, untouched', async () => {
    const { testPage, widget, children } = await mountContainer();
    testPage.solr.hold();
    await perform(() => testPage.search().setStart(6));
    await perform(() => testPage.solr.release());
    expect([...widget.element.children]).toEqual(children);
    expect(screen.getByText('Server results')).toBeTruthy();
  });

  it('shows a spinner only when the wait lasts longer than 200 ms', async () => {
    const { testPage, widget } = await mountContainer();
    testPage.solr.hold();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => testPage.search().setStart(6));
    vi.advanceTimersByTime(199);
    expect(spinner(widget.element)).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    const shown = spinner(widget.element);
    expect(shown?.getAttribute('data-state')).toBe('visible');
    expect(shown?.textContent).toBe('Loading results…');
    expect((shown?.firstElementChild as HTMLElement | null)?.style.position).toBe('absolute');
    await perform(() => testPage.solr.release());
    expect(spinner(widget.element)).toBeNull();
  });

  it('shows no spinner for a quick answer', async () => {
    const { testPage, widget } = await mountContainer();
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) added.push(...record.addedNodes);
    });
    observer.observe(widget.element, { childList: true });
    // The clock stands still while the answer arrives: it came in well under 200 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => testPage.search().setStart(6));
    for (let turn = 0; turn < 100 && testPage.search().getState().pending; turn += 1)
      await act(() => Promise.resolve());
    expect(testPage.search().getState().pending).toBe(false);
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await Promise.resolve();
    observer.disconnect();
    expect(added).toEqual([]);
  });

  it('can do without the spinner', async () => {
    const { testPage, widget } = await mountContainer(
      PAGE.replace(`data-widget-config='{}'`, `data-widget-config='{"spinner":false}'`),
    );
    testPage.solr.hold();
    await perform(() => testPage.search().setStart(6));
    await wait(250);
    expect(spinner(widget.element)).toBeNull();
    expect(widget.element.getAttribute('aria-busy')).toBe('true');
  });

  it('leaves the element as it was when unmounted mid-search', async () => {
    const { testPage, widget, children } = await mountContainer();
    testPage.solr.hold();
    await perform(() => testPage.search().setStart(6));
    await wait(250);
    widget.unmount();
    expect(widget.element.className).toBe('search__layout');
    expect(widget.element.hasAttribute('aria-busy')).toBe(false);
    expect([...widget.element.children]).toEqual(children);
    testPage.solr.release();
  });

  it('reports a bad spinner delay with its JSON path', () => {
    expect(searchContainer.parseConfig?.({ spinner_delay: -5 })).toEqual({
      issues: [{ path: '$.spinner_delay', message: 'expected a whole number from 0 to 10000' }],
    });
  });
});
