import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as facet from '../islands/facet.js';
import { emulateClosedSelectKeys } from '../test-support/closed-select-keys.js';
import {
  BASE_CONFIG,
  mountWidget,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

const section = (config: object) =>
  `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(config)}'>
    <h3>Town</h3><ul><li><a href="/search?f=ss_town:Fowey">Fowey</a></li></ul></section>`;

const townFacet = (extra: object = {}) => ({
  ...BASE_CONFIG,
  facets: [{ field: 'ss_town', label: 'Town', operator: 'OR', display: 'select', ...extra }],
});

async function mountSelect(config: object = townFacet(), widget: object = { facet: 'ss_town' }) {
  const page = setupPage(section(widget), { config });
  await mountWidget('#f', facet);
  await settle();
  return page;
}

const townFilters = (page: ReturnType<typeof setupPage>) =>
  page.solr.requests
    .findLast((request) => !request.params.has('ids'))
    ?.params.getAll('fq')
    .filter((fq) => fq.includes('ss_town'));

const reactSelectInput = () =>
  waitFor(() => {
    const input = screen.getByRole('combobox', { name: 'Town' });
    expect(input.tagName).toBe('INPUT');
    return input;
  });

afterEach(resetPage);

// The drop-down's chunk and react-select are loaded once per page (module): the first tests see
// the chunk load and the native select.
describe('facet: select', () => {
  it('has its chunk in while the first answer is on its way, and shows the select with that answer', async () => {
    const page = setupPage(section({ facet: 'ss_town' }), { config: townFacet() });
    page.solr.hold();
    // The first test: the drop-down's chunk (Facet.tsx) is not loaded yet. The mount commits, the
    // chunk in, with the answer still held; the server's links stay until it comes.
    const mounted = await mountWidget('#f', facet);
    expect(mounted.errors).toEqual([]);
    expect(document.querySelector('#f a[href="/search?f=ss_town:Fowey"]')).not.toBeNull();
    expect(document.querySelector('#f select')).toBeNull();
    page.solr.release();
    await settle();
    expect(screen.getByRole('combobox', { name: 'Town' }).tagName).toBe('SELECT');
  });

  it('renders a labelled native select first and does not load react-select until used', async () => {
    const page = await mountSelect();
    const select = screen.getByRole('combobox', { name: 'Town' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any Town', 'Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    expect(document.querySelector('[class*="sf-select"]')).toBeNull();
    // The native select works on its own.
    fireEvent.change(select, { target: { value: '1' } });
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Padstow")']);
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Padstow (4)');
    fireEvent.change(select, { target: { value: '' } });
    await settle();
    expect(townFilters(page)).toEqual([]);
    // Arrowing through it (Chromium moves a closed select at every key) chooses nothing until
    // Enter: no search, no history entry per key (WCAG 3.2.2).
    const stopKeys = emulateClosedSelectKeys();
    const searches = page.solr.requests.length;
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    await settle();
    expect(page.solr.requests).toHaveLength(searches);
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Padstow (4)');
    fireEvent.keyDown(select, { key: 'Enter' });
    await settle();
    stopKeys();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Padstow")']);
    expect(document.querySelector('[class*="sf-select"]')).toBeNull();
  });

  it('swaps in react-select on first focus, keeping focus, labelled by the heading label', async () => {
    const page = await mountSelect();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Town' }).tagName).toBe('SELECT');
    const input = await reactSelectInput();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('combobox', { name: 'Town' })?.tagName).toBe('INPUT');
    expect(document.querySelector('.sf-facet__select .sf-select__control')).not.toBeNull();
    expect(screen.getByText('Any Town')).toBeTruthy();
    // The keyboard's focus opens nothing (with the menu open, the next Tab would choose).
    expect(screen.queryAllByRole('option')).toEqual([]);
    // Keyboard alone: open, move to the second option, choose it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Fowey (4)',
      'Padstow (4)',
      'St Ives (4)',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Padstow")']);
    expect(document.querySelector('.sf-select__single-value')?.textContent).toBe('Padstow (4)');
    expect(document.activeElement).toBe(input);
  });

  it('replaces the value of a single-valued facet, and clears it', async () => {
    const page = await mountSelect();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('combobox', { name: 'Town' }));
    const input = await reactSelectInput();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Fowey (4)' }));
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Fowey")']);
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'St Ives (4)' }));
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("St Ives")']);
    // The reset button clears it and hands focus back to the drop-down.
    await user.click(screen.getByRole('button', { name: 'Clear Town' }));
    await settle();
    expect(townFilters(page)).toEqual([]);
    expect(document.activeElement).toBe(input);
  });

  it('shows "No results found" outside any listbox when typing matches no value', async () => {
    await mountSelect();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('combobox', { name: 'Town' }));
    const input = await reactSelectInput();
    await user.type(input, 'zz');
    expect(screen.getByText('No results found')).toBeTruthy();
    // A listbox owns options only (axe: aria-required-children).
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(input);
    await user.type(input, 'fo');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Fowey (4)' }),
    ).toBeTruthy();
  });

  it('puts each value in an element of its own, so it takes its own direction beside its count', async () => {
    await mountSelect(townFacet({ multiple: true }));
    const user = userEvent.setup();
    const input = await reactSelectInput();
    await user.click(input);
    const values = (root: ParentNode) =>
      [...root.querySelectorAll('.sf-facet__value')].map((value) => value.textContent);
    expect(values(screen.getByRole('listbox'))).toEqual(['Fowey', 'Padstow', 'St Ives']);
    // Still read, and matched when typing, as one text.
    await user.click(screen.getByRole('option', { name: 'Fowey (4)' }));
    await settle();
    const chosen = document.querySelector('.sf-select__multi-value__label');
    expect(chosen?.textContent).toBe('Fowey (4)');
    expect(values(chosen as Element)).toEqual(['Fowey']);
  });

  it('is a multi-select for a multi-valued facet: values are added and removed', async () => {
    const page = await mountSelect(townFacet({ multiple: true }));
    const user = userEvent.setup();
    const input = await reactSelectInput();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Fowey (4)' }));
    await settle();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'St Ives (4)' }));
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Fowey" OR "St Ives")']);
    // Backspace removes the last value.
    await user.click(input);
    await user.keyboard('{Escape}{Backspace}');
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Fowey")']);
  });

  it('can be chosen by the widget config for any facet', async () => {
    await mountSelect(
      { ...BASE_CONFIG, facets: [{ field: 'ss_town', label: 'Town' }] },
      { facet: 'ss_town', display: 'select' },
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await reactSelectInput();
  });
});

