import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { autocomplete, resultCount, searchConfig } from '../../pages/search-markup.js';
import { countIn, countSays } from './story-helpers.js';

const meta = {
  title: 'Search/Autocomplete',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'The search box with suggestions (SPEC 5.2, 7.4): react-select, loaded when the visitor first touches the box (`data-widget-load="interaction"`); suggestions read “value (count)”; nothing is sent below 2 characters or after a trailing space; a chosen suggestion replaces the last word; Enter searches the typed text. The input keeps its `id`, so the `<label>` still names it. Classes `sf-autocomplete__*` (react-select’s parts, unstyled).',
      },
      story: { iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const markup = [searchConfig(), autocomplete(), resultCount()];
const main = fixtures.responses(fixtures.main);
const suggestions = fixtures.values(fixtures.main, 'suggestions:sea');

export const Default = pageStory(
  { markup, responses: main, width: 640 },
  {
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('searchbox', { name: 'Where, or what' }),
      ).toBeVisible();
    },
  },
);

export const PickASuggestion: PageStory = {
  name: 'Suggestions, and one picked',
  ...pageStory(
    { markup, responses: main, width: 640 },
    {
      parameters: { docs: { story: { iframeHeight: 460 } } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await countSays(canvasElement, '320 properties');
        await userEvent.click(canvas.getByRole('searchbox', { name: 'Where, or what' }));
        // The widget replaces the input when it wakes; the label still names the new one.
        const input = await canvas.findByRole('combobox', { name: 'Where, or what' });
        await userEvent.type(input, 'sea');
        const first = suggestions[0] as string;
        const option = await canvas.findByRole('option', {
          name: new RegExp(`^${first} \\(\\d+\\)`),
        });
        // SPEC 5.2: one letter sends nothing; "se" and "sea" do.
        const sent = mountedPageIn(canvasElement).requests.filter((key) =>
          key.includes('facet.prefix'),
        );
        await expect(sent.map((key) => /facet\.prefix=(\w+)/.exec(key)?.[1])).toEqual([
          'se',
          'sea',
        ]);
        await userEvent.click(option);
        await waitFor(() => expect(input).toHaveValue(first));
        await waitFor(() => expect(countIn(canvasElement)).not.toHaveTextContent('320 properties'));
      },
    },
  ),
};
