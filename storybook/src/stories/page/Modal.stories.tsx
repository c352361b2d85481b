import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { htmlRoute } from '../../harness/page-routes.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { modalLink } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Modal',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'A plain click on a link to this site opens the page’s one `<dialog class="sf-modal">` and loads the link’s HTML into it, sanitized. Focus moves in and stays inside (Tab wraps), Escape closes, and focus returns to the link. `data-state="opening|open|closing|closed"` for a 250 ms animation (none with reduced motion). Keys: `title`, `close`, `loading`, `error`, `fallback`, and `open_on_query`: the name of a URL query parameter (`leaveReview`, SPEC 2.5) that opens the dialog by itself as the link wakes (with `data-widget-load="eager"`), once per page.',
      },
      story: { iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const body = () => within(document.body);
const terms = { '/fragments/terms': htmlRoute(fixtures.page.fragments.terms) };

export const Open: PageStory = {
  name: 'Open',
  ...pageStory(
    { markup: [modalLink()], routes: terms },
    {
      play: async ({ canvasElement }) => {
        await userEvent.click(
          await within(canvasElement).findByRole('link', { name: 'Booking terms' }),
        );
        const dialog = await body().findByRole('dialog', { name: 'Booking terms' });
        // Visible once the 250 ms opening fade (SPEC 9.1) has run: jest-dom reads opacity.
        const terms = await within(dialog).findByText(/A deposit of 25%/);
        await waitFor(() => expect(terms).toBeVisible());
        await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
      },
    },
  ),
};

export const FocusTrapAndReturn: PageStory = {
  name: 'Focus kept inside, and back on the link',
  ...pageStory(
    { markup: [modalLink()], routes: terms },
    {
      play: async ({ canvasElement }) => {
        const link = await within(canvasElement).findByRole('link', { name: 'Booking terms' });
        await userEvent.click(link);
        const dialog = await body().findByRole('dialog', { name: 'Booking terms' });
        // Visible once the 250 ms opening fade (SPEC 9.1) has run: jest-dom reads opacity.
        const terms = await within(dialog).findByText(/A deposit of 25%/);
        await waitFor(() => expect(terms).toBeVisible());
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
        // Tab from the last focusable element wraps to the first: focus never leaves the dialog.
        for (let step = 0; step < 4; step += 1) {
          await userEvent.tab();
          await expect(dialog.contains(document.activeElement)).toBe(true);
        }
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
        await waitFor(() => expect(link).toHaveFocus());
      },
    },
  ),
};

export const ContentFailed: PageStory = {
  name: 'Content that could not be loaded',
  ...pageStory(
    {
      markup: [modalLink('/fragments/missing')],
      expectedErrors: true,
      routes: {
        '/fragments/missing': () => new Response('<p>Not found.</p>', { status: 404 }),
      },
    },
    {
      play: async ({ canvasElement }) => {
        await userEvent.click(
          await within(canvasElement).findByRole('link', { name: 'Booking terms' }),
        );
        const dialog = await body().findByRole('dialog');
        const failure = await within(dialog).findByText('The content could not be loaded.');
        // It rests open on the message, as a visitor sees it (Escape is the 'Open' story's).
        await waitFor(() => expect(failure).toBeVisible());
        await expect(dialog).toHaveAttribute('open');
      },
    },
  ),
};
