import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { tabs } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Tabs',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'A `<nav>` of in-page links and the `<section>`s they point to become tabs (WAI-ARIA APG, automatic activation): roles, roving `tabindex`, Left/Right/Home/End. Wide screens get `data-layout="wide"` and `--sf-tabs-count` for equal-width tabs; under 768 px (`data-layout="narrow"`) tapping the open tab closes it. Without JavaScript the links still jump to their sections.',
      },
      story: { iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

export const Keyboard: PageStory = {
  name: 'Arrow keys move between tabs',
  ...pageStory(
    { markup: [tabs()] },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const about = await canvas.findByRole('tab', { name: 'About' });
        await waitFor(() => expect(about).toHaveAttribute('aria-selected', 'true'));
        await userEvent.click(about);
        await userEvent.keyboard('{ArrowRight}');
        const amenities = canvas.getByRole('tab', { name: 'Amenities' });
        await expect(amenities).toHaveFocus();
        await expect(amenities).toHaveAttribute('aria-selected', 'true');
        await expect(canvas.getByRole('tabpanel', { name: 'Amenities' })).toBeVisible();
        await userEvent.keyboard('{End}');
        await expect(canvas.getByRole('tab', { name: 'Location' })).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}');
        await expect(about).toHaveFocus();
      },
    },
  ),
};

export const Narrow375: PageStory = {
  name: 'Narrow (375 px)',
  ...pageStory(
    { markup: [tabs()] },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(canvasElement.querySelector('[data-widget="tabs"]')).toHaveAttribute(
            'data-layout',
            'narrow',
          ),
        );
      },
    },
  ),
};
