import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { el, widget } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { facet, results, searchConfig } from '../../pages/search-markup.js';
import { resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Pending state',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          '`search-container` (SPEC 4.2): while a search is in flight the element has the class `pending` and `aria-busy="true"`; after `spinner_delay` ms (default 200) a `.sf-search-spinner` saying “Loading results…” appears, so a quick search never flashes it. It never replaces the element’s children. The results and the count carry `data-state="pending"` meanwhile.',
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const markup = [
  searchConfig(),
  widget(
    'div',
    'search-container',
    { search: 'main', attributes: { class: 'search__layout' } },
    el('aside', { class: 'search__facets', 'aria-label': 'Filters' }, facet('ss_property_type')),
    el('section', { class: 'search__results', 'aria-label': 'Results' }, results()),
  ),
];

export const PendingAfter200ms: PageStory = {
  name: 'Pending, spinner after 200 ms',
  ...pageStory(
    {
      markup,
      responses: fixtures.responses(fixtures.main),
      replay: { latency: (index) => (index === 0 ? 0 : 'hang') },
    },
    {
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement);
        const villa = await within(canvasElement).findByRole('checkbox', { name: /^Villa/ });
        const clicked = performance.now();
        await userEvent.click(villa);
        const container = canvasElement.querySelector('[data-widget="search-container"]');
        await waitFor(() => expect(container).toHaveAttribute('aria-busy', 'true'));
        await waitFor(() =>
          expect(canvasElement.querySelector('.sf-search-spinner')).not.toBeNull(),
        );
        // Not before 200 ms: a quick search never flashes it (SPEC 4.2).
        await expect(performance.now() - clicked).toBeGreaterThanOrEqual(195);
        await expect(canvasElement.querySelector('.sf-search-spinner')).toHaveTextContent(
          'Loading results…',
        );
      },
    },
  ),
};
