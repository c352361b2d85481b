import { setRange } from '@stayfront/search-core/facets';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as facet from '../islands/facet.js';
import { LISTINGS } from '../test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  perform,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

const CONFIG = {
  ...BASE_CONFIG,
  facets: [
    {
      field: 'fts_price',
      label: 'Price',
      display: 'range',
      range: { start: 0, end: 500, gap: 100 },
    },
    { field: 'its_bedrooms', label: 'Bedrooms', operator: 'OR' },
  ],
};

async function mountRange(options: { hash?: string; widget?: object } = {}) {
  const page = setupPage(
    `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(options.widget ?? { facet: 'fts_price' })}'><h3>Price</h3></section>`,
    { config: CONFIG, ...(options.hash ? { hash: options.hash } : {}) },
  );
  await mountWidget('#f', facet);
  await settle();
  const group = screen.getByRole('group', { name: 'Price' });
  return {
    page,
    group,
    from: within(group).getByRole('spinbutton', { name: 'From' }) as HTMLInputElement,
    to: within(group).getByRole('spinbutton', { name: 'To' }) as HTMLInputElement,
  };
}

const priceFilters = (page: ReturnType<typeof setupPage>) =>
  page.solr.requests
    .findLast((request) => !request.params.has('ids'))
    ?.params.getAll('fq')
    .filter((fq) => fq.includes('fts_price'));

const pricesBetween = (low: number, high: number) =>
  LISTINGS.filter((doc) => (doc.fts_price as number) >= low && (doc.fts_price as number) <= high)
    .length;

afterEach(resetPage);

describe('facet: range', () => {
  it('shows labelled number inputs bounded by the range config, in a fieldset', async () => {
    const { group, from, to } = await mountRange();
    expect(group.tagName).toBe('FIELDSET');
    expect(from.type).toBe('number');
    expect([from.min, from.max, to.min, to.max]).toEqual(['0', '500', '0', '500']);
    expect(from.value).toBe('');
    expect(within(group).queryByRole('button', { name: 'Clear Price' })).toBeNull();
    expect(group.closest('.sf-facet')?.getAttribute('data-state')).toBe('inactive');
  });

  it('applies a range, narrowing the results, and clears it with the reset', async () => {
    const { page, group, from, to } = await mountRange();
    const user = userEvent.setup();
    await user.type(from, '150');
    await user.type(to, '300');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(priceFilters(page)).toEqual(['{!tag=fts_price}fts_price:[150 TO 300]']);
    expect(page.search().getState().numFound).toBe(pricesBetween(150, 300));
    expect(page.search().getState().numFound).toBe(7);
    expect(group.closest('.sf-facet')?.getAttribute('data-state')).toBe('active');

    await user.click(within(group).getByRole('button', { name: 'Clear Price' }));
    await settle();
    expect(priceFilters(page)).toEqual([]);
    expect(page.search().getState().numFound).toBe(12);
    expect([from.value, to.value]).toEqual(['', '']);
    expect(document.activeElement).toBe(from);
  });

  it('is usable by keyboard alone: Enter in an input applies; an empty end stays open', async () => {
    const { page, to } = await mountRange();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(to);
    await user.keyboard('200{Enter}');
    await settle();
    expect(priceFilters(page)).toEqual(['{!tag=fts_price}fts_price:[* TO 200]']);
    expect(page.search().getState().numFound).toBe(pricesBetween(0, 200));
    expect(document.activeElement).toBe(to);
  });

  it('swaps reversed bounds, and emptying both inputs removes the range', async () => {
    const { page, group, from, to } = await mountRange();
    const user = userEvent.setup();
    await user.type(from, '300');
    await user.type(to, '150');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(priceFilters(page)).toEqual(['{!tag=fts_price}fts_price:[150 TO 300]']);
    expect([from.value, to.value]).toEqual(['150', '300']);
    await user.clear(from);
    await user.clear(to);
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(priceFilters(page)).toEqual([]);
  });

  it('shows the selection from the URL hash, and follows it when it changes elsewhere', async () => {
    const { page, from, to } = await mountRange({
      hash: `fq=${encodeURIComponent('fts_price:[200 TO 350]')}`,
    });
    expect([from.value, to.value]).toEqual(['200', '350']);
    expect(page.search().getState().numFound).toBe(pricesBetween(200, 350));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Price' }));
    await settle();
    expect([from.value, to.value]).toEqual(['', '']);
  });

  it('can show any numeric facet as a range (widget config display)', async () => {
    const { page, group, from } = await mountRange({
      widget: { facet: 'its_bedrooms', display: 'range', label: 'Price' },
    });
    const user = userEvent.setup();
    await user.type(from, '3');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    await settle();
    const fq = page.solr.requests.findLast((r) => !r.params.has('ids'))?.params.getAll('fq');
    expect(fq).toEqual(['{!tag=its_bedrooms}its_bedrooms:[3 TO *]']);
    expect(page.search().getState().numFound).toBe(6);
  });

  it('asks for whole numbers on an integer field, which refuses fractions', async () => {
    const { page, group, from } = await mountRange({
      widget: { facet: 'its_bedrooms', display: 'range', label: 'Price' },
    });
    expect(from.step).toBe('1');
    expect(from.inputMode).toBe('numeric');
    const requests = page.solr.requests.length;
    const user = userEvent.setup();
    await user.type(from, '2.5');
    expect(from.validity.stepMismatch).toBe(true);
    // The browser's validation keeps the form from being sent: nothing reaches the search.
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(page.solr.requests).toHaveLength(requests);
    expect(page.search().getState().query.ranges).toEqual({});
  });

  it('is hidden while nothing is chosen and its buckets count nothing; a range asking none stays', async () => {
    const page = setupPage(
      `<section id="f" data-widget="facet" data-search="main" data-widget-config='{"facet":"fts_price"}'><h3>Price</h3></section>
       <section id="g" data-widget="facet" data-search="main" data-widget-config='{"facet":"its_bedrooms","display":"range"}'><h3>Bedrooms</h3></section>`,
      { config: CONFIG, hash: 'q=zzqx' },
    );
    // The fake Solr answers no range buckets: one is added, counting what the search found.
    const solr = page.solr.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const body = await (await solr(...args)).json();
      if (body.facet_counts)
        body.facet_counts.facet_ranges = {
          fts_price: { counts: { '0': body.response.numFound }, start: 0, end: 500, gap: 500 },
        };
      return Response.json(body);
    });
    const price = await mountWidget('#f', facet);
    const bedrooms = await mountWidget('#g', facet);
    await settle();
    expect(page.search().getState().numFound).toBe(0);
    expect(price.element.hidden).toBe(true);
    expect(screen.queryByRole('group', { name: 'Price' })).toBeNull();
    // Bedrooms has no range config, so no buckets: its inputs are all it has, and they stay.
    expect(bedrooms.element.hidden).toBe(false);
    // A range chosen (from a link) shows, to be cleared, even with nothing found.
    await perform(() =>
      setRange(page.search(), 'fts_price', {
        from: '100',
        to: '200',
        includeFrom: true,
        includeTo: true,
      }),
    );
    expect(price.element.hidden).toBe(false);
    await perform(() => setRange(page.search(), 'fts_price', null));
    expect(price.element.hidden).toBe(true);
    await perform(() => page.search().setText(''));
    expect(price.element.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });
});
