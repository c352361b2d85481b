import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { el } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import type { WidgetPage } from '../../harness/widget-page.js';
import { collapsible, longText } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Collapsible',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'Long text collapsed to `collapsedHeight` px (default 220) with a `button.sf-collapsible__toggle` (`aria-expanded`, `aria-controls`) whose `text` (“Read more”) swaps with `alt_text` (“Read less”); no button when the text is short; measured again on resize.',
      },
      story: { iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

// Two stories: the first rests collapsed with its "Read more"; the second opens it.
/** A text too long to show whole at 640 px: its two stories, collapsed and opened. */
const longTextPage: WidgetPage = { markup: [collapsible(longText())], width: 640 };

export const LongText: PageStory = {
  name: 'Long text, read more',
  ...pageStory(longTextPage, {
    play: async ({ canvasElement }) => {
      const toggle = await within(canvasElement).findByRole('button', { name: 'Read more' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  }),
};

export const LongTextOpened: PageStory = {
  name: 'Long text, opened',
  ...pageStory(longTextPage, {
    play: async ({ canvasElement }) => {
      const toggle = await within(canvasElement).findByRole('button', { name: 'Read more' });
      await userEvent.click(toggle);
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      await expect(toggle).toHaveTextContent('Read less');
    },
  }),
};

export const ShortText: PageStory = {
  name: 'Short text (no button)',
  ...pageStory(
    { markup: [collapsible([el('p', {}, 'A cosy cabin for two, by the river.')])], width: 640 },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(canvasElement.querySelector('[data-widget="collapsible"]')).toHaveAttribute(
            'data-widget-state',
            'ready',
          ),
        );
        await expect(within(canvasElement).queryByRole('button')).toBeNull();
      },
    },
  ),
};
