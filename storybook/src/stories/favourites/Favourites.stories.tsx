import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { siteHeader } from '../../pages/favourites-markup.js';
import { results, searchConfig } from '../../pages/search-markup.js';

const meta = {
  title: 'Favourites/Flag and counter',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          '`flag`: the favourite toggle on a card, `button.sf-flag[data-state=on|off]` (`aria-pressed` too when both texts are the same); its id is the closest `data-id`. Favourites live in a cookie, without an account, and every tab follows.',
          '`favourites-counter`: “2 favourites” in the header (`a.sf-favourites-counter__link` with `__count` and `__label`), linking to the favourites page; on screens wider than 64em, a `button.sf-favourites-counter__toggle[aria-expanded]` opens `div.sf-favourites-counter__panel[data-state=open|closed]` listing them.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 560 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const ids = fixtures.values(fixtures.favourites, 'favourites');
const all = fixtures.responses(fixtures.main, fixtures.favourites);
const counterLink = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('.sf-favourites-counter__link');

export const FlagUpdatesCounter: PageStory = {
  name: 'A flag updates the counter',
  ...pageStory(
    {
      markup: [...siteHeader(), searchConfig(), results({ withFlag: true })],
      responses: all,
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() => expect(counterLink(canvasElement)).toHaveTextContent('0 favourites'));
        // The flags wake as they come into view: in a short canvas the first card's is below it.
        const flag = await waitFor(() => {
          const found = canvasElement.querySelector('.card [data-widget="flag"]');
          expect(found).not.toBeNull();
          return found as HTMLElement;
        });
        flag.scrollIntoView({ block: 'center', behavior: 'instant' });
        const [first] = await canvas.findAllByRole('button', { name: 'Add to favourites' });
        await userEvent.click(first as HTMLElement);
        await expect(first).toHaveAttribute('data-state', 'on');
        await expect(first).toHaveAccessibleName('Remove from favourites');
        await waitFor(() => expect(counterLink(canvasElement)).toHaveTextContent('1 favourite'));
        // Unflagged and flagged again: the story rests with the flag on, as its name shows.
        await userEvent.click(first as HTMLElement);
        await waitFor(() => expect(counterLink(canvasElement)).toHaveTextContent('0 favourites'));
        await userEvent.click(first as HTMLElement);
        await waitFor(() => expect(counterLink(canvasElement)).toHaveTextContent('1 favourite'));
        await expect(first).toHaveAttribute('data-state', 'on');
      },
    },
  ),
};

export const CounterWithPanel: PageStory = {
  name: 'Counter with its panel open',
  ...pageStory(
    { markup: siteHeader(), responses: all, favourites: ids.slice(0, 3) },
    {
      // The panel exists wider than 64em only: Storybook's canvas beside the sidebar on a
      // 1280 px laptop is about 980 px, where the counter is a plain link and this play failed.
      globals: { viewport: { value: 'wide' } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // The mouse entering the counter opens it (SPEC 4.4); a click after that would shut it.
        // Its code loads then, and the island's button replaces the plain counter's: asked anew.
        await userEvent.hover(await canvas.findByRole('button', { name: /Show favourites/ }));
        const toggle = () => canvas.getByRole('button', { name: /Show favourites/ });
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
        await waitFor(() =>
          expect(canvasElement.querySelectorAll('.sf-favourites-counter__item')).toHaveLength(3),
        );
        // Escape closes it and takes the focus from inside it back to the button (WCAG 1.4.13).
        canvasElement.querySelector<HTMLElement>('.sf-favourites-counter__panel a')?.focus();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
        await expect(toggle()).toHaveFocus();
        // The mouse coming back opens it again, and it stays open for the designer to look at.
        await userEvent.unhover(toggle());
        await userEvent.hover(toggle());
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
      },
    },
  ),
};

export const NoFavourites: PageStory = {
  name: 'No favourites yet',
  ...pageStory(
    { markup: siteHeader(), responses: all },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(counterLink(canvasElement)).toHaveAttribute('aria-disabled', 'true'),
        );
      },
    },
  ),
};
