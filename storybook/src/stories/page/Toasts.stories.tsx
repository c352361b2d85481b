import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { toasts } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Toasts',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'The server’s status messages as toasts (SPEC 4.15): success (the default), error, info and warn; shown in 400 ms, hidden after 5,000 ms or on a click, paused while hovered or focused (the timer starts again afterwards); each has a dismiss button the keyboard reaches (`dismiss_text`, default “Dismiss”); announced once through Stayfront’s live region (`alert` for errors). Other packages call `showToast(document, message, type)`. The server list stays visible if toasts cannot load, is only visually hidden while they are up, and shows again once they have gone (WCAG 2.2.1). `display: "modal"` shows the messages in the page’s modal dialog instead (the legacy display, SPEC 2.8; `title`, `close`): a dialog that opens by itself takes the visitor’s focus, so toasts stay the default.',
      },
      story: { iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

export const Success: PageStory = {
  name: 'A message shows as a toast',
  ...pageStory(
    { markup: [toasts([['success', 'Thank you, Sam. We will answer within a day.']])] },
    {
      play: async () => {
        const toast = await within(document.body).findByText(
          'Thank you, Sam. We will answer within a day.',
          { selector: '.notyf__message, .notyf__message *' },
        );
        // It fades in over 400 ms.
        await waitFor(() => expect(toast).toBeVisible());
      },
    },
  ),
};

export const EveryType: PageStory = {
  name: 'Every type',
  ...pageStory(
    {
      markup: [
        toasts([
          ['success', 'Your enquiry was sent.'],
          ['info', 'Prices are per night, in US dollars.'],
          ['warn', 'Only two nights left in August.'],
          ['error', 'The dates you chose are taken.'],
        ]),
      ],
    },
    {
      play: async () => {
        const toast = await within(document.body).findByText('The dates you chose are taken.', {
          selector: '.notyf__message, .notyf__message *',
        });
        await waitFor(() => expect(toast).toBeVisible());
      },
    },
  ),
};

export const Dismissed: PageStory = {
  name: 'Dismissed, the message stays in the page',
  ...pageStory(
    { markup: [toasts([['success', 'Thank you, Sam. We will answer within a day.']])] },
    {
      play: async ({ canvasElement }) => {
        const message = await within(document.body).findByText(
          'Thank you, Sam. We will answer within a day.',
          { selector: '.notyf__message, .notyf__message *' },
        );
        const toast = message.closest('.notyf__toast') as HTMLElement;
        await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
        await waitFor(() => expect(toast.isConnected).toBe(false));
        // WCAG 2.2.1: the toast is gone, the server's message is back where it was.
        await expect(
          await within(canvasElement).findByText('Thank you, Sam. We will answer within a day.', {
            selector: '.messages__item',
          }),
        ).toBeVisible();
      },
    },
  ),
};
