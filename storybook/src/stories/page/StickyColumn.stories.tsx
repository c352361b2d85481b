import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { stickyColumns } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Sticky column',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The detail page’s booking column (and the checkout’s summary) stays at the top of the viewport while the text beside it scrolls, on screens wider than `breakpoint` px (768); below it flows with the page. `data-state="sticky|static"`; the offset is the theme’s `--sf-sticky-top` (default `1rem`). Cleanup puts the column’s own `style` back. Scroll the story to see it hold.',
          'In a grid or flex row, give the column `align-self: start` (here in its `style`, or in the theme): stretched to the height of the row, a sticky element has no room to move.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const columnIn = (canvas: HTMLElement) =>
  canvas.querySelector('[data-widget="sticky-column"]') as HTMLElement;

export const Wide: PageStory = {
  name: 'Wide: stays in view',
  ...pageStory(
    { markup: [stickyColumns()] },
    {
      globals: { viewport: { value: 'wide' } },
      play: async ({ canvasElement }) => {
        const column = columnIn(canvasElement);
        await waitFor(() => expect(column).toHaveAttribute('data-state', 'sticky'));
        await expect(column.style.position).toBe('sticky');
        // Scrolled past its place, the column holds 1rem (16 px) below the top of the viewport.
        const start = column.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: start + 160, behavior: 'instant' });
        await waitFor(() => expect(Math.round(column.getBoundingClientRect().top)).toBe(16));
      },
    },
  ),
};

export const Narrow: PageStory = {
  name: 'Narrow (375 px): flows with the page',
  ...pageStory(
    { markup: [stickyColumns()] },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        const column = columnIn(canvasElement);
        await waitFor(() => expect(column).toHaveAttribute('data-state', 'static'));
        // Below the text, it scrolls with the page: its place on the page never changes.
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const placeOnPage = () => Math.round(column.getBoundingClientRect().top + window.scrollY);
        const before = placeOnPage();
        window.scrollBy({ top: -120, behavior: 'instant' });
        await expect(placeOnPage()).toBe(before);
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        // Its own style only, as the template wrote it: no position, no offset.
        await expect(column).toHaveAttribute('style', 'align-self: start');
      },
    },
  ),
};