describe('facet: select, spoken texts', () => {
  it('tells screen readers the option, its place, the choice and the count in the page language', async () => {
    const catalogue = {
      locale: 'fr',
      messages: {
        'select.guidanceMenu': 'Haut et Bas pour choisir, Entrée pour valider.',
        'select.optionFocused': '{label}, {index} sur {count}.',
        'select.optionSelected': '{label}, choisi.',
        'select.results': '{count} option|{count} options',
      },
    };
    const page = setupPage(
      `<script type="application/json" data-messages-config="default">${JSON.stringify(catalogue)}</script>${section({ facet: 'ss_town' })}`,
      { config: townFacet() },
    );
    await mountWidget('#f', facet);
    await settle();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('combobox', { name: 'Town' }));
    const input = await reactSelectInput();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const spoken = () =>
      document.querySelector('.sf-facet__select [role="log"]')?.textContent ?? '';
    await waitFor(() =>
      expect(spoken()).toContain('Haut et Bas pour choisir, Entrée pour valider.'),
    );
    // The focused option is named by aria-activedescendant here (only Apple devices hear it
    // through the live region, as react-select does).
    expect(spoken()).not.toContain('sur 3');
    expect(spoken()).toContain('3 options');
    await user.keyboard('{Enter}');
    await settle();
    expect(townFilters(page)).toEqual(['{!tag=ss_town}ss_town:("Padstow")']);
    await waitFor(() => expect(spoken()).toContain('Padstow (4), choisi.'));
    expect(spoken()).not.toMatch(/focused|selected|results? available|Use Up and Down/);
  });

  it('names every chosen value of a multi-select when focus comes to it, and when cleared', async () => {
    const catalogue = {
      locale: 'fr',
      messages: {
        'select.optionSelected': '{label}, choisi.',
        'select.optionRemoved': '{label}, retiré.',
      },
    };
    setupPage(
      `<script type="application/json" data-messages-config="default">${JSON.stringify(catalogue)}</script>${section({ facet: 'ss_town' })}`,
      { config: townFacet({ multiple: true }), hash: 'fq=ss_town:("St Ives" OR "Padstow")' },
    );
    await mountWidget('#f', facet);
    await settle();
    const user = userEvent.setup();
    // Tab in: the native select gives way to react-select, focused (`initial-input-focus`).
    await user.tab();
    const input = await reactSelectInput();
    expect(document.activeElement).toBe(input);
    const chosen = [...document.querySelectorAll('.sf-select__multi-value__label')];
    expect(chosen.map((value) => value.textContent)).toEqual(['Padstow (4)', 'St Ives (4)']);
    // What the drop-down is described by on focus: its values, not ", choisi." alone.
    const description = () =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id && document.getElementById(id)?.textContent) || '')
        .join(' ');
    await waitFor(() =>
      expect(description()).toContain('Padstow (4), choisi. St Ives (4), choisi.'),
    );
    expect(description()).not.toMatch(/(^|[^)]), choisi/);
    // react-select's own clear button says which values went.
    const clear = document.querySelector<HTMLElement>('.sf-select__clear-indicator');
    if (!clear) throw new Error('no clear indicator');
    await user.click(clear);
    await settle();
    const spoken = () =>
      document.querySelector('.sf-facet__select [role="log"]')?.textContent ?? '';
    await waitFor(() => expect(spoken()).toContain('Padstow (4), retiré. St Ives (4), retiré.'));
    expect(spoken()).not.toMatch(/(^|[^)]), retiré/);
  });
});
