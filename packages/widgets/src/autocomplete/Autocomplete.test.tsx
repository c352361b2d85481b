import type { MountContext } from '@stayfront/loader';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as autocomplete from '../islands/autocomplete.js';
import { readMessages } from '../runtime/messages.js';
import { resolveSearch } from '../runtime/resolve-search.js';
import { SearchProvider } from '../runtime/search-context.js';
import { withFacetPrefix } from '../test-support/facet-prefix-solr.js';
import { LISTINGS } from '../test-support/listings.js';
import { mountWidget, resetPage, settle, setupPage } from '../test-support/search-page.js';
import { Autocomplete } from './Autocomplete.js';
import type { AutocompleteConfig } from './autocomplete-config.js';
import { loadSelect } from './select-parts.js';

// Title terms (a tokenized `tm_title`): "view" in 9 listings, "villa" in 3, "st" in 4;
// with "sea" (6 listings): "view" in 6, "villa" in 2.
const DOCS = LISTINGS.map((doc, index) => ({
  ...doc,
  tm_title: [
    'cottage',
    ...([['st', 'ives'], ['fowey'], ['padstow']][index % 3] ?? []),
    ...(index % 2 === 0 ? ['sea', 'view'] : []),
    ...(index % 4 === 1 ? ['harbour', 'view'] : []),
    ...(index % 5 === 0 ? ['villa'] : []),
  ],
}));

const SEARCH_FORM = (config: object = { field: 'tm_title' }, input = '') => `
  <form action="/search" method="get" role="search">
    <label for="search-text">Where, or what</label>
    <div class="search-form__row" data-widget="autocomplete" data-search="main" data-widget-load="interaction"
         data-widget-config='${JSON.stringify(config)}'>
      <input id="search-text" name="q" type="search" value="${input}" autocomplete="off" placeholder="Sea view, hot tub…">
      <button type="submit" class="search-form__submit"><svg aria-hidden="true"></svg>Search</button>
    </div>
  </form>`;

async function openPage(options: { hash?: string; body?: string } = {}) {
  const page = setupPage(options.body ?? SEARCH_FORM(), { docs: DOCS, ...options });
  const suggestions = withFacetPrefix(page.solr.fetch);
  vi.stubGlobal('fetch', suggestions.fetch);
  const widget = await mountWidget('[data-widget="autocomplete"]', autocomplete);
  await settle();
  return { page, suggestions, widget };
}

const combobox = () => screen.getByRole<HTMLInputElement>('combobox');
// The menu's notice as shown (the status region says it too, for screen readers).
const shownNotice = (text: string) =>
  screen.getByText(text, { selector: '.sf-autocomplete__menu-notice' });
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

const stops: (() => void)[] = [];

/** Records whether the page's form submits reached the browser (were not prevented). */
function watchSubmits(): boolean[] {
  const submits: boolean[] = [];
  const listener = (event: Event) => {
    submits.push(!event.defaultPrevented);
    event.preventDefault(); // happy-dom would navigate
  };
  document.addEventListener('submit', listener);
  stops.push(() => document.removeEventListener('submit', listener));
  return submits;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetPage();
});

