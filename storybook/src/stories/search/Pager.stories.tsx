import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { pager, results, searchConfig } from '../../pages/search-markup.js';
import { resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Pager',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'Four pages each side of the current one, one at each end, gaps; previous and next with `rel`; the current page has `aria-current="page"`. Links point at the hash state of their page, so they open in a new tab; a plain click moves there without a reload and takes focus to the results. Hidden with one page. Classes `.sf-pager__list`, `__item[data-type=previous|page|gap|next][data-state=current]`, `__link`.',
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const main = fixtures.responses(fixtures.main);
const current = (canvas: HTMLElement) =>
  canvas.querySelector('[data-widget="pager"] [aria-current="page"]');

export const ManyPages: PageStory = {
  name: 'Many pages',
  ...pageStory(
    { markup: [searchConfig(), results(), pager()], responses: main },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await resultsShown(canvasElement);
        const firstTitle = canvasElement.querySelector('.card__title')?.textContent;
        await waitFor(() => expect(current(canvasElement)).toHaveTextContent('1'));
        await userEvent.click(canvas.getByRole('link', { name: /^(Page )?2$/ }));
        await waitFor(() => expect(current(canvasElement)).toHaveTextContent('2'));
        await waitFor(() =>
          expect(canvasElement.querySelector('.card__title')?.textContent).not.toBe(firstTitle),
        );
        // SPEC 9.2: after a page change the results take the focus, for keyboards and readers.
        await expect(canvasElement.querySelector('[data-widget="results"]')).toHaveFocus();
      },
    },
  ),
};

export const LastPage: PageStory = {
  name: 'On the last page',
  ...pageStory(
    { markup: [searchConfig(), results(), pager()], responses: main, hash: 'start=312' },
    {
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement, 8);
        await waitFor(() => expect(current(canvasElement)).toHaveTextContent('27'));
      },
    },
  ),
};

export const OnePage: PageStory = {
  name: 'One page (no pager)',
  ...pageStory(
    {
      markup: [searchConfig(), results(), pager()],
      responses: main,
      hash: fixtures.state(fixtures.main, 'oneResult'),
    },
    {
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement, 1);
        await expect(canvasElement.querySelector('.sf-pager__link')).toBeNull();
      },
    },
  ),
};

/** Every box in the pager, for the phone story's checks. */
const pagerItems = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('[data-widget="pager"] .sf-pager__link')].map((link) =>
    link.getBoundingClientRect(),
  );

export const ManyPagesPhone: PageStory = {
  name: 'Many pages, phone (375 px)',
  ...pageStory(
    { markup: [searchConfig(), results(), pager()], responses: main },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement);
        await waitFor(() => expect(current(canvasElement)).toHaveTextContent('1'));
        // The story is at phone width, not a desktop page that happens to be narrow.
        await expect(window.innerWidth).toBe(375);
        // Previous, eleven numbers or gaps and Next wrap onto a second line rather than
        // scrolling the page sideways.
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
        const boxes = pagerItems(canvasElement);
        await expect(boxes.length).toBeGreaterThan(5);
        for (const box of boxes) {
          await expect(box.right).toBeLessThanOrEqual(375);
          // WCAG 2.2 2.5.8: a target at least 24 by 24 CSS px, for a thumb.
          await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
        }
        // Twelve cards stand above it at this width: show the pager, the subject of the story.
        canvasElement.querySelector('[data-widget="pager"]')?.scrollIntoView({ block: 'end' });
      },
    },
  ),
};
