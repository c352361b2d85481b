import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
          'The server’s status messages as toasts (SPEC 4.15): success (the default), error, info and warn; shown in 400 ms, hidden after 5,000 ms or on a click, paused while hovered or focused; announced once through Stayfront’s live region (`alert` for errors). Other packages call `showToast(document, message, type)`. The server list stays visible if toasts cannot load.',
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
