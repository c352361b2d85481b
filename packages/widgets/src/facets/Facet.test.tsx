import { act, fireEvent, screen, within } from '@testing-library/react';
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

const SERVER_FALLBACK = `<h3 class="facet__label" id="facet-town">Town</h3>
  <ul class="facet__items"><li><a href="/search?f=ss_town:Fowey">Fowey</a> (4)</li></ul>`;

const section = (config: object, inner = SERVER_FALLBACK) =>
  `<section class="facet" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(config)}'>${inner}</section>`;

/** The search config with the test's facets. */
const withFacets = (...facets: object[]) => ({ ...BASE_CONFIG, facets });

/** Mounts every facet section of the page and waits for the first answer. */
async function mountFacets() {
  const widgets = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget="facet"]')) {
    element.id ||= `facet-${widgets.length}`;
    widgets.push(await mountWidget(`#${element.id}`, facet));
  }
  await settle();
  return widgets;
}

/** What the fake Solr counts: listings matching `where` that have `value` in `field`. */
function countOf(field: string, value: string, where: (doc: Record<string, unknown>) => boolean) {
  return LISTINGS.filter((doc) => where(doc) && [doc[field]].flat().includes(value)).length;
}

/** "Value (count)" of every checkbox or toggle button in `container`, in order. */
const itemNames = (container: HTMLElement, role: 'checkbox' | 'button' = 'checkbox') =>
  within(container)
    .queryAllByRole(role)
    .filter((node) => node.closest('.sf-facet__item'))
    .map((node) => (role === 'checkbox' ? node.closest('li')?.textContent : node.textContent));

/** The filters of the latest search (not of the full-document fetch that follows it). */
const lastFilters = (page: ReturnType<typeof setupPage>) =>
  page.solr.requests.findLast((request) => !request.params.has('ids'))?.params.getAll('fq') ?? [];

/** The visitor moves on: the pointer leaves the lists and the focus leaves the facets. */
async function lookAway(user: ReturnType<typeof userEvent.setup>) {
  await user.pointer({ target: document.body });
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle();
}

/** An fq of the hash, as a shared link has it. */
const fq = (...filters: string[]) =>
  filters.map((filter) => `fq=${encodeURIComponent(filter)}`).join('&');

afterEach(resetPage);

