import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as searchLayout from '../islands/search-layout.js';
import { mountWidget, resetPage, setupPage } from '../test-support/search-page.js';

const PAGE = `<div class="search" data-widget="search-layout" data-search="main" data-widget-config='{}'>
  <div class="search__toolbar"></div>
  <section class="search__results">
    <aside class="search__facets"><input aria-label="Pool" type="checkbox"></aside>
    <div class="results"></div>
  </section>
</div>`;

const resize = (width: number) =>
  act(() =>
    (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
      width,
    }),
  );

const sidebar = () => document.querySelector<HTMLElement>('.search__facets') as HTMLElement;
const results = () => document.querySelector<HTMLElement>('.search__results') as HTMLElement;
const layout = () => document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;

afterEach(async () => {
  await resize(1024);
  resetPage();
});

describe('search-layout', () => {
  it('leaves the sidebar inside the results view on wide screens', async () => {
    setupPage(PAGE);
    const node = sidebar();
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    expect(sidebar()).toBe(node);
    expect(node.parentElement).toBe(results());
    expect(layout().getAttribute('data-layout')).toBe('wide');
  });

  it('moves the same sidebar node above the results under 768 px, and back at 768 px', async () => {
    setupPage(PAGE);
    const node = sidebar();
    const box = node.querySelector('input') as HTMLInputElement;
    box.checked = true;
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    await resize(767);
    expect(node.nextElementSibling).toBe(results());
    expect(node.parentElement).toBe(layout());
    expect(layout().getAttribute('data-layout')).toBe('narrow');
    // Not re-created: its state (and any island inside) survives.
    expect(sidebar()).toBe(node);
    expect(box.checked).toBe(true);
    await resize(768);
    expect(node.parentElement).toBe(results());
    expect(node.nextElementSibling?.className).toBe('results');
    expect(layout().getAttribute('data-layout')).toBe('wide');
  });

  it('starts narrow on a narrow screen', async () => {
    await resize(375);
    setupPage(PAGE);
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    expect(sidebar().nextElementSibling).toBe(results());
  });

  it('keeps the focus inside the sidebar when it moves', async () => {
    setupPage(PAGE);
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    const box = sidebar().querySelector('input') as HTMLInputElement;
    box.focus();
    await resize(500);
    expect(sidebar().nextElementSibling).toBe(results());
    expect(document.activeElement).toBe(box);
  });

  it('puts the sidebar back and stops listening when unmounted', async () => {
    setupPage(PAGE);
    const before = layout().innerHTML;
    const widget = await mountWidget('[data-widget="search-layout"]', searchLayout);
    await resize(500);
    widget.unmount();
    expect(layout().innerHTML).toBe(before);
    expect(layout().hasAttribute('data-layout')).toBe(false);
    await resize(400);
    expect(sidebar().parentElement).toBe(results());
  });

  // A CMS swaps regions inside the layout by AJAX (Drupal Views) and leaves the layout element.
  const swap = (node: Element, html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    node.replaceWith(template.content);
  };
  const FRESH_RESULTS = `<section class="search__results">
    <aside class="search__facets" id="fresh"></aside><div class="results"></div></section>`;

  it('follows a sidebar a swap put in, narrow: above the results, and home on wide screens', async () => {
    setupPage(PAGE);
    const widget = await mountWidget('[data-widget="search-layout"]', searchLayout);
    // Narrowed after the mount: happy-dom's change event misses a first change back to wide.
    await resize(500);
    const before = sidebar();
    // The swap replaces the region the sidebar's home was in; the old sidebar sat above it.
    await act(async () => swap(results(), FRESH_RESULTS));
    expect(before.isConnected).toBe(false);
    expect(document.querySelectorAll('.search__facets')).toHaveLength(1);
    expect(sidebar().id).toBe('fresh');
    expect(sidebar().nextElementSibling).toBe(results());
    await resize(1024);
    expect(sidebar().parentElement).toBe(results());
    await resize(500);
    expect(sidebar().nextElementSibling).toBe(results());
    // Torn down, the page is the server's again: one marker, none left behind.
    widget.unmount();
    expect(results().firstElementChild).toBe(sidebar());
    expect(layout().innerHTML).not.toContain('stayfront');
  });

  it('follows a wrapper of sidebar and results a swap put in, and a sidebar swapped alone', async () => {
    setupPage(`<div data-widget="search-layout"><div class="wrap">${FRESH_RESULTS}</div></div>`);
    const widget = await mountWidget('[data-widget="search-layout"]', searchLayout);
    await resize(500);
    await act(async () =>
      swap(document.querySelector('.wrap') as Element, `<div class="wrap">${FRESH_RESULTS}</div>`),
    );
    expect(sidebar().nextElementSibling).toBe(results());
    // The sidebar alone, where it sits above the results: its home stays where it was.
    await act(async () => swap(sidebar(), '<aside class="search__facets" id="third"></aside>'));
    await resize(1024);
    expect(sidebar().id).toBe('third');
    expect(sidebar().parentElement).toBe(results());
    widget.unmount();
    expect(layout().innerHTML).not.toContain('stayfront');
    // No observer is left: a later swap moves nothing.
    await resize(500);
    await act(async () => swap(results(), FRESH_RESULTS));
    expect(sidebar().parentElement).toBe(results());
  });

  it('keeps to the first sidebar it moved when another then comes first (no endless moves)', async () => {
    setupPage(`<div data-widget="search-layout"><aside class="search__facets" id="a"></aside>
      <aside data-layout-sidebar id="b"></aside><section class="search__results"></section></div>`);
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    await resize(500);
    await act(async () => {});
    expect(results().previousElementSibling?.id).toBe('a');
  });

  it('takes its selectors and breakpoint from the config', async () => {
    setupPage(`<div data-widget="search-layout" data-widget-config='{"sidebar":"#filters","results":"#list","breakpoint":1000}'>
      <div id="list"></div><div data-layout-sidebar></div><aside id="filters"></aside></div>`);
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    await resize(900);
    expect(document.querySelector('#filters')?.nextElementSibling?.id).toBe('list');
    expect(document.querySelector('[data-layout-sidebar]')?.previousElementSibling?.id).toBe(
      'list',
    );
  });

  it('warns, and moves nothing, without a sidebar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupPage('<div data-widget="search-layout"><section class="search__results"></section></div>');
    await mountWidget('[data-widget="search-layout"]', searchLayout);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no sidebar'));
  });

  it('reports an invalid selector with its JSON path', () => {
    expect(searchLayout.parseConfig?.({ sidebar: '.a[' })).toEqual({
      issues: [{ path: '$.sidebar', message: 'expected a valid CSS selector' }],
    });
  });
});