describe('autocomplete', () => {
  it('suggests terms of the field as "value (count)" with the SPEC 7.4 request', async () => {
    const { suggestions } = await openPage();
    await userEvent.type(combobox(), 'vi');
    await settle();
    expect(optionTexts()).toEqual(['view (9)', 'villa (3)']);
    const sent = suggestions.sent.at(-1) as URLSearchParams;
    expect(sent.get('facet.field')).toBe('tm_title');
    expect(sent.get('facet.prefix')).toBe('vi');
    expect(sent.get('facet.limit')).toBe('10');
    expect(sent.get('facet.mincount')).toBe('1');
    expect(sent.get('rows')).toBe('0');
    expect(suggestions.sent).toHaveLength(1);
  });

  it('narrows by earlier words (a dismax filter) and lowercases the prefix', async () => {
    const { suggestions } = await openPage();
    await userEvent.type(combobox(), 'sea VI');
    await settle();
    expect(optionTexts()).toEqual(['view (6)', 'villa (2)']);
    const sent = suggestions.sent.at(-1) as URLSearchParams;
    expect(sent.get('facet.prefix')).toBe('vi');
    expect(sent.getAll('fq')).toContain('{!dismax}"sea"');
  });

  it('asks for 2 characters and sends nothing below that', async () => {
    const { suggestions } = await openPage();
    await userEvent.type(combobox(), 'v');
    await settle();
    expect(shownNotice('Please enter 2 or more characters')).toBeTruthy();
    expect(optionTexts()).toEqual([]);
    expect(suggestions.sent).toHaveLength(0);
  });

  it('sends nothing when the last character typed is a space', async () => {
    const { suggestions } = await openPage();
    await userEvent.type(combobox(), 'sea');
    await settle();
    const before = suggestions.sent.length;
    await userEvent.type(combobox(), ' ');
    await settle();
    expect(suggestions.sent).toHaveLength(before);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('says when nothing matches, and when suggestions could not be loaded', async () => {
    const { page } = await openPage();
    await userEvent.type(combobox(), 'zz');
    await settle();
    expect(shownNotice('No results found')).toBeTruthy();
    page.solr.failNext(1);
    await userEvent.type(combobox(), 'z');
    await settle();
    expect(shownNotice('The results could not be loaded.')).toBeTruthy();
  });

  it('speaks a notice shown instead of suggestions, and keeps it out of the listbox', async () => {
    const { page } = await openPage();
    // A region there from the start: react-select's own says nothing when there are no options.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.type(combobox(), 'z');
    await settle();
    expect(status.textContent).toBe('Please enter 2 or more characters');
    await userEvent.type(combobox(), 'z');
    await settle();
    expect(status.textContent).toBe('No results found');
    // A listbox owns options only: the notice is shown in a plain element (axe: aria-required-children).
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.getElementById(combobox().getAttribute('aria-controls') ?? '')).toBeTruthy();
    page.solr.failNext(1);
    await userEvent.type(combobox(), 'z');
    await settle();
    expect(status.textContent).toBe('The results could not be loaded.');
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'vi');
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(optionTexts()).toEqual(['view (9)', 'villa (3)']);
    expect(status.textContent).toBe('');
  });

  it('shows "Searching…" while suggestions load, and only the latest answer', async () => {
    const { page } = await openPage();
    page.solr.hold();
    await userEvent.type(combobox(), 'vi');
    await settle();
    expect(screen.getByText('Searching…')).toBeTruthy();
    await userEvent.type(combobox(), 'l');
    await act(async () => page.solr.release());
    await settle();
    expect(optionTexts()).toEqual(['villa (3)']);
  });

  it('runs the search with a suggestion chosen with the keyboard, without submitting the form', async () => {
    const { page } = await openPage();
    const submits = watchSubmits();
    await userEvent.type(combobox(), 'sea vi');
    await settle();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(combobox().value).toBe('sea view');
    expect(page.search().getState().query.q).toEqual({ type: 'text', text: 'sea view' });
    expect(decodeURIComponent(location.hash)).toContain('sea view');
    expect(page.search().getState().status).toBe('success');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(submits).toEqual([false]);
  });

  it('runs the search with a suggestion chosen with the pointer', async () => {
    const { page } = await openPage();
    await userEvent.type(combobox(), 'st');
    await settle();
    await userEvent.click(screen.getByRole('option', { name: 'st (4)' }));
    await settle();
    expect(page.search().getState().query.q).toEqual({ type: 'text', text: 'st' });
    expect(combobox().value).toBe('st');
  });

  it('searches the typed text on Enter, even while suggestions are shown', async () => {
    const { page } = await openPage();
    const submits = watchSubmits();
    await userEvent.type(combobox(), 'sea vi');
    await settle();
    expect(optionTexts()).toHaveLength(2);
    // Nothing is marked active until the visitor moves to a suggestion.
    expect(document.querySelector('.sf-autocomplete__option--is-focused')).toBeNull();
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{Enter}');
    await settle();
    expect(page.search().getState().query.q).toEqual({ type: 'text', text: 'sea vi' });
    expect(combobox().value).toBe('sea vi');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(submits).toEqual([false]);
  });

  it('searches a chosen suggestion in a browser without requestSubmit (Safari before 16, iOS 15)', async () => {
    const form = () => document.querySelector('form') as HTMLFormElement;
    const { page } = await openPage();
    Object.defineProperty(form(), 'requestSubmit', { value: undefined, configurable: true });
    const submits = watchSubmits();
    await userEvent.type(combobox(), 'sea vi');
    await settle();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(page.search().getState().query.q).toEqual({ type: 'text', text: 'sea view' });
    expect(submits).toEqual([false]);
  });

  it('keeps the submit button, which searches without leaving the page', async () => {
    const { page, widget } = await openPage();
    const submits = watchSubmits();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.className).toBe('search-form__submit');
    expect(button.querySelector('svg')).not.toBeNull();
    expect(widget.element.lastElementChild).toBe(button);
    await userEvent.type(combobox(), 'fowey');
    await userEvent.click(button);
    await settle();
    expect(page.search().getState().query.q).toEqual({ type: 'text', text: 'fowey' });
    expect(submits).toEqual([false]);
  });

  it('lets a form that points at another page submit there, with the text', async () => {
    await openPage({ body: SEARCH_FORM().replace('action="/search"', 'action="/find"') });
    const submits = watchSubmits();
    await userEvent.type(combobox(), 'fowey{Enter}');
    expect(submits).toEqual([true]);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('q')).toBe('fowey');
  });

  it("goes to another page's search without requestSubmit, even with a control named submit", async () => {
    await openPage({
      body: SEARCH_FORM()
        .replace('action="/search"', 'action="/find"')
        .replace('class="search-form__submit"', 'class="search-form__submit" name="submit"'),
    });
    const form = document.querySelector('form') as HTMLFormElement;
    // Safari before 16 has no requestSubmit; a control named "submit" hides the form's own method,
    // as browsers do with named controls.
    Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true });
    Object.defineProperty(form, 'submit', {
      value: form.querySelector('[name=submit]'),
      configurable: true,
    });
    const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    try {
      await userEvent.type(combobox(), 'fowey{Enter}');
      expect(sent.mock.contexts).toEqual([form]);
      expect(new FormData(form).get('q')).toBe('fowey');
    } finally {
      sent.mockRestore();
    }
  });

  it('is named by the page label, keeps the input id and is usable with the keyboard only', async () => {
    await openPage();
    const input = screen.getByLabelText('Where, or what');
    expect(input).toBe(combobox());
    expect(input.id).toBe('search-text');
    expect(screen.getByText('Sea view, hot tub…')).toBeTruthy(); // the server's placeholder
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('vi');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant') as string;
    expect(document.getElementById(active)?.textContent).toBe('villa (3)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().value).toBe('vi');
    // Tab leaves for the button without choosing anything.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(combobox().value).toBe('vi');
  });

  it('has an accessible name from the catalogue when the page gives none', async () => {
    await openPage({
      body: SEARCH_FORM().replace('<label for="search-text">Where, or what</label>', ''),
    });
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
  });

  it('keeps what the visitor typed before it woke, focused, caret at the end', async () => {
    const page = setupPage(SEARCH_FORM(), { docs: DOCS });
    const server = document.querySelector<HTMLInputElement>('#search-text') as HTMLInputElement;
    server.focus();
    server.value = 'sea vi';
    await mountWidget('[data-widget="autocomplete"]', autocomplete);
    await settle();
    const input = combobox();
    expect(input).not.toBe(server);
    expect(input.value).toBe('sea vi');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(6);
    expect(input.selectionEnd).toBe(6);
    expect(page.search().getState().query.q).toEqual({ type: 'all' });
  });

  it('keeps the focus on the submit button a visitor tabbed on to while it woke', async () => {
    // Its code loads on the first touch: Tab into the box, Tab on to Search, and the button the
    // focus was on was swapped for React's copy, the focus falling to <body> (found by a
    // keyboard-only audit of the demo's search page; the next Tab went back to the box).
    setupPage(SEARCH_FORM(), { docs: DOCS });
    const server = document.querySelector<HTMLButtonElement>('.search-form__submit');
    server?.focus();
    await mountWidget('[data-widget="autocomplete"]', autocomplete);
    await settle();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).not.toBe(server);
    expect(document.activeElement).toBe(button);
  });

  it('suggests for what the visitor typed before it woke, without another keystroke', async () => {
    const page = setupPage(SEARCH_FORM(), { docs: DOCS });
    const suggestions = withFacetPrefix(page.solr.fetch);
    vi.stubGlobal('fetch', suggestions.fetch);
    const server = document.querySelector<HTMLInputElement>('#search-text') as HTMLInputElement;
    server.focus();
    server.value = 'vi';
    await mountWidget('[data-widget="autocomplete"]', autocomplete);
    await settle();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts().length).toBeGreaterThan(0);
    expect(optionTexts().every((text) => /^vi\S* \(\d+\)$/i.test(text ?? ''))).toBe(true);
    expect(suggestions.sent).toHaveLength(1);
  });

  it('opens nothing when it wakes with text the visitor did not type', async () => {
    const { suggestions } = await openPage({ hash: 'q=harbour' });
    expect(combobox().value).toBe('harbour');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(suggestions.sent).toHaveLength(0);
  });

  it('shows the text of the current search when it wakes, and follows it', async () => {
    const { page } = await openPage({ hash: 'q=harbour' });
    expect(combobox().value).toBe('harbour');
    await act(async () => page.search().setText('padstow'));
    expect(combobox().value).toBe('padstow');
  });

  it('reports a missing field with the exact SPEC 8 message', async () => {
    expect(autocomplete.parseConfig?.({})).toEqual({
      issues: [{ path: '$.field', message: '"field" must be set on AutocompleteTermWidget.' }],
    });
    expect(autocomplete.parseConfig?.({ field: 'tm title' })).toEqual({
      issues: [{ path: '$.field', message: 'expected a Solr field name' }],
    });
    // Mounted without the loader's validation, it refuses to render and the server form stays.
    setupPage(SEARCH_FORM({}), { docs: DOCS });
    const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    const context: MountContext<AutocompleteConfig> = {
      name: 'autocomplete',
      config: { field: '' },
      signal: new AbortController().signal,
      report: () => {},
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(autocomplete.mount(element, context)).rejects.toThrow(
      '"field" must be set on AutocompleteTermWidget.',
    );
    await waitFor(() => expect(element.querySelector('input#search-text')).not.toBeNull());
  });

  it('takes every text from a translated catalogue', async () => {
    const page = setupPage(SEARCH_FORM(), { docs: DOCS });
    const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    const [search] = await Promise.all([resolveSearch(element), loadSelect()]);
    const suggestions = withFacetPrefix(fetch);
    vi.stubGlobal('fetch', suggestions.fetch);
    const messages = readMessages(
      JSON.stringify({
        locale: 'fr',
        messages: {
          'autocomplete.suggestion': '{value} — {count} logements',
          'select.inputTooShort': 'Saisissez au moins {count} caractères',
          'select.noResults': 'Aucun résultat',
          'select.searching': 'Recherche…',
          'autocomplete.label': 'Rechercher',
          'autocomplete.guidanceMenu':
            'Haut et Bas pour choisir, Entrée pour chercher, Échap pour fermer.',
          'autocomplete.results': '{count} suggestion|{count} suggestions',
        },
      }),
    );
    const context: MountContext<AutocompleteConfig> = {
      name: 'autocomplete',
      config: { field: 'tm_title' },
      signal: new AbortController().signal,
      report: () => {},
    };
    element.querySelector('input')?.removeAttribute('id');
    await act(async () => {
      render(
        <SearchProvider search={search} messages={messages}>
          <Autocomplete
            config={context.config}
            context={context}
            element={element}
            search={search}
          />
        </SearchProvider>,
        { container: element },
      );
    });
    await settle();
    const input = screen.getByRole('combobox', { name: 'Rechercher' });
    await userEvent.type(input, 'v');
    expect(shownNotice('Saisissez au moins 2 caractères')).toBeTruthy();
    page.solr.hold();
    await userEvent.type(input, 'i');
    expect(screen.getByText('Recherche…')).toBeTruthy();
    await act(async () => page.solr.release());
    await settle();
    expect(optionTexts()).toEqual(['view — 9 logements', 'villa — 3 logements']);
    // What screen readers hear through the combobox's live region is translated too.
    const spoken = document.querySelector('[role="log"]')?.textContent ?? '';
    expect(spoken).toContain('2 suggestions');
    expect(spoken).toContain('Haut et Bas pour choisir, Entrée pour chercher, Échap pour fermer.');
    expect(spoken).not.toMatch(/results? available|Use Up and Down/);
    await userEvent.type(input, 'z');
    await settle();
    expect(shownNotice('Aucun résultat')).toBeTruthy();
  });
});