describe('facet: checkbox list', () => {
  it('shows a fieldset with a legend and one labelled checkbox per value with its count', async () => {
    setupPage(section({ facet: 'ss_town' }));
    const [widget] = await mountFacets();
    const group = screen.getByRole('group', { name: 'Town' });
    expect(group.tagName).toBe('FIELDSET');
    // The server heading's tag, class and id are kept inside the legend.
    const heading = within(group).getByRole('heading', { level: 3, name: 'Town' });
    expect(heading.closest('legend')).not.toBeNull();
    expect(heading.id).toBe('facet-town');
    expect(heading.className).toBe('sf-facet__label facet__label');
    expect(itemNames(group)).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box).toHaveProperty('checked', false);
      expect(box.closest('.sf-facet__item')?.getAttribute('data-state')).toBe('inactive');
    }
    expect(widget?.element.querySelector('.sf-facet')?.getAttribute('data-state')).toBe('inactive');
    // Headless: no inline styles.
    expect(widget?.element.querySelector('[style]')).toBeNull();
  });

  it('keeps the server fallback until the first answer arrives', async () => {
    const page = setupPage(section({ facet: 'ss_town' }));
    page.solr.hold();
    const [widget] = await mountFacets();
    expect(widget?.element.querySelector('a[href="/search?f=ss_town:Fowey"]')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    page.solr.release();
    await settle();
    expect(widget?.element.querySelector('a[href]')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('toggles a value on click, marks it active, filters, and keeps focus on it', async () => {
    const page = setupPage(section({ facet: 'ss_town' }));
    const [widget] = await mountFacets();
    const user = userEvent.setup();
    const padstow = screen.getByRole('checkbox', { name: 'Padstow (4)' });
    await user.click(padstow);
    await settle();
    expect(lastFilters(page)).toContain('{!tag=ss_town}ss_town:("Padstow")');
    // The same element, checked, where it was (under the pointer), still focused.
    const after = screen.getByRole('checkbox', { name: 'Padstow (4)' });
    expect(after).toBe(padstow);
    expect(after).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(padstow);
    expect(after.closest('li')?.getAttribute('data-state')).toBe('active');
    expect(widget?.element.querySelector('.sf-facet')?.getAttribute('data-state')).toBe('active');
    expect(itemNames(widget?.element as HTMLElement)[1]).toBe('Padstow (4)');

    await user.click(padstow);
    await settle();
    expect(padstow).toHaveProperty('checked', false);
    expect(document.activeElement).toBe(padstow);
    expect(lastFilters(page).some((fq) => fq.includes('ss_town'))).toBe(false);
  });

  it('keeps the shown order while the pointer is on the list, and sorts once it has left', async () => {
    setupPage(section({ facet: 'ss_town' }));
    await mountFacets();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Town' });
    // The default sorts put active values first: Padstow would jump to the top, and the next
    // click at the same place would hit Fowey.
    const padstow = screen.getByRole('checkbox', { name: 'Padstow (4)' });
    await user.click(padstow);
    await settle();
    expect(itemNames(group)).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    await user.click(screen.getByRole('checkbox', { name: 'St Ives (4)' }));
    await settle();
    expect(itemNames(group)).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    // Focus gone, the pointer still there (a mouse user): the order holds.
    act(() => (document.activeElement as HTMLElement).blur());
    await settle();
    expect(itemNames(group)).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    await user.pointer({ target: document.body });
    await settle();
    expect(itemNames(group)).toEqual(['Padstow (4)', 'St Ives (4)', 'Fowey (4)']);
    // The items are the same elements, moved: React keys them by value.
    expect(screen.getByRole('checkbox', { name: 'Padstow (4)' })).toBe(padstow);
  });

  it('keeps the order after a tap that focuses nothing (iOS Safari), until a touch elsewhere', async () => {
    setupPage(section({ facet: 'ss_town' }));
    await mountFacets();
    const group = screen.getByRole('group', { name: 'Town' });
    const padstow = screen.getByRole('checkbox', { name: 'Padstow (4)' });
    // A finger: enter, down, up and leave come before the click, which moves no focus.
    const touch = { pointerType: 'touch' };
    fireEvent.pointerEnter(padstow, touch);
    fireEvent.pointerDown(padstow, touch);
    fireEvent.pointerUp(padstow, touch);
    fireEvent.pointerLeave(padstow, touch);
    await perform(() => padstow.click());
    expect(document.activeElement).toBe(document.body);
    expect(itemNames(group)).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    // The next touch outside the list lets the sorts apply.
    await perform(() => {
      fireEvent.pointerDown(document.body, touch);
    });
    expect(itemNames(group)).toEqual(['Padstow (4)', 'Fowey (4)', 'St Ives (4)']);
  });

  it('keeps the shown order while the focus is in the list (keyboard), and sorts once it has left', async () => {
    setupPage(section({ facet: 'ss_town', display: 'links' }));
    await mountFacets();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Town' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('St Ives (4)');
    await user.keyboard('{Enter}');
    await settle();
    expect(itemNames(list, 'button')).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    expect(document.activeElement?.textContent).toBe('St Ives (4)');
    // On to the reset button, out of the list.
    await user.tab();
    await settle();
    expect(document.activeElement?.textContent).toBe('Clear Town');
    expect(itemNames(list, 'button')).toEqual(['St Ives (4)', 'Fowey (4)', 'Padstow (4)']);
  });

  it('while kept, drops values that went and puts values that came at the end', async () => {
    setupPage(section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'), {
      config: withFacets({ field: 'sm_amenities', label: 'Amenities', sorts: ['display'] }),
    });
    await mountFacets();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(itemNames(group)).toEqual(['Hot tub (3)', 'Parking (6)', 'Pool (3)', 'Wifi (9)']);
    // Pool narrows to the listings with a pool: Hot tub and Parking go.
    await user.click(screen.getByRole('checkbox', { name: 'Pool (3)' }));
    await settle();
    expect(itemNames(group)).toEqual(['Pool (3)', 'Wifi (3)']);
    // Wifi as well, then Pool off: Hot tub and Parking come back after the values shown.
    await user.click(screen.getByRole('checkbox', { name: 'Wifi (3)' }));
    await settle();
    await user.click(screen.getByRole('checkbox', { name: 'Pool (3)' }));
    await settle();
    expect(itemNames(group)).toEqual(['Pool (3)', 'Wifi (9)', 'Hot tub (3)', 'Parking (3)']);
    await lookAway(user);
    expect(itemNames(group)).toEqual(['Hot tub (3)', 'Parking (3)', 'Pool (3)', 'Wifi (9)']);
  });

  it('is usable by keyboard alone: Tab reaches the checkboxes, Space toggles', async () => {
    const page = setupPage(section({ facet: 'ss_town' }));
    await mountFacets();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Fowey (4)' }));
    await user.tab();
    await user.keyboard(' ');
    await settle();
    expect(lastFilters(page)).toContain('{!tag=ss_town}ss_town:("Padstow")');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Padstow (4)' }));
  });

  it('OR facets keep the other values and their counts; other facets narrow', async () => {
    setupPage(
      section({ facet: 'ss_town' }) + section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'),
    );
    await mountFacets();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'St Ives (4)' }));
    await lookAway(user);
    const town = screen.getByRole('group', { name: 'Town' });
    // The OR facet's own counts exclude its own filter ({!ex}): every town still shows 4.
    expect(itemNames(town)).toEqual(['St Ives (4)', 'Fowey (4)', 'Padstow (4)']);
    await user.click(screen.getByRole('checkbox', { name: 'Fowey (4)' }));
    await lookAway(user);
    expect(itemNames(town)).toEqual(['Fowey (4)', 'St Ives (4)', 'Padstow (4)']);
    // The amenities facet counts within St Ives or Fowey.
    const inTowns = (doc: Record<string, unknown>) =>
      doc.ss_town === 'St Ives' || doc.ss_town === 'Fowey';
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    const expected = ['Wifi', 'Parking', 'Hot tub', 'Pool']
      .map((value) => [value, countOf('sm_amenities', value, inTowns)] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, count]) => `${value} (${count})`);
    expect(itemNames(amenities)).toEqual(expected);
    expect(expected).toEqual(['Wifi (6)', 'Parking (4)', 'Hot tub (2)', 'Pool (2)']);
  });

  it('AND facets narrow with every value: values without documents disappear', async () => {
    const page = setupPage(section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'));
    await mountFacets();
    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(itemNames(group)).toEqual(['Wifi (9)', 'Parking (6)', 'Hot tub (3)', 'Pool (3)']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Parking (6)' }));
    await lookAway(user);
    const withParking = (doc: Record<string, unknown>) =>
      (doc.sm_amenities as string[]).includes('Parking');
    expect(itemNames(group)).toEqual([
      `Parking (${countOf('sm_amenities', 'Parking', withParking)})`,
      `Hot tub (${countOf('sm_amenities', 'Hot tub', withParking)})`,
      `Wifi (${countOf('sm_amenities', 'Wifi', withParking)})`,
    ]);
    expect(itemNames(group)).toEqual(['Parking (6)', 'Hot tub (3)', 'Wifi (3)']);
    await user.click(screen.getByRole('checkbox', { name: 'Wifi (3)' }));
    await lookAway(user);
    expect(lastFilters(page)).toEqual(
      expect.arrayContaining(['sm_amenities:"Parking"', 'sm_amenities:"Wifi"']),
    );
    // Active first, then by count and name (the default sorts).
    expect(itemNames(group)).toEqual(['Parking (3)', 'Wifi (3)', 'Hot tub (3)']);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it('replaces the selection of a single-valued facet (SPEC 4.3)', async () => {
    const page = setupPage(section({ facet: 'ss_town' }), {
      config: withFacets({ field: 'ss_town', label: 'Town', operator: 'OR', multiple: false }),
    });
    await mountFacets();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Fowey (4)' }));
    await settle();
    await user.click(screen.getByRole('checkbox', { name: 'Padstow (4)' }));
    await settle();
    expect(
      screen
        .getAllByRole('checkbox', { checked: true })
        .map((box) => box.closest('li')?.textContent),
    ).toEqual(['Padstow (4)']);
    expect(lastFilters(page).filter((fq) => fq.includes('ss_town'))).toEqual([
      '{!tag=ss_town}ss_town:("Padstow")',
    ]);
  });

  it('hides excluded values (SPEC 5.2) and orders values by the active sorts', async () => {
    setupPage(section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'), {
      config: withFacets({
        field: 'sm_amenities',
        label: 'Amenities',
        exclude: 'Hot tub',
        sorts: ['display desc'],
      }),
    });
    await mountFacets();
    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(itemNames(group)).toEqual(['Wifi (9)', 'Pool (3)', 'Parking (6)']);
  });

  it('shows at most hard_limit values', async () => {
    setupPage(section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'), {
      config: withFacets({ field: 'sm_amenities', label: 'Amenities', hardLimit: 2 }),
    });
    await mountFacets();
    expect(itemNames(screen.getByRole('group', { name: 'Amenities' }))).toEqual([
      'Wifi (9)',
      'Parking (6)',
    ]);
  });

  it('labels the missing bucket from the catalogue, and removes it like any value', async () => {
    const docs = LISTINGS.map((doc, index) => (index < 2 ? { ...doc, ss_town: undefined } : doc));
    const page = setupPage(section({ facet: 'ss_town' }), {
      docs,
      config: withFacets({ field: 'ss_town', label: 'Town', operator: 'OR', missing: true }),
      hash: `fq=${encodeURIComponent('{!tag=ss_town}(*:* -ss_town:[* TO *])')}`,
    });
    await mountFacets();
    expect(page.search().getState().numFound).toBe(2);
    const none = screen.getByRole('checkbox', { name: '(none) (0)' });
    expect(none).toHaveProperty('checked', true);
    await userEvent.setup().click(none);
    await settle();
    expect(page.search().getState().numFound).toBe(12);
    expect(lastFilters(page)).toEqual([]);
  });

  it('shows the first `show` items, then all with "Show more", and fewer again', async () => {
    setupPage(section({ facet: 'sm_amenities', show: 2 }, '<h3>Amenities</h3>'));
    await mountFacets();
    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(itemNames(group)).toEqual(['Wifi (9)', 'Parking (6)']);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(group.querySelector('ul')?.id);
    const user = userEvent.setup();
    await user.click(more);
    expect(itemNames(group)).toEqual(['Wifi (9)', 'Parking (6)', 'Hot tub (3)', 'Pool (3)']);
    expect(more.textContent).toBe('Show fewer');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(more);
    // Keyboard: Enter on the focused button collapses the list again.
    await user.keyboard('{Enter}');
    expect(itemNames(group)).toEqual(['Wifi (9)', 'Parking (6)']);
    expect(more.textContent).toBe('Show more');
  });

  it('never hides an active item behind "Show more"', async () => {
    setupPage(section({ facet: 'sm_amenities', show: 1 }, '<h3>Amenities</h3>'), {
      config: withFacets({ field: 'sm_amenities', label: 'Amenities', sorts: ['display'] }),
      hash: `fq=${encodeURIComponent('sm_amenities:"Wifi"')}`,
    });
    await mountFacets();
    expect(itemNames(screen.getByRole('group', { name: 'Amenities' }))).toEqual([
      'Hot tub (3)',
      'Wifi (9)',
    ]);
  });

  it('with show: 0 (the default) shows every item and no "Show more"', async () => {
    setupPage(section({ facet: 'sm_amenities' }, '<h3>Amenities</h3>'));
    await mountFacets();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('resets its own selections only, and moves focus to its first control', async () => {
    const page = setupPage(
      section({ facet: 'ss_town' }) + section({ facet: 'its_bedrooms' }, '<h3>Bedrooms</h3>'),
    );
    await mountFacets();
    expect(screen.queryByRole('button', { name: 'Clear Town' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Fowey (4)' }));
    await settle();
    await user.click(screen.getByRole('checkbox', { name: 'St Ives (4)' }));
    await settle();
    await user.click(screen.getByRole('checkbox', { name: /^2 / }));
    await settle();
    const reset = screen.getByRole('button', { name: 'Clear Town' });
    await user.click(reset);
    await settle();
    expect(screen.queryByRole('button', { name: 'Clear Town' })).toBeNull();
    const town = screen.getByRole('group', { name: 'Town' });
    expect(within(town).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(document.activeElement).toBe(within(town).getAllByRole('checkbox')[0]);
    // The bedrooms selection stays.
    expect(lastFilters(page)).toEqual(['{!tag=its_bedrooms}its_bedrooms:("2")']);
    expect(screen.getByRole('button', { name: 'Clear Bedrooms' })).toBeTruthy();
  });
});

describe('facet: link list', () => {
  it('shows toggle buttons with aria-pressed under the heading, and toggles them', async () => {
    const page = setupPage(section({ facet: 'ss_town', display: 'links' }));
    const [widget] = await mountFacets();
    const list = screen.getByRole('list', { name: 'Town' });
    expect(itemNames(list, 'button')).toEqual(['Fowey (4)', 'Padstow (4)', 'St Ives (4)']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const fowey = within(list).getByRole('button', { name: 'Fowey (4)' });
    expect(fowey.getAttribute('aria-pressed')).toBe('false');
    const user = userEvent.setup();
    await user.click(fowey);
    await settle();
    expect(lastFilters(page)).toContain('{!tag=ss_town}ss_town:("Fowey")');
    expect(fowey.getAttribute('aria-pressed')).toBe('true');
    expect(fowey.closest('li')?.getAttribute('data-state')).toBe('active');
    expect(document.activeElement).toBe(fowey);
    expect(widget?.element.querySelector('.sf-facet--links')).not.toBeNull();
    // Keyboard: Enter on the focused button removes the value again.
    await user.keyboard('{Enter}');
    await settle();
    expect(fowey.getAttribute('aria-pressed')).toBe('false');
    expect(lastFilters(page).some((fq) => fq.includes('ss_town'))).toBe(false);
  });

  it('takes its display from the search config (facet_widget_map)', async () => {
    setupPage(section({ facet: 'town' }), {
      config: {
        ...withFacets({ name: 'town', field: 'ss_town', label: 'Town', display: 'town_links' }),
        facet_widget_map: { town_links: 'links' },
      },
    });
    await mountFacets();
    expect(screen.getByRole('button', { name: 'Fowey (4)', pressed: false })).toBeTruthy();
  });
});

describe('facet: focus when its control goes (WCAG 2.4.3)', () => {
  // Fowey is chosen but matches nothing with one bedroom under 150 a night: "Fowey (0)" shows only
  // while active. St Ives has the one listing; Padstow none, so it is not shown.
  const CONFIG = withFacets(
    { field: 'ss_town', label: 'Town', operator: 'OR' },
    { field: 'its_bedrooms', label: 'Bedrooms', operator: 'OR' },
    {
      field: 'fts_price',
      label: 'Price',
      display: 'range',
      range: { start: 0, end: 500, gap: 100 },
    },
  );
  const NARROW = ['its_bedrooms:"1"', 'fts_price:[100 TO 150]'];
  const RESULTS = '<div data-widget="results" data-search="main"></div>';

  async function mountTown(towns: string[], widget: object = { facet: 'ss_town' }) {
    const hash = fq(`ss_town:(${towns.map((town) => `"${town}"`).join(' OR ')})`, ...NARROW);
    const page = setupPage(section(widget) + RESULTS, { config: CONFIG, hash });
    const [facetWidget] = await mountFacets();
    expect(page.search().getState().numFound).toBe(towns.includes('St Ives') ? 1 : 0);
    return { page, element: facetWidget?.element as HTMLElement, user: userEvent.setup() };
  }

  it('goes to the next value when the focused value goes (Space on an active "Fowey (0)")', async () => {
    const { element, user } = await mountTown(['Fowey']);
    expect(itemNames(element)).toEqual(['Fowey (0)', 'St Ives (1)']);
    act(() => screen.getByRole('checkbox', { name: 'Fowey (0)' }).focus());
    await user.keyboard(' ');
    await settle();
    expect(screen.queryByRole('checkbox', { name: /Fowey/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'St Ives (1)' }));
  });

  it('goes to the previous value when the value that went was the last', async () => {
    const { element, user } = await mountTown(['St Ives', 'Fowey'], {
      facet: 'ss_town',
      display: 'links',
    });
    expect(itemNames(element, 'button').slice(0, 2)).toEqual(['St Ives (1)', 'Fowey (0)']);
    await user.click(screen.getByRole('button', { name: 'Fowey (0)' }));
    await settle();
    expect(screen.queryByRole('button', { name: /Fowey/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'St Ives (1)' }));
  });

  it('goes to the first control left after the reset, once the reset has rendered', async () => {
    const { user } = await mountTown(['Fowey']);
    await user.click(screen.getByRole('button', { name: 'Clear Town' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'Clear Town' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Fowey/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'St Ives (1)' }));
  });

  it('goes to the results when the facet itself is hidden (its last value went)', async () => {
    // Two bedrooms under 110 a night: no town has a listing, so Fowey is all the facet shows.
    const page = setupPage(section({ facet: 'ss_town' }) + RESULTS, {
      config: CONFIG,
      hash: fq('ss_town:"Fowey"', 'its_bedrooms:"2"', 'fts_price:[100 TO 110]'),
    });
    const [widget] = await mountFacets();
    expect(page.search().getState().numFound).toBe(0);
    expect(itemNames(widget?.element as HTMLElement)).toEqual(['Fowey (0)']);
    act(() => screen.getByRole('checkbox', { name: 'Fowey (0)' }).focus());
    await userEvent.setup().keyboard(' ');
    await settle();
    expect(widget?.element.hidden).toBe(true);
    const results = document.querySelector('[data-widget="results"]');
    expect(document.activeElement).toBe(results);
    expect(results?.getAttribute('tabindex')).toBe('-1');
  });
});

describe('facet: nothing to show', () => {
  it('is hidden, heading and all, with no item and no selection, and comes back with items', async () => {
    const page = setupPage(
      section({ facet: 'ss_town' }) +
        section({ facet: 'its_bedrooms', display: 'links' }, '<h3>Bedrooms</h3>') +
        section({ facet: 'sm_amenities', display: 'select' }, '<h3>Amenities</h3>'),
      { hash: 'q=zzqx' },
    );
    const widgets = await mountFacets();
    expect(page.search().getState().numFound).toBe(0);
    for (const widget of widgets) expect(widget.element.hidden).toBe(true);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await perform(() => page.search().setText(''));
    expect(page.search().getState().numFound).toBe(12);
    for (const widget of widgets) expect(widget.element.hidden).toBe(false);
    expect(itemNames(screen.getByRole('group', { name: 'Town' }))).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Bedrooms' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Amenities' })).toBeTruthy();
  });

  it('stays while a value is chosen, even one that matches nothing', async () => {
    setupPage(section({ facet: 'ss_town' }), { hash: `q=zzqx&${fq('ss_town:"Fowey"')}` });
    const [widget] = await mountFacets();
    expect(widget?.element.hidden).toBe(false);
    expect(itemNames(screen.getByRole('group', { name: 'Town' }))).toEqual(['Fowey (0)']);
  });

  it("keeps the server's hidden empty facet hidden until the first answer, which may show it", async () => {
    // The server found nothing for its page (no JavaScript, `/search?q=zzqx`); a shared link's
    // hash asks for another search, which has values. Its answer is held at first.
    const page = setupPage(section({ facet: 'ss_town' }).replace('<section', '<section hidden'));
    const answer = page.solr.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => held.then(() => answer(...args)));
    const element = document.querySelector<HTMLElement>('[data-widget="facet"]') as HTMLElement;
    await mountFacets();
    expect(page.search().getState().response).toBeNull();
    expect(element.hidden).toBe(true);
    await perform(release);
    expect(page.search().getState().numFound).toBe(12);
    expect(element.hidden).toBe(false);
    expect(itemNames(screen.getByRole('group', { name: 'Town' }))).toHaveLength(3);
  });

  it("puts the server's hidden back on teardown", async () => {
    setupPage(section({ facet: 'ss_town' }).replace('<section', '<section hidden'), {
      hash: 'q=zzqx',
    });
    const [widget] = await mountFacets();
    expect(widget?.element.hidden).toBe(true);
    act(() => widget?.unmount());
    expect(widget?.element.hidden).toBe(true);
  });

  it('is never hidden on the normal path (no layout shift when it wakes)', async () => {
    setupPage(section({ facet: 'ss_town' }));
    const element = document.querySelector<HTMLElement>('[data-widget="facet"]') as HTMLElement;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(element, { attributeFilter: ['hidden'] });
    await mountFacets();
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(element.hidden).toBe(false);
  });
});
