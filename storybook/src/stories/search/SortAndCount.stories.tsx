import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { el } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import {
  hitsPerPage,
  resultCount,
  results,
  searchConfig,
  sort,
} from '../../pages/search-markup.js';
import { countIn, countSays, resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Count, sort and results per page',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          '`result-count`: “24 properties” (`results.count`) in a polite live region, changed only when a search has settled. `.sf-result-count[data-state=server|pending|ready]`.',
          '`sort`: a labelled `<select>`; `""` is relevance. Classes `.sf-sort`, `__label`, `__select`.',
          '`hits-per-page`: a labelled `<select>` (“24 per page”); the search’s `max_rows` is the default and its `solr.rows_limit` the most a visitor may choose. Classes `.sf-hits-per-page`, `__label`, `__select`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const main = fixtures.responses(fixtures.main);
// Every result of a page at once (no progressive reveal), so a page of 24 shows 24.
const list = () => results({ config: {} });
const toolbar = el('div', { class: 'search__toolbar' }, resultCount(), sort(), hitsPerPage());

export const Toolbar = pageStory(
  { markup: [searchConfig(), toolbar, list()], responses: main },
  { play: ({ canvasElement }) => countSays(canvasElement, '320 properties') },
);

export const SortByPrice: PageStory = {
  name: 'Sorted by price',
  ...pageStory(
    { markup: [searchConfig(), toolbar, list()], responses: main },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await resultsShown(canvasElement);
        const firstPrices = [...canvasElement.querySelectorAll('.card__price strong')].map(
          (price) => Number(price.textContent?.replace(/\D/g, '')),
        );
        await userEvent.selectOptions(
          await canvas.findByRole('combobox', { name: 'Sort by' }),
          'Price, low to high',
        );
        await waitFor(() => {
          const prices = [...canvasElement.querySelectorAll('.card__price strong')].map((price) =>
            Number(price.textContent?.replace(/\D/g, '')),
          );
          expect(prices).toHaveLength(12);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          // The first page by relevance is not in price order, so the order did change.
          expect(prices).not.toEqual(firstPrices);
        });
      },
    },
  ),
};

export const TwentyFourPerPage: PageStory = {
  name: '24 per page',
  ...pageStory(
    { markup: [searchConfig(), toolbar, list()], responses: main },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await resultsShown(canvasElement);
        await userEvent.selectOptions(
          await canvas.findByRole('combobox', { name: 'Results per page' }),
          '24 per page',
        );
        await resultsShown(canvasElement, 24);
      },
    },
  ),
};

/** The count keeps saying the last search's number, greyed, while the next one is under way. */
export const CountPending: PageStory = {
  name: 'Count while searching',
  ...pageStory(
    {
      markup: [searchConfig(), toolbar],
      responses: main,
      replay: { latency: (index) => (index === 0 ? 0 : 'hang') },
    },
    {
      play: async ({ canvasElement }) => {
        await countSays(canvasElement, '320 properties');
        await userEvent.selectOptions(
          within(canvasElement).getByRole('combobox', { name: 'Sort by' }),
          'Price, low to high',
        );
        await waitFor(() =>
          expect(countIn(canvasElement)).toHaveAttribute('data-state', 'pending'),
        );
        await expect(countIn(canvasElement)).toHaveTextContent('320 properties');
      },
    },
  ),
};
