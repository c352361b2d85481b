import { getPageRegistry } from '@stayfront/search-core';
import { setRange, toggleFacet } from '@stayfront/search-core/facets';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as selections from '../islands/selections.js';
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
    ...BASE_CONFIG.facets,
    {
      field: 'fts_price',
      label: 'Price',
      display: 'range',
      range: { start: 0, end: 500, gap: 100 },
    },
    { field: 'bs_pets', label: 'Pets allowed', display: 'toggle' },
  ],
};

const SERVER_CHIPS = '<ul class="selections__list"><li><a href="/search">Town: Fowey</a></li></ul>';

/** The results element of the same search (not mounted): the default focus target. */
const RESULTS = '<div class="results" data-widget="results" data-search="main"></div>';

async function mountSelections(widgetConfig: object = {}, more = '') {
  const testPage = setupPage(
    `<div class="selections" data-widget="selections" data-search="main" data-widget-config='${JSON.stringify(widgetConfig)}'>${SERVER_CHIPS}</div>${more}`,
    { config: CONFIG },
  );
  const widget = await mountWidget('[data-widget="selections"]', selections);
  await settle();
  return { testPage, widget };
}

async function select(testPage: ReturnType<typeof setupPage>) {
  const search = testPage.search();
  await perform(() => {
    toggleFacet(search, 'ss_town', 'St Ives');
    toggleFacet(search, 'ss_town', 'Fowey');
    toggleFacet(search, 'sm_amenities', 'Wifi');
    setRange(search, 'fts_price', { from: '100', to: '*', includeFrom: true, includeTo: true });
    toggleFacet(search, 'its_bedrooms', null);
  });
}

const group = () => screen.getByRole('group', { name: 'Active filters' });
const chips = () => within(group()).queryAllByRole('button', { name: /^Remove filter/ });
const chipNames = () => chips().map((button) => button.getAttribute('aria-label'));
/** What each chip shows; its name must be the same words after "Remove filter: ". */
const chipTexts = () =>
  chips().map((button) => {
    expect(button.getAttribute('aria-label')).toBe(`Remove filter: ${button.textContent}`);
    return button.textContent;
  });

async function range(testPage: ReturnType<typeof setupPage>, from: string, to: string) {
  await perform(() =>
    setRange(testPage.search(), 'fts_price', { from, to, includeFrom: true, includeTo: true }),
  );
}

afterEach(resetPage);

