import { toggleFacet } from '@stayfront/search-core/facets';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as reset from '../islands/reset.js';
import { mountWidget, perform, resetPage, settle, setupPage } from '../test-support/search-page.js';

const PAGE = `<div class="reset" data-widget="reset" data-search="main"><a href="/search">Clear all filters</a></div>`;

const button = () => screen.getByRole('button', { name: 'Clear all filters' });

afterEach(resetPage);

describe('reset', () => {
  it('is disabled, but keeps its place in the tab order, when nothing is selected', async () => {
    const testPage = setupPage(PAGE);
    await mountWidget('[data-widget="reset"]', reset);
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().getAttribute('data-state')).toBe('inactive');
    const requests = testPage.solr.requests.length;
    await userEvent.click(button());
    await settle();
    expect(testPage.solr.requests).toHaveLength(requests);
  });

  it('clears every facet selection, and keeps the focus', async () => {
    const user = userEvent.setup();
    const testPage = setupPage(PAGE, { hash: 'fq=ss_town:Fowey&sort=fts_price%20asc' });
    await mountWidget('[data-widget="reset"]', reset);
    await settle();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().getAttribute('data-state')).toBe('active');
    await user.tab();
    await user.keyboard('{Enter}');
    await settle();
    expect(testPage.search().getState().query).toMatchObject({
      terms: {},
      sort: 'fts_price asc',
    });
    expect(testPage.search().getState().numFound).toBe(12);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button());
  });

  it('turns on when a filter is chosen elsewhere', async () => {
    const testPage = setupPage(PAGE);
    await mountWidget('[data-widget="reset"]', reset);
    await settle();
    await perform(() => toggleFacet(testPage.search(), 'sm_amenities', 'Wifi'));
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });
});
