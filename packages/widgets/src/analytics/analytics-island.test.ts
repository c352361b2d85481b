import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as analytics from '../islands/analytics.js';
import * as results from '../islands/results.js';
import { navigationHook } from '../runtime/navigation-hooks.js';
import { LISTINGS } from '../test-support/listings.js';
import { mountWidget, resetPage, settle, setupPage } from '../test-support/search-page.js';

const TEMPLATE = `<template><article><h3><a data-field-href="ss_url" data-field="ss_title"></a></h3></article></template>`;

function page(config: object = {}) {
  return `<div data-widget="analytics" data-search="main" data-widget-config='${JSON.stringify(config)}'></div>
    <div data-widget="results" data-search="main">${TEMPLATE}<ul></ul></div>`;
}

/** Mounts both widgets, analytics after the results are there (islands wake in any order). */
async function openPage(config: object = {}) {
  const testPage = setupPage(page(config));
  const widgets = [
    await mountWidget('[data-widget="results"]', results),
    await mountWidget('[data-widget="analytics"]', analytics),
  ];
  await settle();
  return { testPage, widgets };
}

afterEach(resetPage);

describe('analytics widget', () => {
  it('reads its mode and currency, with path-named issues', () => {
    expect(analytics.parseConfig?.({})).toEqual({ value: { mode: 'ga4', currency: null } });
    expect(analytics.parseConfig?.({ mode: 'universal', currency: 'EUR' })).toEqual({
      value: { mode: 'universal', currency: 'EUR' },
    });
    expect(analytics.parseConfig?.({ mode: 'ga3', currency: 'euro' })).toEqual({
      issues: [
        { path: '$.mode', message: 'expected one of "ga4", "universal"' },
        {
          path: '$.currency',
          message: 'expected a 3-letter ISO 4217 currency code such as "EUR"',
        },
      ],
    });
  });

  it('tracks the search instance of its element: impressions, then a click that waits for gtag', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { testPage } = await openPage();
    // The first page was shown before analytics woke: its impressions are sent when it starts,
    // not lost.
    const lists = () => gtag.mock.calls.filter((call) => call[1] === 'view_item_list');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]?.[2].items.map((item: { index: number }) => item.index)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Results of the next search.
    testPage.search().setStart(6);
    await settle();
    expect(lists()).toHaveLength(2);
    expect(lists()[1]?.[2].items.map((item: { index: number }) => item.index)).toEqual([
      7, 8, 9, 10, 11, 12,
    ]);
    expect(lists()[1]?.[2].items[0]).toEqual({
      item_id: LISTINGS[6]?.id,
      price: 250,
      item_list_name: 'main',
      index: 7,
    });

    const link = screen.getByRole('link', { name: 'Cottage 8' });
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(true); // held for the tag
    const selected = gtag.mock.calls.filter((call) => call[1] === 'select_item');
    expect(selected).toHaveLength(1);
    expect(selected[0]?.[2].items).toEqual([
      { item_id: LISTINGS[7]?.id, price: 275, item_list_name: 'main', index: 8 },
    ]);
    expect(assign).not.toHaveBeenCalled();
    selected[0]?.[2].event_callback();
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/rentals/cottage-8`);
  });

  it('reports a failed search as an exception', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const { testPage } = await openPage();
    testPage.solr.failNext(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    testPage.search().setStart(6);
    await settle();
    expect(gtag.mock.calls.filter((call) => call[1] === 'exception')).toEqual([
      [
        'event',
        'exception',
        { description: expect.stringMatching(/^Search failed: 500 /), fatal: false },
      ],
    ]);
  });

  it('does nothing on a page without gtag or a data layer, and stops on unmount', async () => {
    const { testPage, widgets } = await openPage();
    expect(navigationHook(testPage.search())).toBeUndefined();
    let prevented: boolean | undefined;
    const stop = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // happy-dom would follow the link
    };
    document.addEventListener('click', stop);
    await userEvent.click(screen.getByRole('link', { name: 'Cottage 2' }));
    document.removeEventListener('click', stop);
    expect(prevented).toBe(false);
    expect(() => {
      for (const widget of widgets) widget.unmount();
    }).not.toThrow();
  });

  it('does nothing in universal mode on a page with only gtag (no ga, no data layer)', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const { testPage } = await openPage({ mode: 'universal' });
    expect(navigationHook(testPage.search())).toBeUndefined();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('removes its navigation hook when unmounted', async () => {
    vi.stubGlobal('dataLayer', []);
    const { testPage, widgets } = await openPage({ mode: 'universal' });
    expect(navigationHook(testPage.search())).toBeTypeOf('function');
    widgets[1]?.unmount();
    expect(navigationHook(testPage.search())).toBeUndefined();
  });
});
