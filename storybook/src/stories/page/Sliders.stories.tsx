import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { featuredCarousel, gallery, tourSlider } from '../../pages/page-markup.js';

/**
 * axe's best-practice rules too (on top of preview.tsx's WCAG A/AA): their aria-allowed-role found
 * the slides that were `<li role="group">`, which an `li` may not be (slide-group.ts).
 */
const WCAG_AA_AND_BEST_PRACTICE = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

const meta = {
  title: 'Page widgets/Sliders',
  component: WidgetCanvas,
  parameters: {
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_AA_AND_BEST_PRACTICE } } },
    docs: {
      description: {
        component: [
          '`gallery`: the photos become a carousel (APG: `role=region` `aria-roledescription=carousel`, slides `role=group` “2 of 5”) with previous and next buttons, Left/Right on the focused carousel, a polite “Photo 2 of 5” and a “Full screen” button where the browser has one. Classes `.sf-carousel__viewport`, `__container`, `__slide`.',
          '`tour-slider`: video and virtual tours with the selected one in the middle and its neighbours at the sides; a click on the selected poster loads its player in place, and moving on unloads it.',
          '`featured-carousel`: below 767 px the list becomes a carousel with dots (“Go to slide N”, `aria-current`); above, the list as the server rendered it.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 640 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

export const Gallery: PageStory = {
  name: 'Photo gallery',
  ...pageStory(
    { markup: [gallery()], width: 800 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const next = await canvas.findByRole('button', { name: /next/i });
        await userEvent.click(next);
        await waitFor(() => expect(canvasElement).toHaveTextContent('Photo 2 of 5'));
      },
    },
  ),
};

export const FeaturedNarrow: PageStory = {
  name: 'Featured carousel (375 px)',
  ...pageStory(
    { markup: [featuredCarousel(fixtures.firstPageDocs().slice(0, 4))] },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        const dots = await within(canvasElement).findAllByRole('button', { name: /Go to slide/ });
        await expect(dots).toHaveLength(4);
        await userEvent.click(dots[1] as HTMLElement);
        await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
      },
    },
  ),
};

export const FeaturedManyNarrow: PageStory = {
  name: 'Featured carousel, ten slides (375 px)',
  ...pageStory(
    { markup: [featuredCarousel(fixtures.firstPageDocs())] },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        const dots = await within(canvasElement).findAllByRole('button', { name: /Go to slide/ });
        await expect(dots.length).toBeGreaterThanOrEqual(10);
        // The dots wrap onto a second row rather than push the page wider than a phone (WCAG
        // 1.4.10): in one row, ten or more were wider than 375 px and the page scrolled sideways.
        const row = dots[0]?.parentElement as HTMLElement;
        await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
        await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
          canvasElement.ownerDocument.documentElement.clientWidth,
        );
      },
    },
  ),
};

export const FeaturedWide: PageStory = {
  name: 'Featured list (wide)',
  ...pageStory(
    { markup: [featuredCarousel(fixtures.firstPageDocs().slice(0, 4))] },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(canvasElement.querySelector('[data-widget="featured-carousel"]')).toHaveAttribute(
            'data-widget-state',
            'ready',
          ),
        );
        await expect(
          within(canvasElement).queryByRole('button', { name: /Go to slide/ }),
        ).toBeNull();
      },
    },
  ),
};

export const TourSlider: PageStory = {
  name: 'Tour slider',
  ...pageStory(
    { markup: [tourSlider()] },
    {
      play: async ({ canvasElement }) => {
        const next = await within(canvasElement).findByRole('button', { name: /next/i });
        await userEvent.click(next);
        await waitFor(() => expect(canvasElement).toHaveTextContent(/2 of 4/));
      },
    },
  ),
};
