import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { toHtml } from '../../harness/markup.js';
import { playOutsideDocs } from '../../harness/page-story.js';
import type { WidgetPage } from '../../harness/widget-page.js';
import { siteHeader } from '../../pages/favourites-markup.js';
import { searchPage } from '../../pages/search-markup.js';
import { ThemeHooks } from '../../theming/ThemeHooks.js';

const meta = {
  title: 'Theming/Class names and states',
  component: ThemeHooks,
  parameters: {
    docs: {
      description: {
        component: [
          'Stayfront ships no look of its own beyond the optional default stylesheet (`@stayfront/widgets/styles.css`, or `stayfront-search.css` next to `loader.js`). A theme styles the widgets through the classes and attributes listed beside them here, read live from the page: use the toolbar’s **Stylesheet** menu to see them with the default stylesheet and the demo theme, the default stylesheet alone, or bare.',
          'States are attributes, never extra classes: style `.sf-facet__item[data-state="active"]`, `[data-widget-state="loading"]`, `.sf-flag[data-state="on"]`. The default stylesheet keeps every rule to one class (states inside `:where()`), so one class in a theme wins.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof ThemeHooks>;

export default meta;

type Story = StoryObj<typeof ThemeHooks>;

function hooksStory(page: WidgetPage, story: Omit<Story, 'args'> = {}): Story {
  const play = playOutsideDocs<NonNullable<Story['play']>>(story.play);
  return {
    ...story,
    ...(play ? { play } : {}),
    args: { page },
    parameters: { docs: { source: { code: toHtml(page.markup), language: 'html' } } },
  };
}

export const SearchPage: Story = {
  name: 'Search page',
  ...hooksStory(
    {
      markup: [...siteHeader(), ...searchPage()],
      responses: fixtures.responses(fixtures.main, fixtures.favourites),
      favourites: fixtures.values(fixtures.favourites, 'favourites').slice(0, 2),
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const table = canvas.getByRole('table');
        await waitFor(() => expect(within(table).getByText('.sf-facet__item')).toBeVisible());
        // A state appears in the list once the page is in it.
        await userEvent.click(await canvas.findByRole('checkbox', { name: /^Cottage/ }));
        await waitFor(() =>
          expect(within(table).getByText('.sf-selections__remove')).toBeVisible(),
        );
      },
    },
  ),
};
