import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { el } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { facet, resultCount, results, searchConfig } from '../../pages/search-markup.js';
import { BIG_FACET_SEARCH, MAIN_SEARCH } from '../../scenarios/search-configs.js';
import { countSays, resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Facet',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'One facet of the search config (`"facet"`: its name or Solr field), in the display the config or `"display"` gives: `checkbox`, `links`, `select`, `range` or `toggle`. The heading inside the element is kept.',
          'Classes: `.sf-facet.sf-facet--{display}[data-state=active|inactive]`, `__item[data-state]`, `__input`, `__link[aria-pressed]`, `__value`, `__count`, `__more[aria-expanded]`, `__reset`, `__tooltip[data-state=open|closed]`, `__range`, `__number`, `__apply`, `__switch`, `__native`, `__select`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const main = fixtures.responses(fixtures.main);
/** A facet in a sidebar's width, as on the search page. */
const inSidebar = (field: string, config: object = {}) => ({
  markup: [searchConfig(), facet(field, config)],
  responses: main,
  width: 280,
});

const itemsShown = async (canvas: HTMLElement, count: number) =>
  waitFor(() => expect(canvas.querySelectorAll('.sf-facet__item').length).toBe(count));

export const Checkbox: PageStory = {
  name: 'Checkboxes',
  ...pageStory(inSidebar('ss_property_type'), {
    play: ({ canvasElement }) => itemsShown(canvasElement, 6),
  }),
};

export const Links: PageStory = {
  name: 'Links',
  ...pageStory(inSidebar('its_bedrooms'), {
    play: ({ canvasElement }) => itemsShown(canvasElement, 8),
  }),
};

export const DropDown: PageStory = {
  name: 'Drop-down',
  ...pageStory(inSidebar('ss_town'), {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('combobox')).toBeVisible();
    },
  }),
};

/** The towns as a multi-select (`"multiple": true`), one town already chosen (a recorded state). */
const MULTI_TOWN_SEARCH = {
  ...MAIN_SEARCH,
  facets: MAIN_SEARCH.facets.map((definition) =>
    definition.field === 'ss_town' ? { ...definition, multiple: true } : definition,
  ),
};
const townChosen = fixtures
  .state(fixtures.main, 'twoFilters')
  .split('&')
  .filter((part) => part.includes('ss_town'))
  .join('&');

export const DropDownMultiple: PageStory = {
  name: 'Multi-select drop-down, a value chosen',
  ...pageStory(
    {
      markup: [searchConfig(MULTI_TOWN_SEARCH), facet('ss_town')],
      responses: main,
      hash: townChosen,
      width: 280,
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // Focus on the native select swaps in react-select, focused: it is described by what
        // is chosen ("Newquay (…), selected."), not ", selected." alone.
        (await canvas.findByRole('combobox', { name: 'Town' })).focus();
        const input = await waitFor(() => {
          const combobox = canvas.getByRole('combobox', { name: 'Town' });
          expect(combobox.tagName).toBe('INPUT');
          return combobox;
        });
        await waitFor(() => expect(input).toHaveFocus());
        const chosen = canvasElement.querySelector('.sf-select__multi-value__label')?.textContent;
        await expect(chosen).toMatch(/^\S.* \(\d+\)$/);
        await waitFor(() => expect(input).toHaveAccessibleDescription(`${chosen}, selected.`));
      },
    },
  ),
};

export const Range: PageStory = {
  name: 'Range',
  ...pageStory(inSidebar('fts_price'), {
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('spinbutton', { name: 'From' }),
      ).toBeVisible();
    },
  }),
};

export const Toggle: PageStory = {
  name: 'Toggle',
  ...pageStory(inSidebar('bs_pets'), {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('switch')).toHaveAttribute(
        'aria-checked',
        'false',
      );
    },
  }),
};

export const ShowMoreAndTooltips: PageStory = {
  name: 'Show more, with tooltips',
  ...pageStory(inSidebar('sm_amenities', { show: 5 }), {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await itemsShown(canvasElement, 5);
      await userEvent.click(canvas.getByRole('button', { name: /Show more/ }));
      await itemsShown(canvasElement, 12);
    },
  }),
};

export const ThreeHundredValues: PageStory = {
  name: 'A facet with 300 values',
  ...pageStory(
    {
      markup: [searchConfig(BIG_FACET_SEARCH), facet('ss_town', { show: 10 })],
      responses: fixtures.responses(fixtures.bigFacet),
      width: 280,
    },
    {
      play: async ({ canvasElement }) => {
        await itemsShown(canvasElement, 10);
        await userEvent.click(within(canvasElement).getByRole('button', { name: /Show more/ }));
        await itemsShown(canvasElement, 300);
      },
    },
  ),
};

export const LongLabels: PageStory = {
  name: 'Long labels',
  ...pageStory(
    {
      ...inSidebar('ss_property_type'),
      responses: fixtures.responses(fixtures.main, fixtures.longLabels),
    },
    { play: ({ canvasElement }) => itemsShown(canvasElement, 6) },
  ),
};

export const ClickUpdatesResults: PageStory = {
  name: 'A click updates the results',
  ...pageStory(
    {
      markup: [
        searchConfig(),
        el(
          'div',
          { class: 'search__layout' },
          el(
            'aside',
            { class: 'search__facets', 'aria-label': 'Filters' },
            facet('ss_property_type'),
          ),
          el(
            'section',
            { class: 'search__results', 'aria-label': 'Results' },
            resultCount(),
            results(),
          ),
        ),
      ],
      responses: main,
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await resultsShown(canvasElement);
        await countSays(canvasElement, '320 properties');
        const cottage = await canvas.findByRole('checkbox', { name: /^Cottage/ });
        await userEvent.click(cottage);
        await countSays(canvasElement, '80 properties');
        await expect(cottage).toBeChecked();
        // Focus stays on the control used (a keyboard user keeps their place).
        await expect(cottage).toHaveFocus();
        for (const facts of canvasElement.querySelectorAll('.results__list .card__facts'))
          await expect(facts).toHaveTextContent(/^Cottage in/);
      },
    },
  ),
};
