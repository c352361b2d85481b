import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { el } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { reset, resultCount, searchConfig, selections } from '../../pages/search-markup.js';
import { countSays } from './story-helpers.js';

const meta = {
  title: 'Search/Active filters and reset',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          '`selections`: a removable chip for every active filter, each a button named “Remove filter: Town: Fowey”; focus moves to the next chip, then the previous one, then the group. A switched-on toggle facet reads as its switch does, “Pets allowed” (no `__value`); a range open at one end reads “from 100” or “up to 300” (`selections.rangeFrom`, `selections.rangeTo`). Classes `.sf-selections[data-state=active|empty]`, `__list`, `__item[data-field]`, `__remove`, `__facet`, `__value`, `__clear`.',
          '`reset`: a “Clear all filters” button, `button.sf-reset[data-state=active|inactive]`, `aria-disabled` (still focusable) when nothing is selected. The text and the sort are kept.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const markup = [
  searchConfig(),
  el('div', { class: 'search__toolbar' }, resultCount(), reset()),
  selections(),
];
const main = fixtures.responses(fixtures.main);

// Two stories: the first rests on both chips; the second removes one.
export const TwoFilters: PageStory = {
  name: 'Two filters (chips)',
  ...pageStory(
    { markup, responses: main, hash: fixtures.state(fixtures.main, 'twoFilters') },
    {
      play: async ({ canvasElement }) => {
        const chips = await within(canvasElement).findAllByRole('button', {
          name: /^Remove filter:/,
        });
        await expect(chips).toHaveLength(2);
      },
    },
  ),
};

export const OneRemoved: PageStory = {
  name: 'Two filters, one removed',
  ...pageStory(
    { markup, responses: main, hash: fixtures.state(fixtures.main, 'twoFilters') },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const chips = await canvas.findAllByRole('button', { name: /^Remove filter:/ });
        await userEvent.click(chips[1] as HTMLElement);
        await waitFor(() =>
          expect(canvas.getAllByRole('button', { name: /^Remove filter:/ })).toHaveLength(1),
        );
        // Focus goes to the chip that is left, never to the page's top.
        await expect(canvas.getByRole('button', { name: /^Remove filter:/ })).toHaveFocus();
      },
    },
  ),
};

export const RightToLeft: PageStory = {
  name: 'Right to left (dir="rtl")',
  ...pageStory(
    {
      markup: [el('div', { dir: 'rtl', lang: 'ar' }, ...markup)],
      responses: main,
      hash: fixtures.state(fixtures.main, 'twoFilters'),
    },
    {
      play: async ({ canvasElement }) => {
        const chips = await within(canvasElement).findAllByRole('button', {
          name: /^Remove filter:/,
        });
        const chip = chips[0] as HTMLElement;
        // The × ends the chip on the left: its gap is on its right, between it and the words,
        // and the wider padding is where the words start, on the right.
        const cross = getComputedStyle(chip, '::after');
        await expect(cross.marginLeft).toBe('0px');
        await expect(Number.parseFloat(cross.marginRight)).toBeGreaterThan(0);
        const box = getComputedStyle(chip);
        await expect(Number.parseFloat(box.paddingRight)).toBeGreaterThan(
          Number.parseFloat(box.paddingLeft),
        );
      },
    },
  ),
};

export const FiltersAndPriceRange: PageStory = {
  name: 'Filters and a price range',
  ...pageStory(
    { markup, responses: main, hash: fixtures.state(fixtures.main, 'filtersAndPrice') },
    {
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findAllByRole('button', { name: /^Remove filter:/ }),
        ).toHaveLength(3);
      },
    },
  ),
};

export const ToggleOn: PageStory = {
  name: 'A switched-on toggle',
  ...pageStory(
    // The pets switch on: a state the recording reaches by clicking every facet value.
    { markup, responses: main, hash: 'fq=bs_pets:%22true%22' },
    {
      play: async ({ canvasElement }) => {
        // Named as the switch is, not "Pets allowed: true".
        const chip = await within(canvasElement).findByRole('button', {
          name: 'Remove filter: Pets allowed',
        });
        await expect(chip).toHaveTextContent(/^Pets allowed$/);
        await countSays(canvasElement, '100 properties');
      },
    },
  ),
};

export const ClearAll: PageStory = {
  name: 'Clear all filters',
  ...pageStory(
    { markup, responses: main, hash: fixtures.state(fixtures.main, 'twoFilters') },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const clear = await canvas.findByRole('button', { name: 'Clear all filters' });
        await waitFor(() => expect(clear).toHaveAttribute('data-state', 'active'));
        await userEvent.click(clear);
        await countSays(canvasElement, '320 properties');
        await expect(clear).toHaveAttribute('aria-disabled', 'true');
      },
    },
  ),
};

export const NothingSelected: PageStory = {
  name: 'Nothing selected',
  ...pageStory(
    { markup, responses: main },
    {
      play: async ({ canvasElement }) => {
        const clear = await within(canvasElement).findByRole('button', {
          name: 'Clear all filters',
        });
        await expect(clear).toHaveAttribute('data-state', 'inactive');
      },
    },
  ),
};
