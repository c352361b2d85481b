import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { favouritesBlock, favouritesPage } from '../../pages/favourites-markup.js';

const meta = {
  title: 'Favourites/Favourites page',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          '`favourites-view`: on arrival it sets the search to the visitor’s favourites, in the order they were flagged, and again after every change, so a home unflagged here disappears: focus moves to the next card’s toggle (else the previous card’s, else the empty message) and “{title} was removed from your favourites.” is said in the polite live region. With none, `p.sf-favourites-view__empty[role=status]` says so, and the results show their empty state. `.sf-favourites-view[data-state=listed|empty]`.',
          '`favourites-block`: its first link moves into `target`, as a “Refresh” button (`.sf-favourites-block__refresh`) that runs the view again.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const ids = fixtures.values(fixtures.favourites, 'favourites');
const responses = fixtures.responses(fixtures.favourites);
const cards = (canvas: HTMLElement) => canvas.querySelectorAll('.results__list .card');

export const Listed: PageStory = {
  name: 'Three favourites, one removed',
  ...pageStory(
    { markup: [...favouritesPage(), favouritesBlock()], responses, favourites: ids.slice(0, 3) },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
        await expect(await canvas.findByRole('link', { name: 'Refresh' })).toBeVisible();
        // Each card's flag wakes as it scrolls into view (`data-widget-load="visible"`): in a
        // short canvas, or on a phone, the later cards are below the fold, so look at each in
        // turn as a visitor scrolling down would.
        for (const flag of canvasElement.querySelectorAll('[data-widget="flag"]')) {
          flag.scrollIntoView({ block: 'center', behavior: 'instant' });
          await waitFor(() => expect(flag).toHaveAttribute('data-widget-state', 'ready'));
        }
        const flags = () => canvas.getAllByRole('button', { name: 'Remove from favourites' });
        await waitFor(() => expect(flags()).toHaveLength(3));
        await userEvent.click(flags()[1] as HTMLElement);
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
        // WAI-ARIA APG: focus moves to the next card (its toggle, or its link while the toggle of
        // the card the results drew again wakes), and the removal is said politely.
        await waitFor(() =>
          expect(cards(canvasElement)[1]).toContainElement(
            canvasElement.ownerDocument.activeElement as HTMLElement,
          ),
        );
        await expect(
          canvasElement.ownerDocument.querySelector('[data-sf-announcer="status"]'),
        ).toHaveTextContent(/was removed from your favourites\.$/);
      },
    },
  ),
};

/** The same on a phone: one card a screen, the later cards' flags wake only when scrolled to. */
export const ListedNarrow: PageStory = {
  ...Listed,
  name: 'Three favourites, one removed (375 px)',
  globals: { viewport: { value: 'narrow' } },
};

export const Empty: PageStory = {
  name: 'No favourites',
  ...pageStory(
    { markup: [...favouritesPage(), favouritesBlock()], responses },
    {
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText(/no favourites/i, {
            selector: '.sf-favourites-view__empty',
          }),
        ).toBeVisible();
      },
    },
  ),
};
