import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { bookingAside, COAST_VIDEO } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Video modal',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'A plain click on a link to a video opens the page’s one dialog, and only then loads the video: a `<video controls>` for a same-site `.mp4`, `.webm`, `.m4v` or `.ogv` file, or an `<iframe>` for a player on a host in `hosts` (default `www.youtube-nocookie.com` and `player.vimeo.com`). It behaves as the modal does: focus moves in, Tab wraps, Escape and the backdrop close, focus returns to the link. Closing unloads the video, so playback and its download stop.',
          'Other hosts, other schemes, modified clicks, `target` and `download` links stay ordinary links. Classes: `.sf-modal.sf-video-modal` while a player shows, `.sf-video-modal__frame` on the video or iframe. Keys: `title` (the dialog heading and the player’s name; default the link text), `close` (“Close”), `hosts`.',
          'The stories play a same-site file (the demo’s `media/coast.webm`), so nothing off-site is contacted; a YouTube or Vimeo link works the same with an iframe.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 560 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const body = () => within(document.body);
// The widget wakes on the first interaction with its link (the loader's `interaction`): the click
// or Enter that woke it is held and replayed once it is there.
const findLink = (canvas: HTMLElement) =>
  within(canvas).findByRole('link', { name: 'Watch the video tour' });

export const Open: PageStory = {
  name: 'Open, the video loaded',
  ...pageStory(
    { markup: [bookingAside()], width: 360 },
    {
      play: async ({ canvasElement }) => {
        await userEvent.click(await findLink(canvasElement));
        const dialog = await body().findByRole('dialog', { name: 'Video tour' });
        await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
        await expect(await findLink(canvasElement)).toHaveAttribute('aria-haspopup', 'dialog');
        const video = dialog.querySelector('video.sf-video-modal__frame') as HTMLVideoElement;
        await expect(video).toHaveAttribute('controls');
        await expect(video).toHaveAccessibleName('Video tour');
        // Same-site: the file beside the stories, nothing off-site.
        await expect(new URL(video.src).origin).toBe(location.origin);
        await expect(new URL(video.src).pathname).toMatch(new RegExp(`/${COAST_VIDEO}$`));
      },
    },
  ),
};

export const Keyboard: PageStory = {
  name: 'By keyboard: focus in, Escape, focus back',
  ...pageStory(
    { markup: [bookingAside()], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const link = await findLink(canvasElement);
        for (let step = 0; step < 5 && document.activeElement !== link; step += 1)
          await userEvent.tab();
        await expect(link).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        const dialog = await body().findByRole('dialog', { name: 'Video tour' });
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
        const video = dialog.querySelector('video') as HTMLVideoElement;
        await expect(video).toHaveAttribute('src');
        // Tab stays inside: from the heading to Close; back from Close to the player (the last
        // control), on from the player to Close again.
        const close = within(dialog).getByRole('button', { name: 'Close' });
        await userEvent.tab();
        await expect(close).toHaveFocus();
        await userEvent.tab({ shift: true });
        await expect(video).toHaveFocus();
        await userEvent.tab();
        await expect(close).toHaveFocus();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
        await waitFor(() => expect(link).toHaveFocus());
        // Closing unloaded the video: it stopped, and so did its download.
        await expect(video.paused).toBe(true);
        await expect(video).not.toHaveAttribute('src');
        await expect(dialog.querySelector('video')).toBeNull();
      },
    },
  ),
};
