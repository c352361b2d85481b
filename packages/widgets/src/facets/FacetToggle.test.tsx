import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Every third listing takes pets. */
const DOCS = LISTINGS.map((doc, index) => ({ ...doc, bs_pets: index % 3 === 0 }));
const CONFIG = {
  ...BASE_CONFIG,
  facets: [...BASE_CONFIG.facets, { field: 'bs_pets', label: 'Pets allowed', display: 'toggle' }],
};

async function mountToggle(widget: object = { facet: 'bs_pets' }, hash?: string) {
  const page = setupPage(
    `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(widget)}'><h3>Pets</h3></section><div data-widget="results" data-search="main"></div>`,
    { config: CONFIG, docs: DOCS, ...(hash ? { hash } : {}) },
  );
  await mountWidget('#f', facet);
  await settle();
  return page;
}

const filters = (page: ReturnType<typeof setupPage>) =>
  page.solr.requests.findLast((request) => !request.params.has('ids'))?.params.getAll('fq');

afterEach(resetPage);

describe('facet: toggle', () => {
  it('is one switch with the count of its value, switched on and off by click', async () => {
    const page = await mountToggle();
    const toggle = screen.getByRole('switch', { name: 'Pets allowed (4)' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('data-state')).toBe('inactive');
    expect(screen.queryByRole('checkbox')).toBeNull();
    const user = userEvent.setup();
    await user.click(toggle);
    await settle();
    expect(filters(page)).toEqual(['bs_pets:"true"']);
    expect(page.search().getState().numFound).toBe(4);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('data-state')).toBe('active');
    expect(document.activeElement).toBe(toggle);
    // The switch is its own reset.
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
    await user.click(toggle);
    await settle();
    expect(filters(page)).toEqual([]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is usable by keyboard alone (Tab, Space, Enter)', async () => {
    const page = await mountToggle();
    const user = userEvent.setup();
    await user.tab();
    const toggle = screen.getByRole('switch');
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    await settle();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    await settle();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(filters(page)).toEqual([]);
  });

  it('is hidden while off and no property would match, and comes back when some would', async () => {
    // Fowey's listings (2nd, 5th, 8th, 11th) take no pets.
    const page = await mountToggle(
      { facet: 'bs_pets' },
      `fq=${encodeURIComponent('{!tag=ss_town}ss_town:("Fowey")')}`,
    );
    const element = document.getElementById('f') as HTMLElement;
    expect(element.hidden).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
    await perform(() => page.search().setQuery((query) => ({ ...query, terms: {} })));
    expect(element.hidden).toBe(false);
    expect(screen.getByRole('switch', { name: 'Pets allowed (4)' })).toBeTruthy();
  });

  it('stays, to be switched off, while on though it matches nothing', async () => {
    await mountToggle({ facet: 'bs_pets' }, `q=zzqx&fq=${encodeURIComponent('bs_pets:"true"')}`);
    const toggle = screen.getByRole('switch', { name: 'Pets allowed (0)' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    act(() => toggle.focus());
    await userEvent.setup().keyboard(' ');
    await settle();
    // Off, it matches nothing and goes: the focus does not fall to <body>.
    expect(document.getElementById('f')?.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[data-widget="results"]'));
  });

  it('switches the configured value of any facet (widget config display and value)', async () => {
    const page = await mountToggle({
      facet: 'ss_town',
      display: 'toggle',
      value: 'Fowey',
      label: 'Fowey only',
    });
    const toggle = screen.getByRole('switch', { name: 'Fowey only (4)' });
    await userEvent.setup().click(toggle);
    await settle();
    expect(filters(page)).toEqual(['{!tag=ss_town}ss_town:("Fowey")']);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