describe('selections', () => {
  it('shows one removable chip per active filter: terms, ranges and missing', async () => {
    const { testPage } = await mountSelections();
    expect(chipNames()).toEqual([]);
    expect(within(group()).queryByRole('button')).toBeNull();
    await select(testPage);
    expect(chipNames()).toEqual([
      'Remove filter: Town: St Ives',
      'Remove filter: Town: Fowey',
      'Remove filter: Amenities: Wifi',
      'Remove filter: Price: from 100',
      'Remove filter: Bedrooms: (none)',
    ]);
    expect(chipTexts()).toEqual([
      'Town: St Ives',
      'Town: Fowey',
      'Amenities: Wifi',
      'Price: from 100',
      'Bedrooms: (none)',
    ]);
    const chip = screen.getByRole('button', { name: 'Remove filter: Town: St Ives' });
    expect(chip.closest('li')?.getAttribute('data-field')).toBe('ss_town');
    expect(group().getAttribute('data-state')).toBe('active');
  });

  it('names a switched-on toggle by its label alone, as the switch reads, and removes it', async () => {
    const { testPage } = await mountSelections();
    await perform(() => toggleFacet(testPage.search(), 'bs_pets', 'true'));
    expect(chipTexts()).toEqual(['Pets allowed']);
    expect(chipNames()).toEqual(['Remove filter: Pets allowed']);
    expect(group().querySelector('.sf-selections__value')).toBeNull();
    // Any other value of the field (a hand-written link) is not what the switch means: it says so.
    await perform(() => toggleFacet(testPage.search(), 'bs_pets', 'false'));
    expect(chipTexts()).toEqual(['Pets allowed', 'Pets allowed: false']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Pets allowed' }));
    await settle();
    expect(testPage.search().getState().query.terms).toEqual({ bs_pets: ['false'] });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Remove filter: Pets allowed: false',
    );
  });

  it('says "from" or "up to" for a range open at one end, never a dangling dash', async () => {
    const { testPage } = await mountSelections();
    await range(testPage, '100', '*');
    expect(chipTexts()).toEqual(['Price: from 100']);
    await range(testPage, '*', '200');
    expect(chipTexts()).toEqual(['Price: up to 200']);
    await range(testPage, '100', '200');
    expect(chipTexts()).toEqual(['Price: 100 – 200']);
    await range(testPage, '*', '*');
    expect(chipTexts()).toEqual(['Price: any value']);
  });

  it("takes the open ranges' words from the page's catalogue", async () => {
    const catalogue = {
      locale: 'fr',
      messages: {
        'selections.remove': 'Retirer le filtre : {label}',
        'selections.rangeFrom': 'à partir de {from}',
        'selections.rangeTo': 'jusqu’à {to}',
      },
    };
    const { testPage } = await mountSelections(
      {},
      `<script type="application/json" data-messages-config="default">${JSON.stringify(catalogue)}</script>`,
    );
    await range(testPage, '100', '*');
    const chip = () => within(group()).getByRole('button', { name: /^Retirer le filtre/ });
    expect(chip().getAttribute('aria-label')).toBe('Retirer le filtre : Price: à partir de 100');
    expect(chip().textContent).toBe('Price: à partir de 100');
    await range(testPage, '*', '200');
    expect(chip().getAttribute('aria-label')).toBe('Retirer le filtre : Price: jusqu’à 200');
  });

  it("takes the chip's wording around the label and the value from the page's catalogue", async () => {
    const catalogue = { locale: 'fr', messages: { 'selections.chip': '{facet} : {value}' } };
    const { testPage } = await mountSelections(
      {},
      `<script type="application/json" data-messages-config="default">${JSON.stringify(catalogue)}</script>`,
    );
    await select(testPage);
    await perform(() => toggleFacet(testPage.search(), 'bs_pets', 'true'));
    expect(chipTexts()).toEqual([
      'Town : St Ives',
      'Town : Fowey',
      'Amenities : Wifi',
      'Pets allowed',
      'Price : from 100',
      'Bedrooms : (none)',
    ]);
    // The label and the value keep their own elements for themes.
    const price = within(group()).getByRole('button', { name: 'Remove filter: Price : from 100' });
    expect(price.querySelector('.sf-selections__facet')?.textContent).toBe('Price');
    expect(price.querySelector('.sf-selections__value')?.textContent).toBe('from 100');
  });

  it('puts the value first when the catalogue does, a label with braces staying as it is', async () => {
    const catalogue = { messages: { 'selections.chip': '{value} ‹ {facet}' } };
    const { testPage } = await mountSelections(
      {},
      `<script type="application/json" data-messages-config="default">${JSON.stringify(catalogue)}</script>`,
    );
    await perform(() => toggleFacet(testPage.search(), 'ss_town', '{facet}'));
    await range(testPage, '*', '200');
    expect(chipTexts()).toEqual(['{facet} ‹ Town', 'up to 200 ‹ Price']);
    const spans = [...group().querySelectorAll('.sf-selections__remove span')].map((span) => [
      span.className,
      span.textContent,
    ]);
    expect(spans).toEqual([
      ['sf-selections__value', '{facet}'],
      ['sf-selections__facet', 'Town'],
      ['sf-selections__value', 'up to 200'],
      ['sf-selections__facet', 'Price'],
    ]);
  });

  it('shows the typed words as the first chip; removing it keeps the filters', async () => {
    setupPage(`<div data-widget="selections" data-search="main">${SERVER_CHIPS}</div>${RESULTS}`, {
      config: CONFIG,
      // A shared link's words: shown nowhere else until the autocomplete wakes.
      hash: 'q=sea%20view&fq=ss_town:Fowey',
    });
    await mountWidget('[data-widget="selections"]', selections);
    await settle();
    expect(chipTexts()).toEqual(['Search: sea view', 'Town: Fowey']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Search: sea view' }));
    await settle();
    const { query } = getPageRegistry().get('main')?.getState() ?? {};
    expect(query?.q).toEqual({ type: 'all' });
    expect(query?.terms).toEqual({ ss_town: ['Fowey'] });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Town: Fowey');
  });

  it('keeps an id list (no chip: SPEC 2.1, a favourites view) on "Clear all"', async () => {
    setupPage(`<div data-widget="selections" data-search="main"></div>${RESULTS}`, {
      config: CONFIG,
      hash: 'q=id:("s1-default_index-1" OR "s1-default_index-2")&fq=ss_town:Fowey',
    });
    await mountWidget('[data-widget="selections"]', selections);
    await settle();
    expect(chipTexts()).toEqual(['Town: Fowey']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await settle();
    const { query } = getPageRegistry().get('main')?.getState() ?? {};
    expect(query?.terms).toEqual({});
    expect(query?.q.type).toBe('values');
  });

  it('shows the filters of a shared link at once, instead of the server chips', async () => {
    setupPage(`<div data-widget="selections" data-search="main">${SERVER_CHIPS}</div>`, {
      config: CONFIG,
      hash: 'fq=ss_town:Fowey',
    });
    await mountWidget('[data-widget="selections"]', selections);
    expect(chipNames()).toEqual(['Remove filter: Town: Fowey']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('removes a filter and moves the focus to the next chip', async () => {
    const { testPage } = await mountSelections();
    await select(testPage);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Town: Fowey' }));
    await settle();
    expect(testPage.search().getState().query.terms).toEqual({
      ss_town: ['St Ives'],
      sm_amenities: ['Wifi'],
    });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Remove filter: Amenities: Wifi',
    );
    // The range and the missing bucket are removed the same way.
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Price: from 100' }));
    await settle();
    expect(testPage.search().getState().query.ranges).toEqual({});
    // The last chip went: the one before it takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Bedrooms: (none)' }));
    await settle();
    expect(testPage.search().getState().query.missing).toEqual([]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Remove filter: Amenities: Wifi',
    );
  });

  it('works from the keyboard, and gives the group the focus when the last chip goes and there are no results', async () => {
    const user = userEvent.setup();
    const { testPage } = await mountSelections({ clear_all: false });
    await perform(() => toggleFacet(testPage.search(), 'ss_town', 'Padstow'));
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Town: Padstow');
    await user.keyboard('{Enter}');
    await settle();
    expect(testPage.search().getState().query.terms).toEqual({});
    expect(document.activeElement).toBe(group());
    expect(group().getAttribute('data-state')).toBe('empty');
  });

  it('clears every chip, the typed words too, with "Clear all" in one search (no results: the group gets the focus)', async () => {
    const { testPage } = await mountSelections();
    await perform(() => testPage.search().setText('cottage'));
    await select(testPage);
    const searches = testPage.solr.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await settle();
    const { query } = testPage.search().getState();
    expect(query).toMatchObject({ terms: {}, ranges: {}, missing: [] });
    expect(query.q).toEqual({ type: 'all' });
    expect(testPage.solr.requests.length - searches).toBe(1);
    expect(chipNames()).toEqual([]);
    expect(document.activeElement).toBe(group());
  });

  it('gives the results the focus after "Clear all", not the emptied group', async () => {
    const user = userEvent.setup();
    const { testPage } = await mountSelections({}, RESULTS);
    await select(testPage);
    screen.getByRole('button', { name: 'Clear all' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(chipNames()).toEqual([]);
    const results = document.querySelector<HTMLElement>('[data-widget="results"]');
    expect(document.activeElement).toBe(results);
    expect(results?.getAttribute('tabindex')).toBe('-1');
  });

  it('gives the results the focus when the last chip goes, after next and previous chips', async () => {
    const user = userEvent.setup();
    const { testPage } = await mountSelections({}, RESULTS);
    await perform(() => {
      toggleFacet(testPage.search(), 'ss_town', 'Fowey');
      toggleFacet(testPage.search(), 'ss_town', 'Padstow');
    });
    screen.getByRole('button', { name: 'Remove filter: Town: Fowey' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Town: Padstow');
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement).toBe(document.querySelector('[data-widget="results"]'));
  });

  it('takes focus_target instead of the results', async () => {
    const { testPage } = await mountSelections(
      { focus_target: '#first-facet' },
      `${RESULTS}<input id="first-facet" type="checkbox" aria-label="Villa">`,
    );
    await select(testPage);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await settle();
    expect(document.activeElement).toBe(document.getElementById('first-facet'));
  });

  it('follows Back', async () => {
    const { testPage } = await mountSelections();
    await perform(() => toggleFacet(testPage.search(), 'ss_town', 'Fowey'));
    await perform(() => toggleFacet(testPage.search(), 'sm_amenities', 'Pool'));
    expect(chipNames()).toHaveLength(2);
    await act(async () => history.back());
    await settle();
    expect(chipNames()).toEqual(['Remove filter: Town: Fowey']);
  });
});
